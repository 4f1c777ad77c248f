/// What a form field holds, which picks its keyboard.
public enum FieldKind: String, Equatable, Hashable, Sendable, CaseIterable, NamedChoice {
    /// Free text, letters keyboard.
    case text
    /// An email address, email keyboard.
    case email
    /// A phone number, number pad.
    case phone
    /// A number such as a zip code, number pad.
    case number
    /// Several lines of text; return inserts a newline.
    case multiline
    /// A password: drawn as dots, letters keyboard with the Passwords bar instead of predictions.
    case secure

    /// The keyboard this kind gets unless the field overrides it.
    public var defaultKeyboard: KeyboardType {
        switch self {
        case .text, .secure: .letters
        case .email: .email
        case .phone, .number: .numberPad
        case .multiline: .multiline
        }
    }
}
