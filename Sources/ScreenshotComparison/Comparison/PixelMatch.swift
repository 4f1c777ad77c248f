/// The per-pixel arithmetic of pixelmatch (mapbox/pixelmatch 5.x), ported faithfully:
/// the YIQ colour delta of Kotsarenko and Ramos, and the anti-aliasing detector of
/// Vysniauskas (2009).
///
/// Pixels are addressed by byte offset (`4 × (y × width + x)`) into RGBA bytes.
package enum PixelMatch {
    /// The largest squared YIQ distance between two colours (black and white).
    package static let maxYIQDelta = 35215.0

    /// Blends a channel with white at opacity `alpha` (0...1).
    @inline(__always)
    package static func blend(_ channel: Double, _ alpha: Double) -> Double {
        255 + (channel - 255) * alpha
    }

    /// The Y (luma) component.
    @inline(__always)
    package static func luma(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.298_895_31 + g * 0.586_622_47 + b * 0.114_482_23
    }

    /// The I (in-phase) component.
    @inline(__always)
    package static func inPhase(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.595_977_99 - g * 0.274_176_10 - b * 0.321_801_89
    }

    /// The Q (quadrature) component.
    @inline(__always)
    package static func quadrature(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.211_470_17 - g * 0.522_617_11 + b * 0.311_146_94
    }

    /// The channels of the pixel at byte offset `k`, blended on white when translucent.
    @inline(__always)
    package static func blendedChannels(_ bytes: UnsafeBufferPointer<UInt8>, _ k: Int) -> (Double, Double, Double) {
        let alpha = bytes[k + 3]
        let r = Double(bytes[k])
        let g = Double(bytes[k + 1])
        let b = Double(bytes[k + 2])
        guard alpha < 255 else { return (r, g, b) }
        let opacity = Double(alpha) / 255
        return (blend(r, opacity), blend(g, opacity), blend(b, opacity))
    }

    /// The squared YIQ distance between pixel `k` of `first` and pixel `m` of `second`,
    /// negative when the first is the brighter. With `lumaOnly`, the signed luma difference
    /// `Y(first) − Y(second)` instead.
    package static func colorDelta(
        _ first: UnsafeBufferPointer<UInt8>, _ k: Int, _ second: UnsafeBufferPointer<UInt8>, _ m: Int,
        lumaOnly: Bool = false
    ) -> Double {
        if first[k] == second[m] && first[k + 1] == second[m + 1] && first[k + 2] == second[m + 2]
            && first[k + 3] == second[m + 3]
        {
            return 0
        }
        let (r1, g1, b1) = blendedChannels(first, k)
        let (r2, g2, b2) = blendedChannels(second, m)
        let y1 = luma(r1, g1, b1)
        let y2 = luma(r2, g2, b2)
        let y = y1 - y2
        if lumaOnly { return y }
        let i = inPhase(r1, g1, b1) - inPhase(r2, g2, b2)
        let q = quadrature(r1, g1, b1) - quadrature(r2, g2, b2)
        let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
        return y1 > y2 ? -delta : delta
    }

    /// Whether pixel (x1, y1) of `image` is likely anti-aliasing: it has both darker and
    /// brighter neighbours, at most two equal ones, and its darkest or brightest neighbour
    /// sits in a flat area (3+ equal neighbours) in both images.
    ///
    /// `packed` and `otherPacked` hold the same pixels as `image` and the other image, one
    /// `UInt32` per pixel, for the equality tests.
    package static func isAntialiased(
        _ image: UnsafeBufferPointer<UInt8>, x x1: Int, y y1: Int, width: Int, height: Int,
        packed: UnsafeBufferPointer<UInt32>, otherPacked: UnsafeBufferPointer<UInt32>
    ) -> Bool {
        let x0 = max(x1 - 1, 0)
        let y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1)
        let y2 = min(y1 + 1, height - 1)
        let center = (y1 * width + x1) * 4
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        var darkest = 0.0
        var brightest = 0.0
        var darkestX = 0
        var darkestY = 0
        var brightestX = 0
        var brightestY = 0

        for x in x0...x2 {
            for y in y0...y2 where x != x1 || y != y1 {
                let delta = colorDelta(image, center, image, (y * width + x) * 4, lumaOnly: true)
                if delta == 0 {
                    zeroes += 1
                    if zeroes > 2 { return false }
                } else if delta < darkest {
                    darkest = delta
                    darkestX = x
                    darkestY = y
                } else if delta > brightest {
                    brightest = delta
                    brightestX = x
                    brightestY = y
                }
            }
        }
        if darkest == 0 || brightest == 0 { return false }

        func flatInBoth(_ x: Int, _ y: Int) -> Bool {
            hasManySiblings(packed, x: x, y: y, width: width, height: height)
                && hasManySiblings(otherPacked, x: x, y: y, width: width, height: height)
        }
        return flatInBoth(darkestX, darkestY) || flatInBoth(brightestX, brightestY)
    }

    /// Whether pixel (x1, y1) has three or more neighbours of exactly its colour
    /// (an image edge counts as one).
    package static func hasManySiblings(
        _ packed: UnsafeBufferPointer<UInt32>, x x1: Int, y y1: Int, width: Int, height: Int
    ) -> Bool {
        let x0 = max(x1 - 1, 0)
        let y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1)
        let y2 = min(y1 + 1, height - 1)
        let value = packed[y1 * width + x1]
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        for x in x0...x2 {
            for y in y0...y2 where x != x1 || y != y1 {
                if packed[y * width + x] == value {
                    zeroes += 1
                    if zeroes > 2 { return true }
                }
            }
        }
        return false
    }

    /// pixelmatch's background for unchanged pixels: the luma of pixel `k`, faded to 10 %
    /// opacity on white.
    package static func fadedGray(_ bytes: UnsafeBufferPointer<UInt8>, _ k: Int) -> UInt8 {
        let y = luma(Double(bytes[k]), Double(bytes[k + 1]), Double(bytes[k + 2]))
        let value = blend(y, 0.1 * Double(bytes[k + 3]) / 255)
        return UInt8(min(255, max(0, value.rounded())))
    }

    /// The pixels packed one `UInt32` each, for fast equality tests.
    package static func packed(_ bytes: [UInt8]) -> [UInt32] {
        var result = [UInt32](repeating: 0, count: bytes.count / 4)
        bytes.withUnsafeBufferPointer { source in
            for index in result.indices {
                let k = index * 4
                result[index] =
                    UInt32(source[k]) | UInt32(source[k + 1]) << 8 | UInt32(source[k + 2]) << 16
                    | UInt32(source[k + 3]) << 24
            }
        }
        return result
    }
}
