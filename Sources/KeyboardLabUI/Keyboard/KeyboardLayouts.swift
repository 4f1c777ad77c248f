import KeyboardAvoidance

/// The virtual keyboard layouts: the phone's (also the iPad's floating keyboard) and the iPad's docked ones.
public struct KeyboardLayouts: Equatable, Hashable, Sendable {
    /// The qwerty letters layout.
    public var letters: KeyboardLayout
    /// Letters with "@" and ".".
    public var email: KeyboardLayout
    /// The number pad.
    public var numberPad: KeyboardLayout
    /// The iPad's docked letters layout.
    public var padLetters: KeyboardLayout
    /// The iPad's docked email layout.
    public var padEmail: KeyboardLayout
    /// The iPad's docked numbers layout, which it shows for number-pad fields.
    public var padNumbers: KeyboardLayout

    /// Creates the set.
    public init(
        letters: KeyboardLayout, email: KeyboardLayout, numberPad: KeyboardLayout, padLetters: KeyboardLayout,
        padEmail: KeyboardLayout, padNumbers: KeyboardLayout
    ) {
        self.letters = letters
        self.email = email
        self.numberPad = numberPad
        self.padLetters = padLetters
        self.padEmail = padEmail
        self.padNumbers = padNumbers
    }

    /// The layout drawn for `type`: the iPad's wide one when `wide`, else the phone's.
    public func layout(for type: KeyboardType, wide: Bool = false) -> KeyboardLayout {
        switch type {
        case .letters, .multiline: wide ? padLetters : letters
        case .email: wide ? padEmail : email
        case .numberPad: wide ? padNumbers : numberPad
        }
    }
}
