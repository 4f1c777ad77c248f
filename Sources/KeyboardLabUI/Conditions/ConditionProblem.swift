/// A value a condition key does not take, as the key's parser (``ConditionKey``) reports it. Each surface words it
/// as it always has: a `--compare` or `--vary` spec and a flag print ``description``; a scenario line says
/// "expected A or B, found …" for a plain choice, else ``description`` at the word at fault.
public struct ConditionProblem: Error, Equatable, Sendable, CustomStringConvertible {
    /// The word at fault, as written.
    public var value: String
    /// One line naming the value, what was expected and, where close, the one meant.
    public var description: String
    /// The names a plain choice must be one of, or nil for a value of another kind.
    public var choices: [String]?
    /// Which word of a value of several words is at fault (a presentation's detent is word 1), or nil for the
    /// first word that holds ``value``.
    public var word: Int?
    /// The wording a command-line flag uses when it differs from ``description``.
    public var flagDescription: String?

    /// A problem with `value`.
    public init(
        value: String, description: String, choices: [String]? = nil, word: Int? = nil, flagDescription: String? = nil
    ) {
        self.value = value
        self.description = description
        self.choices = choices
        self.word = word
        self.flagDescription = flagDescription
    }

    /// What a flag says after `--KEY VALUE: `.
    public var flagText: String { flagDescription ?? description }
}
