import Foundation

extension DeviceProfile {
    /// Checks what JSON cannot: positive sizes, non-negative safe areas, keyboards that fit on the screen.
    ///
    /// - Throws: ``InputError`` naming `file` and the offending value.
    public func validated(file: String) throws(InputError) -> DeviceProfile {
        func fail(_ message: String) -> InputError { InputError(file: file, message: message) }
        guard !id.isEmpty, !id.contains(where: \.isWhitespace) else {
            throw fail("id \"\(id)\" must be non-empty with no spaces")
        }
        let w = portraitSize.width
        let h = portraitSize.height
        guard w.isFinite, h.isFinite, w > 0, h > 0, w <= 4096, h <= 4096 else {
            throw fail("portraitSize \(w)×\(h) must be positive and at most 4096 points")
        }
        for orientation in Orientation.allCases {
            let m = metrics(orientation)
            let screen = screenSize(orientation)
            let insets = m.safeArea.components
            guard insets.allSatisfy({ $0.isFinite && $0 >= 0 }),
                m.safeArea.top + m.safeArea.bottom < screen.height, m.safeArea.left + m.safeArea.right < screen.width
            else {
                throw fail("\(orientation.rawValue).safeArea must be non-negative and smaller than the screen")
            }
            for bar in [("predictiveBarHeight", m.predictiveBarHeight), ("accessoryBarHeight", m.accessoryBarHeight)] {
                guard bar.1.isFinite, bar.1 >= 0 else {
                    throw fail("\(orientation.rawValue).\(bar.0) is \(bar.1); expected a non-negative height")
                }
            }
            for type in KeyboardType.allCases {
                let keys = m.keyboardHeights.height(for: type)
                guard keys.isFinite, keys > 0 else {
                    throw fail(
                        "\(orientation.rawValue).keyboardHeights.\(type.rawValue) is \(keys); expected a positive height"
                    )
                }
                let full = keyboardHeight(
                    orientation, type: type, options: KeyboardOptions(predictiveBar: true, accessoryBar: true))
                guard full < screen.height else {
                    throw fail(
                        "\(orientation.rawValue) \(type.rawValue) keyboard with both bars is \(full) tall; "
                            + "expected less than the screen's \(screen.height)")
                }
            }
        }
        return self
    }

    /// Decodes and validates one device file's bytes, read at the edge from `file`.
    public static func decode(_ data: Data, file: String) throws(InputError) -> DeviceProfile {
        try JSONInput.decode(DeviceProfile.self, from: data, file: file).validated(file: file)
    }

    /// Decodes every device file (name and bytes), in any order: sorted by screen height, ids unique.
    ///
    /// - Throws: ``InputError`` for a bad file, two files with the same id, or no file at all (naming `folder`).
    public static func decodeAll(_ files: [(file: String, data: Data)], folder: String) throws(InputError)
        -> [DeviceProfile]
    {
        var devices: [DeviceProfile] = []
        for entry in files.sorted(by: { $0.file < $1.file }) {
            let device = try decode(entry.data, file: entry.file)
            if devices.contains(where: { $0.id == device.id }) {
                throw InputError(file: entry.file, message: "duplicate device id \"\(device.id)\"")
            }
            devices.append(device)
        }
        guard !devices.isEmpty else {
            throw InputError(file: folder, message: "no device files (*.json) in this folder")
        }
        return devices.sorted { $0.portraitSize.height < $1.portraitSize.height }
    }
}
