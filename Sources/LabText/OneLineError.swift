/// The shape of the lab's errors: a kind, so a caller reacts without parsing words; one line to print, which says
/// what was expected; and, where there is one, the place: a file and a position in it, or an option the user gave.
/// Line breaks in a message are folded into spaces.
///
/// ```swift
/// struct DiskError: OneLineError {
///     enum Kind: Equatable, Sendable { case full }
///     let kind: Kind
///     let message: String
///     init(kind: Kind, message: String) { (self.kind, self.message) = (kind, message) }
/// }
/// DiskError(.full, "out.png: the disk is full\nfree some space").description
/// // out.png: the disk is full free some space
/// ```
public protocol OneLineError: Error, CustomStringConvertible, Equatable, Sendable {
    /// What kind of failure it is.
    associatedtype Kind: Equatable, Sendable
    /// What kind of failure it is.
    var kind: Kind { get }
    /// The one line, after the place.
    var message: String { get }
    /// Where the error is, or nil when it is nowhere in particular.
    var place: ErrorPlace? { get }
    /// An error of `kind` saying `message`, taken as it is.
    init(kind: Kind, message: String)
}

extension OneLineError {
    /// An error of `kind` saying `message`, its line breaks folded into spaces.
    public init(_ kind: Kind, _ message: String) {
        self.init(kind: kind, message: ErrorPlace.oneLine(message))
    }

    /// Nowhere in particular.
    public var place: ErrorPlace? { nil }

    /// `place: message`, or the message alone; an option's place is named as the library names it (`scale 5`).
    public var description: String { worded { $0 } }

    /// ``description`` with an option's name worded by `flag`: the command line words `scale` as `--scale`.
    public func worded(_ flag: (String) -> String) -> String {
        place.map { "\($0.worded(flag)): \(message)" } ?? message
    }
}

/// Where an error is: a place in a file the user fed in (`demo.scenario:3:4`), or an option of a job and the value
/// given, which a library names by the option's name and the command line words as its flag (`--scale 5`).
///
/// ```swift
/// ErrorPlace.file("demo.scenario", line: 3, column: 4).description  // demo.scenario:3:4
/// ErrorPlace.option("scale", "5").worded { "--\($0)" }             // --scale 5
/// ```
public struct ErrorPlace: Hashable, Sendable, CustomStringConvertible {
    /// What the place is.
    public enum Kind: Hashable, Sendable {
        /// A file's path as the user gave it (or what stands for one), with its 1-based line and column when known.
        case file(line: Int?, column: Int?)
        /// An option, by ``ErrorPlace/name``, with the value given (nil for an option that takes none).
        case option(value: String?)
    }

    /// The file's path as given, or the option's name (`scale`, `vary`).
    public var name: String
    /// What the place is.
    public var kind: Kind

    /// A place of `kind` named `name`.
    public init(name: String, kind: Kind) {
        self.name = name
        self.kind = kind
    }

    /// A place in the file at `path`, as given.
    public static func file(_ path: String, line: Int? = nil, column: Int? = nil) -> ErrorPlace {
        ErrorPlace(name: path, kind: .file(line: line, column: column))
    }

    /// The option `name` given `value`.
    public static func option(_ name: String, _ value: String?) -> ErrorPlace {
        ErrorPlace(name: name, kind: .option(value: value))
    }

    /// `file:line:column` (leaving out what is unknown), or `name value` for an option.
    public var description: String { worded { $0 } }

    /// The place with an option's name worded by `flag`; a file's place as ``description``.
    public func worded(_ flag: (String) -> String) -> String {
        switch kind {
        case .file(let line, let column):
            var place = name
            if let line { place += ":\(line)" }
            if let line, line > 0, let column { place += ":\(column)" }
            return place
        case .option(let value):
            return value.map { "\(flag(name)) \($0)" } ?? flag(name)
        }
    }

    /// `text` on one line: its line breaks folded into spaces.
    public static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).joined(separator: " ")
    }
}
