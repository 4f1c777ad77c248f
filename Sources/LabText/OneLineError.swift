/// The shape of the lab's errors: a kind, so a caller reacts without parsing words, and one line to print, which
/// names the file or the flag and what was expected. Line breaks in a message are folded into spaces.
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
    /// The one line.
    var message: String { get }
    /// An error of `kind` saying `message`, taken as it is.
    init(kind: Kind, message: String)
}

extension OneLineError {
    /// An error of `kind` saying `message`, its line breaks folded into spaces.
    public init(_ kind: Kind, _ message: String) {
        self.init(kind: kind, message: message.split(whereSeparator: \.isNewline).joined(separator: " "))
    }

    /// The one line.
    public var description: String { message }
}
