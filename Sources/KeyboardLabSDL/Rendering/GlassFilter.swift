import KeyboardLabUI
import ScreenshotComparison

/// Frosted glass over RGBA32 pixels (little-endian words, red the low byte), in place: the pixels blurred, under a
/// wash, with the top corners rounded and showing the pixels as they were.
///
/// The blur averages blocks of `factor × factor` pixels, box-blurs that small image twice (close to a Gaussian),
/// washes it, and scales it back up bilinearly, so its cost hardly grows with the blur's radius. All arithmetic but
/// the corners' coverage is integer, so every machine gives the same pixels.
///
/// ```swift
/// GlassFilter(blur: 20, wash: Color(red: 242, green: 242, blue: 247, alpha: 191), topRadius: 26)
///     .apply(to: pixels, pitch: pitch, width: 393, height: 345)
/// ```
struct GlassFilter {
    /// The blur's reach, in pixels.
    var blur: Int
    /// The colour laid over the blurred pixels, at its own alpha.
    var wash: Color
    /// The top corners' radius, in pixels.
    var topRadius: Double

    /// The block side of the first averaging step.
    var factor: Int { max(1, blur / 3) }

    /// Filters the `width × height` pixels at `pixels`, rows `pitch` words apart.
    ///
    /// - Complexity: O(width × height).
    func apply(to pixels: UnsafeMutablePointer<UInt32>, pitch: Int, width: Int, height: Int) {
        guard width > 0, height > 0 else { return }
        var small = SmallImage(pixels, pitch: pitch, width: width, height: height, factor: factor)
        small.boxBlur()
        small.boxBlur()
        small.wash(wash)
        // Each column's two small samples (their offsets in a row) and the second's weight, in 32 bits: a row value
        // is at most 255 × 256 and a pixel's sum 255 × 65,536, so nothing overflows, and the loop moves half the bytes.
        let columns = (0..<width).map { small.sample($0, axis: small.width) }
        let lefts = columns.map { Int32($0.0 * 3) }
        let rights = columns.map { Int32($0.1 * 3) }
        let weights = columns.map { Int32($0.2) }
        let radius = min(topRadius, Double(width) / 2)
        let band = radius >= 0.5 ? Int(radius.rounded(.up)) : 0
        var row = [Int32](repeating: 0, count: small.width * 3)
        small.values.withUnsafeBufferPointer { values in
            row.withUnsafeMutableBufferPointer { row in
                lefts.withUnsafeBufferPointer { lefts in
                    rights.withUnsafeBufferPointer { rights in
                        weights.withUnsafeBufferPointer { weights in
                            for y in 0..<height {
                                // The two small rows either side of this one, blended once for the whole row.
                                let (y0, y1, wy) = small.sample(y, axis: small.height)
                                let top = y0 * small.width * 3
                                let bottom = y1 * small.width * 3
                                for i in 0..<(small.width * 3) {
                                    row[i] = Int32(values[top + i] * (256 - wy) + values[bottom + i] * wy)
                                }
                                let out = pixels + y * pitch
                                let inCornerRows = y < band
                                for x in 0..<width {
                                    let a = Int(lefts[x])
                                    let b = Int(rights[x])
                                    let wx = weights[x]
                                    let ax = 256 &- wx
                                    let red = (row[a] &* ax &+ row[b] &* wx) >> 16
                                    let green = (row[a + 1] &* ax &+ row[b + 1] &* wx) >> 16
                                    let blue = (row[a + 2] &* ax &+ row[b + 2] &* wx) >> 16
                                    let glass =
                                        UInt32(truncatingIfNeeded: red) | UInt32(truncatingIfNeeded: green) << 8
                                        | UInt32(truncatingIfNeeded: blue) << 16 | 0xFF00_0000
                                    if inCornerRows, x < band || x >= width - band {
                                        let cover = coverage(x: x, y: y, width: width, radius: radius)
                                        out[x] = cover < 1 ? Self.mix(glass, out[x], cover) : glass
                                    } else {
                                        out[x] = glass
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// How much of pixel (`x`, `y`) a rounded top corner of `radius` leaves to the glass.
    private func coverage(x: Int, y: Int, width: Int, radius: Double) -> Double {
        let px = Double(x) + 0.5
        let py = Double(y) + 0.5
        let cx = px < radius ? radius : Double(width) - radius
        guard (px < radius || px > Double(width) - radius), py < radius else { return 1 }
        let distance = ((px - cx) * (px - cx) + (py - radius) * (py - radius)).squareRoot()
        return min(1, max(0, radius + 0.5 - distance))
    }

    /// `glass` over `behind` at `coverage`, opaque.
    private static func mix(_ glass: UInt32, _ behind: UInt32, _ coverage: Double) -> UInt32 {
        let a = UInt32((coverage * 256).rounded())
        var out: UInt32 = 0xFF00_0000
        for shift in [0, 8, 16] as [UInt32] {
            let g = glass >> shift & 0xFF
            let b = behind >> shift & 0xFF
            out |= ((g * a + b * (256 - a)) >> 8) << shift
        }
        return out
    }
}

/// The small image the glass is worked out on: each channel of each block, interleaved (red, green, blue).
private struct SmallImage {
    let width: Int
    let height: Int
    let factor: Int
    var values: [Int]

    /// The mean of each `factor × factor` block of the pixels.
    init(
        _ pixels: UnsafeMutablePointer<UInt32>, pitch: Int, width fullWidth: Int, height fullHeight: Int, factor f: Int
    ) {
        factor = f
        width = (fullWidth + f - 1) / f
        height = (fullHeight + f - 1) / f
        var sums = [Int](repeating: 0, count: width * height * 3)
        let (w, h) = (width, height)
        sums.withUnsafeMutableBufferPointer { sums in
            for y in 0..<fullHeight {
                let row = pixels + y * pitch
                let base = (y / f) * w * 3
                var x = 0
                while x < fullWidth {
                    let end = min(x + f, fullWidth)
                    var (r, g, b) = (0, 0, 0)
                    for i in x..<end {
                        let pixel = Int(row[i])
                        r += pixel & 0xFF
                        g += pixel >> 8 & 0xFF
                        b += pixel >> 16 & 0xFF
                    }
                    let index = base + (x / f) * 3
                    sums[index] += r
                    sums[index + 1] += g
                    sums[index + 2] += b
                    x = end
                }
            }
            for by in 0..<h {
                let rows = min(f, fullHeight - by * f)
                for bx in 0..<w {
                    let count = rows * min(f, fullWidth - bx * f)
                    let index = (by * w + bx) * 3
                    for c in 0..<3 { sums[index + c] /= count }
                }
            }
        }
        values = sums
    }

    /// A 3 × 3 box blur, edges clamped.
    mutating func boxBlur() {
        var pass = values
        let (w, h) = (width, height)
        values.withUnsafeBufferPointer { source in
            pass.withUnsafeMutableBufferPointer { pass in
                for y in 0..<h {
                    for x in 0..<w {
                        let left = (y * w + max(0, x - 1)) * 3
                        let centre = (y * w + x) * 3
                        let right = (y * w + min(w - 1, x + 1)) * 3
                        for c in 0..<3 {
                            pass[centre + c] = (source[left + c] + source[centre + c] + source[right + c]) / 3
                        }
                    }
                }
            }
        }
        let horizontal = pass
        horizontal.withUnsafeBufferPointer { source in
            values.withUnsafeMutableBufferPointer { out in
                for y in 0..<h {
                    for x in 0..<w {
                        let up = (max(0, y - 1) * w + x) * 3
                        let centre = (y * w + x) * 3
                        let down = (min(h - 1, y + 1) * w + x) * 3
                        for c in 0..<3 {
                            out[centre + c] = (source[up + c] + source[centre + c] + source[down + c]) / 3
                        }
                    }
                }
            }
        }
    }

    /// Lays `wash` over every value at the wash's alpha.
    mutating func wash(_ wash: Color) {
        let alpha = Int(wash.alpha)
        let washes = [Int(wash.red) * alpha, Int(wash.green) * alpha, Int(wash.blue) * alpha]
        for index in values.indices { values[index] = (washes[index % 3] + values[index] * (255 - alpha)) / 255 }
    }

    /// The two small samples either side of full-size coordinate `v` along an axis `limit` samples long, and the
    /// second's weight out of 256.
    func sample(_ v: Int, axis limit: Int) -> (Int, Int, Int) {
        // Block centres sit at (i + 0.5) × factor; in 1/256ths of a block.
        let position = max(0, ((2 * v + 1) * 128) / factor - 128)
        let low = min(limit - 1, position >> 8)
        return (low, min(limit - 1, low + 1), position & 0xFF)
    }
}
