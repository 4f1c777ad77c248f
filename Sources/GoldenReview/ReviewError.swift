import LabText

/// Why the review server refused a request or could not carry it out: one line for the page and the console,
/// and the kind of failure, which the server answers with an HTTP status.
///
/// ```swift
/// throw ReviewError(.conflict, "form/shown.png changed on disk since the page was rendered; reload the page")
/// ```
public struct ReviewError: OneLineError {
    /// The kind of failure.
    public enum Kind: String, Equatable, Sendable {
        /// The request is malformed: bad JSON, a missing field, a path that is not a golden's.
        case badRequest
        /// The request lacks the run's token or comes from elsewhere.
        case unauthorized
        /// The request aims outside the goldens folder.
        case forbidden
        /// The request names a capture this review does not have.
        case notFound
        /// The golden changed on disk since the page was rendered, or the capture cannot take the action.
        case conflict
        /// The request's body is larger than the server reads.
        case tooLarge
        /// A file could not be read or written.
        case failed
    }

    /// The kind of failure.
    public var kind: Kind
    /// One line saying what was wrong and what was expected.
    public var message: String

    /// An error of `kind` saying `message` (``OneLineError/init(_:_:)`` folds its line breaks).
    public init(kind: Kind, message: String) {
        self.kind = kind
        self.message = message
    }
}
