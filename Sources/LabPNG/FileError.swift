import LabText

/// A file that cannot be read, decoded or written, as one line naming the file and what is wrong.
///
/// ```swift
/// do { _ = try PNGFile.read("Tests/Goldens/demo/up.png") } catch { print(error) }
/// // PNG: Tests/Goldens/demo/up.png is a Git LFS pointer, not a PNG: run git lfs pull
/// ```
public struct FileError: OneLineError {
    /// What kind of failure this is, so callers can react without parsing the message.
    public enum Kind: Equatable, Hashable, Sendable {
        /// A file to read does not exist, or cannot be read.
        case fileMissing
        /// A file is a Git LFS pointer instead of the real content.
        case lfsPointer
        /// A file does not start with the PNG signature.
        case notPNG
        /// A file has the PNG signature but cannot be decoded.
        case corruptPNG
        /// A PNG of a kind the codec does not decode (palette, grey, 16-bit or interlaced) and no decoder for
        /// other kinds was given.
        case unsupportedPNG
        /// A file cannot be written.
        case unwritable
        /// An argument (a size, an image) is out of range.
        case invalidArgument
        /// zlib failed.
        case library
    }

    /// The kind of failure.
    public let kind: Kind
    /// The one-line message.
    public let message: String

    /// An error of `kind` saying `message` (``OneLineError/init(_:_:)`` folds its line breaks).
    public init(kind: Kind, message: String) {
        self.kind = kind
        self.message = message
    }
}
