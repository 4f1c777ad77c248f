/// A titled group of fields, drawn as one rounded "inset grouped" block.
public struct FormSection: Equatable, Hashable, Sendable, Codable {
    /// The section header, drawn upper-case above the group.
    public var title: String
    /// The fields, top to bottom.
    public var fields: [FormField]

    /// Creates a section.
    public init(title: String, fields: [FormField]) {
        self.title = title
        self.fields = fields
    }
}
