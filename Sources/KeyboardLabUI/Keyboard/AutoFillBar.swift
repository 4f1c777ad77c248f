import KeyboardAvoidance
import LabImages

/// What the bar above the keys offers in place of word predictions, from the focused field's kind and text content
/// type, as iOS's AutoFill does: the Passwords bar (a key and "Passwords") on a password field, and on a sign-in
/// form's account field; a strong password on a new-password field; the latest code from Messages on a one-time-code
/// field. It takes the predictive bar's place and height, so it shows only where that bar would.
///
/// ```swift
/// AutoFillBar(field: FormField(id: "pw", label: "Password", kind: .secure), in: form)  // .passwords
/// ```
public enum AutoFillBar: Equatable, Hashable, Sendable {
    /// A key and "Passwords" (tapping it would open the saved passwords, which the lab does not have).
    case passwords
    /// "Use Strong Password" over the password offered; tapping it fills the field.
    case strongPassword(String)
    /// "From Messages" under the code; tapping it fills the field.
    case oneTimeCode(String)

    /// The bar `field` of `form` brings up; nil where the bar shows word predictions.
    public init?(field: FormField, in form: Form) {
        switch field.textContentType {
        case .newPassword?: self = .strongPassword(Self.strongPassword(for: field.id))
        case .oneTimeCode?: self = .oneTimeCode(Self.code(for: field.id))
        case .password?: self = .passwords
        case .username?, .emailAddress?:
            // An account field offers saved passwords only on a sign-in form: one with a secure field.
            guard form.fields.contains(where: \.isSecure) else { return nil }
            self = .passwords
        case nil:
            guard field.isSecure else { return nil }
            self = .passwords
        }
    }

    /// What a tap on the bar types into the field (replacing its text); nil when a tap fills nothing.
    public var fill: String? {
        switch self {
        case .passwords: nil
        case .strongPassword(let password): password
        case .oneTimeCode(let code): code
        }
    }

    /// A strong password in Apple's format, three groups of six letters joined by hyphens with one capital and one
    /// digit ("kijhuv-2ovpet-Bycfeb"): the same for the same field, so captures are reproducible.
    static func strongPassword(for id: String) -> String {
        var random = SeededRandom(seed: FNV1a64.hash(of: Array("password:\(id)".utf8)))
        let consonants = Array("bcdfghjkmnpqrstvwxz")
        let vowels = Array("aeiouy")
        var letters: [Character] = (0..<18).map { index in
            let pool = index % 2 == 1 ? vowels : consonants
            return pool[Int.random(in: 0..<pool.count, using: &random)]
        }
        let capital = Int.random(in: 0..<18, using: &random)
        letters[capital] = Character(letters[capital].uppercased())
        var digitAt = Int.random(in: 0..<18, using: &random)
        if digitAt == capital { digitAt = (digitAt + 1) % 18 }
        letters[digitAt] = Character(String(Int.random(in: 0...9, using: &random)))
        let text = String(letters)
        return [0, 6, 12].map { start in
            String(text.dropFirst(start).prefix(6))
        }.joined(separator: "-")
    }

    /// A six-digit code, the same for the same field.
    static func code(for id: String) -> String {
        var random = SeededRandom(seed: FNV1a64.hash(of: Array("code:\(id)".utf8)))
        return String((0..<6).map { _ in Character(String(Int.random(in: 0...9, using: &random))) })
    }
}
