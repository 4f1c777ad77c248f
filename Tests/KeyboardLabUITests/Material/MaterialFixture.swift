import Foundation
import KeyboardAvoidance
import KeyboardLabUI
import LabDrawing
import LabImages

/// A Pixel 8 (or another Android device) showing a shipped screen file, with its presentation, for the Material 3
/// tests.
func materialLab(
    _ file: String? = nil, device: String = "pixel-8", orientation: Orientation = .portrait,
    appearance: Appearance? = nil, textSize: TextSize? = nil, navigation: NavigationMode? = nil,
    android: AndroidVersion? = nil, strategy: String? = nil
) throws -> Lab {
    var screen: Screen?
    if let file {
        let data = try Data(contentsOf: assetsFolder.appending(path: "Screens/\(file)"))
        screen = try Screen.decode(data, file: file)
    }
    return try Lab(
        device: device, orientation: orientation, screen: screen,
        settings: ConditionOverrides(
            strategy: strategy, appearance: appearance, textSize: textSize, presentation: screen?.presentation,
            android: android, navigation: navigation))
}

extension DrawList {
    /// Every rounded fill, with its radius and colour.
    var roundedFills: [(rect: Rect, radius: Double, colour: Color)] {
        commands.compactMap {
            if case .fillRounded(let rect, let radius, let colour) = $0 { (rect, radius, colour) } else { nil }
        }
    }

    /// Every plain fill, with its colour.
    var fills: [(rect: Rect, colour: Color)] {
        commands.compactMap { if case .fill(let rect, let colour) = $0 { (rect, colour) } else { nil } }
    }
}

/// Whether two rectangles are the same to within `tolerance` on every edge.
func same(_ a: Rect, _ b: Rect, _ tolerance: Double = 1e-6) -> Bool {
    abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance && abs(a.width - b.width) <= tolerance
        && abs(a.height - b.height) <= tolerance
}
