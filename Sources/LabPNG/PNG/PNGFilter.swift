/// PNG's five row filters, undone: each byte of a row was stored as its difference from a prediction made from
/// the byte one pixel to the left, the byte above, or both.
enum PNGFilter {
    /// Undoes filter `type` on the `count` bytes at `row`, in place, given the already unfiltered row `above`
    /// (zeros for the first row) and `pixelBytes` bytes a pixel; false for an unknown filter type.
    ///
    /// The loops use wrapping arithmetic, which is what PNG specifies (modulo 256); Up, the filter KeyboardLab
    /// writes, adds sixteen bytes at a time.
    static func undo(
        _ type: UInt8, _ row: UnsafeMutablePointer<UInt8>, above: UnsafePointer<UInt8>, count: Int, pixelBytes: Int
    ) -> Bool {
        switch type {
        case 0:
            break
        case 1:
            for i in pixelBytes..<max(pixelBytes, count) { row[i] &+= row[i &- pixelBytes] }
        case 2:
            addUp(row, above, into: row, count: count)
        case 3:
            for i in 0..<count {
                let left = i >= pixelBytes ? UInt16(row[i &- pixelBytes]) : 0
                row[i] &+= UInt8(truncatingIfNeeded: (left &+ UInt16(above[i])) >> 1)
            }
        case 4:
            for i in 0..<min(pixelBytes, count) { row[i] &+= above[i] }
            for i in pixelBytes..<max(pixelBytes, count) {
                row[i] &+= paeth(row[i &- pixelBytes], above[i], above[i &- pixelBytes])
            }
        default:
            return false
        }
        return true
    }

    /// Undoes the Up filter of the `count` bytes at `row` into `target`: each byte plus the byte above. `target`
    /// may overlap `row` from the front (start at or before it), as a decoder writing rows in place does: each block
    /// is read before it is written, front to back.
    static func addUp(
        _ row: UnsafePointer<UInt8>, _ above: UnsafePointer<UInt8>, into target: UnsafeMutablePointer<UInt8>,
        count: Int
    ) {
        var i = 0
        while i + 16 <= count {
            let sum =
                UnsafeRawPointer(row + i).loadUnaligned(as: SIMD16<UInt8>.self)
                &+ UnsafeRawPointer(above + i).loadUnaligned(as: SIMD16<UInt8>.self)
            UnsafeMutableRawPointer(target + i).storeBytes(of: sum, as: SIMD16<UInt8>.self)
            i += 16
        }
        while i < count {
            target[i] = row[i] &+ above[i]
            i += 1
        }
    }

    /// Paeth's predictor: whichever of left, above and upper-left is closest to left + above − upper-left,
    /// preferring them in that order on ties.
    @inline(__always)
    static func paeth(_ left: UInt8, _ above: UInt8, _ upperLeft: UInt8) -> UInt8 {
        let (a, b, c) = (Int16(left), Int16(above), Int16(upperLeft))
        let toLeft = abs(b &- c)
        let toAbove = abs(a &- c)
        let toUpperLeft = abs(a &+ b &- c &- c)
        if toLeft <= toAbove, toLeft <= toUpperLeft { return left }
        return toAbove <= toUpperLeft ? above : upperLeft
    }
}
