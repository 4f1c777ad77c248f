import KeyboardAvoidance
import KeyboardLabSDL
import KeyboardLabUI
import LabDrawing
import LabImages
import Testing

/// The iOS 26 keyboard's frosted glass: the content behind blurred under the wash, and the rounded top corners
/// showing the content as it was.
@MainActor @Suite(.serialized)
struct GlassTests {
    static let wash = Color(red: 242, green: 242, blue: 247, alpha: 191)

    /// A white canvas with a red square and a blue band, under glass over its lower part.
    private func scene(scale: Double, glass: Bool) throws -> RGBAImage {
        let canvas = try TestAssets.canvas(width: Int(200 * scale), height: Int(160 * scale))
        var list = DrawList(canvas: Size(width: 200, height: 160), background: .white)
        list.fill(Rect(x: 0, y: 40, width: 200, height: 12), Color(red: 0, green: 0, blue: 255))
        list.fill(Rect(x: 90, y: 100, width: 20, height: 20), .pureRed)
        if glass { list.backdrop(Rect(x: 0, y: 40, width: 200, height: 120), topRadius: 26, blur: 20, wash: Self.wash) }
        return try canvas.capture(list, scale: scale)
    }

    @Test(arguments: [1.0, 2.0])
    func theContentShowsThroughBlurredAndWashed(scale: Double) throws {
        let image = try scene(scale: scale, glass: true)
        func pixel(_ x: Double, _ y: Double) -> Color { image.color(x: Int(x * scale), y: Int(y * scale)) }
        // The red square, blurred: paler than red, redder than the wash alone, and spread beyond its edges.
        let centre = pixel(100, 110)
        #expect(centre.red > 230 && centre.green < 215 && centre.green > 150, "\(centre)")
        let beside = pixel(84, 110)
        #expect(beside.green < 240 && beside.red > beside.green, "blur spreads past the edge: \(beside)")
        // Far from anything: the wash over white.
        let plain = pixel(20, 150)
        #expect(abs(Int(plain.red) - 245) <= 2 && abs(Int(plain.blue) - 249) <= 2, "\(plain)")
        #expect(image.pixelsDiffering(from: .white, x0: 0, y0: 0, x1: image.width, y1: Int(40 * scale)) == 0)
    }

    @Test(arguments: [1.0, 2.0])
    func theTopCornersShowTheContentBehindUnblurred(scale: Double) throws {
        let image = try scene(scale: scale, glass: true)
        let plain = try scene(scale: scale, glass: false)
        // The top-left corner pixel lies outside the 26 pt rounding: the blue band as drawn.
        #expect(image.color(x: 0, y: Int(40 * scale)) == plain.color(x: 0, y: Int(40 * scale)))
        #expect(image.color(x: image.width - 1, y: Int(40 * scale)) == Color(red: 0, green: 0, blue: 255))
        // Along the top edge in the middle: glass over the band, so lighter than the band.
        let middle = image.color(x: image.width / 2, y: Int(41 * scale))
        #expect(middle.red > 100, "\(middle)")
    }

    @Test(arguments: [1.0, 2.0])
    func aGlassCapsuleRoundsAllFourCorners(scale: Double) throws {
        let canvas = try TestAssets.canvas(width: Int(200 * scale), height: Int(160 * scale))
        var list = DrawList(canvas: Size(width: 200, height: 160), background: .white)
        list.fill(Rect(x: 0, y: 0, width: 200, height: 160), Color(red: 0, green: 0, blue: 255))
        let capsule = Rect(x: 20, y: 40, width: 160, height: 60)
        list.glass(capsule, radius: 30, blur: 20, wash: Self.wash)
        let image = try canvas.capture(list, scale: scale)
        func pixel(_ x: Double, _ y: Double) -> Color { image.color(x: Int(x * scale), y: Int(y * scale)) }
        let blue = Color(red: 0, green: 0, blue: 255)
        // Every corner of the capsule's rect lies outside its rounding: the blue as drawn; the middle is glass.
        for (x, y) in [(20.2, 40.2), (179.8, 40.2), (20.2, 99.8), (179.8, 99.8)] {
            #expect(pixel(x, y) == blue, "corner (\(x), \(y))")
        }
        let middle = pixel(100, 70)
        #expect(middle.red > 150 && middle != blue, "\(middle)")
        #expect(pixel(100, 99.8).red > 150, "the bottom edge's middle is glass")
        #expect(pixel(10, 70) == blue, "outside the capsule")
    }

    @Test func theGlassIsTheSameEveryTime() throws {
        #expect(try scene(scale: 1, glass: true) == scene(scale: 1, glass: true))
    }
}
