/// Text made safe for the formats the lab writes, one escaper per format: HTML pages, XML (JUnit) files and JSON.
/// HTML and XML agree on the markup characters (an apostrophe is `&#39;` in both, which every HTML and XML reader
/// takes); XML adds what its attributes and its character set need.
///
/// ```swift
/// TextEscaping.html("it's <b>")  // it&#39;s &lt;b&gt;
/// TextEscaping.json("a \"b\"")    // "a \"b\""
/// ```
public enum TextEscaping {
    /// `text` safe in HTML content and quoted attribute values: `& < > " '` as entities.
    public static func html(_ text: String) -> String {
        // Most names have nothing to escape: a pass over the bytes, not the characters, finds that out.
        guard text.utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 })
        else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if let entity = markup(scalar) { result += entity } else { result.unicodeScalars.append(scalar) }
        }
        return result
    }

    /// `text` safe in XML 1.0 content and double-quoted attributes: the markup characters as HTML has them, line
    /// breaks and tabs as character references (so attribute values keep them), and characters XML 1.0 forbids
    /// (other control characters, U+FFFE and U+FFFF) as U+FFFD.
    public static func xml(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "&#10;"
            case "\r": result += "&#13;"
            case "\t": result += "&#9;"
            case "\u{0}"..."\u{1F}", "\u{FFFE}", "\u{FFFF}": result += "\u{FFFD}"
            default:
                if let entity = markup(scalar) { result += entity } else { result.unicodeScalars.append(scalar) }
            }
        }
        return result
    }

    /// `text` as a JSON string literal, with its quotes: quotes, backslashes and control characters escaped.
    public static func json(_ text: String) -> String {
        var out = "\""
        out.reserveCapacity(text.utf8.count + 2)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// The entity of a markup character, or nil.
    private static func markup(_ scalar: Unicode.Scalar) -> String? {
        switch scalar {
        case "&": "&amp;"
        case "<": "&lt;"
        case ">": "&gt;"
        case "\"": "&quot;"
        case "'": "&#39;"
        default: nil
        }
    }
}
