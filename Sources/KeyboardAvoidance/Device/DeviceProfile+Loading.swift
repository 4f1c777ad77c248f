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

    /// Loads and validates one device file.
    public static func load(from url: URL) throws(InputError) -> DeviceProfile {
        try JSONInput.load(DeviceProfile.self, from: url).validated(file: url.path)
    }

    /// Loads every `*.json` device in `folder`, sorted by id.
    ///
    /// - Throws: ``InputError`` for an unreadable folder, a bad file, or two files with the same id.
    public static func loadAll(from folder: URL) throws(InputError) -> [DeviceProfile] {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        } catch {
            throw InputError(file: folder.path, message: "cannot list the devices folder (\(JSONInput.reason(error)))")
        }
        var devices: [DeviceProfile] = []
        for name in names.sorted() where name.hasSuffix(".json") {
            let device = try load(from: folder.appending(path: name))
            if devices.contains(where: { $0.id == device.id }) {
                throw InputError(
                    file: folder.appending(path: name).path, message: "duplicate device id \"\(device.id)\"")
            }
            devices.append(device)
        }
        guard !devices.isEmpty else {
            throw InputError(file: folder.path, message: "no device files (*.json) in this folder")
        }
        return devices.sorted { $0.portraitSize.height < $1.portraitSize.height }
    }
}
