import LabDrawing
import LabGeometry
import Testing

/// The one mapping from canvas points to pixels: `origin + point × scale`, edges rounded to the nearest pixel so
/// neighbours share their edge, and its inverse for hit testing.
@Suite("Pixel mapping")
struct PixelMappingTests {
    @Test func aPointMapsToOriginPlusPointTimesScaleAndBack() {
        let map = PixelMapping(originX: 16, originY: 16, scale: 2)
        #expect(map.x(10) == 36 && map.y(10) == 36)
        #expect(map.point(pixelX: 36, pixelY: 36) == Point(x: 10, y: 10))
        #expect(map.origin == Point(x: 16, y: 16))
        let exact = map.exact(Point(x: 0.25, y: -1))
        #expect(exact.x == 16.5 && exact.y == 14)
    }

    @Test(arguments: [(0.5, 1), (-0.5, -1), (1.49, 1), (1.5, 2), (-1.5, -2), (2.0, 2)] as [(Double, Int)])
    func edgesRoundToTheNearestPixelHalvesAwayFromZero(point: Double, pixel: Int) {
        #expect(PixelMapping(scale: 1).x(point) == pixel)
        #expect(PixelMapping(scale: 1).y(point) == pixel)
    }

    @Test(arguments: [1.0, 2.0, 3.0, 2.625])
    func rectanglesThatShareAnEdgeInPointsShareItInPixels(scale: Double) {
        let map = PixelMapping(originX: 7, originY: 3, scale: scale)
        let top = Rect(x: 0.3, y: 10.25, width: 100.4, height: 33.33)
        let below = Rect(x: 0.3, y: top.maxY, width: 100.4, height: 20.1)
        let right = Rect(x: top.maxX, y: top.minY, width: 5.5, height: 33.33)
        #expect(map.edges(top).y1 == map.edges(below).y0)
        #expect(map.edges(top).x1 == map.edges(right).x0)
    }

    @Test func aRectanglesEdgesAreMappedOneCoordinateAtATime() {
        let edges = PixelMapping(originX: 10, originY: 20, scale: 3).edges(Rect(x: 1, y: 2, width: 3.5, height: 4))
        #expect(edges.x0 == 13 && edges.y0 == 26 && edges.x1 == 24 && edges.y1 == 38)
    }

    @Test func aCanvasPixelSizeIsItsPointSizeTimesTheScale() {
        let size = PixelMapping(scale: 3).pixelSize(Size(width: 393, height: 852))
        #expect(size.width == 1179 && size.height == 2556)
        let half = PixelMapping(scale: 2.5).pixelSize(Size(width: 375.1, height: 0.2))
        #expect(half.width == 938 && half.height == 1)
    }

    @Test func numbersOutOfRangeStayFarInsideInt32() {
        let map = PixelMapping(originX: 5, originY: 5, scale: 1)
        #expect(map.x(.nan) == 5 && map.y(.infinity) == 5)
        #expect(map.x(1e300) == 1_000_005 && map.y(-1e300) == -999_995)
    }
}
