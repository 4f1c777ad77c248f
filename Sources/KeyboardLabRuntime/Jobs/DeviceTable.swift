import KeyboardAvoidance
import KeyboardLabUI

/// `devices`: the device presets as a table, one line each, with their keyboard heights.
public enum DeviceTable {
    /// The table's lines for the presets in the Assets folder `assets` (nil to find it).
    public static func lines(assets: String?) throws -> [String] {
        let resources = try LabSetup.resources(assets)
        let n = NumberText.compact
        let header: [(String, Int)] = [
            ("id", 21), ("name", 21), ("points", 11), ("safe top/bottom", 17), ("letters+bar", 13), ("number pad", 12),
            ("landscape letters+bar", 23), ("corners", 9), ("cut-out", 16), ("floating keyboard", 0),
        ]
        var lines = [header.map { $0.0.padding(toLength: max($0.1, $0.0.count), withPad: " ", startingAt: 0) }.joined()]
        for device in resources.devices {
            let options = KeyboardOptions()
            let letters = device.keyboardHeight(.portrait, type: .letters, options: options)
            let pad = device.keyboardHeight(.portrait, type: .numberPad, options: options)
            let landscape = device.keyboardHeight(.landscape, type: .letters, options: options)
            let cutout =
                switch device.cutout.kind {
                case .none: "none"
                case .dynamicIsland: "island \(n(device.cutout.size.width))×\(n(device.cutout.size.height))"
                case .notch: "notch \(n(device.cutout.size.width))×\(n(device.cutout.size.height))"
                }
            let floating = device.floatingKeyboard.map { "\(n($0.width))×\(n($0.height))" } ?? "—"
            let cells = [
                device.id, device.name, "\(n(device.portraitSize.width))×\(n(device.portraitSize.height))",
                "\(n(device.portrait.safeArea.top)) / \(n(device.portrait.safeArea.bottom))", n(letters), n(pad),
                n(landscape), n(device.displayCornerRadius), cutout, floating,
            ]
            lines.append(
                zip(cells, header).map { cell, column in
                    column.1 == 0 ? cell : cell.padding(toLength: column.1, withPad: " ", startingAt: 0)
                }.joined())
        }
        return lines
    }
}
