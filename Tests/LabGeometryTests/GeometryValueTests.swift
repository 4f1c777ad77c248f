import LabGeometry
import Testing

/// Points, sizes and insets: the small values under every rectangle, and their trace format.
@Suite("Points, sizes and insets")
struct GeometryValueTests {
    @Test func aPointMovesByItsOffsets() {
        #expect(Point(x: 1.5, y: 2).offsetBy(dx: -3, dy: 10) == Point(x: -1.5, y: 12))
        #expect(Point.zero.offsetBy(dx: 0, dy: 0) == .zero)
        #expect(Point(x: 3, y: 4).components == [3, 4])
    }

    @Test func aRotatedScreenSwapsWidthAndHeight() {
        #expect(Size(width: 393, height: 852).transposed == Size(width: 852, height: 393))
        #expect(Size(width: 393, height: 852).transposed.transposed == Size(width: 393, height: 852))
        #expect(Size.zero == Size(width: 0, height: 0))
    }

    @Test func insetsListTopLeftBottomRightAndDefaultToZero() {
        #expect(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4).components == [1, 2, 3, 4])
        #expect(EdgeInsets(bottom: 34) == EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        #expect(EdgeInsets(all: 8).components == [8, 8, 8, 8])
        #expect(EdgeInsets.zero.components == [0, 0, 0, 0])
    }
}
