import Foundation
import KeyboardAvoidance

/// The device presets a screenshot's size fits: an Android one by its pixels over its density, an iPhone by its
/// points at a whole scale.
struct DeviceMatch: Equatable, Sendable {
    /// The preset matched.
    var device: DeviceProfile
    /// Pixels per point (dp on Android).
    var density: Double
    /// Other presets of the same size, which the picture fits as well.
    var alike: [String]

    /// How the account says it: `pixel-8 (1080 px at density 2.625 = 411.4 dp; pixel-8a the same)`.
    var shown: String {
        "\(device.id)" + (alike.isEmpty ? "" : " (\(alike.joined(separator: ", ")) the same size)")
    }

    /// The Android preset whose width at its density is `picture`'s width (the closest height first, then the id),
    /// or nil.
    static func android(_ picture: ImportPicture, among devices: [DeviceProfile]) -> DeviceMatch? {
        let fitting = devices.filter { device in
            guard device.platform == .android, let density = device.density else { return false }
            return abs(device.portraitSize.width * density - Double(picture.width)) <= 2
        }
        return best(fitting, picture: picture) { $0.density ?? 1 }
    }

    /// The iPhone or iPad preset `width` points wide (the closest height in points first), or nil; `scale` is the
    /// picture's pixels per point.
    static func ios(width: Double, scale: Double, picture: ImportPicture, among devices: [DeviceProfile])
        -> DeviceMatch?
    {
        let fitting = devices.filter { $0.platform == .ios && abs($0.portraitSize.width - width) <= 0.5 }
        return best(fitting, picture: picture) { _ in scale }
    }

    /// Of `fitting`, the one whose height is closest to the picture's at its density.
    private static func best(
        _ fitting: [DeviceProfile], picture: ImportPicture, density: (DeviceProfile) -> Double
    ) -> DeviceMatch? {
        let sorted = fitting.sorted { a, b in
            let da = abs(a.portraitSize.height * density(a) - Double(picture.height))
            let db = abs(b.portraitSize.height * density(b) - Double(picture.height))
            return da == db ? a.id < b.id : da < db
        }
        guard let first = sorted.first else { return nil }
        let alike = sorted.dropFirst().filter { other in
            density(other) == density(first) && abs(other.portraitSize.height - first.portraitSize.height) < 1
        }
        return DeviceMatch(device: first, density: density(first), alike: alike.map(\.id))
    }

    /// The whole scale (1 to 4) closest to `density` by ratio: 3 for 2.625, 4 for 3.5; a screen file's scale is a
    /// whole number, and the lab shows the design at the phone's width, so the fields land where the dump says.
    static func wholeScale(near density: Double) -> Int {
        (1...4).min { abs(log(Double($0) / density)) < abs(log(Double($1) / density)) } ?? 3
    }
}
