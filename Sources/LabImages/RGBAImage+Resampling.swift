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
        // The sums down a column fit 32 bits unless the picture shrinks over a hundred times; 32-bit lanes go twice
        // as many to a vector instruction as 64-bit ones.
        if (lines.spans.map(\.total).max() ?? 0) * 255 <= Int(Int32.max) {
            resampleRows(rows, columns: columns, lines: lines, sum: Int32.self, into: &target)
        } else {
            resampleRows(rows, columns: columns, lines: lines, sum: Int.self, into: &target)
        }
    }

    /// ``resampleRows(_:width:height:into:)`` with the sums down each column held as `Sum`, wide enough for them.
    private func resampleRows<Sum: FixedWidthInteger>(
        _ rows: Range<Int>, columns: Taps, lines: Taps, sum: Sum.Type, into target: inout [UInt8]
    ) {
        let rowBytes = width * 4
        // One row of sums down the source rows an output row covers, then across: rounded once, at the end.
        var sums = [Sum](repeating: 0, count: rowBytes)
        pixels.withUnsafeBufferPointer { source in
            target.withUnsafeMutableBufferPointer { target in
                sums.withUnsafeMutableBufferPointer { sums in
                    guard let source = source.baseAddress, let column = sums.baseAddress else { return }
                    for y in rows {
                        let span = lines.spans[y]
                        let weights = lines.weights[span.offset..<(span.offset + span.count)]
                        // Rows of equal weight (all of them when the scale is a whole factor) are summed as they
                        // are and the weight applied across, once: the same whole numbers, fewer multiplications.
                        let shared = weights.allSatisfy { $0 == weights.first } ? weights.first ?? 1 : 1
                        for (k, weight) in weights.enumerated() {
                            Self.addRow(
                                source + (span.first + k) * rowBytes, times: Sum(shared == 1 ? weight : 1),
                                to: column, count: rowBytes, first: k == 0)
                        }
                        columns.across(
                            UnsafeBufferPointer(sums), times: shared, total: span.total, into: target,
                            at: (y - rows.lowerBound) * columns.spans.count * 4)
                    }
                }
            }
        }
    }

    /// Adds (or, for the `first` row, writes) `count` bytes of `row` times `weight` into `sums`.
    ///
    /// Kept out of line: inlined into the loop over rows, the compiler no longer vectorises it.
    @inline(never)
    private static func addRow<Sum: FixedWidthInteger>(
        _ row: UnsafePointer<UInt8>, times weight: Sum, to sums: UnsafeMutablePointer<Sum>, count: Int, first: Bool
    ) {
        switch (first, weight) {
        case (true, 1): for index in 0..<count { sums[index] = Sum(truncatingIfNeeded: row[index]) }
        case (true, _): for index in 0..<count { sums[index] = Sum(truncatingIfNeeded: row[index]) &* weight }
        case (false, 1): for index in 0..<count { sums[index] &+= Sum(truncatingIfNeeded: row[index]) }
        case (false, _): for index in 0..<count { sums[index] &+= Sum(truncatingIfNeeded: row[index]) &* weight }
        }
    }

    /// Which source pixels each result pixel averages, and with what weights (in 1/65,536 of a source pixel).
    struct Taps {
        /// A result pixel's source pixels: the first, how many, where their weights start in ``weights``, and
        /// the weights' sum.
        struct Span {
            var first: Int
            var count: Int
            var offset: Int
            var total: Int
        }

        var spans: [Span] = []
        var weights: [Int] = []

        /// One output row from a row of `sums` down the source (each weighted by `total` in all, `times` of it not
        /// yet applied), across with these taps, written at `start` of `target`.
        func across<Sum: FixedWidthInteger>(
            _ sums: UnsafeBufferPointer<Sum>, times: Int, total: Int, into target: UnsafeMutableBufferPointer<UInt8>,
            at start: Int
        ) {
            spans.withUnsafeBufferPointer { spans in
                weights.withUnsafeBufferPointer { weights in
                    for (i, span) in spans.enumerated() {
                        var (red, green, blue, alpha) = (0, 0, 0, 0)
                        var index = span.first * 4
                        for weight in weights[span.offset..<(span.offset + span.count)] {
                            red += Int(sums[index]) * weight
                            green += Int(sums[index + 1]) * weight
                            blue += Int(sums[index + 2]) * weight
                            alpha += Int(sums[index + 3]) * weight
                            index += 4
                        }
                        let divisor = span.total * total
                        let half = divisor / 2
                        let out = start + i * 4
                        target[out] = UInt8(truncatingIfNeeded: (red * times + half) / divisor)
                        target[out + 1] = UInt8(truncatingIfNeeded: (green * times + half) / divisor)
                        target[out + 2] = UInt8(truncatingIfNeeded: (blue * times + half) / divisor)
                        target[out + 3] = UInt8(truncatingIfNeeded: (alpha * times + half) / divisor)
                    }
                }
            }
        }
    }

    static let unit = 1 << 16

    static func taps(from source: Int, to target: Int) -> Taps {
        var taps = Taps()
        taps.spans.reserveCapacity(target)
        for i in 0..<target {
            // The result pixel covers [lower, upper) of the source, in fixed point.
            let lower = i * source * unit / target
            let upper = (i + 1) * source * unit / target
            let first = lower / unit
            let last = min(source - 1, max(first, (upper - 1) / unit))
            let offset = taps.weights.count
            var total = 0
            for j in first...last {
                let weight = max(1, min(upper, (j + 1) * unit) - max(lower, j * unit))
                taps.weights.append(weight)
                total += weight
            }
            taps.spans.append(Taps.Span(first: first, count: last - first + 1, offset: offset, total: total))
        }
        return taps
    }
}
