import KeyboardAvoidance

/// One key of an Android page: what it is, its width as a share of the keys' width (nil to fill the rest of its
/// row), and whether it is drawn in the functional colour (shift, delete, ?123, the punctuation by the space bar).
public struct AndroidKey: Equatable, Hashable, Sendable {
    /// The key; its `width` is unused here.
    public var spec: KeySpec
    /// Its slot's width, a share of the keys' width; nil takes what the row leaves.
    public var width: Double?
    /// Whether it is drawn in the functional colour rather than a letter key's.
    public var isFunctional: Bool

    /// A key of `kind` labelled `label`, `width` of the keys' width (nil for the rest of its row).
    public init(
        _ kind: KeyKind = .character, _ label: String, hint: String = "", width: Double? = 0.1,
        functional: Bool? = nil
    ) {
        spec = KeySpec(kind, label: label, subtitle: hint)
        self.width = width
        isFunctional = functional ?? [.shift, .delete, .numbers].contains(kind)
    }
}

/// A row of an Android page: where its first slot starts, as a share of the keys' width, and its keys.
public struct AndroidKeyRow: Equatable, Hashable, Sendable {
    /// The first slot's left edge, a share of the keys' width.
    public var start: Double
    /// The keys, left to right.
    public var keys: [AndroidKey]

    /// A row of `keys` starting at share `start` of the keys' width.
    public init(start: Double = 0, _ keys: [AndroidKey]) {
        self.start = start
        self.keys = keys
    }
}

/// A key of the Android keyboard where it lies: its face, where a touch presses it, and its colour's role.
public struct AndroidPlacedKey: Equatable, Hashable, Sendable {
    /// The key and its face in window coordinates.
    public var key: PlacedKey
    /// Where a touch presses it: its slot with half the gaps around the face.
    public var touchArea: Rect
    /// Whether it is drawn in the functional colour.
    public var isFunctional: Bool
}

/// The four rows of one page of the Android keyboard, placed on LatinIME's grid (``AndroidKeyboardGrid``).
public struct AndroidKeyboardLayout: Equatable, Hashable, Sendable {
    /// The page.
    public var page: AndroidKeyboardPage
    /// The rows, top to bottom.
    public var rows: [AndroidKeyRow]

    /// Places every key on `grid`: slot by slot from each row's start, a key without a width taking what its row
    /// leaves of the whole width (shared, if several).
    ///
    /// - Complexity: O(k) in the keys.
    public func place(on grid: AndroidKeyboardGrid) -> [AndroidPlacedKey] {
        var placed: [AndroidPlacedKey] = []
        for (r, row) in rows.enumerated() where r < AndroidKeyboardGrid.rows {
            let fixed = row.keys.compactMap(\.width).reduce(0, +)
            let flexible = row.keys.count { $0.width == nil }
            let rest = flexible > 0 ? max(0, 1 - row.start - fixed) / Double(flexible) : 0
            var x = row.start
            for (k, key) in row.keys.enumerated() {
                let width = key.width ?? rest
                var spec = key.spec
                spec.width = width
                placed.append(
                    AndroidPlacedKey(
                        key: PlacedKey(spec: spec, frame: grid.face(row: r, x: x, width: width)),
                        touchArea: grid.touchArea(
                            row: r, x: x, width: width, reachesLeft: k == 0, reachesRight: k == row.keys.count - 1),
                        isFunctional: key.isFunctional))
                x += width
            }
        }
        return placed
    }
}
