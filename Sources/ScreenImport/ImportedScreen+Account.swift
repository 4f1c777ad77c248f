import KeyboardAvoidance

extension ImportedScreen {
    /// What the import found and left out, one line each, as the command prints it: the source, the picture and
    /// its scale, the fixed top, each field with its id, rect and keyboard, the bar, the notes, the skipped nodes.
    public var account: [String] {
        var lines = [source]
        lines.append(
            "picture \(picture.file): \(picture.width) × \(picture.height) px, "
                + "\(Self.number(size.width)) × \(Self.number(size.height)) pt at @\(scale)x")
        if let dark = darkPicture { lines.append("dark picture \(dark.file): shown in dark mode") }
        if fixedTop > 0 {
            lines.append(
                "fixed top \(Self.number(fixedTop)) pt"
                    + (statusBar > 0 ? " (status bar \(Self.number(statusBar)) pt)" : ""))
        }
        lines += notes
        let width = fields.map(\.id.count).max() ?? 0
        for field in fields {
            let padded = field.id.padding(toLength: max(width, field.id.count), withPad: " ", startingAt: 0)
            var line = "field \(padded)  \(Self.shown(field.rect))"
            if let source = field.sourceRect { line += " (\(source))" }
            line += "  \(field.isMultiline ? "multiline" : field.keyboard.rawValue)"
            if let key = field.returnKey { line += ", return \(key.rawValue)" }
            line += "  from \(field.origin)"
            if !field.label.isEmpty { line += ", \"\(field.label)\"" }
            if field.isPassword {
                line += "; a password: secure, its text shows as dots"
            }
            if let type = field.textContentType { line += "; textContentType \(type)" }
            if let label = field.floatingLabel { line += "; its label \"\(label)\" floats on focus" }
            if let trailing = field.trailingInset {
                line += "; a trailing icon, \(Self.number(trailing)) pt, stays visible"
            }
            lines.append(line)
        }
        if let bar {
            lines.append("bar \(Self.shown(bar.rect)) \(bar.keyboard.rawValue): \(bar.reason)")
        } else {
            lines.append("no bar at the bottom")
        }
        lines += skipped.map { "skipped \($0)" }
        return lines
    }
}
