import LabImages
import LabTestSupport
import Testing

@Suite("RGBAImage drawing")
struct RGBAImageDrawingTests {
    @Test func downscalingAveragesEachBlock() {
        let image = ImageFixture.image(width: 4, height: 2) { x, _ in x % 2 == 0 ? .black : .white }
        let small = image.downscaled(by: 2)
        #expect(small.size == PixelSize(width: 2, height: 1))
        #expect(small.color(x: 0, y: 0) == ImageFixture.gray(128))
    }

    @Test func downscalingIgnoresTheColourOfTransparentPixels() {
        let image = ImageFixture.image(width: 2, height: 1) { x, _ in
            x == 0 ? Color(red: 255, green: 0, blue: 0) : Color(red: 0, green: 0, blue: 0, alpha: 0)
        }
        #expect(image.downscaled(by: 2).color(x: 0, y: 0) == Color(red: 255, green: 0, blue: 0, alpha: 128))
    }

    @Test func drawingIsClippedToTheCanvas() {
        var canvas = RGBAImage(width: 4, height: 4, fill: .white)
        canvas.paste(RGBAImage(width: 3, height: 3, fill: .black), atX: 2, y: -1)
        #expect(canvas.color(x: 2, y: 0) == .black)
        #expect(canvas.color(x: 3, y: 1) == .black)
        #expect(canvas.color(x: 3, y: 2) == .white)
        #expect(canvas.color(x: 1, y: 0) == .white)
        canvas.fill(.black, x: -5, y: 3, width: 6, height: 9)
        #expect(canvas.color(x: 0, y: 3) == .black)
        #expect(canvas.color(x: 1, y: 3) == .white)
    }
}
