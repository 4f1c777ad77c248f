import LabImages

/// Images laid out in one labelled grid: each tile with its label above it, rows and columns sized to their
/// largest tile, so phones of different sizes line up.
///
/// ```swift
/// let sheet = ContactSheet(rows: [[ContactSheet.Tile(label: "IPHONE-SE", image: se)], …])
/// let image = sheet.render()
/// ```
public struct ContactSheet: Equatable, Sendable {
    /// One labelled image.
    public struct Tile: Equatable, Sendable {
        /// The label drawn above the image.
        public var label: String
        /// The image.
        public var image: RGBAImage

        /// Creates a tile.
        public init(label: String, image: RGBAImage) {
            self.label = label
            self.image = image
        }
    }

    /// The tiles, row by row; rows may differ in length.
    public var rows: [[Tile]]
    /// Pixels between tiles and around the sheet.
    public static let gap = 16
    /// The background.
    public static let backgroundColor = Color(red: 32, green: 32, blue: 36)
    /// The labels' colour.
    public static let labelColor = Color(red: 240, green: 240, blue: 240)
    /// The label band's height above each tile.
    public static let labelHeight = BitmapFont.glyphHeight * 2 + 12

    /// Creates a sheet.
    public init(rows: [[Tile]]) {
        self.rows = rows
    }

    /// The labels' scale, one for the whole sheet so they read alike: 2, or 1 when a label would be wider than its
    /// tile at 2.
    var labelScale: Int {
        rows.joined().allSatisfy { BitmapFont.width(of: $0.label, scale: 2) <= $0.image.width } ? 2 : 1
    }

    /// Each column's width: its widest tile (or label).
    var columnWidths: [Int] {
        let count = rows.map(\.count).max() ?? 0
        let labelScale = labelScale
        return (0..<count).map { column in
            rows.compactMap { $0.indices.contains(column) ? $0[column] : nil }.map {
                max($0.image.width, BitmapFont.width(of: $0.label, scale: labelScale))
            }.max() ?? 0
        }
    }

    /// Each row's height: its tallest tile, plus the label band.
    var rowHeights: [Int] { rows.map { (($0.map(\.image.height).max()) ?? 0) + Self.labelHeight } }

    /// The sheet's size in pixels.
    public var size: PixelSize {
        let widths = columnWidths
        let heights = rowHeights
        return PixelSize(
            width: widths.reduce(Self.gap, +) + Self.gap * widths.count,
            height: heights.reduce(Self.gap, +) + Self.gap * heights.count)
    }

    /// Draws the sheet.
    ///
    /// - Complexity: O(total pixels).
    public func render() -> RGBAImage {
        let widths = columnWidths
        let total = size
        let scale = labelScale
        var canvas = RGBAImage(width: total.width, height: total.height, fill: Self.backgroundColor)
        var y = Self.gap
        for (row, height) in zip(rows, rowHeights) {
            var x = Self.gap
            for (column, tile) in row.enumerated() {
                let width = widths[column]
                let textWidth = BitmapFont.width(of: tile.label, scale: scale)
                canvas.paintText(
                    tile.label, x: x + max(0, (width - textWidth) / 2), y: y + 4 + (2 - scale) * 3, scale: scale,
                    color: Self.labelColor, clip: x..<(x + width))
                canvas.paste(tile.image, atX: x + (width - tile.image.width) / 2, y: y + Self.labelHeight)
                x += width + Self.gap
            }
            y += height + Self.gap
        }
        return canvas
    }
}
