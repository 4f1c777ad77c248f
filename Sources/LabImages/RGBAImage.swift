import Foundation

/// A bitmap of 8-bit RGBA pixels, row by row, top row first: the unit of screenshot comparison.
public struct RGBAImage: Equatable, Sendable {
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int
    /// `width × height × 4` bytes, R, G, B, A per pixel.
    public var pixels: [UInt8]

    /// Creates an image from its pixels; nil when the byte count does not match the size.
    public init?(width: Int, height: Int, pixels: [UInt8]) {
        guard width >= 0, height >= 0, pixels.count == width * height * 4 else { return nil }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// Creates an image filled with one colour.
    public init(width: Int, height: Int, fill: Color) {
        self.width = max(0, width)
        self.height = max(0, height)
        let count = self.width * self.height
        // A pixel's four bytes as one word, stored a word at a time (a byte at a time cost a contact sheet's
        // background more than drawing its tiles).
        var word: UInt32 = 0
        withUnsafeMutableBytes(of: &word) { bytes in
            (bytes[0], bytes[1], bytes[2], bytes[3]) = (fill.red, fill.green, fill.blue, fill.alpha)
        }
        pixels = [UInt8](unsafeUninitializedCapacity: count * 4) { buffer, initialized in
            UnsafeMutableRawBufferPointer(buffer).withMemoryRebound(to: UInt32.self) { words in
                words.initialize(repeating: word)
            }
            initialized = count * 4
        }
    }

    /// Whether both images have the same size and the same bytes, compared with `memcmp` (a few times faster
    /// than comparing the arrays element by element; `check` compares every capture with a second render).
    ///
    /// - Complexity: O(width × height).
    public static func == (lhs: RGBAImage, rhs: RGBAImage) -> Bool {
        guard lhs.width == rhs.width, lhs.height == rhs.height, lhs.pixels.count == rhs.pixels.count else {
            return false
        }
        return lhs.pixels.withUnsafeBytes { a in
            rhs.pixels.withUnsafeBytes { b in
                guard let first = a.baseAddress, let second = b.baseAddress else { return a.count == b.count }
                return memcmp(first, second, a.count) == 0
            }
        }
    }

    /// The colour at (x, y); the caller keeps x and y in range.
    public func color(x: Int, y: Int) -> Color {
        let i = (y * width + x) * 4
        return Color(red: pixels[i], green: pixels[i + 1], blue: pixels[i + 2], alpha: pixels[i + 3])
    }

    /// Sets the colour at (x, y); the caller keeps x and y in range.
    public mutating func setColor(_ color: Color, x: Int, y: Int) {
        let i = (y * width + x) * 4
        pixels[i] = color.red
        pixels[i + 1] = color.green
        pixels[i + 2] = color.blue
        pixels[i + 3] = color.alpha
    }
}
