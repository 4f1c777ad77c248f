extension RGBAImage {
    /// Paints `color` (bytes copied, not blended) over the rectangle, clipped to the image.
    ///
    /// - Complexity: O(width × height) of the rectangle.
    public mutating func fill(_ color: Color, x: Int, y: Int, width rectWidth: Int, height rectHeight: Int) {
        let left = max(0, x)
        let right = min(width, x + rectWidth)
        let top = max(0, y)
        let bottom = min(height, y + rectHeight)
        guard left < right, top < bottom else { return }
        let bytes = [color.red, color.green, color.blue, color.alpha]
        pixels.withUnsafeMutableBufferPointer { target in
            for row in top..<bottom {
                var k = (row * width + left) * 4
                for _ in left..<right {
                    target[k] = bytes[0]
                    target[k + 1] = bytes[1]
                    target[k + 2] = bytes[2]
                    target[k + 3] = bytes[3]
                    k += 4
                }
            }
        }
    }

    /// Copies `image`'s bytes (not blended) with its top-left corner at (x, y), clipped to this image.
    ///
    /// - Complexity: O(width × height) of `image`.
    public mutating func paste(_ image: RGBAImage, atX x: Int, y: Int) {
        let left = max(0, x)
        let right = min(width, x + image.width)
        let top = max(0, y)
        let bottom = min(height, y + image.height)
        guard left < right, top < bottom else { return }
        let rowBytes = (right - left) * 4
        let targetWidth = width
        pixels.withUnsafeMutableBytes { target in
            image.pixels.withUnsafeBytes { source in
                guard let target = target.baseAddress, let source = source.baseAddress else { return }
                for row in top..<bottom {
                    let from = ((row - y) * image.width + (left - x)) * 4
                    let to = (row * targetWidth + left) * 4
                    (target + to).copyMemory(from: source + from, byteCount: rowBytes)
                }
            }
        }
    }

    /// The image shrunk by an integer `factor`, each output pixel the alpha-weighted mean of
    /// a `factor × factor` block (partial blocks at the right and bottom edges included).
    ///
    /// - Complexity: O(width × height).
    public func downscaled(by factor: Int) -> RGBAImage {
        guard factor > 1 else { return self }
        let newWidth = (width + factor - 1) / factor
        let newHeight = (height + factor - 1) / factor
        var result = RGBAImage(width: newWidth, height: newHeight, fill: Color(red: 0, green: 0, blue: 0, alpha: 0))
        for outY in 0..<newHeight {
            for outX in 0..<newWidth {
                var red = 0
                var green = 0
                var blue = 0
                var alpha = 0
                var count = 0
                for y in (outY * factor)..<min(height, outY * factor + factor) {
                    for x in (outX * factor)..<min(width, outX * factor + factor) {
                        let k = (y * width + x) * 4
                        let a = Int(pixels[k + 3])
                        red += Int(pixels[k]) * a
                        green += Int(pixels[k + 1]) * a
                        blue += Int(pixels[k + 2]) * a
                        alpha += a
                        count += 1
                    }
                }
                guard alpha > 0 else { continue }
                func mean(_ sum: Int) -> UInt8 { UInt8((sum + alpha / 2) / alpha) }
                result.setColor(
                    Color(
                        red: mean(red), green: mean(green), blue: mean(blue),
                        alpha: UInt8((alpha + count / 2) / count)),
                    x: outX, y: outY)
            }
        }
        return result
    }

    /// Paints two-tone squares of side `cell` over the rectangle: the backdrop that marks
    /// padding around a smaller image.
    public mutating func fillCheckerboard(
        x: Int, y: Int, width rectWidth: Int, height rectHeight: Int, cell: Int = 8
    ) {
        let light = Color(red: 204, green: 204, blue: 204)
        let dark = Color(red: 153, green: 153, blue: 153)
        var row = 0
        while row < rectHeight {
            var column = 0
            while column < rectWidth {
                let color = ((row / cell) + (column / cell)) % 2 == 0 ? light : dark
                fill(
                    color, x: x + column, y: y + row, width: min(cell, rectWidth - column),
                    height: min(cell, rectHeight - row))
                column += cell
            }
            row += cell
        }
    }

    /// Draws `text` in the built-in bitmap font with its top-left corner at (x, y), keeping
    /// every painted pixel inside `clip` columns (`minX..<maxX`).
    public mutating func paintText(
        _ text: String, x: Int, y: Int, scale: Int, color: Color, clip: Range<Int>? = nil
    ) {
        let columns = clip ?? 0..<width
        var penX = x
        for character in text {
            let rows = BitmapFont.glyph(for: character)
            for (rowIndex, bits) in rows.enumerated() {
                for column in 0..<BitmapFont.glyphWidth where bits & (1 << (BitmapFont.glyphWidth - 1 - column)) != 0 {
                    let left = penX + column * scale
                    let visibleLeft = max(left, columns.lowerBound)
                    let visibleRight = min(left + scale, columns.upperBound)
                    guard visibleLeft < visibleRight else { continue }
                    fill(
                        color, x: visibleLeft, y: y + rowIndex * scale, width: visibleRight - visibleLeft, height: scale
                    )
                }
            }
            penX += BitmapFont.advance * scale
        }
    }
}
