import Foundation
import KeyboardAvoidance
import LabTestSupport
import Testing

@testable import ScreenImport

/// A picture whose size contradicts its scale is one line naming the likely scale, when a screen file is loaded;
/// and a picture's size read from its header.
@Suite struct ScaleCheckTests {
    /// The sample's screen file with the picture named `image` and the scale line `scale` (nil for none).
    func screen(image: String, scale: Int?) -> String {
        """
        {"content": {"kind": "image", "image": "\(image)", \(scale.map { "\"scale\": \($0), " } ?? "")"fixedTop": 98,
                     "fields": [{"id": "email", "rect": [16, 600, 361, 48]}]},
         "bottomBar": {"kind": "image", "rect": [0, 760, 393, 58]}}
        """
    }

    func attach(_ text: String, width: Int, height: Int) throws -> LabError? {
        let data = Data(text.utf8)
        let screen = try Screen.decode(data, file: "s.json")
        let bitmap = try #require(
            DesignBitmap(
                width: width, height: height, pixels: [UInt8](repeating: 255, count: width * height * 4), id: 7))
        do {
            _ = try screen.attaching(DesignBitmaps(light: bitmap), data: data, file: "s.json")
            return nil
        } catch {
            return error
        }
    }

    @Test func aRenamedExportIsOneLineNamingTheScale() throws {
        let error = try #require(try attach(screen(image: "signup.png", scale: nil), width: 1179, height: 2556))
        #expect(
            error.description == "s.json:1:22: content.image: signup.png is 1179 × 2556 px, read at @1x (no \"scale\" "
                + "and no @Nx in its name): 1179 pt wide, no phone's or tablet's width; at @3x it is 393 × 852 pt and "
                + "every field fits; expected \"scale\": 3 or the name signup@3x.png")
    }

    @Test func aWrongScaleOnAnExportIsOneLine() throws {
        let error = try #require(try attach(screen(image: "signup@3x.png", scale: 2), width: 1179, height: 2556))
        #expect(
            error.description.contains("content.scale: signup@3x.png is 1179 × 2556 px, read at @2x (\"scale\": 2)"))
        #expect(error.description.hasSuffix("expected \"scale\": 3"))
        let named = try #require(try attach(screen(image: "signup@2x.png", scale: nil), width: 1179, height: 2556))
        #expect(named.description.contains("(the @2x in its name)"))
        #expect(named.description.hasSuffix("or the name signup@3x.png"))
    }

    @Test func fieldsOutsideAtTheScaleButInsideAtAnotherNameIt() throws {
        // 786 px at @3x is 262 pt: no screen's width, and the field at y 600 lies below its 568 pt.
        let error = try #require(try attach(screen(image: "s@3x.png", scale: nil), width: 786, height: 1704))
        #expect(error.description.contains("at @2x it is 393 × 852 pt and every field fits; expected \"scale\": 2"))
    }

    @Test func aRightScaleOrOneNoOtherScaleExplainsIsLeftToTheOtherChecks() throws {
        #expect(try attach(screen(image: "s@3x.png", scale: nil), width: 1179, height: 2556) == nil)
        #expect(try attach(screen(image: "s.png", scale: 2), width: 786, height: 1704) == nil)
        // 1900 px at 1 to 4 is no screen's width: not this check's to say.
        #expect(try attach(screen(image: "s.png", scale: 1), width: 1900, height: 2556) == nil)
    }

    @Test func everyPresetsWidthIsAScreenWidth() {
        for device in HierarchyFixtures.devices {
            #expect(ScreenDesign.isScreenWidth(device.portraitSize.width), "\(device.id)")
        }
        #expect(!HierarchyFixtures.devices.isEmpty)
    }

    @Test func aPicturesSizeComesFromItsPNGOrJPEGHeader() throws {
        let png = try Data(contentsOf: TestPaths.assets.appending(path: "Imports/signup@3x.png"))
        let picture = try ImportPicture(name: "a.png", bytes: [UInt8](png), file: "a.png")
        #expect(picture.width == 1179 && picture.height == 2556)
        // A JPEG: SOI, an APP0 segment, then SOF0 with height 2556 and width 1179.
        let jpeg: [UInt8] =
            [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x04, 0x4A, 0x46, 0xFF, 0xC0, 0x00, 0x11, 0x08, 0x09, 0xFC, 0x04, 0x9B]
            + [UInt8](repeating: 0, count: 12)
        let decoded = try ImportPicture(name: "a.jpg", bytes: jpeg, file: "a.jpg")
        #expect(decoded.width == 1179 && decoded.height == 2556)
        #expect(
            throws: LabError("t.txt: not a PNG or JPEG picture; expected the exported frame or screenshot")
        ) {
            try ImportPicture(name: "t.txt", bytes: Array("hello".utf8), file: "t.txt")
        }
    }
}
