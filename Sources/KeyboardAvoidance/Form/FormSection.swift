/// A titled group of fields, drawn as one rounded "inset grouped" block.
public struct FormSection: Equatable, Hashable, Sendable, Codable {
    /// The section header, drawn upper-case above the group.
    public var title: String
    /// The fields, top to bottom.
    public var fields: [FormField]
    /// Whether the section is the navigation bar's search field, laid out outside the scrolling content.
    public internal(set) var isNavigationSearch = false

    /// A form file names a section's title and fields only.
    enum CodingKeys: String, CodingKey { case title, fields }

    /// Creates a section.
    public init(title: String, fields: [FormField]) {
        self.title = title
        self.fields = fields
    }
}
