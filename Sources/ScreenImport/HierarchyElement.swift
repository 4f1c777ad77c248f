import KeyboardAvoidance

/// One element of a UI test's hierarchy (an Android view, an iOS accessibility element): its type, its frame in the
/// source's units (pixels on Android, points on iOS), its attributes, and where it hangs in the tree.
struct HierarchyElement: Equatable, Sendable {
    /// The class (`android.widget.EditText`) or the element type (`TextField`, `XCUIElementTypeTextField`).
    var type: String
    /// The frame, or nil when the source gives none.
    var rect: Rect?
    /// The other attributes, by name: `text`, `resource-id`, `label`, `placeholderValue` …
    var attributes: [String: String]
    /// The index of its parent in the list, or nil at the top.
    var parent: Int?
    /// The line it was read from, for messages; 0 when unknown.
    var line: Int = 0

    /// The attribute `name`, or nil when it is missing or empty.
    subscript(_ name: String) -> String? {
        guard let value = attributes[name], !value.isEmpty else { return nil }
        return value
    }

    /// The type without a framework's prefix: `EditText`, `TextField`.
    var shortType: String {
        var type = self.type
        if let dot = type.lastIndex(of: ".") { type = String(type[type.index(after: dot)...]) }
        if type.hasPrefix("XCUIElementType") { type = String(type.dropFirst("XCUIElementType".count)) }
        return type
    }

    /// Whether the element at `index` of `elements` lies below the element at `ancestor`.
    static func isInside(_ index: Int, _ ancestor: Int, in elements: [HierarchyElement]) -> Bool {
        var current = elements[index].parent
        while let parent = current {
            if parent == ancestor { return true }
            current = elements[parent].parent
        }
        return false
    }
}
