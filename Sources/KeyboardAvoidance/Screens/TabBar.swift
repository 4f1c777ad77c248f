/// A tab bar along the screen's bottom: the scroll view ends at its top, and the keyboard covers it.
///
/// ```swift
/// var tabs = TabBar(items: ["Chats", "Calls", "Settings"], selected: 2)
/// tabs.select(0)
/// ```
public struct TabBar: Equatable, Hashable, Sendable {
    /// The tab bar's height above the safe area's bottom, 49 pt.
    public static let height = 49.0

    /// The items' labels, left to right.
    public var items: [String]
    /// The selected item's index.
    public private(set) var selected: Int

    /// A tab bar with `selected` (clamped to the items) selected.
    public init(items: [String], selected: Int = 0) {
        self.items = items
        self.selected = min(max(0, selected), max(0, items.count - 1))
    }

    /// Selects item `index`; an index out of range changes nothing.
    public mutating func select(_ index: Int) {
        guard items.indices.contains(index) else { return }
        selected = index
    }
}
