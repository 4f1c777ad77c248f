import LabImages
import ScreenImport

/// Draws a Figma frame from its own nodes, for an import given no exported picture: each box's solid fill, a
/// stroke a point wide, each text in the lab's bitmap font at about its size.
enum SketchDrawing {
    /// `sketch` at `scale` pixels a point.
    ///
    /// - Complexity: O(n) in the shapes, each O(its area in pixels).
    static func image(_ sketch: FigmaSketch, scale: Int) -> RGBAImage {
        let s = Double(scale)
        let pixels = { (value: Double) in Int((value * s).rounded()) }
        var image = RGBAImage(
            width: max(1, pixels(sketch.size.width)), height: max(1, pixels(sketch.size.height)),
            fill: sketch.background.map(color) ?? .white)
        for shape in sketch.shapes {
            let (x, y) = (pixels(shape.rect.minX), pixels(shape.rect.minY))
            let (width, height) = (pixels(shape.rect.width), pixels(shape.rect.height))
            if let text = shape.text {
                // The font's capitals are 7 units tall; a text's capitals are about 0.7 of its size.
                let fontScale = max(1, Int(((shape.fontSize ?? 14) * 0.7 * s / 7).rounded()))
                let top = y + max(0, (height - 7 * fontScale) / 2)
                image.paintText(
                    text, x: x, y: top, scale: fontScale, color: shape.fill.map(color) ?? .black, clip: x..<(x + width))
                continue
            }
            if let fill = shape.fill { image.fill(color(fill), x: x, y: y, width: width, height: height) }
            if let stroke = shape.stroke.map(color) {
                image.fill(stroke, x: x, y: y, width: width, height: scale)
                image.fill(stroke, x: x, y: y + height - scale, width: width, height: scale)
                image.fill(stroke, x: x, y: y, width: scale, height: height)
                image.fill(stroke, x: x + width - scale, y: y, width: scale, height: height)
            }
        }
        return image
    }

    /// A paint's colour as the image's.
    static func color(_ paint: SketchColor) -> Color { Color(red: paint.red, green: paint.green, blue: paint.blue) }
}
