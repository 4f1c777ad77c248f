/// A language the audit reads, with what its tokenizer must know: how its comments nest and which string forms it
/// has.
///
/// ```swift
/// SourceLanguage(path: "App/LoginView.swift")  // .swift
/// SourceLanguage(path: "src/Login.tsx")        // .typescript (JavaScript, JSX and TSX too)
/// ```
public enum SourceLanguage: String, CaseIterable, Equatable, Hashable, Sendable, Codable {
    /// Swift: nested block comments, `"…"`, `"""…"""`, raw `#"…"#` strings with `\(…)` interpolation.
    case swift
    /// Kotlin (and Gradle's Kotlin scripts): nested block comments, `"…"` and raw `"""…"""` with `${…}` and `$name`,
    /// character literals.
    case kotlin
    /// Java (and Gradle's Groovy scripts, whose tokens read alike): flat block comments, `"…"`, text blocks
    /// `"""…"""`, character literals.
    case java
    /// TypeScript and JavaScript, with JSX: flat block comments, `'…'`, `"…"`, template literals with `${…}`,
    /// regular expression literals, and JSX text, which is no code.
    case typescript
    /// Dart: nested block comments, `'…'`, `"…"`, `'''…'''`, `"""…"""`, raw `r'…'` strings, `${…}` and `$name`.
    case dart

    /// The language of a file by its extension, or nil for a file the audit does not read as code.
    public init?(path: String) {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
        switch path[path.index(after: dot)...].lowercased() {
        case "swift": self = .swift
        case "kt", "kts": self = .kotlin
        case "java", "gradle": self = .java
        case "ts", "tsx", "js", "jsx", "mjs", "cjs": self = .typescript
        case "dart": self = .dart
        default: return nil
        }
    }

    /// Whether `/* /* */ */` is one comment.
    var nestsBlockComments: Bool { self != .java && self != .typescript }
    /// Whether `"""` opens a multi-line string.
    var tripleQuotes: Bool { self != .typescript }
}
