import Foundation

/// A picture's pixels, 8-bit RGBA row by row, shared without copying: a design's export can be tens of megabytes,
/// and every phone, draw list and renderer refers to the same one. Two bitmaps are equal when their ``id``s are, so
/// comparing phones or draw commands never compares pixels.
///
/// A bitmap made with a reader holds its pixels only while they are used: the first use decodes them, and
/// ``release()`` lets them go until the next use, so a batch of scenarios holds a design's pixels only while one
/// of its scenarios plays.
public final class DesignBitmap: Hashable, @unchecked Sendable {
    /// A stamp of the pixels (their FNV-1a hash with the size), which the renderers key their caches by.
    public let id: UInt64
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Whether every pixel is opaque, so it can be copied without blending.
    public let isOpaque: Bool
    /// Decodes the pixels again after ``release()``, or nil when they are held for good.
    private let reader: (@Sendable () -> [UInt8]?)?
    private let lock = NSLock()
    private var held: [UInt8]?

    /// Wraps `pixels`; nil when their count does not match the size. With a `reader`, ``release()`` lets them go
    /// and their next use decodes them again with it (it gives the same bytes each time, or nil when it cannot,
    /// and then the picture is drawn transparent); without one they are held for good.
    public init?(
        width: Int, height: Int, pixels: [UInt8], id: UInt64, reader: (@Sendable () -> [UInt8]?)? = nil
    ) {
        guard width > 0, height > 0, pixels.count == width * height * 4 else { return nil }
        self.width = width
        self.height = height
        self.id = id
        held = pixels
        self.reader = reader
        isOpaque = Self.isOpaque(pixels)
    }

    /// A bitmap whose pixels `reader` decodes at their first use, already known to be `isOpaque` or not: a picture
    /// checked without decoding it (an RGB PNG is opaque whatever its pixels). Nil for an empty size.
    public init?(width: Int, height: Int, isOpaque: Bool, id: UInt64, reader: @escaping @Sendable () -> [UInt8]?) {
        guard width > 0, height > 0 else { return nil }
        self.width = width
        self.height = height
        self.id = id
        self.isOpaque = isOpaque
        self.reader = reader
    }

    /// `width × height × 4` bytes, R, G, B, A per pixel: decoded again first if they were released.
    public var pixels: [UInt8] {
        lock.withLock {
            if let held { return held }
            let count = width * height * 4
            let read = reader?().flatMap { $0.count == count ? $0 : nil } ?? [UInt8](repeating: 0, count: count)
            held = read
            return read
        }
    }

    /// Whether the pixels are in memory now.
    public var isHeld: Bool { lock.withLock { held != nil } }

    /// Lets the pixels go until their next use, when they can be decoded again; keeps them otherwise. Returns
    /// whether pixels were let go.
    @discardableResult public func release() -> Bool {
        guard reader != nil else { return false }
        return lock.withLock {
            defer { held = nil }
            return held != nil
        }
    }

    private static func isOpaque(_ pixels: [UInt8]) -> Bool {
        pixels.withUnsafeBufferPointer { buffer in
            var all: UInt8 = 255
            var index = 3
            while index < buffer.count {
                all &= buffer[index]
                index += 4
            }
            return all == 255
        }
    }

    /// The pixel at (x, y), clamped to the picture, as (red, green, blue, alpha).
    public func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        let cx = min(max(0, x), width - 1)
        let cy = min(max(0, y), height - 1)
        let i = (cy * width + cx) * 4
        let pixels = pixels
        return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
    }

    /// Equal when the stamps are.
    public static func == (lhs: DesignBitmap, rhs: DesignBitmap) -> Bool { lhs.id == rhs.id }

    /// Hashes the stamp.
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// A design's pictures: the light one, and the dark one when the screen file gives one (the same size).
public struct DesignBitmaps: Equatable, Hashable, Sendable {
    /// The light appearance's picture.
    public var light: DesignBitmap
    /// The dark appearance's picture, or nil to show the light one.
    public var dark: DesignBitmap?

    /// The pictures.
    public init(light: DesignBitmap, dark: DesignBitmap? = nil) {
        self.light = light
        self.dark = dark
    }

    /// Lets both pictures' pixels go until their next use (see ``DesignBitmap/release()``); returns whether pixels
    /// were let go.
    @discardableResult public func release() -> Bool {
        let light = light.release()
        return (dark?.release() ?? false) || light
    }

    /// The picture for the dark appearance when `dark`, else the light one.
    public func bitmap(dark isDark: Bool) -> DesignBitmap { isDark ? (dark ?? light) : light }
}
