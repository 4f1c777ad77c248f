/// Each keyboard type's height, bottom safe area included, bars excluded.
public struct KeyboardHeights: Equatable, Hashable, Sendable, Codable {
    /// The letters keyboard.
    public var letters: Double
    /// The email keyboard.
    public var email: Double
    /// The number pad.
    public var numberPad: Double
    /// The multi-line (letters with a newline return) keyboard.
    public var multiline: Double

    /// Creates heights.
    public init(letters: Double, email: Double, numberPad: Double, multiline: Double) {
        self.letters = letters
        self.email = email
        self.numberPad = numberPad
        self.multiline = multiline
    }

    /// The height of `type`.
    public func height(for type: KeyboardType) -> Double {
        switch type {
        case .letters: letters
        case .email: email
        case .numberPad: numberPad
        case .multiline: multiline
        }
    }
}
