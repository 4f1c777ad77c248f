import Foundation
import KeyboardAvoidance

/// A virtual keyboard's rows, loaded from `Assets/Keyboards/*.json`.
public struct KeyboardLayout: Equatable, Hashable, Sendable, Codable {
    /// The layout's id: `letters`, `email` or `numberPad`.
    public var id: String
    /// Whether keys form an equal-width grid (the number pad).
    public var grid: Bool?
    /// The rows, top to bottom.
    public var rows: [KeyRow]
    /// The predictive bar's three suggestions before a word is typed.
    public var suggestions: [String]
    /// The words the predictive bar completes from, most common first (the letters layout's serve every
    /// keyboard); nil or empty for none.
    public var words: [String]?
    /// The bottom row on a phone with a Home button (iPhone SE), where the emoji and dictation keys sit beside
    /// "123" because there is no band below the keys for them; nil to keep ``rows``' last row there too.
    public var homeButtonRow: KeyRow?

    /// The layout as a phone with a Home button draws it: ``homeButtonRow`` in place of the last row.
    public var withHomeButtonRow: KeyboardLayout {
        guard let homeButtonRow, !rows.isEmpty else { return self }
        var layout = self
        layout.rows[rows.count - 1] = homeButtonRow
        return layout
    }

    /// Places the keys in `area` (the keys' part of the keyboard, without bars and bottom safe area).
    ///
    /// - Parameters:
    ///   - keyHeight: the tallest a key grows (the device's, e.g. the iPad's); nil for the theme's.
    ///   - rowGap: the gap between rows (the device's); nil for the theme's, narrowed on short keyboards.
    ///   - top: the padding above the first row.
    ///   - side: the margin at either side.
    /// - Complexity: O(k) in the number of keys.
    public func place(
        in area: Rect, theme: Theme, keyHeight tallest: Double? = nil, rowGap preferredGap: Double? = nil,
        top: Double = 8, side: Double = 3
    ) -> [PlacedKey] {
        guard !rows.isEmpty else { return [] }
        let gap = theme.keyGap
        let isGrid = grid ?? false
        let rowGap = isGrid ? gap : min(preferredGap ?? theme.keyRowGap, max(4, (area.height - top - 4 * 24) / 3))
        let available = area.height - top - rowGap * Double(rows.count - 1) - 4
        let fitted: Double = available / Double(rows.count)
        let keyHeight: Double = isGrid ? fitted : min(tallest ?? theme.keyHeight, fitted)
        let widest = Double(rows.map { row in row.keys.count { $0.kind != .spacer } }.max() ?? 1)
        // The row that needs the most key widths sets the unit: flexible keys count one unit at least.
        let units = rows.map { row in
            row.keys.reduce(0.0) { sum, key in key.kind == .spacer ? sum : sum + (key.flex ? 1 : key.width) }
        }
        let unit: Double = (area.width - 2 * side - gap * (widest - 1)) / max(widest, units.max() ?? 1)
        var placed: [PlacedKey] = []
        for (r, row) in rows.enumerated() {
            let y = area.minY + top + Double(r) * (keyHeight + rowGap)
            let gaps = gap * Double(row.keys.count { $0.kind != .spacer } - 1)
            let flexCount = Double(row.keys.count { $0.flex })
            let fixed = row.keys.filter { !$0.flex }.reduce(0) { $0 + $1.width * unit }
            let inner = area.width - 2 * side
            let leftover = max(0, inner - fixed - gaps)
            let flexWidth = flexCount > 0 ? leftover / flexCount : 0
            var x = area.minX + side + (flexCount > 0 || isGrid ? 0 : leftover / 2)
            let gridWidth = (inner - gaps) / Double(row.keys.count)
            for key in row.keys {
                var width: Double = key.width * unit
                if key.flex { width = flexWidth }
                if isGrid { width = gridWidth }
                if key.kind != .spacer && key.kind != .blank {
                    placed.append(PlacedKey(spec: key, frame: Rect(x: x, y: y, width: width, height: keyHeight)))
                }
                x += width + (key.kind == .spacer ? 0 : gap)
            }
        }
        return placed
    }

    /// Decodes a layout file's bytes, read at the edge from `file`.
    public static func decode(_ data: Data, file: String) throws(LabError) -> KeyboardLayout {
        let layout = try JSONInput.decode(KeyboardLayout.self, from: data, file: file)
        guard !layout.rows.isEmpty, layout.rows.allSatisfy({ !$0.keys.isEmpty }) else {
            throw LabError(file: file, message: "expected at least one row, each with at least one key")
        }
        return layout
    }
}
