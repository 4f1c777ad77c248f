/// A titled group of fields, drawn as one rounded "inset grouped" block.
public struct FormSection: Equatable, Hashable, Sendable, Codable {
    /// The section header, drawn upper-case above the group.
    public var title: String
    /// The fields, top to bottom.
    public var fields: [FormField]
    /// Where the section sits: in the scrolling content, or outside it (the navigation bar's search field, the
    /// composer in the bottom bar).
    public internal(set) var placement = Placement.content

    /// A form file names a section's title and fields only.
    enum CodingKeys: String, CodingKey { case title, fields }

    /// Decodes a section, refusing keys it does not know.
    public init(from decoder: any Decoder) throws {
        try decoder.refuseUnknownKeys(allowed: ["title", "fields"])
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            title: try c.decode(String.self, forKey: .title), fields: try c.decode([FormField].self, forKey: .fields))
    }

    /// Creates a section.
    public init(title: String, fields: [FormField]) {
        self.title = title
        self.fields = fields
    }

    /// Whether the section is laid out outside the scrolling content.
    public var isOutsideContent: Bool { placement != .content }

    /// Where a section sits on the screen.
    public enum Placement: Equatable, Hashable, Sendable {
        /// In the scroll view, as a grouped block.
        case content
        /// The navigation bar's search field, under the title.
        case navigationBar
        /// The composer, in the bar pinned to the keyboard's top.
        case bottomBar
    }
}
