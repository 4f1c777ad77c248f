/// The lab's error: one line saying what was wrong and what was expected, after its place where it has one: a
/// place in a file a user fed in (`file:line:col: message`), or an option of a job and its value, which the
/// command line words as its flag (`--scale 5: expected 1 to 4`). A usage error (a bad option or value, found
/// before anything is done) exits 64; any other 1. The review server answers each kind with its HTTP status (a
/// failure with 500).
///
/// ```swift
/// LabError(file: "demo.scenario", line: 3, column: 4, message: "expected a time in seconds, found \"soon\"")
///     .description  // demo.scenario:3:4: expected a time in seconds, found "soon"
/// LabError(.usage, at: .option("scale", "5"), "expected 1 to 4").worded { "--\($0)" }
/// // --scale 5: expected 1 to 4
/// ```
public struct LabError: OneLineError, Hashable {
    /// What kind of failure it is.
    public enum Kind: Hashable, Sendable {
        /// What the lab read, rendered or wrote did not go as expected: exit status 1.
        case failure
        /// An option or value the user gave does not fit, found before anything is done: exit status 64.
        case usage
        /// A request to the review server is malformed (bad JSON, a missing field, a path that is not a golden's):
        /// HTTP 400.
        case badRequest
        /// A request lacks the review run's token or comes from elsewhere: HTTP 403.
        case unauthorized
        /// A request or a file aims outside the goldens folder: HTTP 403.
        case forbidden
        /// A request names a capture, image or report that is not there: HTTP 404.
        case notFound
        /// A golden changed on disk since the page was rendered, or a capture cannot take the action: HTTP 409.
        case conflict
        /// A request's body is larger than the review server reads: HTTP 413.
        case tooLarge
    }

    /// What kind of failure it is.
    public var kind: Kind
    /// Where the error is, or nil.
    public var place: ErrorPlace?
    /// What was wrong and what was expected, on one line.
    public var message: String

    /// An error of `kind` at `place` saying `message`, its line breaks folded into spaces.
    public init(_ kind: Kind = .failure, at place: ErrorPlace?, _ message: String) {
        self.kind = kind
        self.place = place
        self.message = ErrorPlace.oneLine(message)
    }

    /// An error of `kind` saying `message`, nowhere in particular.
    public init(kind: Kind, message: String) {
        self.init(kind, at: nil, message)
    }

    /// A failure saying `message` (which names its own place, if any).
    public init(_ message: String) {
        self.init(.failure, at: nil, message)
    }

    /// A usage error saying `message`: a bad option or value, reported before anything is done.
    public init(usage message: String) {
        self.init(.usage, at: nil, message)
    }

    /// `error` as a usage error, at its place.
    public init(usage error: LabError) {
        self = error
        kind = .usage
    }

    /// `error` as it is.
    public init(_ error: LabError) {
        self = error
    }

    /// Another one-line error as a failure of the lab, at its place.
    public init<Other: OneLineError>(_ error: Other) {
        self.init(.failure, at: error.place, error.message)
    }

    /// Whether the error is a usage error (a bad option or value), which the command line exits with 64 for.
    public var isUsage: Bool { kind == .usage }
}

extension LabError {
    /// A failure in the file at `file` (as the user gave it), at its 1-based `line` and `column` when known.
    public init(file: String, line: Int? = nil, column: Int? = nil, message: String) {
        self.init(.failure, at: .file(file, line: line, column: column), message)
    }

    /// The file's path as given (an option's place as the library names it, `vary TEXT`); setting it keeps the
    /// line and column.
    public var file: String {
        get {
            guard let place else { return "" }
            if case .file = place.kind { return place.name }
            return place.description
        }
        set {
            if case .file(let line, let column) = place?.kind {
                place = .file(newValue, line: line, column: column)
            } else {
                place = .file(newValue)
            }
        }
    }

    /// The 1-based line in ``file``, when known.
    public var line: Int? {
        get {
            if case .file(let line, _) = place?.kind { return line }
            return nil
        }
        set { place = .file(file, line: newValue, column: column) }
    }

    /// The 1-based column in ``file``, when known.
    public var column: Int? {
        get {
            if case .file(_, let column) = place?.kind { return column }
            return nil
        }
        set { place = .file(file, line: line, column: newValue) }
    }
}
