import LabImages
import Testing

/// The resampler's fast paths (sums in 32 bits, rows of equal weight summed before weighing) give exactly the bytes
/// of area averaging written out pixel by pixel, at whole and fractional factors, up and down.
struct ResamplingTests {
    /// A picture of `width × height` pixels whose bytes follow a fixed pseudo-random sequence.
    static func noise(width: Int, height: Int, seed: UInt64) throws -> RGBAImage {
        var state = seed
        let bytes = (0..<(width * height * 4)).map { _ -> UInt8 in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 56)
        }
        return try #require(RGBAImage(width: width, height: height, pixels: bytes))
    }

    /// Area averaging by the definition: each result pixel the sum of the source pixels it covers, each weighed by
    /// the part covered across times the part covered down (in 1/65,536 of a pixel), rounded once.
    static func reference(_ image: RGBAImage, width: Int, height: Int) -> [UInt8] {
        func spans(_ source: Int, _ target: Int) -> [[(index: Int, weight: Int)]] {
            let unit = 1 << 16
            return (0..<target).map { i in
                let lower = i * source * unit / target
                let upper = (i + 1) * source * unit / target
                let first = lower / unit
                let last = min(source - 1, max(first, (upper - 1) / unit))
                return (first...last).map { j in (j, max(1, min(upper, (j + 1) * unit) - max(lower, j * unit))) }
            }
        }
        let across = spans(image.width, width)
        let down = spans(image.height, height)
        var result = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let total = across[x].reduce(0) { $0 + $1.weight } * down[y].reduce(0) { $0 + $1.weight }
                for channel in 0..<4 {
                    var sum = 0
                    for (row, rowWeight) in down[y] {
                        for (column, columnWeight) in across[x] {
                            sum +=
                                Int(image.pixels[(row * image.width + column) * 4 + channel]) * rowWeight
                                * columnWeight
                        }
                    }
                    result[(y * width + x) * 4 + channel] = UInt8((sum + total / 2) / total)
                }
            }
        }
        return result
    }

    @Test(arguments: [
        (30, 45, 10, 15),  // a whole factor, 3: every row of equal weight
        (31, 47, 10, 15),  // fractional factors down
        (393, 20, 375, 19),  // a design 393 pt wide on a 375 pt screen
        (7, 5, 16, 11),  // up
        (600, 3, 4, 1),  // far across: 150 source pixels a result pixel
        (3, 600, 2, 3),  // far down: 200 rows a result row, sums past 32 bits
    ])
    func fastPathsGiveTheBytesOfTheDefinition(sizes: (Int, Int, Int, Int)) throws {
        let (width, height, newWidth, newHeight) = sizes
        let image = try Self.noise(width: width, height: height, seed: UInt64(width * 1000 + height))
        let resampled = image.resampled(width: newWidth, height: newHeight)
        #expect(resampled.pixels == Self.reference(image, width: newWidth, height: newHeight))
    }
}
