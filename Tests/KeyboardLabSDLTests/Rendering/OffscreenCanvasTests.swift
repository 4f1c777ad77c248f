import KeyboardAvoidance
import KeyboardLabSDL
import KeyboardLabUI
import LabDrawing
import LabImages
import Testing

@MainActor @Suite(.serialized)
struct OffscreenCanvasTests {
    private func list(_ body: (inout DrawList) -> Void) -> DrawList {
        var list = DrawList(canvas: Size(width: 100, height: 80), background: .white)
        body(&list)
        return list
    }

    @Test func fillCoversExactlyItsPixels() throws {
        let canvas = try TestAssets.canvas(width: 100, height: 80)
        let image = try canvas.capture(list { $0.fill(Rect(x: 10, y: 20, width: 30, height: 10), .pureRed) }, scale: 1)
        #expect(image.width == 100 && image.height == 80)
        #expect(image.color(x: 10, y: 20) == .pureRed)
        #expect(image.color(x: 39, y: 29) == .pureRed)
        #expect(image.color(x: 9, y: 20) == .white)
        #expect(image.color(x: 40, y: 20) == .white)
        #expect(image.color(x: 10, y: 30) == .white)
        #expect(image.pixelsDiffering(from: .white, x0: 0, y0: 0, x1: 100, y1: 80) == 300)
    }

    @Test func aSecondRenderIsComparedInPlaceAndReadBackOnlyWhenItDiffers() throws {
        let canvas = try TestAssets.canvas(width: 100, height: 80)
        // Translucent colours leave an alpha of 254 on the surface: the comparison reads it as the capture does.
        let drawing = list {
            $0.fill(Rect(x: 10, y: 20, width: 30, height: 10), .pureRed)
            $0.fillRounded(Rect(x: 50, y: 10, width: 40, height: 40), radius: 8, Color.pureBlue.withOpacity(0.4))
            $0.text(
                TextRun(
                    "Ag", font: FontSpec(.regular, size: 17), color: .black,
                    frame: Rect(x: 4, y: 50, width: 40, height: 24)))
        }
        let first = try canvas.capture(drawing, scale: 1)
        #expect(try canvas.recapture(drawing, scale: 1, differingFrom: first) == nil)
        var changed = first
        changed.setColor(.pureBlue, x: 99, y: 79)
        #expect(try canvas.recapture(drawing, scale: 1, differingFrom: changed) == first)
        let other = try canvas.capture(list { $0.fill(Rect(x: 0, y: 0, width: 5, height: 5), .pureRed) }, scale: 1)
        #expect(try canvas.recapture(drawing, scale: 1, differingFrom: other) == first)
    }

    @Test func translucentFillBlendsOverTheBackground() throws {
        let canvas = try TestAssets.canvas(width: 100, height: 80)
        let image = try canvas.capture(
            list { $0.fill(Rect(x: 0, y: 0, width: 10, height: 10), Color.pureRed.withOpacity(0.5)) }, scale: 1)
        let pixel = image.color(x: 5, y: 5)
        #expect(pixel.red == 255)
        #expect((126...129).contains(Int(pixel.green)))
        #expect((126...129).contains(Int(pixel.blue)))
        #expect(pixel.alpha == 255)
    }

    @Test(arguments: [1.0, 2.0])
    func roundedRectangleLeavesItsCornersEmpty(scale: Double) throws {
        let canvas = try TestAssets.canvas(width: Int(100 * scale), height: Int(80 * scale))
        let rect = Rect(x: 10, y: 10, width: 60, height: 40)
        let image = try canvas.capture(list { $0.fillRounded(rect, radius: 10, .pureBlue) }, scale: scale)
        func pixel(_ x: Double, _ y: Double) -> Color { image.color(x: Int(x * scale), y: Int(y * scale)) }
        // The very corner pixels are background, the middle and the middle of each edge are filled.
        #expect(pixel(10, 10) == .white)
        #expect(pixel(69.9, 10) == .white)
        #expect(pixel(10, 49.9) == .white)
        #expect(pixel(69.9, 49.9) == .white)
        #expect(pixel(40, 30) == .pureBlue)
        #expect(pixel(10, 30) == .pureBlue)
        #expect(pixel(40, 10) == .pureBlue)
        // Along the diagonal the edge is anti-aliased: some pixel is neither background nor fill.
        let diagonal = (0..<Int(10 * scale)).map { image.color(x: Int(10 * scale) + $0, y: Int(10 * scale) + $0) }
        #expect(diagonal.contains { $0 != .white && $0 != .pureBlue })
        // Nothing outside the rectangle.
        #expect(image.pixelsDiffering(from: .white, x0: 0, y0: 0, x1: image.width, y1: Int(10 * scale)) == 0)
    }

