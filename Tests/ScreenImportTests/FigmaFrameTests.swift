import Foundation
import KeyboardAvoidance
import Testing

@testable import ScreenImport

/// Finding the frame, checking the picture against it, and refusing what is not a Figma response: one line each,
/// naming the file and what was expected.
@Suite struct FigmaFrameTests {
    let figma: FigmaImport
    let picture = ImportPicture(name: "signup@3x.png", width: 1179, height: 2556)

    init() throws {
        figma = try FigmaImport(data: FigmaFixtures.sample("figma-signup.json"), file: "figma-signup.json")
    }

    @Test func framesAreFoundInPagesSectionsAndGroups() {
        #expect(
            figma.frames == [
                "\"Sign up\" (1:20) on page \"Mobile\"", "\"Log in\" (1:21) on page \"Mobile\"",
                "\"Web — Sign up\" (2:1) on page \"Web\"", "\"Sign up (2024)\" (3:3) on page \"Archive\"",
            ])
    }

    @Test(arguments: ["Sign up", "1:20", "sign up"])
    func aFrameIsChosenByNameIdOrNameInAnyCase(_ wanted: String) throws {
        #expect(try figma.screen(frame: wanted, picture: picture).title == "Sign up")
    }

    @Test func withoutAFrameTheOnlyPhoneSizedFrameThePictureFitsIsChosen() throws {
        let old = ImportPicture(name: "old@3x.png", width: 1125, height: 2436)
        #expect(try figma.screen(frame: nil, picture: old).title == "Sign up (2024)")
    }

    @Test func withoutAFrameSeveralThatFitAreListedInOneLine() throws {
        let error = try #require(importError { _ = try figma.screen(frame: nil, picture: picture) })
        #expect(error.kind == .usage)
        #expect(
            error.message == "figma-signup.json has 3 phone-sized frames: \"Sign up\" (1:20) on page \"Mobile\", "
                + "\"Log in\" (1:21) on page \"Mobile\", \"Sign up (2024)\" (3:3) on page \"Archive\"; expected "
                + "--frame NAME or ID")
    }

    @Test func aNameThatMatchesNoFrameListsThem() throws {
        let error = try #require(importError { _ = try figma.screen(frame: "Checkout", picture: picture) })
        #expect(error.kind == .usage)
        #expect(error.place == .option("frame", "Checkout"))
        #expect(
            error.worded { "--\($0)" }.hasPrefix(
                "--frame Checkout: no frame of figma-signup.json has that name or id; expected one of \"Sign up\" (1:20)"
            ))
    }

    @Test func aNameThatMatchesSeveralFramesListsTheirIds() throws {
        let data = FigmaFixtures.file([
            FigmaFixtures.frame([], name: "Home", id: "1:1"), FigmaFixtures.frame([], name: "Home", id: "1:2"),
        ])
        let error = try #require(
            importError { _ = try FigmaImport(data: data, file: "d.json").screen(frame: "Home", picture: picture) })
        #expect(
            error.worded { "--\($0)" }
                == "--frame Home: 2 frames of d.json have that name (\"Home\" (1:1) on page \"Page 1\", "
                + "\"Home\" (1:2) on page \"Page 1\"); expected --frame with one of their ids")
    }

    @Test func aPictureOfAnotherWidthOrHeightIsOneLineNotAGuess() throws {
        let wide = try #require(
            importError {
                _ = try figma.screen(frame: "Sign up", picture: ImportPicture(name: "x.png", width: 1000, height: 2556))
            })
        #expect(wide.kind == .failure)
        #expect(
            wide.message == "x.png is 1000 × 2556 px, the frame \"Sign up\" (1:20) 393 × 852 pt: 2.54 px per pt; "
                + "expected the frame exported at 1x, 2x, 3x or 4x (1179 px wide at 3x)")
        let short = try #require(
            importError {
                _ = try figma.screen(frame: "Sign up", picture: ImportPicture(name: "x.png", width: 1179, height: 2000))
            })
        #expect(
            short.message == "x.png is 1179 × 2000 px: 393 × 666.67 pt at @3x, but the frame \"Sign up\" (1:20) is "
                + "393 × 852 pt; expected the whole frame exported (2556 px tall at 3x)")
        let oneOff = ImportPicture(name: "x.png", width: 1179, height: 2558)
        #expect(try figma.screen(frame: "Sign up", picture: oneOff).scale == 3, "within a point")
    }

    @Test(arguments: [
        (
            "not json",
            "d.json: not JSON; expected the saved response of Figma's GET /v1/files/:key or GET /v1/files/:key/nodes"
        ),
        (
            "[1, 2]",
            "d.json: not a JSON object; expected the saved response of Figma's GET /v1/files/:key or GET /v1/files/:key/nodes"
        ),
        (
            "{\"screens\": []}",
            "d.json: no \"document\" and no \"nodes\": not a Figma REST response; expected the saved response of "
                + "Figma's GET /v1/files/:key or GET /v1/files/:key/nodes"
        ),
        (
            "{\"status\": 403, \"err\": \"Invalid token\"}",
            "d.json: Figma's error response (403: Invalid token), not a file; expected the saved response of "
                + "Figma's GET /v1/files/:key or GET /v1/files/:key/nodes"
        ),
        (
            "{\"document\": {\"id\": \"0:0\", \"type\": \"DOCUMENT\", \"children\": []}}",
            "d.json: no frame in a file; expected a page holding a screen's FRAME"
        ),
    ])
    func whatIsNotAFigmaResponseIsOneLine(_ text: String, _ message: String) throws {
        let error = try #require(importError { _ = try FigmaImport(data: Data(text.utf8), file: "d.json") })
        #expect(error.kind == .failure)
        #expect(error.message == message)
    }

    @Test func nodesItCannotReadAreSkippedAndNamedNeverACrash() throws {
        var frame = FigmaFixtures.frame([
            FigmaFixtures.node(
                "INSTANCE", "Text field", 516, 400, 361, 52, id: "1:5",
                ["children": ["not a node", NSNull(), ["name": "no type"]]]),
            FigmaFixtures.node("INSTANCE", "Search", 516, 500, 361, 52, id: "1:6", ["absoluteBoundingBox": "broken"]),
        ])
        frame["children"] = (frame["children"] as? [Any] ?? []) + [42]
        let screen = try FigmaImport(data: FigmaFixtures.file([frame]), file: "d.json")
            .screen(frame: nil, picture: FigmaFixtures.picture)
        #expect(screen.fields.map(\.id) == ["textField"])
        #expect(screen.skipped.contains("child 0 of INSTANCE \"Text field\" (1:5): not a node (no \"type\")"))
        #expect(screen.skipped.contains("child 2 of FRAME \"Screen\" (1:1): not a node (no \"type\")"))
        #expect(screen.skipped.contains("INSTANCE \"Search\" (1:6): no absoluteBoundingBox"))
    }
}
