import KeyboardAvoidance

/// LatinIME's grid for the Android keyboard's four rows of keys, as shares of the keys' height H and width W: a
/// padding above the first row and below the last, a vertical gap under each key's face and a horizontal gap split
/// on either side of it. Every row has the same pitch, `(H − top − bottom + gap) / 4`; a face is the pitch less the
/// gap tall and its slot less the gap wide.
///
/// ```swift
/// let grid = AndroidKeyboardGrid(area: Rect(x: 0, y: 612, width: 411.4, height: 254.3), isLandscape: false)
/// grid.faceHeight                               // 47.4…
/// grid.face(row: 0, x: 0, width: 0.1).width     // 34.0…  (the q key)
/// ```
public struct AndroidKeyboardGrid: Equatable, Sendable {
    /// The grid's shares of H and W and its text sizes as shares of a face's height, for one orientation.
    public struct Shares: Equatable, Sendable {
        /// The padding above the first row, a share of H.
        public var top: Double
        /// The padding below the last row, a share of H.
        public var bottom: Double
        /// The gap under each face, a share of H.
        public var verticalGap: Double
        /// The gap between two faces, a share of W, half on either side of a face.
        public var horizontalGap: Double
        /// A letter's size, a share of the face's height.
        public var letter: Double
    }

    /// The shares held upright (and on the tablet held upright).
    public static let portrait = Shares(
        top: 0.02335, bottom: 0.04669, verticalGap: 0.06127, horizontalGap: 0.01739, letter: 0.55)
    /// The shares on its side.
    public static let landscape = Shares(
        top: 0.02727, bottom: 0, verticalGap: 0.05368, horizontalGap: 0.01020, letter: 0.65)
    /// A label's size (?123, ABC), a share of the face's height.
    public static let labelShare = 0.34
    /// A hint's size (the letters beside a phone pad's digit), a share of the face's height.
    public static let hintShare = 0.25
    /// A key's corner radius, clamped to half the face's smaller side.
    public static let cornerRadius = 10.0
    /// The number of rows.
    public static let rows = 4

    /// The keys' area: H tall, W wide, in window coordinates.
    public var area: Rect
    /// The shares in force.
    public var shares: Shares

    /// The grid over `area`, with the landscape shares when the device is on its side.
    public init(area: Rect, isLandscape: Bool) {
        self.area = area
        shares = isLandscape ? Self.landscape : Self.portrait
    }

    /// The padding above the first row.
    public var topPadding: Double { shares.top * area.height }
    /// The padding below the last row.
    public var bottomPadding: Double { shares.bottom * area.height }
    /// The gap under each face.
    public var verticalGap: Double { shares.verticalGap * area.height }
    /// The gap between two faces.
    public var horizontalGap: Double { shares.horizontalGap * area.width }
    /// One row's height, its gap included.
    public var pitch: Double {
        (area.height - topPadding - bottomPadding + verticalGap) / Double(Self.rows)
    }
    /// A key face's height.
    public var faceHeight: Double { pitch - verticalGap }

    /// A letter's size.
    public var letterSize: Double { shares.letter * faceHeight }
    /// A label's size.
    public var labelSize: Double { Self.labelShare * faceHeight }
    /// A hint's size.
    public var hintSize: Double { Self.hintShare * faceHeight }

    /// The top of row `row`'s faces.
    public func rowTop(_ row: Int) -> Double { area.minY + topPadding + Double(row) * pitch }

    /// The face of the key in row `row` whose slot starts at share `x` of W and is `width` of W wide.
    public func face(row: Int, x: Double, width: Double) -> Rect {
        Rect(
            x: area.minX + x * area.width + horizontalGap / 2, y: rowTop(row),
            width: max(0, width * area.width - horizontalGap), height: faceHeight)
    }

    /// Where a touch presses that key: its whole slot with half the gaps around its face; the first and last rows
    /// reach the area's top and bottom, and `reachesLeft` / `reachesRight` carry a row's end keys to its sides.
    public func touchArea(
        row: Int, x: Double, width: Double, reachesLeft: Bool = false, reachesRight: Bool = false
    ) -> Rect {
        let top = row == 0 ? area.minY : rowTop(row) - verticalGap / 2
        let bottom = row == Self.rows - 1 ? area.maxY : rowTop(row) + faceHeight + verticalGap / 2
        let left = reachesLeft ? area.minX : area.minX + x * area.width
        let right = reachesRight ? area.maxX : area.minX + (x + width) * area.width
        return Rect(x: left, y: top, width: max(0, right - left), height: max(0, bottom - top))
    }

    /// The corner radius of `face`.
    public static func cornerRadius(of face: Rect) -> Double {
        max(0, min(cornerRadius, face.width / 2, face.height / 2))
    }
}
