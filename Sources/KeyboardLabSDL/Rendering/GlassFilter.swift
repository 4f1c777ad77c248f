import LabImages

/// Frosted glass over RGBA32 pixels (little-endian words, red the low byte), in place: the pixels blurred, under a
/// wash, with the top corners (and, for chrome, the bottom ones) rounded and showing the pixels as they were.
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
    /// The bottom corners' radius, in pixels: 0 for the keyboard's square bottom, the top's for a capsule.
    var bottomRadius = 0.0

    /// The block side of the first averaging step (at most 256, which the block sums rely on).
    var factor: Int { max(1, min(256, blur / 3)) }

    /// Filters the `width × height` pixels at `pixels`, rows `pitch` words apart.
    ///
    /// - Complexity: O(width × height).
    func apply(to pixels: UnsafeMutablePointer<UInt32>, pitch: Int, width: Int, height: Int) {
        guard width > 0, height > 0 else { return }
        var small = SmallImage(pixels, pitch: pitch, width: width, height: height, factor: factor)
        small.boxBlur()
        small.boxBlur()
        small.wash(wash)
        let wide = small.scaledAcross(to: width)
        let radius = min(topRadius, Double(width) / 2, Double(height))
        let band = radius >= 0.5 ? Int(radius.rounded(.up)) : 0
        let lower = min(bottomRadius, Double(width) / 2, Double(height) - radius)
        let lowerBand = lower >= 0.5 ? Int(lower.rounded(.up)) : 0
        let stride = width * 4
        wide.withUnsafeBufferPointer { wide in
            guard let wide = wide.baseAddress else { return }
            for y in 0..<height {
                // The two wide rows either side of this one; each value is at most 255 × 256 and a pixel's sum
                // 255 × 65,536, so 32 bits hold it, and the same sum as blending down then across.
                let (y0, y1, wy) = small.sample(y, axis: small.height)
                let top = wide + y0 * stride
                let bottom = wide + y1 * stride
                let below = SIMD4<Int32>(repeating: Int32(wy))
                let above = 256 &- below
                let out = pixels + y * pitch
                // A pixel's four values blended at once; the fourth is the alpha, 255 × 256 in every wide row.
                @inline(__always) func glass(_ x: Int) -> UInt32 {
                    let upper = UnsafeRawPointer(top + x &* 4).loadUnaligned(as: SIMD4<Int32>.self)
                    let lower = UnsafeRawPointer(bottom + x &* 4).loadUnaligned(as: SIMD4<Int32>.self)
                    let channels = (upper &* above &+ lower &* below) &>> 16
                    return unsafeBitCast(SIMD4<UInt8>(truncatingIfNeeded: channels), to: UInt32.self)
                }
                let fromBottom = height - 1 - y
                guard y < band || fromBottom < lowerBand else {
                    for x in 0..<width { out[x] = glass(x) }
                    continue
                }
                let (edge, corner) = y < band ? (band, radius) : (lowerBand, lower)
                let row = y < band ? y : fromBottom
                for x in 0..<width {
                    if x < edge || x >= width - edge {
                        let cover = coverage(x: x, y: row, width: width, radius: corner)
                        out[x] = cover < 1 ? Self.mix(glass(x), out[x], cover) : glass(x)
                    } else {
                        out[x] = glass(x)
                    }
                }
            }
        }
    }

    /// How much of pixel (`x`, `y`) a rounded corner of `radius` leaves to the glass, `y` counted from the corner's
    /// edge (the top, or the bottom for a bottom corner).
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
                    // Red and blue in the halves of one word, green in another: a block row's sums stay under
                    // 65,536 for blocks up to 257 pixels wide.
                    var redBlue: UInt32 = 0
                    var green: UInt32 = 0
                    for i in x..<end {
                        redBlue &+= row[i] & 0x00FF_00FF
                        green &+= row[i] >> 8 & 0xFF
                    }
                    let index = base &+ (x / f) &* 3
                    sums[index] &+= Int(redBlue & 0xFFFF)
                    sums[index &+ 1] &+= Int(green)
                    sums[index &+ 2] &+= Int(redBlue >> 16)
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

    /// Each row scaled up across to `fullWidth` pixels, four values a pixel (red, green, blue, and the opaque
    /// alpha as 255 × 256), each colour the two nearest samples' blend out of 256.
    func scaledAcross(to fullWidth: Int) -> [Int32] {
        let columns = (0..<fullWidth).map { sample($0, axis: width) }
        var wide = [Int32](repeating: 0, count: height * fullWidth * 4)
        values.withUnsafeBufferPointer { values in
            wide.withUnsafeMutableBufferPointer { wide in
                for y in 0..<height {
                    let row = y * width * 3
                    let target = y * fullWidth * 4
                    for (x, (left, right, weight)) in columns.enumerated() {
                        let a = row + left * 3
                        let b = row + right * 3
                        for c in 0..<3 {
                            wide[target + x * 4 + c] = Int32(values[a + c] * (256 - weight) + values[b + c] * weight)
                        }
                        wide[target + x * 4 + 3] = 255 * 256
                    }
                }
            }
        }
        return wide
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
