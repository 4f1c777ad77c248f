import LabImages

extension RGBAImage {
    /// Paints diagonal stripes of `color` over `mask` (clipped to the image): a pixel is striped when
    /// `(x + y) mod period` is below `stripe`, so the stripes run from bottom-left to top-right and what lies
    /// between them stays visible. How the diff and the composite show a box left out of a comparison.
    ///
    /// - Complexity: O(width × height) of the mask.
    public mutating func hatch(_ mask: PixelMask, color: Color, period: Int = 8, stripe: Int = 2) {
        guard let box = mask.clipped(width: width, height: height), period > 0 else { return }
        let bytes = (color.red, color.green, color.blue, color.alpha)
        let imageWidth = width
        pixels.withUnsafeMutableBufferPointer { target in
            for row in box.y..<box.maxY {
                for column in box.x..<box.maxX where (column + row) % period < stripe {
                    let k = (row * imageWidth + column) * 4
                    target[k] = bytes.0
                    target[k + 1] = bytes.1
                    target[k + 2] = bytes.2
                    target[k + 3] = bytes.3
                }
            }
        }
    }
}
