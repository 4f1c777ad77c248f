import Foundation

extension DeviceProfile {
    /// A value that decoded but makes no sense, with where it sits in the file.
    struct Problem {
        /// The JSON keys from the top of the file to the value.
        var keyPath: [String]
        /// What is wrong and what was expected.
        var message: String
    }

    /// Checks what JSON cannot: positive sizes, non-negative safe areas, keyboards that fit on the screen, display
    /// corners and a cut-out that fit, a floating keyboard narrower than the screen.
    ///
    /// - Throws: ``LabError`` naming `file` and the offending value.
    public func validated(file: String) throws(LabError) -> DeviceProfile {
        if let problem = firstProblem() { throw LabError(file: file, message: problem.message) }
        return self
    }

    /// Decodes and validates one device file's bytes, read at the edge from `file`; errors name the line and
    /// column of the offending value.
    public static func decode(_ data: Data, file: String) throws(LabError) -> DeviceProfile {
        let device = try JSONInput.decode(DeviceProfile.self, from: data, file: file)
        if let problem = device.firstProblem() {
            throw JSONInput.locate(LabError(file: file, message: problem.message), keyPath: problem.keyPath, in: data)
        }
        return device
    }

    /// Decodes every device file (name and bytes), in any order: sorted by screen height then id, ids unique.
    ///
    /// - Throws: ``LabError`` for a bad file, two files with the same id, or no file at all (naming `folder`).
    public static func decodeAll(_ files: [(file: String, data: Data)], folder: String) throws(LabError)
        -> [DeviceProfile]
    {
        var devices: [DeviceProfile] = []
        for entry in files.sorted(by: { $0.file < $1.file }) {
            let device = try decode(entry.data, file: entry.file)
            if devices.contains(where: { $0.id == device.id }) {
                throw LabError(file: entry.file, message: "duplicate device id \"\(device.id)\"")
            }
            devices.append(device)
        }
        guard !devices.isEmpty else {
            throw LabError(file: folder, message: "no device files (*.json) in this folder")
        }
        return devices.sorted {
            $0.portraitSize.height != $1.portraitSize.height
                ? $0.portraitSize.height < $1.portraitSize.height : $0.id < $1.id
        }
    }

    /// The first value that fails a check, in file order.
    func firstProblem() -> Problem? {
        guard !id.isEmpty, !id.contains(where: \.isWhitespace) else {
            return Problem(keyPath: ["id"], message: "id \"\(id)\" must be non-empty with no spaces")
        }
        let w = portraitSize.width
        let h = portraitSize.height
        guard w.isFinite, h.isFinite, w > 0, h > 0, w <= 4096, h <= 4096 else {
            return Problem(
                keyPath: ["portraitSize"], message: "portraitSize \(w)×\(h) must be positive and at most 4096 points")
        }
        for orientation in Orientation.allCases {
            if let problem = orientationProblem(orientation) { return problem }
        }
        return platformProblem() ?? shapeProblem() ?? floatingProblem()
    }

    /// An Android device's density: present, and between LDPI's 0.75 and 4.5 (XXXHDPI is 4).
    private func platformProblem() -> Problem? {
        switch platform {
        case .android:
            guard let density else {
                return Problem(
                    keyPath: ["platform"],
                    message: "an Android device needs \"density\" (pixels per dp, e.g. 2.625 for 420 dpi)")
            }
            guard density.isFinite, density >= 0.75, density <= 4.5 else {
                return Problem(
                    keyPath: ["density"],
                    message: "density is \(density); expected pixels per dp from 0.75 to 4.5 (e.g. 2.625 for 420 dpi)")
            }
            return nil
        case .ios:
            guard density == nil else {
                return Problem(
                    keyPath: ["density"], message: "density is for Android devices; an iOS device's points are fixed")
            }
            return nil
        }
    }

