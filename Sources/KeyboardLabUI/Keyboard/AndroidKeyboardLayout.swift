import KeyboardAvoidance

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
