import KeyboardAvoidance
import LabText

extension ImportedScreen {
    /// The screen file for this screen, as text: an ordinary image screen the user may edit, naming the picture
    /// relative to the file, with the scale written out (a renamed picture still reads right).
    ///
    /// - Complexity: O(n) in the fields.
    public func screenFile() -> String {
        var content = [
            "\"kind\": \"image\"",
            "\"image\": "
                + (darkPicture.map {
                    "{ \"light\": \(TextEscaping.json(picture.name)), \"dark\": \(TextEscaping.json($0.name)) }"
                } ?? TextEscaping.json(picture.name)),
            "\"scale\": \(scale)",
        ]
        if fixedTop > 0 { content.append("\"fixedTop\": \(Self.number(fixedTop))") }
        if statusBar > 0, statusBar <= fixedTop { content.append("\"statusBar\": \(Self.number(statusBar))") }
        let fieldLines = fields.map { "      " + Self.fieldObject($0) }
        content.append("\"fields\": [\n" + fieldLines.joined(separator: ",\n") + "\n    ]")
        var top: [String] = []
        if let title, !title.isEmpty { top.append("\"title\": \(TextEscaping.json(title))") }
        top.append("\"content\": {\n    " + content.joined(separator: ",\n    ") + "\n  }")
        if let bar {
            top.append(
                "\"bottomBar\": { \"kind\": \"image\", \"rect\": \(Self.shown(bar.rect)), "
                    + "\"keyboard\": \"\(bar.keyboard.rawValue)\" }")
        }
        return "{\n  " + top.joined(separator: ",\n  ") + "\n}\n"
    }

    /// One field as the screen file writes it, on one line.
    static func fieldObject(_ field: ImportedField) -> String {
        var keys = ["\"id\": \(TextEscaping.json(field.id))", "\"rect\": \(shown(field.rect))"]
        if let inset = field.textInset, inset >= 0, inset * 2 < field.rect.width {
            keys.append("\"textInset\": \(number(inset))")
        }
        if let trailing = field.trailingInset, trailing > 0, trailing * 2 < field.rect.width {
            keys.append("\"trailingInset\": \(number(trailing))")
        }
        if let size = field.fontSize, (6...96).contains(size) { keys.append("\"fontSize\": \(number(size))") }
        if let fill = field.fill { keys.append("\"fill\": \(TextEscaping.json(fill))") }
        if let label = field.floatingLabel { keys.append("\"floatingLabel\": \(TextEscaping.json(label))") }
        if field.isMultiline {
            keys.append("\"multiline\": true")
        } else if field.keyboard != .letters {
            keys.append("\"keyboard\": \"\(field.keyboard.rawValue)\"")
        }
        if let key = field.returnKey { keys.append("\"returnKey\": \"\(key.rawValue)\"") }
        if field.isPassword, !field.isMultiline { keys.append("\"secure\": true") }
        if let type = field.textContentType { keys.append("\"textContentType\": \(TextEscaping.json(type))") }
        return "{ " + keys.joined(separator: ", ") + " }"
    }
}
