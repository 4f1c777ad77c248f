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
        guard width > 0, height > 0 else {
            return RGBAImage(width: targetWidth, height: targetHeight, fill: Color(red: 0, green: 0, blue: 0, alpha: 0))
        }
        let columns = Self.taps(from: width, to: targetWidth)
        let rows = Self.taps(from: height, to: targetHeight)
        // Across first: every source row to the new width, then down each column to the new height.
        var across = [UInt8](repeating: 0, count: targetWidth * height * 4)
        pixels.withUnsafeBufferPointer { source in
            across.withUnsafeMutableBufferPointer { target in
                for y in 0..<height {
                    Self.resample(
                        source, start: y * width * 4, stride: 4, into: target, targetStart: y * targetWidth * 4,
                        targetStride: 4, taps: columns)
                }
            }
        }
        var result = [UInt8](repeating: 0, count: targetWidth * targetHeight * 4)
        across.withUnsafeBufferPointer { source in
            result.withUnsafeMutableBufferPointer { target in
                for x in 0..<targetWidth {
                    Self.resample(
                        source, start: x * 4, stride: targetWidth * 4, into: target, targetStart: x * 4,
                        targetStride: targetWidth * 4, taps: rows)
                }
            }
        }
        return RGBAImage(width: targetWidth, height: targetHeight, pixels: result)
            ?? RGBAImage(width: targetWidth, height: targetHeight, fill: Color(red: 0, green: 0, blue: 0, alpha: 0))
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

    /// Resamples one line of pixels (a row, or a column) with `taps`.
    static func resample(
        _ source: UnsafeBufferPointer<UInt8>, start: Int, stride: Int, into target: UnsafeMutableBufferPointer<UInt8>,
        targetStart: Int, targetStride: Int, taps: Taps
    ) {
        for i in 0..<taps.first.count {
            var red = 0
            var green = 0
            var blue = 0
            var alpha = 0
            let offset = taps.offsets[i]
            var index = start + taps.first[i] * stride
            for k in 0..<taps.count[i] {
                let weight = taps.weights[offset + k]
                red += Int(source[index]) * weight
                green += Int(source[index + 1]) * weight
                blue += Int(source[index + 2]) * weight
                alpha += Int(source[index + 3]) * weight
                index += stride
            }
            let total = taps.totals[i]
            let half = total / 2
            let out = targetStart + i * targetStride
            target[out] = UInt8(truncatingIfNeeded: (red + half) / total)
            target[out + 1] = UInt8(truncatingIfNeeded: (green + half) / total)
            target[out + 2] = UInt8(truncatingIfNeeded: (blue + half) / total)
            target[out + 3] = UInt8(truncatingIfNeeded: (alpha + half) / total)
        }
    }
}
