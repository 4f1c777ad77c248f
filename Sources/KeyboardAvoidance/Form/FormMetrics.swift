/// The spacing of an iOS "inset grouped" form, in points (see IOS_LOOK.md).
public struct FormMetrics: Equatable, Hashable, Sendable, Codable {
    /// Space above the header labels.
    public var topPadding = 12.0
    /// Height of one header label line.
    public var headerLabelHeight = 30.0
    /// Space before each section's header.
    public var sectionSpacing = 35.0
    /// Height of a section header's text line.
    public var sectionHeaderHeight = 18.0
    /// Space between a section header and its group.
    public var headerToGroup = 6.0
    /// A single-line row's height.
    public var rowHeight = 44.0
    /// Vertical padding inside a multi-line row.
    public var multilinePadding = 11.0
    /// Height of one line of a multi-line field.
    public var lineHeight = 22.0
    /// Fewest lines a multi-line field shows.
    public var minimumLines = 3
    /// Space below the last group.
    public var bottomPadding = 35.0
    /// The group's horizontal inset on screens narrower than ``wideScreenWidth``.
    public var groupInset = 16.0
    /// The group's horizontal inset on wider screens.
    public var wideGroupInset = 20.0
    /// The width from which a screen counts as wide.
    public var wideScreenWidth = 400.0

    /// The iOS defaults.
    public init() {}
}