    @Test func clipExcludesPixelsOutsideAndNestsByIntersection() throws {
        let canvas = try TestAssets.canvas(width: 100, height: 80)
        let image = try canvas.capture(
            list { list in
                list.clipped(to: Rect(x: 0, y: 0, width: 50, height: 50)) { list in
                    list.clipped(to: Rect(x: 20, y: 20, width: 60, height: 60)) { list in
                        list.fill(Rect(x: 0, y: 0, width: 100, height: 80), .pureRed)
                    }
                }
                list.fill(Rect(x: 90, y: 70, width: 10, height: 10), .pureBlue)
            }, scale: 1)
        #expect(image.color(x: 20, y: 20) == .pureRed)
        #expect(image.color(x: 49, y: 49) == .pureRed)
        #expect(image.color(x: 19, y: 30) == .white)
        #expect(image.color(x: 50, y: 30) == .white)
        #expect(image.color(x: 30, y: 50) == .white)
        #expect(image.pixelsDiffering(from: .white, x0: 0, y0: 0, x1: 90, y1: 70) == 30 * 30)
        // The clip is gone after popClip.
        #expect(image.color(x: 95, y: 75) == .pureBlue)
    }

    @Test func emptyClipDrawsNothing() throws {
        let canvas = try TestAssets.canvas(width: 100, height: 80)
        let image = try canvas.capture(
            list { list in
                list.clipped(to: Rect(x: 0, y: 0, width: 10, height: 10)) { list in
                    list.clipped(to: Rect(x: 50, y: 50, width: 10, height: 10)) { list in
                        list.fill(Rect(x: 0, y: 0, width: 100, height: 80), .pureRed)
                    }
                }
            }, scale: 1)
        #expect(image.pixelsDiffering(from: .white, x0: 0, y0: 0, x1: 100, y1: 80) == 0)
    }

    @Test func textDrawsInsideItsFrameOnly() throws {
        let canvas = try TestAssets.canvas(width: 200, height: 80)
        let frame = Rect(x: 20, y: 20, width: 160, height: 30)
        let run = TextRun("Bordeaux 33000", font: FontSpec(.regular, size: 17), color: .black, frame: frame)
        var list = DrawList(canvas: Size(width: 200, height: 80), background: .white)
        list.text(run)
        list.text(TextRun("", font: FontSpec(.regular, size: 17), color: .black, frame: frame))
        let image = try canvas.capture(list, scale: 1)
        #expect(image.pixelsDiffering(from: .white, x0: 20, y0: 20, x1: 180, y1: 50) > 100)
        let total = image.pixelsDiffering(from: .white, x0: 0, y0: 0, x1: 200, y1: 80)
        let inside = image.pixelsDiffering(from: .white, x0: 20, y0: 20, x1: 180, y1: 50)
        #expect(total == inside)
        // Leading alignment: ink starts within a few pixels of the frame's left edge.
        #expect(image.pixelsDiffering(from: .white, x0: 20, y0: 20, x1: 24, y1: 50) > 0)
    }

    @Test func textAlignmentMovesTheInk() throws {
        let canvas = try TestAssets.canvas(width: 200, height: 40)
        func inkBounds(_ alignment: TextAlignment) throws -> (min: Int, max: Int) {
            var list = DrawList(canvas: Size(width: 200, height: 40), background: .white)
            list.text(
                TextRun(
                    "Next", font: FontSpec(.semibold, size: 15), color: .black,
                    frame: Rect(x: 0, y: 0, width: 200, height: 40), alignment: alignment))
            let image = try canvas.capture(list, scale: 1)
            let columns = (0..<200).filter {
                image.pixelsDiffering(from: .white, x0: $0, y0: 0, x1: $0 + 1, y1: 40) > 0
            }
            return (columns.min() ?? -1, columns.max() ?? -1)
        }
        let leading = try inkBounds(.leading)
        let center = try inkBounds(.center)
        let trailing = try inkBounds(.trailing)
        #expect(leading.min < 4)
        #expect(trailing.max > 195)
        #expect(abs((center.min + center.max) - 200) < 6)
    }

    @Test func scaleTwoDoublesPositions() throws {
        let canvas = try TestAssets.canvas(width: 200, height: 160)
        let image = try canvas.capture(list { $0.fill(Rect(x: 10, y: 10, width: 10, height: 10), .pureRed) }, scale: 2)
        #expect(image.color(x: 20, y: 20) == .pureRed)
        #expect(image.color(x: 39, y: 39) == .pureRed)
        #expect(image.color(x: 19, y: 19) == .white)
        #expect(image.color(x: 40, y: 40) == .white)
        #expect(image.pixelsDiffering(from: .white, x0: 0, y0: 0, x1: 200, y1: 160) == 400)
    }

