/// What a Gradle build file says about its module: whether it is an Android module, and how its targetSdk and
/// minSdk are written (a number, a version catalog entry, or a name set elsewhere), read from its tokens (Kotlin
/// script or Groovy).
///
/// ```swift
/// let build = GradleBuild(file: SourceFile(path: "app/build.gradle.kts", bytes: bytes)!)
/// build.targetSdk  // .catalog("targetSdk") for `targetSdk = libs.versions.targetSdk.get().toInt()`
/// ```
public struct GradleBuild: Equatable, Sendable {
    /// How a value is written.
    public enum Value: Equatable, Sendable {
        /// A number.
        case number(Int)
        /// A version catalog's version, by its accessor (`targetSdk`, `android.targetSdk`).
        case catalog(String)
        /// A name set elsewhere (`rootProject.ext.targetSdkVersion`: `targetSdkVersion`).
        case named(String)
    }

    /// Whether the file applies an Android plugin.
    public var isAndroid = false
    /// Whether it applies the application plugin (else a library).
    public var isApplication = false
    /// The targetSdk as written, and its line.
    public var targetSdk: (value: Value, line: Int)?
    /// The minSdk as written.
    public var minSdk: Value?
    /// The numbers the file assigns to names (`targetSdkVersion = 35` in an `ext` block), for other files to use.
    public var assignments: [String: Int] = [:]

    /// Reads `file`'s tokens.
    public init(file: SourceFile) {
        let tokens = file.tokens
        for (index, token) in tokens.enumerated() where token.kind == .identifier || token.kind == .string {
            if let plugin = Self.plugin(at: index, in: tokens) {
                isAndroid = true
                isApplication = isApplication || plugin == "application"
            }
            guard token.kind == .identifier else { continue }
            let value = token.text.contains("Sdk") ? Self.value(after: index, in: tokens) : nil
            if case .number(let number)? = value { assignments[token.text] = number }
            switch token.text {
            case "targetSdk", "targetSdkVersion": if let value { targetSdk = (value, token.line) }
            case "minSdk", "minSdkVersion": if let value { minSdk = value }
            default: break
            }
        }
    }

    /// The Android plugin applied at `index`, `application` or `library`: the string `com.android.application`,
    /// or the catalog alias `libs.plugins.android.application`.
    static func plugin(at index: Int, in tokens: [Token]) -> String? {
        let token = tokens[index]
        if token.kind == .string, token.value == "com.android.application" || token.value == "com.android.library" {
            return String(token.value.dropFirst("com.android.".count))
        }
        guard token.is("android"), index >= 2, tokens[index - 2].is("plugins"), index + 2 < tokens.count,
            tokens[index + 1].is("."), tokens[index + 2].is("application") || tokens[index + 2].is("library")
        else { return nil }
        return tokens[index + 2].text
    }

    /// Whether two builds say the same.
    public static func == (left: GradleBuild, right: GradleBuild) -> Bool {
        left.isAndroid == right.isAndroid && left.isApplication == right.isApplication
            && left.targetSdk?.value == right.targetSdk?.value && left.targetSdk?.line == right.targetSdk?.line
            && left.minSdk == right.minSdk && left.assignments == right.assignments
    }

    /// The value written after the name at `index` on its line: `= 35`, `35`, `(35)`, `= libs.versions.x.get()…`,
    /// `rootProject.ext.name`.
    static func value(after index: Int, in tokens: [Token]) -> Value? {
        let line = tokens[index].line
        var at = index + 1
        while at < tokens.count, tokens[at].line == line, tokens[at].is("=") || tokens[at].is("(") { at += 1 }
        guard at < tokens.count, tokens[at].line == line else { return nil }
        if tokens[at].kind == .number { return Int(tokens[at].text).map(Value.number) }
        // A default written in the expression: `Integer.parseInt(findProperty('android.targetSdkVersion') ?: '35')`.
        if let fallback = tokens[at...].prefix(while: { $0.line == line }).drop(while: { !$0.is("?:") }).dropFirst()
            .first(where: { $0.kind == .string || $0.kind == .number }), let number = Int(fallback.value)
        {
            return .number(number)
        }
        guard tokens[at].kind == .identifier else { return nil }
        var names: [String] = []
        while at < tokens.count, tokens[at].line == line, tokens[at].kind == .identifier {
            names.append(tokens[at].text)
            guard at + 1 < tokens.count, tokens[at + 1].is(".") else { break }
            at += 2
        }
        if names.count >= 3, names[0] == "libs", names[1] == "versions" {
            let accessor = names.dropFirst(2).prefix { !["get", "toInt", "asInt"].contains($0) }
            return .catalog(accessor.joined(separator: "."))
        }
        return names.last.map(Value.named)
    }
}
