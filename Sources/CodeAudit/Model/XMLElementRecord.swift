import Foundation

/// An element of an Android XML file as the audit needs it: its name, its attributes (the `android:` prefix kept),
/// the text inside it, and its line.
public struct XMLElementRecord: Equatable, Sendable {
    /// The element's name: `activity`, `item`, `androidx.appcompat.widget.Toolbar`.
    public var name: String
    /// Its attributes as written.
    public var attributes: [String: String]
    /// The text directly inside it, trimmed.
    public var text: String
    /// The line its start tag is on.
    public var line: Int
}