    private func orientationProblem(_ orientation: Orientation) -> Problem? {
        let m = metrics(orientation)
        let screen = screenSize(orientation)
        let name = orientation.rawValue
        let insets = m.safeArea.components
        guard insets.allSatisfy({ $0.isFinite && $0 >= 0 }),
            m.safeArea.top + m.safeArea.bottom < screen.height, m.safeArea.left + m.safeArea.right < screen.width
        else {
            return Problem(
                keyPath: [name, "safeArea"],
                message: "\(name).safeArea must be non-negative and smaller than the screen")
        }
        let bars = [
            ("predictiveBarHeight", m.predictiveBarHeight), ("accessoryBarHeight", m.accessoryBarHeight),
            ("keyHeight", m.keyHeight ?? 1), ("keyRowGap", m.keyRowGap ?? 0),
        ]
        for (key, value) in bars where !(value.isFinite && value >= 0 && (key != "keyHeight" || value > 0)) {
            let expected = key == "keyHeight" ? "a positive height" : "a non-negative height"
            return Problem(keyPath: [name, key], message: "\(name).\(key) is \(value); expected \(expected)")
        }
        for version in (m.keyboardHeightsByIOS ?? [:]).keys.sorted() where IOSVersion(rawValue: version) == nil {
            return Problem(
                keyPath: [name, "keyboardHeightsByIOS", version],
                message: "\(name).keyboardHeightsByIOS has \"\(version)\"; expected iOS versions "
                    + IOSVersion.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: " or "))
        }
        for ios in IOSVersion.allCases where platform == .ios {
            if let problem = heightsProblem(orientation, ios: ios) { return problem }
        }
        return nil
    }

    /// Each keyboard type's height on `ios`: positive, and short enough to fit with both bars.
    private func heightsProblem(_ orientation: Orientation, ios: IOSVersion) -> Problem? {
        let m = metrics(orientation)
        let name = orientation.rawValue
        let listed = m.keyboardHeightsByIOS?[ios.rawValue] != nil
        let path = listed ? [name, "keyboardHeightsByIOS", ios.rawValue] : [name, "keyboardHeights"]
        let label = path.joined(separator: ".")
        for type in KeyboardType.allCases {
            let keys = m.keyboardHeights(on: ios).height(for: type)
            guard keys.isFinite, keys > 0 else {
                return Problem(
                    keyPath: path + [type.rawValue],
                    message: "\(label).\(type.rawValue) is \(keys); expected a positive height")
            }
            let full = keyboardHeight(
                orientation, type: type, options: KeyboardOptions(predictiveBar: true, accessoryBar: true), ios: ios)
            let screen = screenSize(orientation)
            guard full < screen.height else {
                return Problem(
                    keyPath: path + [type.rawValue],
                    message: "\(name) \(type.rawValue) keyboard on iOS \(ios.rawValue) with both bars is \(full) tall; "
                        + "expected less than the screen's \(screen.height)")
            }
        }
        return nil
    }

    /// Display corners and cut-out.
    private func shapeProblem() -> Problem? {
        let shortest = min(portraitSize.width, portraitSize.height)
        guard displayCornerRadius.isFinite, displayCornerRadius >= 0, displayCornerRadius <= shortest / 2 else {
            return Problem(
                keyPath: ["displayCornerRadius"],
                message: "displayCornerRadius is \(displayCornerRadius); expected 0 to \(shortest / 2) points")
        }
        guard cutout.kind != .none else { return nil }
        let size = cutout.size
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0,
            size.width < portraitSize.width
        else {
            return Problem(
                keyPath: ["cutout", "width"],
                message: "cutout is \(size.width)×\(size.height); expected a positive size narrower than the screen")
        }
        guard cutout.top.isFinite, cutout.top >= 0, cutout.top + size.height <= portrait.safeArea.top else {
            return Problem(
                keyPath: ["cutout", "top"],
                message: "cutout.top \(cutout.top) with height \(size.height) must lie inside the portrait safe area's "
                    + "top (\(portrait.safeArea.top)); expected top + height ≤ \(portrait.safeArea.top)")
        }
        return nil
    }

    /// Readable width and floating keyboard.
    private func floatingProblem() -> Problem? {
        if let readable = readableWidth, !(readable.isFinite && readable > 0) {
            return Problem(
                keyPath: ["readableWidth"], message: "readableWidth is \(readable); expected a positive width")
        }
        guard let floating = floatingKeyboard else { return nil }
        let shortest = min(portraitSize.width, portraitSize.height)
        guard floating.width.isFinite, floating.width > 0, floating.width < shortest else {
            return Problem(
                keyPath: ["floatingKeyboard", "width"],
                message: "floatingKeyboard.width is \(floating.width); expected a positive width narrower than "
                    + "the screen (\(shortest)), or the keyboard would read as docked")
        }
        guard floating.handleHeight.isFinite, floating.handleHeight >= 0, floating.height.isFinite,
            floating.height > floating.handleHeight
        else {
            return Problem(
                keyPath: ["floatingKeyboard", "height"],
                message: "floatingKeyboard.height is \(floating.height) with a \(floating.handleHeight) handle; "
                    + "expected a height above the handle's")
        }
        for orientation in Orientation.allCases {
            let m = metrics(orientation)
            let room = screenSize(orientation).height - m.safeArea.top - max(1, m.safeArea.bottom)
            guard floating.height + m.accessoryBarHeight <= room else {
                return Problem(
                    keyPath: ["floatingKeyboard", "height"],
                    message: "floatingKeyboard.height \(floating.height) with the accessory bar does not fit "
                        + "\(orientation.rawValue) (\(room) points between the safe areas)")
            }
        }
        return nil
    }
}
