import LabGeometry
import Testing

/// A designer's picture: its pixels checked against its size, compared by stamp, read clamped, and let go and
/// decoded again when it has a reader.
@Suite("Design bitmap")
struct DesignBitmapTests {
    /// A 2 × 1 picture: a red pixel and a half-transparent blue one.
    static let pixels: [UInt8] = [255, 0, 0, 255, 0, 0, 255, 128]

    @Test func pixelsThatDoNotFitTheSizeAreRefused() {
        #expect(DesignBitmap(width: 2, height: 1, pixels: Self.pixels, id: 1) != nil)
        #expect(DesignBitmap(width: 2, height: 2, pixels: Self.pixels, id: 1) == nil)
        #expect(DesignBitmap(width: 0, height: 1, pixels: [], id: 1) == nil)
        #expect(DesignBitmap(width: 1, height: 0, isOpaque: true, id: 1) { [] } == nil)
    }

    @Test func opaqueOnlyWhenEveryAlphaIsFull() throws {
        let translucent = try #require(DesignBitmap(width: 2, height: 1, pixels: Self.pixels, id: 1))
        #expect(!translucent.isOpaque)
        let opaque = try #require(DesignBitmap(width: 2, height: 1, pixels: [1, 2, 3, 255, 4, 5, 6, 255], id: 2))
        #expect(opaque.isOpaque)
    }

    @Test func aPixelIsReadClampedToThePicture() throws {
        let bitmap = try #require(DesignBitmap(width: 2, height: 1, pixels: Self.pixels, id: 1))
        let red = bitmap.pixel(x: 0, y: 0)
        #expect([red.red, red.green, red.blue, red.alpha] == [255, 0, 0, 255])
        let blue = bitmap.pixel(x: 1, y: 0)
        #expect([blue.red, blue.green, blue.blue, blue.alpha] == [0, 0, 255, 128])
        let left = bitmap.pixel(x: -5, y: 7)
        #expect([left.red, left.alpha] == [255, 255])
        let right = bitmap.pixel(x: 9, y: -3)
        #expect([right.blue, right.alpha] == [255, 128])
    }

    @Test func bitmapsAreEqualWhenTheirStampsAre() throws {
        let one = try #require(DesignBitmap(width: 2, height: 1, pixels: Self.pixels, id: 7))
        let same = try #require(DesignBitmap(width: 1, height: 1, pixels: [0, 0, 0, 0], id: 7))
        let other = try #require(DesignBitmap(width: 2, height: 1, pixels: Self.pixels, id: 8))
        #expect(one == same)
        #expect(one != other)
        #expect(Set([one, same, other]).count == 2)
    }

    @Test func withoutAReaderThePixelsAreHeldForGood() throws {
        let bitmap = try #require(DesignBitmap(width: 2, height: 1, pixels: Self.pixels, id: 1))
        #expect(!bitmap.release())
        #expect(bitmap.isHeld)
        #expect(bitmap.pixels == Self.pixels)
    }

    @Test func withAReaderThePixelsAreLetGoAndDecodedAgain() throws {
        let pixels = Self.pixels
        let bitmap = try #require(DesignBitmap(width: 2, height: 1, pixels: pixels, id: 1) { pixels })
        #expect(bitmap.release())
        #expect(!bitmap.isHeld)
        #expect(!bitmap.release(), "nothing left to let go")
        #expect(bitmap.pixels == pixels)
        #expect(bitmap.isHeld)
    }

    @Test func aLazyPictureIsDecodedAtItsFirstUse() throws {
        let bitmap = try #require(DesignBitmap(width: 1, height: 1, isOpaque: true, id: 3) { [9, 8, 7, 255] })
        #expect(!bitmap.isHeld)
        #expect(bitmap.isOpaque)
        #expect(bitmap.pixels == [9, 8, 7, 255])
        #expect(bitmap.isHeld)
    }

    @Test func aReaderThatFailsOrMiscountsGivesATransparentPicture() throws {
        let failing = try #require(DesignBitmap(width: 2, height: 1, isOpaque: false, id: 4) { nil })
        #expect(failing.pixels == [UInt8](repeating: 0, count: 8))
        let short = try #require(DesignBitmap(width: 2, height: 1, isOpaque: false, id: 5) { [1, 2, 3, 4] })
        #expect(short.pixels == [UInt8](repeating: 0, count: 8))
    }

    @Test func theDarkPictureIsShownWhenThereIsOneAndTheLightOneOtherwise() throws {
        let pixels = Self.pixels
        let light = try #require(DesignBitmap(width: 2, height: 1, pixels: pixels, id: 1) { pixels })
        let dark = try #require(DesignBitmap(width: 2, height: 1, pixels: pixels, id: 2))
        let both = DesignBitmaps(light: light, dark: dark)
        #expect(both.bitmap(dark: true) == dark && both.bitmap(dark: false) == light)
        #expect(DesignBitmaps(light: light).bitmap(dark: true) == light)
        #expect(both.release(), "the light picture has a reader")
        #expect(!both.release())
        #expect(dark.isHeld)
    }
}
