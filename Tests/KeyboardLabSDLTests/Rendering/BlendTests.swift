import LabImages
import Testing

@testable import KeyboardLabSDL

/// ``Blend/over(_:)`` works two channels at once; it must give SDL's per-channel formula for every alpha over every
/// channel value.
@Suite struct BlendTests {
    /// SDL's blend of one channel: `(255 − a) × dst / 255 + src`, the source premultiplied, divisions truncating.
    static func channel(_ destination: UInt32, source: UInt8, alpha: UInt32) -> UInt32 {
        (255 - alpha) * destination / 255 + UInt32(source) * alpha / 255
    }

    @Test func everyAlphaOverEveryChannelValueMatchesThePerChannelFormula() {
        let colors = [
            Color(red: 0, green: 0, blue: 0), Color(red: 255, green: 255, blue: 255),
            Color(red: 0, green: 122, blue: 255), Color(red: 242, green: 17, blue: 128),
        ]
        var mismatches = 0
        for color in colors {
            for alpha in 0...255 {
                let blend = Blend(color, alpha: UInt8(alpha))
                for value in UInt32(0)...255 {
                    // Each channel a different value, the alpha channel the highest.
                    let (r, g, b, a) = (value, 255 - value, value * 7 % 256, max(value, 255 - value))
                    let result = blend.over(r | g << 8 | b << 16 | a << 24)
                    let expected =
                        Self.channel(r, source: color.red, alpha: UInt32(alpha))
                        | Self.channel(g, source: color.green, alpha: UInt32(alpha)) << 8
                        | Self.channel(b, source: color.blue, alpha: UInt32(alpha)) << 16
                        | Self.channel(a, source: 255, alpha: UInt32(alpha)) << 24
                    if result != expected { mismatches += 1 }
                }
            }
        }
        #expect(mismatches == 0)
    }

    /// The four-at-a-time blend of a fill gives ``Blend/over(_:)`` pixel for pixel, for every alpha, over rows
    /// whose lengths leave every remainder.
    @Test func aRowBlendedFourAtATimeMatchesThePixelByPixelBlend() {
        var seed: UInt32 = 12_345
        func next() -> UInt32 {
            seed = seed &* 1_664_525 &+ 1_013_904_223
            return seed
        }
        var mismatches = 0
        for alpha in 0...255 {
            let blend = Blend(Color(red: UInt8(alpha), green: 122, blue: UInt8(255 - alpha)), alpha: UInt8(alpha))
            for count in [1, 3, 4, 7, 64] {
                let row = (0..<count).map { _ in next() }
                var blended = row
                blended.withUnsafeMutableBufferPointer { blend.over($0.baseAddress!, count: count) }
                mismatches += zip(row, blended).count { blend.over($0) != $1 }
            }
        }
        #expect(mismatches == 0)
    }
}
