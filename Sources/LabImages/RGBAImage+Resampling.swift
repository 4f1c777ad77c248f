/// Scaling a picture by area averaging: each pixel of the result is the average of the source area it covers,
/// weighted by how much of each source pixel it covers, in whole numbers so every machine and build gives the same
/// bytes (a design's picture at @3x shown at 1x, or a design 393 pt wide on a 375 pt screen).
extension RGBAImage {
    /// This picture scaled to `width × height` pixels by area averaging; itself when the size is its own.
    ///
    /// - Complexity: O(source pixels + result pixels × the scale factor).
    public func resampled(width newWidth: Int, height newHeight: Int) -> RGBAImage {
        let targetWidth = max(1, newWidth)
        let targetHeight = max(1, newHeight)
        guard targetWidth != width || targetHeight != height else { return self }
        var result = [UInt8](repeating: 0, count: targetWidth * targetHeight * 4)
        resampleRows(0..<targetHeight, width: targetWidth, height: targetHeight, into: &result)
        return RGBAImage(width: targetWidth, height: targetHeight, pixels: result)
            ?? RGBAImage(width: targetWidth, height: targetHeight, fill: Color(red: 0, green: 0, blue: 0, alpha: 0))
    }

    /// Rows `rows` of this picture scaled to `width × height` by area averaging, written from the start of
    /// `target` (which holds `rows.count × width × 4` bytes): a tall picture can be scaled a band at a time, never
    /// holding more than the band and one row of sums.
    ///
    /// - Complexity: O(source pixels the rows cover + result pixels × the scale factor).
    public func resampleRows(_ rows: Range<Int>, width newWidth: Int, height newHeight: Int, into target: inout [UInt8])
    {
        guard width > 0, height > 0, newWidth > 0, newHeight > 0 else { return }
        let columns = Self.taps(from: width, to: newWidth)
        let lines = Self.taps(from: height, to: newHeight)
        // One row of sums down the source rows an output row covers, then across: rounded once, at the end.
        var sums = [Int](repeating: 0, count: width * 4)
        pixels.withUnsafeBufferPointer { source in
            target.withUnsafeMutableBufferPointer { target in
                sums.withUnsafeMutableBufferPointer { sums in
                    for y in rows {
                        for index in sums.indices { sums[index] = 0 }
                        let offset = lines.offsets[y]
                        for k in 0..<lines.count[y] {
                            let weight = lines.weights[offset + k]
                            let row = (lines.first[y] + k) * width * 4
                            for index in 0..<(width * 4) { sums[index] += Int(source[row + index]) * weight }
                        }
                        Self.across(
                            sums, taps: columns, total: lines.totals[y], into: target,
                            at: (y - rows.lowerBound) * newWidth * 4)
                    }
                }
            }
        }
    }
    /// Which source pixels each result pixel averages, and with what weights (in 1/65,536 of a source pixel).
    struct Taps {
        var first: [Int] = []
        var count: [Int] = []
        var weights: [Int] = []
        var offsets: [Int] = []
        var totals: [Int] = []
    }

    static let unit = 1 << 16

    static func taps(from source: Int, to target: Int) -> Taps {
        var taps = Taps()
        taps.first.reserveCapacity(target)
        for i in 0..<target {
            // The result pixel covers [lower, upper) of the source, in fixed point.
            let lower = i * source * unit / target
            let upper = (i + 1) * source * unit / target
            let first = lower / unit
            let last = min(source - 1, max(first, (upper - 1) / unit))
            taps.first.append(first)
            taps.count.append(last - first + 1)
            taps.offsets.append(taps.weights.count)
            var total = 0
            for j in first...last {
                let weight = max(1, min(upper, (j + 1) * unit) - max(lower, j * unit))
                taps.weights.append(weight)
                total += weight
            }
            taps.totals.append(total)
        }
        return taps
    }

    /// One output row from a row of sums down the source (each weighted by `total` in all), across with `taps`.
    static func across(
        _ sums: UnsafeMutableBufferPointer<Int>, taps: Taps, total: Int, into target: UnsafeMutableBufferPointer<UInt8>,
        at start: Int
    ) {
        for i in 0..<taps.first.count {
            var red = 0
            var green = 0
            var blue = 0
            var alpha = 0
            let offset = taps.offsets[i]
            var index = taps.first[i] * 4
            for k in 0..<taps.count[i] {
                let weight = taps.weights[offset + k]
                red += sums[index] * weight
                green += sums[index + 1] * weight
                blue += sums[index + 2] * weight
                alpha += sums[index + 3] * weight
                index += 4
            }
            let divisor = taps.totals[i] * total
            let half = divisor / 2
            let out = start + i * 4
            target[out] = UInt8(truncatingIfNeeded: (red + half) / divisor)
            target[out + 1] = UInt8(truncatingIfNeeded: (green + half) / divisor)
            target[out + 2] = UInt8(truncatingIfNeeded: (blue + half) / divisor)
            target[out + 3] = UInt8(truncatingIfNeeded: (alpha + half) / divisor)
        }
    }
}
