/// Converts RGBA images to planar 4:2:0 Y′CbCr, BT.601 at limited range: the layout H.264 and VP9 encode, and the
/// one ffmpeg converts to by default.
///
/// A video exporter that converts its frames itself sends the encoder a third of the bytes and spares it the colour
/// conversion, which on a flat UI costs ffmpeg more than the encoding.
///
/// Sizes are rounded up to even: an odd last column or row is repeated. Each chroma sample is the mean of its 2 × 2
/// pixels. Alpha is ignored.
public struct YUV420Converter: Sendable {
    /// The images' width in pixels.
    public let width: Int
    /// The images' height in pixels.
    public let height: Int
    /// The planes' width: `width` rounded up to even.
    public let paddedWidth: Int
    /// The planes' height: `height` rounded up to even.
    public let paddedHeight: Int
    /// The last converted frame: the Y plane (`paddedWidth × paddedHeight`), then Cb, then Cr (a quarter each).
    public private(set) var planes: [UInt8]

    /// A converter for `width × height` images.
    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        paddedWidth = (self.width + 1) / 2 * 2
        paddedHeight = (self.height + 1) / 2 * 2
        planes = [UInt8](repeating: 0, count: paddedWidth * paddedHeight * 3 / 2)
    }

    /// Converts `image`, which must be `width × height`, into ``planes``; false when its size differs.
    @discardableResult
    public mutating func convert(_ image: RGBAImage) -> Bool {
        guard image.width == width, image.height == height, width > 0, height > 0 else { return false }
        let (width, height, paddedWidth) = (width, height, paddedWidth)
        let lumaCount = paddedWidth * paddedHeight
        image.pixels.withUnsafeBufferPointer { source in
            planes.withUnsafeMutableBufferPointer { planes in
                guard let rgba = source.baseAddress, let y = planes.baseAddress else { return }
                let cb = y + lumaCount
                let cr = cb + lumaCount / 4
                for row in 0..<paddedHeight {
                    let line = y + row * paddedWidth
                    Self.luma(rgba + min(row, height - 1) * width * 4, into: line, count: width)
                    if width < paddedWidth { line[width] = line[width - 1] }
                }
                for row in stride(from: 0, to: height, by: 2) {
                    let top = rgba + row * width * 4
                    let bottom = rgba + min(row + 1, height - 1) * width * 4
                    let offset = row / 2 * (paddedWidth / 2)
                    Self.chroma(top, bottom, into: cb + offset, cr + offset, count: width)
                }
            }
        }
        return true
    }

    /// Writes the luma of `count` pixels, the 8-bit form of 16 + (0.299 R + 0.587 G + 0.114 B) × 219 / 255:
    /// (66 R + 129 G + 25 B + 128) / 256 + 16.
    ///
    /// Wrapping arithmetic on 16-bit lanes (it cannot overflow: the weights sum to 220) lets the compiler vectorise
    /// the loop with plain SSE2.
    @inline(__always)
    private static func luma(_ pixels: UnsafePointer<UInt8>, into luma: UnsafeMutablePointer<UInt8>, count: Int) {
        for index in 0..<count {
            let pixel = pixels + index &* 4
            let weighted = 66 &* UInt16(pixel[0]) &+ 129 &* UInt16(pixel[1]) &+ 25 &* UInt16(pixel[2]) &+ 128
            luma[index] = UInt8(truncatingIfNeeded: weighted >> 8) &+ 16
        }
    }

    /// Writes the Cb and Cr of the 2 × 2 blocks of rows `top` and `bottom`, `count` pixels wide, from each block's
    /// mean colour: (−38 R − 74 G + 112 B + 128) / 256 + 128 and (112 R − 94 G − 18 B + 128) / 256 + 128.
    @inline(__always)
    private static func chroma(
        _ top: UnsafePointer<UInt8>, _ bottom: UnsafePointer<UInt8>, into cb: UnsafeMutablePointer<UInt8>,
        _ cr: UnsafeMutablePointer<UInt8>, count: Int
    ) {
        for block in 0..<count / 2 {
            chroma(top, bottom, left: block &* 8, right: block &* 8 &+ 4, into: cb + block, cr + block)
        }
        if count % 2 == 1 {
            // An odd last column pairs with itself.
            let last = count / 2
            chroma(top, bottom, left: last * 8, right: last * 8, into: cb + last, cr + last)
        }
    }

    /// Writes the Cb and Cr of the block whose left and right pixels start at byte `left` and `right`.
    @inline(__always)
    private static func chroma(
        _ top: UnsafePointer<UInt8>, _ bottom: UnsafePointer<UInt8>, left: Int, right: Int,
        into cb: UnsafeMutablePointer<UInt8>, _ cr: UnsafeMutablePointer<UInt8>
    ) {
        let (r, g, b) = (
            mean(top, bottom, left, right), mean(top, bottom, left &+ 1, right &+ 1),
            mean(top, bottom, left &+ 2, right &+ 2)
        )
        cb.pointee = UInt8(truncatingIfNeeded: (-38 &* r &- 74 &* g &+ 112 &* b &+ 128) >> 8 &+ 128)
        cr.pointee = UInt8(truncatingIfNeeded: (112 &* r &- 94 &* g &- 18 &* b &+ 128) >> 8 &+ 128)
    }

    /// The rounded mean of one channel over a 2 × 2 block, as a 16-bit lane.
    @inline(__always)
    private static func mean(
        _ top: UnsafePointer<UInt8>, _ bottom: UnsafePointer<UInt8>, _ left: Int, _ right: Int
    ) -> Int16 {
        (Int16(top[left]) &+ Int16(top[right]) &+ Int16(bottom[left]) &+ Int16(bottom[right]) &+ 2) >> 2
    }
}
