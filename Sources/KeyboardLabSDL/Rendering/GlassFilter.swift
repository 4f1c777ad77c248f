import KeyboardLabUI
import ScreenshotComparison

/// Frosted glass over RGBA32 pixels (little-endian words, red the low byte), in place: the pixels blurred, under a
/// wash, with the top corners rounded and showing the pixels as they were.
///
/// The blur averages blocks of `factor × factor` pixels, box-blurs that small image twice (close to a Gaussian),
/// and scales it back up bilinearly, so its cost hardly grows with the blur's radius. All arithmetic but the
/// corners' coverage is integer, so every machine gives the same pixels.
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
        let f = factor
        let small = Small(width: (width + f - 1) / f, height: (height + f - 1) / f)
        var channels = small.average(pixels, pitch: pitch, width: width, height: height, factor: f)
        for _ in 0..<2 {
            for c in 0..<3 { small.boxBlur(&channels[c]) }
        }
        let alpha = Int(wash.alpha)
        let keep = 255 - alpha
        let washes = [Int(wash.red) * alpha, Int(wash.green) * alpha, Int(wash.blue) * alpha]
        let columns = (0..<width).map { small.sample($0, factor: f, limit: small.width) }
        let stride = small.width
        channels[0].withUnsafeBufferPointer { red in
            channels[1].withUnsafeBufferPointer { green in
                channels[2].withUnsafeBufferPointer { blue in
                    let planes = [red, green, blue]
                    for y in 0..<height {
                        let row = pixels + y * pitch
                        let coverage = cornerCoverage(row: y, width: width)
                        let (sy0, sy1, wy) = small.sample(y, factor: f, limit: small.height)
                        let (top, bottom) = (sy0 * stride, sy1 * stride)
                        for x in 0..<width {
                            let (sx0, sx1, wx) = columns[x]
                            var out: UInt32 = 0xFF00_0000
                            for c in 0..<3 {
                                let plane = planes[c]
                                let upper = plane[top + sx0] * (256 - wx) + plane[top + sx1] * wx
                                let lower = plane[bottom + sx0] * (256 - wx) + plane[bottom + sx1] * wx
                                let blurred = (upper * (256 - wy) + lower * wy) >> 16
                                out |= UInt32(min(255, (washes[c] + blurred * keep) / 255)) << (8 * c)
                            }
                            if let coverage, let cover = coverage(x), cover < 1 { out = Self.mix(out, row[x], cover) }
                            row[x] = out
                        }
                    }
                }
            }
        }
    }

    /// How much of each pixel of `row` the rounded top corners leave to the glass, or nil for a row below them.
    private func cornerCoverage(row: Int, width: Int) -> ((Int) -> Double?)? {
        let radius = min(topRadius, Double(width) / 2)
        guard radius >= 0.5, Double(row) < radius else { return nil }
        let cy = radius
        let py = Double(row) + 0.5
        return { x in
            let px = Double(x) + 0.5
            let cx = px < radius ? radius : (px > Double(width) - radius ? Double(width) - radius : px)
            guard cx != px else { return nil }
            let distance = ((px - cx) * (px - cx) + (py - cy) * (py - cy)).squareRoot()
            return min(1, max(0, radius + 0.5 - distance))
        }
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

    /// The small image: one plane of channel values per colour.
    private struct Small {
        let width: Int
        let height: Int

        /// Each `factor × factor` block's mean, per channel.
        func average(
            _ pixels: UnsafeMutablePointer<UInt32>, pitch: Int, width fullWidth: Int, height fullHeight: Int,
            factor f: Int
        ) -> [[Int]] {
            var sums = [[Int]](repeating: [Int](repeating: 0, count: width * height), count: 3)
            var counts = [Int](repeating: 0, count: width * height)
            for y in 0..<fullHeight {
                let row = pixels + y * pitch
                let base = (y / f) * width
                for x in 0..<fullWidth {
                    let pixel = Int(row[x])
                    let index = base + x / f
                    sums[0][index] += pixel & 0xFF
                    sums[1][index] += pixel >> 8 & 0xFF
                    sums[2][index] += pixel >> 16 & 0xFF
                    counts[index] += 1
                }
            }
            for c in 0..<3 {
                for i in 0..<(width * height) { sums[c][i] /= max(1, counts[i]) }
            }
            return sums
        }

        /// A 3 × 3 box blur, edges clamped.
        func boxBlur(_ plane: inout [Int]) {
            var pass = plane
            for y in 0..<height {
                for x in 0..<width {
                    let left = plane[y * width + max(0, x - 1)]
                    let right = plane[y * width + min(width - 1, x + 1)]
                    pass[y * width + x] = (left + plane[y * width + x] + right) / 3
                }
            }
            for y in 0..<height {
                for x in 0..<width {
                    let up = pass[max(0, y - 1) * width + x]
                    let down = pass[min(height - 1, y + 1) * width + x]
                    plane[y * width + x] = (up + pass[y * width + x] + down) / 3
                }
            }
        }

        /// The two small samples either side of full-size coordinate `v`, and the second's weight out of 256.
        func sample(_ v: Int, factor f: Int, limit: Int) -> (Int, Int, Int) {
            // Block centres sit at (i + 0.5) × f; in 1/256ths of a block.
            let position = max(0, ((2 * v + 1) * 128) / f - 128)
            let low = min(limit - 1, position >> 8)
            return (low, min(limit - 1, low + 1), position & 0xFF)
        }
    }
}
