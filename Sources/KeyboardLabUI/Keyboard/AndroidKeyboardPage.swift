import KeyboardAvoidance

/// Which page of keys the Android keyboard shows.
public enum AndroidKeyboardPage: String, Equatable, Hashable, Sendable, CaseIterable {
    /// QWERTY with a comma and a period beside the space bar.
    case letters
    /// QWERTY with "@" in place of the comma.
    case email
    /// Digits and symbols, which ?123 brings up and ABC leaves.
    case symbols
    /// The number pad: three columns of digits and a column of functions.
    case numbers
    /// The phone pad: the number pad with letters beside the digits, `*#` and `+`.
    case phone

    /// Whether the page is a pad of three digit columns.
    public var isPad: Bool { self == .numbers || self == .phone }
}

extension AndroidKeyboardPage {
    /// The page `phone`'s keyboard shows: the phone pad on a phone-number field's number pad, the number pad on any
    /// other, the symbols page while ?123 is on, else the letters (with "@" on an email field).
    public init(_ phone: Phone) {
        switch phone.keyboardType {
        case .numberPad: self = phone.keyboardField?.kind == .phone ? .phone : .numbers
        case _ where phone.editor.symbols: self = .symbols
        case .email: self = .email
        case .letters, .multiline: self = .letters
        }
    }

    /// The label of the key that switches to the symbols page.
    public static let symbolsKeyLabel = "?123"
    /// The label of the key that switches back to the letters.
    public static let lettersKeyLabel = "ABC"
}

extension Phone {
    /// A tap on a page key of the Android keyboard: ?123 brings up the symbols and ABC the letters again, shift off;
    /// any other (iOS's 123, the phone pad's `*#`, the symbols' `=\<`) does nothing, its page not simulated.
    mutating func switchKeyboardPage(_ key: PlacedKey) {
        guard device.platform == .android else { return }
        switch key.spec.label {
        case AndroidKeyboardPage.symbolsKeyLabel: editor.showSymbols(true)
        case AndroidKeyboardPage.lettersKeyLabel: editor.showSymbols(false)
        default: return
        }
    }
}
