import Foundation
import KeyboardAvoidance

/// What a virtual key does.
public enum KeyKind: String, Equatable, Hashable, Sendable, Codable {
    /// Types its label.
    case character
    /// Toggles upper case for the next letter.
    case shift
    /// Deletes one character.
    case delete
    /// The "123" key (drawn; switching to the numbers plane is not simulated).
    case numbers
    /// Types a space.
    case space
    /// Next, Done, or a newline in a multi-line field.
    case returnKey = "return"
    /// An empty cell of the number pad.
    case blank
    /// Flexible empty space that pushes keys apart.
    case spacer
    /// The iPad's hide-keyboard key: dismisses the keyboard.
    case dismiss
    /// The emoji key beside "123" on a keyboard with a Home button (drawn; the emoji plane is not simulated).
    case emoji
    /// The dictation key beside the emoji key on a keyboard with a Home button (drawn; dictation is not simulated).
    case dictation
}

/// One key of a layout file.
public struct KeySpec: Equatable, Hashable, Sendable, Codable {
    /// What the key does.
    public var kind: KeyKind
    /// The label drawn (and typed, for a character key).
    public var label: String
    /// Small letters under a number-pad digit.
    public var subtitle: String
    /// The width in letter-key units.
    public var width: Double
    /// Whether the key takes a share of the row's leftover width instead.
    public var flex: Bool

    enum CodingKeys: String, CodingKey { case kind, label, subtitle, width, flex }

    /// A key of `kind` labelled `label` (what a character key types), with `subtitle` drawn small beside or under
    /// it, `width` units wide, or taking a share of the row's leftover width when `flex`.
    public init(
        _ kind: KeyKind = .character, label: String, subtitle: String = "", width: Double = 1, flex: Bool = false
    ) {
        self.kind = kind
        self.label = label
        self.subtitle = subtitle
        self.width = width
        self.flex = flex
    }

    /// Decodes a key; everything but the label of a character key is optional.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        kind = try c.decodeIfPresent(KeyKind.self, forKey: .kind) ?? .character
        label = try c.decodeIfPresent(String.self, forKey: .label) ?? ""
        subtitle = try c.decodeIfPresent(String.self, forKey: .subtitle) ?? ""
        width = try c.decodeIfPresent(Double.self, forKey: .width) ?? 1
        flex = try c.decodeIfPresent(Bool.self, forKey: .flex) ?? false
    }

    /// Encodes the key.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(kind, forKey: .kind)
        try c.encode(label, forKey: .label)
        try c.encode(subtitle, forKey: .subtitle)
        try c.encode(width, forKey: .width)
        try c.encode(flex, forKey: .flex)
    }
}

/// A row of keys.
public struct KeyRow: Equatable, Hashable, Sendable, Codable {
    /// The keys, left to right.
    public var keys: [KeySpec]
}

/// A key placed on screen.
public struct PlacedKey: Equatable, Hashable, Sendable {
    /// The key.
    public var spec: KeySpec
    /// Its frame in window coordinates.
    public var frame: Rect
}

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
