import KeyboardAvoidance

/// Reads XCUITest's `XCUIApplication().debugDescription`: the "Element subtree" lines, each an element's type, its
/// address, its frame `{{x, y}, {w, h}}` in points and its attributes (`identifier: 'email'`, `label: 'Email'`,
/// `placeholderValue: 'you@example.com'`, `value: …`), nested by indentation.
enum XCUITestDescription {
    /// The elements of `text`, depth first; nil when no line reads as an element with a frame.
    ///
    /// - Complexity: O(n) in the text's length.
    static func elements(_ text: String) -> [HierarchyElement]? {
        var elements: [HierarchyElement] = []
        var open: [(indent: Int, index: Int)] = []
        var inSubtree = !text.contains("Element subtree:")
        for (number, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = String(raw)
            if line.hasPrefix("Element subtree:") {
                inSubtree = true
                continue
            }
            if line.hasPrefix("Path to element:") || line.hasPrefix("Query chain:") { inSubtree = false }
            guard inSubtree, var element = element(line) else { continue }
            let indent = line.prefix { $0 == " " || $0 == "→" || $0 == "\t" }.count
            while let last = open.last, last.indent >= indent { open.removeLast() }
            element.parent = open.last?.index
            element.line = number + 1
            elements.append(element)
            open.append((indent, elements.count - 1))
        }
        return elements.isEmpty ? nil : elements
    }

    /// One line as an element: `TextField, 0x600000c0c1c0, {{16.0, 220.0}, {361.0, 48.0}}, identifier: 'email'`.
    static func element(_ line: String) -> HierarchyElement? {
        let trimmed = line.drop { $0 == " " || $0 == "→" || $0 == "\t" }
        guard let comma = trimmed.range(of: ", 0x") else { return nil }
        var type = String(trimmed[..<comma.lowerBound])
        if let paren = type.firstIndex(of: " ") { type = String(type[..<paren]) }
        guard !type.isEmpty, type.allSatisfy({ $0.isLetter || $0.isNumber }) else { return nil }
        let rest = trimmed[comma.upperBound...]
        guard let open = rest.range(of: "{{"), let close = rest.range(of: "}}", range: open.upperBound..<rest.endIndex)
        else {
            return HierarchyElement(type: type, rect: nil, attributes: attributes(String(rest)), parent: nil)
        }
        let numbers = rest[open.upperBound..<close.lowerBound].split(whereSeparator: { "{}, ".contains($0) })
            .compactMap { Double($0) }
        let rect =
            numbers.count == 4 ? Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]) : nil
        return HierarchyElement(
            type: type, rect: rect, attributes: attributes(String(rest[close.upperBound...])), parent: nil)
    }

    /// The `name: 'value'` attributes of a line's end (`value:` may be unquoted, up to the next comma).
    static func attributes(_ text: String) -> [String: String] {
        var found: [String: String] = [:]
        for name in ["identifier", "label", "placeholderValue", "value", "title"] {
            guard let key = text.range(of: "\(name): ") else { continue }
            let start = text[key.upperBound...]
            if start.hasPrefix("'") {
                let body = start.dropFirst()
                // The value ends at the quote before the next ", name:" or the line's end.
                let end = body.range(of: "', ")?.lowerBound ?? body.lastIndex(of: "'") ?? body.endIndex
                found[name] = String(body[..<end])
            } else {
                found[name] = String(start.prefix { $0 != "," })
            }
        }
        return found
    }
}
