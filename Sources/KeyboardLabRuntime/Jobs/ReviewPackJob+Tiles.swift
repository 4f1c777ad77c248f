import KeyboardAvoidance
import KeyboardLabUI
import LabImages

extension ReviewPackJob {
    /// Each combination's tile label (the devices varying fastest), or nil where the tile would show a phone already
    /// on the sheet: an iOS version has no effect on an Android device, so it is shown once, in the first iOS row,
    /// labelled without the version.
    ///
    /// - Complexity: O(n) in the combinations.
    static func tileLabels(_ combinations: [Combination], isAndroid: (String) -> Bool) -> [String?] {
        var seen = Set<[Combination.Pair]>()
        return combinations.map { combination in
            let deviceKey = ConditionKeys.device.name
            let device = combination.pairs.first { $0.key == deviceKey }?.value ?? ""
            let pairs = combination.pairs.filter { !($0.key == ConditionKeys.ios.name && isAndroid(device)) }
            guard seen.insert(pairs).inserted else { return nil }
            return pairs.map { $0.key == deviceKey ? $0.value : "\($0.key) \($0.value)" }.joined(separator: " ")
                .uppercased()
        }
    }

    /// How many phones each sheet shows: one per combination, less those that would repeat.
    static func phones(_ matrix: VariationMatrix, resources: LabResources) -> Int {
        tileLabels(matrix.combinations) { resources.device($0)?.platform == .android }.compactMap { $0 }.count
    }

    /// The devices on which the iOS versions asked for have no effect (Android's), for the page and the summary.
    static func unaffected(devices: [String], ios: [String], resources: LabResources) -> [String] {
        guard ios.count > 1 else { return [] }
        return devices.filter { resources.device($0)?.platform == .android }
    }

    /// The tile left where a phone would repeat: the sheet's background, so the columns stay in line.
    static var blankTile: ContactSheet.Tile {
        ContactSheet.Tile(label: "", image: RGBAImage(width: 1, height: 1, fill: ContactSheet.backgroundColor))
    }

    /// The note said once for `devices`, on which the iOS version has no effect: `pixel-8 is Android: the iOS
    /// version has no effect on it, so it is shown once, in the first row`.
    static func iosNote(_ devices: [String]) -> String {
        let names = devices.joined(separator: ", ")
        return "\(names) \(devices.count == 1 ? "is" : "are") Android: the iOS version has no effect on "
            + "\(devices.count == 1 ? "it" : "them"), so \(devices.count == 1 ? "it is" : "they are") shown once, in "
            + "the first iOS version's row"
    }
}