    @Test func linesCoverTheirWidth() throws {
        let canvas = try TestAssets.canvas(width: 100, height: 80)
        let image = try canvas.capture(
            list { list in
                list.line(from: Point(x: 10, y: 10), to: Point(x: 90, y: 10), width: 2, .pureRed)
                list.line(from: Point(x: 10, y: 20), to: Point(x: 90, y: 70), width: 3, .pureBlue)
                list.commands.append(
                    .polyline([Point(x: 5, y: 75), Point(x: 50, y: 40), Point(x: 95, y: 75)], width: 1, .black))
            }, scale: 1)
        #expect(image.color(x: 50, y: 9) == .pureRed)
        #expect(image.color(x: 50, y: 10) == .pureRed)
        #expect(image.color(x: 50, y: 8) == .white)
        #expect(image.color(x: 50, y: 11) == .white)
        #expect(image.color(x: 50, y: 45) == .pureBlue)  // on the diagonal: 20 + 40 × 50/80 = 45
        #expect(image.color(x: 50, y: 40) == .black || image.color(x: 50, y: 41) == .black)
        #expect(image.color(x: 50, y: 60) == .white)
    }

    @Test func renderingTwiceGivesIdenticalBytes() throws {
        var list = DrawList(canvas: Size(width: 120, height: 90), background: Color(red: 242, green: 242, blue: 247))
        list.fillRounded(Rect(x: 8, y: 8, width: 104, height: 44), radius: 10, .white)
        list.text(TextRun("Zelda", font: FontSpec(.regular, size: 17), color: .black, frame: list.canvasRect))
        list.line(from: Point(x: 0, y: 0), to: Point(x: 120, y: 90), width: 1.5, Color.pureBlue.withOpacity(0.6))
        let first = try TestAssets.canvas(width: 240, height: 180, scale: 2).capture(list, scale: 2)
        let canvas = try TestAssets.canvas(width: 240, height: 180, scale: 2)
        let second = try canvas.capture(list, scale: 2)
        let third = try canvas.capture(list, scale: 2)
        #expect(first.pixels == second.pixels)
        #expect(second.pixels == third.pixels)
    }

    @Test func secondIdenticalDrawHitsTheTextCache() throws {
        let canvas = try TestAssets.canvas(width: 200, height: 80)
        var list = DrawList(canvas: Size(width: 200, height: 80), background: .white)
        list.text(TextRun("First name", font: FontSpec(.regular, size: 15), color: .black, frame: list.canvasRect))
        list.text(TextRun("Done", font: FontSpec(.semibold, size: 17), color: .pureBlue, frame: list.canvasRect))
        _ = try canvas.capture(list, scale: 1)
        let afterFirst = canvas.renderer.textCacheStatistics
        #expect(afterFirst.misses == 2)
        #expect(afterFirst.hits == 0)
        _ = try canvas.capture(list, scale: 1)
        let afterSecond = canvas.renderer.textCacheStatistics
        #expect(afterSecond.misses == 2)
        #expect(afterSecond.hits == 2)
        #expect(afterSecond.entries == 2)
        // A different colour is a different texture.
        list.commands.append(
            .text(TextRun("Done", font: FontSpec(.semibold, size: 17), color: .pureRed, frame: list.canvasRect)))
        _ = try canvas.capture(list, scale: 1)
        #expect(canvas.renderer.textCacheStatistics.misses == 3)
    }

    /// Canvases of different sizes sharing their caches render each text once, as a headless run moving between
    /// screen sizes needs; a canvas with caches of its own renders it again.
    @Test func canvasesSharingCachesRenderEachTextOnce() throws {
        let fonts = try FontLibrary(session: SDLSession(video: false), directory: TestAssets.fontsDirectory, scale: 1)
        let caches = RenderCaches()
        let portrait = try OffscreenCanvas(fonts: fonts, width: 200, height: 80, caches: caches)
        let landscape = try OffscreenCanvas(fonts: fonts, width: 80, height: 200, caches: caches)
        let alone = try OffscreenCanvas(fonts: fonts, width: 80, height: 200)
        func list(_ width: Double, _ height: Double) -> DrawList {
            var list = DrawList(canvas: Size(width: width, height: height), background: .white)
            list.text(TextRun("Done", font: FontSpec(.semibold, size: 17), color: .pureBlue, frame: list.canvasRect))
            return list
        }
        let first = try portrait.capture(list(200, 80), scale: 1)
        let second = try landscape.capture(list(80, 200), scale: 1)
        #expect(landscape.renderer.textCacheStatistics.misses == 1)
        #expect(landscape.renderer.textCacheStatistics.hits == 1)
        #expect(try alone.capture(list(80, 200), scale: 1) == second)
        #expect(alone.renderer.textCacheStatistics.misses == 1)
        #expect(first != second)
    }

    @Test func rendererIsSoftware() throws {
        let canvas = try TestAssets.canvas(width: 10, height: 10)
        #expect(canvas.driverName == "software")
    }

    @Test func invalidSizesThrowOneLine() throws {
        let session = try SDLSession(video: false)
        let fonts = try FontLibrary(session: session, directory: TestAssets.fontsDirectory, scale: 1)
        let error = #expect(throws: LabError.self) { try OffscreenCanvas(fonts: fonts, width: 0, height: 10) }
        #expect(error?.kind == .failure)
        #expect(error?.description.contains("\n") == false)
    }
}

extension DrawList {
    /// The whole canvas as a rectangle.
    fileprivate var canvasRect: Rect { Rect(origin: .zero, size: canvas) }
}
