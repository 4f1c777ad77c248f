import KeyboardAvoidance
import KeyboardLabUI

/// `devices`: the device presets as a table, one line each, with their keyboard heights on each iOS version (an
/// Android device's one height is LatinIME's, `ime()` included; its sizes are dp), then the presets' notes.
public enum DeviceTable {
    /// The table's lines for the presets in the Assets folder `assets` (nil to find it).
    public static func lines(assets: String?) throws -> [String] {
        let resources = try LabSetup.resources(assets)
        let n = NumberText.compact
        let header: [(String, Int)] = [
            ("id", 21), ("name", 21), ("platform", 10), ("points/dp", 13), ("safe top/bottom", 17),
            ("letters+bar 18/26", 19),
            ("number pad 18/26", 18), ("landscape 18/26", 17), ("corners", 9), ("cut-out", 16),
            ("floating keyboard", 0),
        ]
        var lines = [header.map { $0.0.padding(toLength: max($0.1, $0.0.count), withPad: " ", startingAt: 0) }.joined()]
        for device in resources.devices {
            func heights(_ orientation: Orientation, _ type: KeyboardType) -> String {
                guard device.platform == .ios else {
                    return n(device.keyboardHeight(orientation, type: type, options: KeyboardOptions()))
                }
                return IOSVersion.allCases.map {
                    n(device.keyboardHeight(orientation, type: type, options: KeyboardOptions(), ios: $0))
                }.joined(separator: " / ")
            }
            let letters = heights(.portrait, .letters)
            let pad = heights(.portrait, .numberPad)
            let landscape = heights(.landscape, .letters)
            let cutout =
                switch device.cutout.kind {
                case .none: "none"
                case .dynamicIsland: "island \(n(device.cutout.size.width))×\(n(device.cutout.size.height))"
                case .notch: "notch \(n(device.cutout.size.width))×\(n(device.cutout.size.height))"
                case .punchHole: "hole ∅\(n(device.cutout.size.width))"
                }
            let floating = device.floatingKeyboard.map { "\(n($0.width))×\(n($0.height))" } ?? "—"
            let cells = [
                device.id, device.name, ConditionKeys.platform.text(of: device.platform),
                "\(n(device.portraitSize.width))×\(n(device.portraitSize.height))",
                safeArea(device), letters, pad, landscape,
                n(device.displayCornerRadius), cutout, floating,
            ]
            lines.append(
                zip(cells, header).map { cell, column in
                    column.1 == 0 ? cell : cell.padding(toLength: column.1, withPad: " ", startingAt: 0)
                }.joined())
        }
        for device in resources.devices {
            if let note = device.note { lines.append("\(device.id): \(note)") }
        }
        return lines
    }

    /// The portrait safe area's top and bottom; on Android the bottom is the navigation area's, with gestures and
    /// with three buttons (`50.3 / 24|48`).
    static func safeArea(_ device: DeviceProfile) -> String {
        let n = NumberText.compact
        let top = n(device.portrait.safeArea.top)
        guard device.platform == .android else { return "\(top) / \(n(device.portrait.safeArea.bottom))" }
        let modes = NavigationMode.allCases.map { n(device.safeArea(.portrait, navigation: $0).bottom) }
        return "\(top) / " + modes.joined(separator: "|")
    }
}
