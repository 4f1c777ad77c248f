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
    /// The largest scale the labels are drawn at: 2 (14 pixels tall) by default; a video at twice the scale, or a
    /// presenter's, asks for more.
    public var largestLabelScale = 2
    /// The band above each tile for labels the caller draws (a presenter's sheet draws them in the window's type),
    /// in pixels; nil: the labels in the bitmap font, in a band of their own height.
    public var labelBand: Int?
    /// The background.
    public var background = ContactSheet.backgroundColor
    /// Pixels between tiles and around the sheet.
    public static let gap = 16
    /// The background.
    public static let backgroundColor = Color(red: 32, green: 32, blue: 36)
    /// The labels' colour.
    public static let labelColor = Color(red: 240, green: 240, blue: 240)
    /// The label band's height above each tile at the default scales.
    public static let labelHeight = BitmapFont.glyphHeight * 2 + 12

    /// Creates a sheet whose labels are drawn at `largestLabelScale` at most, or left to the caller in a band
    /// `labelBand` pixels tall.
    public init(rows: [[Tile]], largestLabelScale: Int = 2, labelBand: Int? = nil) {
        self.rows = rows
        self.largestLabelScale = max(1, largestLabelScale)
        self.labelBand = labelBand
    }

    /// The labels' scale, one for the whole sheet so they read alike: the largest up to ``largestLabelScale`` at
    /// which no label is wider than its tile, else 1.
    var labelScale: Int {
        let tiles = rows.joined()
        return stride(from: largestLabelScale, to: 1, by: -1).first { scale in
            tiles.allSatisfy { BitmapFont.width(of: $0.label, scale: scale) <= $0.image.width }
        } ?? 1
    }

    /// The label band's height above each tile: ``labelHeight``, or taller for labels over scale 2.
    var bandHeight: Int { labelBand ?? max(Self.labelHeight, BitmapFont.glyphHeight * labelScale + 12) }

    /// Each column's width: its widest tile (or label).
    var columnWidths: [Int] {
        let count = rows.map(\.count).max() ?? 0
        let labelScale = labelScale
        return (0..<count).map { column in
            rows.compactMap { $0.indices.contains(column) ? $0[column] : nil }.map {
                labelBand == nil
                    ? max($0.image.width, BitmapFont.width(of: $0.label, scale: labelScale)) : $0.image.width
            }.max() ?? 0
        }
    }

    /// Each row's height: its tallest tile, plus the label band.
    var rowHeights: [Int] {
        let band = bandHeight
        return rows.map { (($0.map(\.image.height).max()) ?? 0) + band }
    }

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
        let band = bandHeight
        // Up to scale 2 the labels sit where they always have; larger ones are centred in their band.
        let labelTop = scale <= 2 ? 4 + (2 - scale) * 3 : (band - BitmapFont.glyphHeight * scale) / 2
        var canvas = RGBAImage(width: total.width, height: total.height, fill: background)
        var y = Self.gap
        for (row, height) in zip(rows, rowHeights) {
            var x = Self.gap
            for (column, tile) in row.enumerated() {
                let width = widths[column]
                let textWidth = BitmapFont.width(of: tile.label, scale: scale)
                if labelBand == nil {
                    canvas.paintText(
                        tile.label, x: x + max(0, (width - textWidth) / 2), y: y + labelTop, scale: scale,
                        color: Self.labelColor, clip: x..<(x + width))
                }
                canvas.paste(tile.image, atX: x + (width - tile.image.width) / 2, y: y + band)
                x += width + Self.gap
            }
            y += height + Self.gap
        }
        return canvas
    }

    /// Where each tile's label band lies, row by row: its left edge, top and width (its column's), in pixels.
    public var labelFrames: [[(x: Int, y: Int, width: Int)]] {
        let widths = columnWidths
        var frames: [[(x: Int, y: Int, width: Int)]] = []
        var y = Self.gap
        for (row, height) in zip(rows, rowHeights) {
            var x = Self.gap
            frames.append(
                row.indices.map { column in
                    defer { x += widths[column] + Self.gap }
                    return (x, y, widths[column])
                })
            y += height + Self.gap
        }
        return frames
    }
}
