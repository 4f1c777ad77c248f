/// The spacing of an iOS "inset grouped" form, in points (see docs/reference/ios-look.md).
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
    /// The widest a group grows; wider screens centre it (an iPad's readable width).
    public var readableWidth = Double.infinity
    /// Whether a single-line row puts its label on one line and its value on the next (accessibility text sizes).
    public var stacksLabels = false

    /// The iOS defaults, at the default text size (17 pt body, 13 pt footnote).
    public init() {}

    /// The metrics for body text of `bodySize` and section headers of `footnoteSize` points (a Dynamic Type
    /// category): lines grow in proportion to the text, rows keep their 44 pt minimum with about 11 pt of padding
    /// above and below a line, and stacked rows hold two lines.
    ///
    /// ```swift
    /// FormMetrics(bodySize: 17, footnoteSize: 13, stacksLabels: false) == FormMetrics()  // true
    /// FormMetrics(bodySize: 40, footnoteSize: 33, stacksLabels: true).rowHeight  // 126
    /// ```
    public init(bodySize: Double, footnoteSize: Double, stacksLabels: Bool) {
        let line = (22 * bodySize / 17).rounded()
        lineHeight = line
        self.stacksLabels = stacksLabels
        rowHeight = stacksLabels ? 2 * multilinePadding + 2 * line : max(44, line + 2 * multilinePadding)
        headerLabelHeight = max(30, line + 8)
        sectionHeaderHeight = max(18, (18 * footnoteSize / 13).rounded())
    }
}
