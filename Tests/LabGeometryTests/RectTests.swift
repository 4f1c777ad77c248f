import LabGeometry
import Testing

/// The rectangle arithmetic the avoidance strategies, the views and the renderer rely on: edges, overlaps,
/// containment, insets and scroll-content coordinates.
@Suite("Rect")
struct RectTests {
    static let scroll = Rect(x: 0, y: 103, width: 393, height: 749)
    static let keyboard = Rect(x: 0, y: 516, width: 393, height: 336)

    @Test func edgesAndCentresFollowFromOriginAndSize() {
        let rect = Rect(x: 10, y: 20, width: 30, height: 40)
        #expect([rect.minX, rect.midX, rect.maxX] == [10, 25, 40])
        #expect([rect.minY, rect.midY, rect.maxY] == [20, 40, 60])
        #expect(rect.width == 30 && rect.height == 40)
        #expect(rect.components == [10, 20, 30, 40])
        #expect(rect == Rect(origin: Point(x: 10, y: 20), size: Size(width: 30, height: 40)))
    }

    @Test func theKeyboardCoversTheBottomOfTheScrollView() {
        #expect(Self.scroll.intersection(Self.keyboard) == Self.keyboard)
        #expect(Self.scroll.intersection(Self.keyboard).height == 336)
        #expect(Self.scroll.intersects(Self.keyboard))
        let partly = Rect(x: 300, y: 800, width: 200, height: 100)
        #expect(Self.scroll.intersection(partly) == Rect(x: 300, y: 800, width: 93, height: 52))
    }

    @Test func rectanglesThatOnlyTouchDoNotOverlap() {
        let above = Rect(x: 0, y: 0, width: 393, height: 516)
        #expect(above.intersection(Self.keyboard) == .zero)
        #expect(!above.intersects(Self.keyboard))
        let apart = Rect(x: 500, y: 0, width: 10, height: 10)
        #expect(Self.scroll.intersection(apart) == .zero)
    }

    @Test(arguments: [
        (Rect(x: 5, y: 5, width: 0, height: 10), true),
        (Rect(x: 5, y: 5, width: 10, height: -1), true),
        (Rect.zero, true),
        (Rect(x: -5, y: -5, width: 0.5, height: 0.5), false),
    ])
    func aRectangleWithoutAreaIsEmpty(rect: Rect, isEmpty: Bool) {
        #expect(rect.isEmpty == isEmpty)
    }

    @Test func theRightAndBottomEdgesAreOutside() {
        let rect = Rect(x: 10, y: 10, width: 20, height: 20)
        #expect(rect.contains(Point(x: 10, y: 10)))
        #expect(rect.contains(Point(x: 29.99, y: 29.99)))
        #expect(!rect.contains(Point(x: 30, y: 15)))
        #expect(!rect.contains(Point(x: 15, y: 30)))
        #expect(!rect.contains(Point(x: 9.99, y: 15)))
    }

    @Test func aRectangleContainsAnotherOnlyWhenWhollyInside() {
        #expect(Self.scroll.contains(Self.keyboard))
        #expect(Self.scroll.contains(Self.scroll))
        #expect(!Self.keyboard.contains(Self.scroll))
        #expect(!Self.scroll.contains(Self.keyboard.offsetBy(dx: 1, dy: 0)))
    }

    @Test func insetsShrinkEachSideAndNeverBelowZero() {
        let rect = Rect(x: 0, y: 0, width: 393, height: 852)
        let safe = rect.inset(by: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(safe == Rect(x: 0, y: 59, width: 393, height: 759))
        #expect(rect.inset(by: EdgeInsets(all: -8)) == Rect(x: -8, y: -8, width: 409, height: 868))
        let squashed = Rect(x: 10, y: 10, width: 20, height: 20).inset(by: EdgeInsets(all: 15))
        #expect(squashed.width == 0 && squashed.height == 0 && squashed.isEmpty)
    }

    @Test func contentCoordinatesAreTheScrollFrameMinusTheOffset() {
        let field = Rect(x: 16, y: 900, width: 361, height: 44)
        let offset = Point(x: 0, y: 300)
        let inWindow = field.converted(fromContentOf: Self.scroll, offset: offset)
        #expect(inWindow == Rect(x: 16, y: 703, width: 361, height: 44))
        #expect(inWindow.converted(toContentOf: Self.scroll, offset: offset) == field)
        #expect(field.offsetBy(dx: -6, dy: 10) == Rect(x: 10, y: 910, width: 361, height: 44))
    }
}
