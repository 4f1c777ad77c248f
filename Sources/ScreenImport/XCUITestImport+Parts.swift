import KeyboardAvoidance

extension XCUITestImport {
    /// The picture's scale (its width over the window's, or over the matching iPhone's) and the preset matched.
    ///
    /// - Throws: ``LabError`` when the picture is not the window at a whole scale.
    func scale(_ picture: ImportPicture, devices: [DeviceProfile]) throws(LabError) -> (Int, DeviceMatch?) {
        let pictureSize = "\(picture.file) is \(picture.width) × \(picture.height) px"
        guard let window, window.width > 0 else {
            for scale in [3, 2, 1, 4] {
                let width = Double(picture.width) / Double(scale)
                if let match = DeviceMatch.ios(width: width, scale: Double(scale), picture: picture, among: devices) {
                    return (scale, match)
                }
            }
            throw LabError(
                "\(file): no Window or Application frame, and \(pictureSize), no iPhone's width at 1x to 4x; expected "
                    + "the whole app's hierarchy")
        }
        let ratio = Double(picture.width) / window.width
        let scale = Int(ratio.rounded())
        let windowSize = "\(ImportedScreen.number(window.width)) × \(ImportedScreen.number(window.height)) pt"
        guard (1...4).contains(scale), abs(Double(picture.width) / Double(scale) - window.width) <= 1 else {
            throw LabError(
                "\(pictureSize), the window of \(file) \(windowSize): \(ImportedScreen.number(ratio)) px per pt; "
                    + "expected the screenshot taken with this hierarchy (at @2x or @3x)")
        }
        // A taller picture is a full-length (stitched) screenshot: the fields below the fold are in it.
        guard Double(picture.height) / Double(scale) >= window.height - 1 else {
            throw LabError(
                "\(pictureSize): at @\(scale)x that is \(ImportedScreen.number(Double(picture.height) / Double(scale))) "
                    + "pt tall, but the window of \(file) is \(windowSize); expected the screenshot taken with this "
                    + "hierarchy")
        }
        return (
            scale, DeviceMatch.ios(width: window.width, scale: Double(scale), picture: picture, among: devices)
        )
    }

    /// The fixed top in points (the navigation bar's bottom, else the status bar's), the status bar's points and
    /// the account's line.
    func fixedTop(device: DeviceProfile?) -> (Double, Double, String) {
        let status = device?.portrait.safeArea.top ?? 0
        if let bar = elements.first(where: { $0.shortType == "NavigationBar" }), let rect = bar.rect,
            rect.minY <= status + 1, rect.maxY > status
        {
            return (
                rect.maxY, min(status, rect.maxY), "fixed top: the status bar and \(Self.shown(bar)) (line \(bar.line))"
            )
        }
        if status > 0 { return (status, status, "fixed top: \(device?.id ?? "the preset")'s status bar") }
        return (0, 0, "fixed top: none (no navigation bar, no preset to take the status bar from)")
    }

    /// The bar: a toolbar across the bottom (sticky when it holds a button), else a button across at least 85 % of
    /// the width in the lowest quarter, below every field (sticky, the band of its rows with 8 pt above and below).
    /// A hierarchy does not say whether it stays put while the content scrolls; the account says to check.
    func bar(size: Size, device: DeviceProfile?, below fields: [Rect]) -> ImportedBar? {
        let bottom = size.height - (device?.portrait.safeArea.bottom ?? 0)
        let lowestField = fields.map(\.maxY).max() ?? 0
        for (index, element) in elements.enumerated() where element.shortType == "Toolbar" {
            guard let rect = element.rect, rect.width >= size.width * 0.9, rect.minY >= size.height * 0.6,
                rect.minY >= lowestField
            else { continue }
            let button = elements.indices.first {
                elements[$0].shortType == "Button" && HierarchyElement.isInside($0, index, in: elements)
            }
            let band = Rect(x: 0, y: rect.minY, width: size.width, height: min(rect.maxY, bottom) - rect.minY)
            guard band.height > 0 else { continue }
            return ImportedBar(
                rect: band, keyboard: button == nil ? .covered : .sticky,
                reason: "\(Self.shown(element)) (line \(element.line)), "
                    + (button.map { "holds \(Self.shown(elements[$0])): it rides the keyboard" }
                        ?? "holds no button: the keyboard covers it"))
        }
        for element in elements where element.shortType == "Button" {
            guard let rect = element.rect, rect.width >= size.width * 0.85, rect.minY >= size.height * 0.75,
                rect.minY >= lowestField, rect.maxY <= bottom
            else { continue }
            let top = max(lowestField, rect.minY - 8)
            return ImportedBar(
                rect: Rect(x: 0, y: top, width: size.width, height: min(bottom, rect.maxY + 8) - top),
                keyboard: .sticky,
                reason: "\(Self.shown(element)) (line \(element.line)), a wide button at the bottom: it rides the "
                    + "keyboard (a hierarchy does not say whether it stays put; remove the bar if it scrolls)")
        }
        return nil
    }

    /// The field `element` is (the element at `index`): named from its label, the StaticText just above it, its
    /// placeholder, its identifier or its value (not a value of bullets or masked digits); a password for a secure
    /// text field or a value of bullets, multi-line for a text view, a search field's Return key says Search.
    func field(_ index: Int, rect: Rect) -> ImportedField {
        let element = elements[index]
        let type = element.shortType
        let above = staticTextAbove(index)
        let label =
            [element["label"], above, element["placeholderValue"], element["identifier"], element["value"]]
            .compactMap { $0 }.first { !FieldWords.isValue($0) } ?? type
        let words = [
            element["label"], above, element["placeholderValue"], element["identifier"],
            type == "SecureTextField" ? "password" : nil, type == "SearchField" ? "search" : nil,
        ].compactMap { $0 }.joined(separator: " ")
        var field = ImportedField(
            label: label, words: words, rect: rect, origin: "\(Self.shown(element)) (line \(element.line))",
            multiline: type == "TextView",
            values: [element["placeholderValue"], element["value"]].compactMap { $0 })
        if type == "SearchField" { field.isSearch = true }
        return field
    }

    /// The words of the StaticText just above the field at `index` (its bottom within 40 pt of the field's top,
    /// overlapping it across), or nil.
    func staticTextAbove(_ index: Int) -> String? {
        guard let rect = elements[index].rect else { return nil }
        var best: (Double, String)?
        for element in elements where element.shortType == "StaticText" {
            guard let text = element["label"] ?? element["value"], let box = element.rect,
                box.maxY <= rect.minY + 2, rect.minY - box.maxY <= 40, box.maxX > rect.minX, box.minX < rect.maxX,
                best.map({ box.maxY > $0.0 }) ?? true
            else { continue }
            best = (box.maxY, text)
        }
        return best?.1
    }
}
