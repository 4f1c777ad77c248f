import Foundation
import LabFiles
import LabImages
import LabPNG
import Testing

/// Image screens as a user runs them: the shipped sample design shoots, and every bad design or picture is one line
/// naming the file, the key and what was expected, with nothing rendered.
@Suite(.serialized, Integration.run) struct DesignCLITests {
    /// Writes a plain picture of `width × height` pixels as `name` in `folder`.
    private func picture(_ name: String, _ width: Int, _ height: Int, in folder: URL) throws {
        try PNGFile.write(
            RGBAImage(width: width, height: height, fill: Color(red: 240, green: 240, blue: 245)),
            to: folder.appending(path: name).path)
    }

    @Test func theSampleDesignShootsAndTheTraceNamesItsKindAndScale() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try "at 0.2 tap field referral\nat 0.8 type \"A1\"\ncapture 1.0 as up\nend 1".write(
            to: folder.appending(path: "s.scenario"), atomically: true, encoding: .utf8)
        let screen = packageRoot.appending(path: "Assets/Screens/design-signup.json").path
        let trace = folder.appending(path: "t.jsonl")
        let result = try keyboardLab(
            ["shoot", "s.scenario", "--screen", screen, "--device", "iphone-se", "--out", "o", "--trace", trace.path],
            in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let layout = try String(contentsOf: trace, encoding: .utf8).split(separator: "\n")[0]
        #expect(
            layout.contains("\"screen\":{\"kind\":\"image\",\"parts\":[\"sticky\"],\"designWidth\":393"), "\(layout)")
        #expect(FileManager.default.fileExists(atPath: folder.appending(path: "o/s/up-1.00.png").path))
    }

    @Test(arguments: [
        (
            #"{"content": {"kind": "image", "image": "gone@3x.png", "fields": [{"id": "a", "rect": [0, 0, 10, 10]}]}}"#,
            "bad.json:1:22: content.image: cannot read gone@3x.png: no such file beside the screen file; expected a PNG or JPEG there"
        ),
        (
            #"{"content": {"kind": "image", "image": "huge.png", "fields": [{"id": "a", "rect": [0, 0, 10, 10]}]}}"#,
            "bad.json:1:22: content.image: huge.png is 9000 × 20 px; expected at most 8,192 × 32,768 px"
        ),
        (
            #"{"content": {"kind": "image", "image": "broken.png", "fields": [{"id": "a", "rect": [0, 0, 10, 10]}]}}"#,
            "bad.json:1:22: content.image: cannot read broken.png: not a PNG or JPEG it can decode; expected a PNG or JPEG"
        ),
        (
            #"{"content": {"kind": "image", "image": "p.png", "fields": [{"id": "a", "rect": [0, 10, 300, 100]}]}}"#,
            "content.fields[0].rect: [0, 10, 300, 100] lies outside the design (300 × 100 pt at @1x); expected a rect inside it"
        ),
        (
            #"{"content": {"kind": "image", "image": "p.png", "fields": [{"id": "a", "rect": [0, 0, 9, 9]}, {"id": "a", "rect": [0, 20, 9, 9]}]}}"#,
            "content.fields[1].id: duplicate field id \"a\"; expected a unique id"
        ),
        (
            #"{"content": {"kind": "image", "image": "p.png", "fixedTop": 100, "fields": [{"id": "a", "rect": [0, 0, 9, 9]}]}}"#,
            "content.fixedTop: 100 is past the design's end (300 × 100 pt at @1x); expected less than 100"
        ),
        (
            #"{"content": {"kind": "image", "image": "p.png", "fields": [{"id": "a", "rect": [0, 0, 9, 9]}]}, "bottomBar": {"kind": "image", "rect": [0, 80, 300, 30]}}"#,
            "bottomBar.rect: [0, 80, 300, 30] lies outside the design (300 × 100 pt at @1x); expected a rect inside it"
        ),
    ])
    func aBadDesignIsOneLineAndNothingIsRendered(text: String, expected: String) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try picture("p.png", 300, 100, in: folder)
        // A PNG whose header says 9,000 × 20: refused before its pixels are read.
        var huge = Data(PNGFile.signature)
        huge.append(contentsOf: [0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0x23, 0x28, 0, 0, 0, 20, 8, 6, 0, 0, 0])
        try huge.write(to: folder.appending(path: "huge.png"))
        try Data("not a picture".utf8).write(to: folder.appending(path: "broken.png"))
        try expectRefused(screen: text, expected: expected, in: folder)
    }
}
