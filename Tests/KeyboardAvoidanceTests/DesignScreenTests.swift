import Foundation
import KeyboardAvoidance
import Testing

/// Image screens: a designer's picture with its fields and bar in design points; bad files and bad pictures get
/// one line naming the file, the key or field and what was expected.
@Suite struct DesignScreenTests {
    private func decode(_ text: String) throws(LabError) -> Screen {
        try Screen.decode(Data(text.utf8), file: "d.json")
    }

    /// A plain picture of `width × height` pixels.
    private func bitmap(_ width: Int, _ height: Int, id: UInt64 = 1) throws -> DesignBitmap {
        try #require(
            DesignBitmap(
                width: width, height: height, pixels: [UInt8](repeating: 255, count: width * height * 4), id: id))
    }

    private let sample = """
        {"title": "Sign up",
         "content": {"kind": "image", "image": "signup@3x.png", "fixedTop": 98,
                     "fields": [{"id": "email", "rect": [16, 402, 361, 48], "keyboard": "email", "returnKey": "next",
                                 "textInset": 12, "fontSize": 17, "textColor": "#1C1C1E", "fill": "#FFFFFF"},
                                {"id": "notes", "rect": [16, 470, 361, 100], "multiline": true,
                                 "fill": {"light": "#FFFFFF", "dark": "#1C1C1E"}}]},
         "bottomBar": {"kind": "image", "rect": [0, 760, 393, 58], "keyboard": "sticky"}}
        """

    @Test func theContractsExampleDecodesWithItsScaleFromTheName() throws {
        let screen = try decode(sample)
        #expect(screen.content == .image)
        let design = try #require(screen.design)
        #expect(design.scale == 3 && design.fixedTop == 98 && design.image == "signup@3x.png")
        #expect(design.fields.map(\.id) == ["email", "notes"])
        #expect(design.fields[0].rect == Rect(x: 16, y: 402, width: 361, height: 48))
        #expect(design.fields[0].textColor == AppearanceColor(light: "#1C1C1E"))
        #expect(design.fields[1].fill == AppearanceColor(light: "#FFFFFF", dark: "#1C1C1E"))
        #expect(design.fields[1].textInset == 12 && design.fields[1].fontSize == 17, "the defaults")
        #expect(design.bar == DesignBar(rect: Rect(x: 0, y: 760, width: 393, height: 58), keyboard: .sticky))
        #expect(screen.bottomBar?.isPinnedToKeyboard == true && screen.bottomBar?.isButton == true)
        #expect(screen.parts == ["sticky"])
        #expect(screen.form.fields.map(\.id) == ["email", "notes"])
        #expect(screen.form.fields[0].keyboardType == .email)
        #expect(screen.form.returnKey(for: "email") == .next)
        #expect(screen.form.fields[1].isMultiline && screen.form.returnKey(for: "notes") == .return)
        #expect(design.bitmaps == nil, "the decoder reads no picture")
    }

    @Test func theScaleComesFromTheKeyThenTheNameThenOne() throws {
        #expect(ScreenDesign.scale(inName: "a/b/signup@2x.png") == 2)
        #expect(ScreenDesign.scale(inName: "signup.png") == nil)
        #expect(ScreenDesign.scale(inName: "me@home.png") == nil)
        let plain = try decode(
            #"{"content": {"kind": "image", "image": "s.jpg", "fields": [{"id": "a", "rect": [0, 0, 1, 1]}]}}"#)
        #expect(plain.design?.scale == 1)
        let given = try decode(
            #"{"content": {"kind": "image", "image": "s@3x.png", "scale": 2, "fields": [{"id": "a", "rect": [0, 0, 1, 1]}]}}"#
        )
        #expect(given.design?.scale == 2)
    }

    @Test func aDesignWithoutAStatusBarAsksThePhoneToDrawOne() throws {
        let screen = try decode(
            #"{"content": {"kind": "image", "image": "s@3x.png", "statusBar": "draw", "fields": [{"id": "a", "rect": [0, 0, 1, 1]}]}}"#
        )
        let design = try #require(screen.design)
        #expect(design.drawsStatusBar && design.statusBar == 0)
        #expect(
            try decode(
                #"{"content": {"kind": "image", "image": "s.png", "fields": [{"id": "a", "rect": [0, 0, 1, 1]}]}}"#
            ).design?.drawsStatusBar == false)
    }

    @Test func theShippedSampleDesignDecodes() throws {
        let screen = try Screen.decode(assetData("Screens/design-signup.json"), file: "design-signup.json")
        let design = try #require(screen.design)
        #expect(design.image == "design-signup@3x.png" && design.darkImage == "design-signup-dark@3x.png")
        #expect(design.scale == 3 && design.fixedTop == 98 && design.statusBar == 54)
        #expect(screen.form.fields.last?.id == "referral")
    }

    @Test(arguments: [
        (
            #"{"content": {"kind": "image", "image": "s.png", "fields": [{"id": "a", "rect": [0, 0, 1, 1]}, {"id": "a", "rect": [0, 2, 1, 1]}]}}"#,
            "d.json:1:96: content.fields[1].id: duplicate field id \"a\"; expected a unique id"
        ),
        (
            #"{"content": {"kind": "image", "image": "s.gif", "fields": []}}"#,
            "d.json:1:22: content.image: \"s.gif\" is not a .png, .jpg or .jpeg file; expected a PNG or JPEG"
        ),
        (
            #"{"content": {"kind": "image", "image": "s.png", "fields": [{"id": "a", "rect": [0, 0, 1]}]}}"#,
            "content.fields[0].rect: expected [x, y, width, height] in the design's points, width and height above 0"
        ),
        (
            #"{"content": {"kind": "image", "image": "s.png", "fields": [{"id": "a", "rect": [0, 0, 1, 1], "keyboard": "emial"}]}}"#,
            "content.fields[0].keyboard: unknown value \"emial\"; did you mean \"email\"?"
        ),
        (
            ##"{"content": {"kind": "image", "image": "s.png", "fields": [{"id": "a", "rect": [0, 0, 1, 1], "colour": "#FFFFFF"}]}}"##,
            "content.fields[0].colour: unknown key"
        ),
        (
            #"{"content": {"kind": "image", "image": "s.png", "fields": [{"id": "a", "rect": [0, 0, 1, 1], "fill": "white"}]}}"#,
            "content.fields[0].fill: found white; expected a colour #RRGGBB"
        ),
        (
            #"{"content": {"kind": "image", "image": "s.png", "fixedTop": 40, "statusBar": 54, "fields": [{"id": "a", "rect": [0, 50, 1, 1]}]}}"#,
            "content.statusBar: found 54; expected points from 0 to fixedTop (40), the status bar being the top of the fixed top, or \"draw\" for the phone's own"
        ),
        (
            #"{"content": {"kind": "image", "image": "s.png", "statusBar": "drawn", "fields": [{"id": "a", "rect": [0, 50, 1, 1]}]}}"#,
            "content.statusBar: unknown value \"drawn\"; did you mean \"draw\"?; expected points or \"draw\""
        ),
        (
            #"{"content": {"kind": "image", "image": "s.png", "scale": 5, "fields": [{"id": "a", "rect": [0, 0, 1, 1]}]}}"#,
            "content.scale: found 5; expected 1, 2, 3 or 4"
        ),
        (
            #"{"content": {"kind": "image", "image": "s.png", "fields": []}}"#,
            "content.fields: the design has no fields; expected at least one"
        ),
        (
            #"{"content": {"kind": "list", "rows": ["a"]}, "bottomBar": {"kind": "image", "rect": [0, 0, 1, 1]}}"#,
            "bottomBar.kind: a bar of kind \"image\" is cut from a design; expected content of kind \"image\""
        ),
    ])
    func aBadDesignIsOneLinePlacingTheKey(text: String, expected: String) {
        #expect(throws: LabError.self) { try decode(text) }
        do throws(LabError) {
            _ = try decode(text)
        } catch {
            #expect(error.description.contains(expected), "\(error.description)")
            #expect(error.description.hasPrefix("d.json"))
            #expect(!error.description.contains("\n"))
        }
    }

    /// What attaching pictures of these sizes to the screen file `text` says, or "" when it succeeds.
    private func attachMessage(_ text: String, _ width: Int, _ height: Int, dark: (Int, Int)? = nil) throws -> String {
        let data = Data(text.utf8)
        let screen = try Screen.decode(data, file: "d.json")
        let bitmaps = DesignBitmaps(light: try bitmap(width, height), dark: try dark.map { try bitmap($0.0, $0.1) })
        do {
            _ = try screen.attaching(bitmaps, data: data, file: "d.json")
            return ""
        } catch {
            return error.description
        }
    }

    @Test func attachingChecksThePictureAgainstTheFile() throws {
        let data = Data(sample.utf8)
        let screen = try Screen.decode(data, file: "d.json")
        // 393 × 852 pt at @3x.
        let attached = try screen.attaching(DesignBitmaps(light: bitmap(1179, 2556)), data: data, file: "d.json")
        #expect(attached.design?.size == Size(width: 393, height: 852))
        #expect(attached.design?.bitmaps?.light.width == 1179)
        #expect(
            try attachMessage(sample, 1179, 1500).contains(
                "bottomBar.rect: [0, 760, 393, 58] lies outside the design (393 × 500 pt at @3x); expected a rect inside it"
            ))
        let noBar =
            #"{"content": {"kind": "image", "image": "s@2x.png", "fields": [{"id": "a", "rect": [16, 40, 361, 48]}]}}"#
        #expect(
            try attachMessage(noBar, 600, 400).contains(
                "content.fields[0].rect: [16, 40, 361, 48] lies outside the design (300 × 200 pt at @2x)"))
        #expect(try attachMessage(noBar, 786, 400) == "")
        let two =
            #"{"content": {"kind": "image", "image": {"light": "l@2x.png", "dark": "d@2x.png"}, "fields": [{"id": "a", "rect": [16, 40, 361, 48]}]}}"#
        #expect(
            try attachMessage(two, 786, 400, dark: (786, 300)).contains(
                "content.image.dark: d@2x.png is 786 × 300 px; expected the light picture's size, 786 × 400 px"))
        #expect(try attachMessage(two, 786, 400, dark: (786, 400)) == "")
    }

    @Test func aFixedTopPastTheEndAndFieldsOutsideTheScrollingPartAreRefused() throws {
        let text =
            #"{"content": {"kind": "image", "image": "s.png", "fixedTop": 120, "fields": [{"id": "a", "rect": [0, 10, 50, 20]}]}}"#
        #expect(
            try attachMessage(text, 300, 100).contains(
                "content.fixedTop: 120 is past the design's end (300 × 100 pt at @1x); expected less than 100"))
        #expect(
            try attachMessage(text, 300, 200).contains(
                "content.fields[0].rect: [0, 10, 50, 20] is not in the scrolling part"),
            "a field in the fixed top is refused")
        #expect(
            try attachMessage(text, 150, 400).contains(
                "content.image: the design is 150 × 400 pt at @1x; expected a screen at least 200 pt wide"),
            "a sliver is not scaled up hundreds of times")
    }

    @Test func aPictureOverTheLimitIsRefusedBeforeItIsDecoded() {
        let data = Data(sample.utf8)
        func message(_ width: Int, _ height: Int) -> String {
            do throws(LabError) {
                try Screen.checkPictureSize(
                    width: width, height: height, name: "big.png", key: nil, data: data, file: "d.json")
                return ""
            } catch {
                return error.description
            }
        }
        #expect(message(8192, 32768) == "")
        #expect(
            message(8193, 100)
                == "d.json:2:22: content.image: big.png is 8193 × 100 px; expected at most 8,192 × 32,768 px")
        #expect(message(100, 32769).contains("big.png is 100 × 32769 px"))
    }

    @Test func bitmapsCompareByStampAndKnowWhetherTheyAreOpaque() throws {
        let a = try bitmap(2, 2, id: 7)
        let b = try bitmap(2, 2, id: 7)
        #expect(a == b && a.isOpaque)
        let clear = try #require(DesignBitmap(width: 1, height: 1, pixels: [0, 0, 0, 0], id: 8))
        #expect(!clear.isOpaque && clear != a)
        #expect(DesignBitmap(width: 2, height: 2, pixels: [0], id: 1) == nil)
    }
}
