import LabText

/// Why an import stopped: one line naming the file and what was expected. Nothing is written after one.
///
/// ```swift
/// ImportError(.badFile, "design.json: not a Figma REST response; expected …").description
/// ```
public struct ImportError: OneLineError {
    /// What kind of failure it is.
    public enum Kind: Equatable, Sendable {
        /// A flag or value the user gave does not fit (`--frame` matching no frame): exit status 64.
        case usage
        /// A file does not hold what was expected (not a Figma response, a picture of another size): exit status 1.
        case badFile
    }

    /// What kind of failure it is.
    public let kind: Kind
    /// The one line, after the place.
    public let message: String
    /// The option at fault and its value (`frame Home`, which the command line words `--frame Home`), or nil.
    public var place: ErrorPlace?

    /// An error of `kind` saying `message`.
    public init(kind: Kind, message: String) {
        self.kind = kind
        self.message = message
    }

    /// An error of `kind` at `place` saying `message` (its line breaks folded into spaces).
    public init(_ kind: Kind, at place: ErrorPlace, _ message: String) {
        self.init(kind, message)
        self.place = place
    }
}
