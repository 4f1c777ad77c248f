import Foundation
import LabFiles
import LabImages
import LabPNG
import Testing

/// `import` and `review-pack` as a user runs them: the samples import, the screen files they write shoot, a bad
/// input is one line with status 64 (usage) or 1 (a bad file) and nothing is written.
@Suite(.serialized, Integration.run) struct ImportCLITests {
    let samples = packageRoot.appending(path: "Assets/Imports")

    func sample(_ name: String) -> String { samples.appending(path: name).path }

    @Test func theFigmaSampleImportsAndItsFieldsShoot() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try keyboardLab(
            [
                "import", "figma", sample("figma-signup.json"), "--image", sample("signup@3x.png"), "--frame",
                "Sign up", "--out", "signup.screen.json",
            ], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("field emailAddress"))
        #expect(result.stdout.contains("wrote signup.screen.json: 6 fields, a sticky bar"))
        let written = try String(contentsOf: folder.appending(path: "signup.screen.json"), encoding: .utf8)
        #expect(written.contains("Assets/Imports/signup@3x.png\"") && written.contains("\"scale\": 3"), "\(written)")
        try "device pixel-8\nscreen signup.screen.json\nat 0.2 tap field aboutYou\ncapture 1.2 as up\nend 1.2\n".write(
            to: folder.appending(path: "s.scenario"), atomically: true, encoding: .utf8)
        let shot = try keyboardLab(["shoot", "s.scenario", "--out", "o"], in: folder)
        #expect(shot.status == 0, "\(shot.stderr)")
    }

    @Test func aDarkPictureIsWrittenAndReadBack() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try keyboardLab(
            [
                "import", "figma", sample("figma-signup.json"), "--image", sample("signup@3x.png"), "--image-dark",
                sample("signup@3x.png"), "--frame", "Sign up", "--out", "signup.screen.json",
            ], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let written = try String(contentsOf: folder.appending(path: "signup.screen.json"), encoding: .utf8)
        #expect(written.contains("\"image\": { \"light\": ") && written.contains("\"dark\": "), "\(written)")
    }

    @Test func withoutAPictureTheFigmaFrameIsDrawnFromTheDocumentAndSaidSo() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let dry = try keyboardLab(
            ["import", "figma", sample("figma-cadastro.json"), "--out", "cadastro.screen.json", "--dry-run"],
            in: folder)
        #expect(dry.status == 0, "\(dry.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty, "a dry run writes nothing")
        let result = try keyboardLab(
            ["import", "figma", sample("figma-cadastro.json"), "--out", "cadastro.screen.json"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("no picture given: drew the frame \"Cadastro\" (2:1) from the document's own"))
        let picture = try PNGFile.read(folder.appending(path: "cadastro-sketch@3x.png").path)
        #expect(picture.width == 1125 && picture.height == 2436)
        #expect(picture.color(x: 300, y: 2250) == Color(red: 26, green: 102, blue: 230), "the button's own fill")
        let written = try String(contentsOf: folder.appending(path: "cadastro.screen.json"), encoding: .utf8)
        #expect(written.contains("\"image\": \"cadastro-sketch@3x.png\""))
        let noImage = try keyboardLab(["import", "uiautomator", sample("uiautomator-login.xml")], in: folder)
        #expect(noImage.status == 64 && noImage.stderr.contains("--image: missing"), "\(noImage.stderr)")
    }

    @Test func aDryRunPrintsAndWritesNothing() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try keyboardLab(
            [
                "import", "xcuitest", sample("xcuitest-signup.txt"), "--image", sample("xcuitest-signup.png"), "--out",
                "app.json", "--dry-run",
            ], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("dry run: app.json not written (5 fields, a sticky bar)"))
        #expect(!FileManager.default.fileExists(atPath: folder.appending(path: "app.json").path))
    }

    @Test(arguments: [
        (
            ["import", "figma", "FIGMA", "--image", "PNG", "--frame", "Checkout", "--out", "o.json"], Int32(64),
            "--frame Checkout: no frame"
        ),
        (
            ["import", "figma", "FIGMA", "--image", "PNG", "--out", "o.json"], 64,
            "figma-signup.json has 3 phone-sized frames"
        ),
        (
            ["import", "figma", "PLAIN", "--image", "PNG", "--out", "o.json"], 1,
            "not.json: no \"document\" and no \"nodes\""
        ),
        (
            ["import", "figma", "FIGMA", "--image", "SMALL", "--frame", "Sign up", "--out", "o.json"], 1,
            "small.png is 300 × 600 px"
        ),
        (["import", "figma", "FIGMA", "--image", "missing.png", "--out", "o.json"], 64, "missing.png: no such file"),
        (["import", "uiautomator", "EMPTY", "--image", "PNG", "--out", "o.json"], 1, "empty.xml: no EditText"),
        (["import", "uiautomator", "DUMP", "--image", "SMALL", "--out", "o.json"], 1, "lie outside small.png"),
        (
            ["import", "uiautomator", "LOGIN", "--image", "IPHONE", "--out", "o.json"], 64,
            "iphone.png is 1170 × 2532 px, but the root of"
        ),
        (
            ["import", "xcuitest", "HIERARCHY", "--image", "SMALL", "--out", "o.json"], 1,
            "small.png is 300 × 600 px, the window"
        ),
    ])
    func aBadInputIsOneLineAndNothingIsWritten(arguments: [String], status: Int32, expected: String) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try PNGFile.write(
            RGBAImage(width: 300, height: 600, fill: .white), to: folder.appending(path: "small.png").path)
        if arguments.contains("IPHONE") {
            try PNGFile.write(
                RGBAImage(width: 1170, height: 2532, fill: .white), to: folder.appending(path: "iphone.png").path)
        }
        try Data("{\"screens\": []}".utf8).write(to: folder.appending(path: "not.json"))
        try Data("<hierarchy><node class=\"a.TextView\" bounds=\"[0,0][10,10]\"/></hierarchy>".utf8).write(
            to: folder.appending(path: "empty.xml"))
        let names = [
            "FIGMA": sample("figma-signup.json"), "PNG": sample("signup@3x.png"), "PLAIN": "not.json",
            "SMALL": "small.png", "EMPTY": "empty.xml", "DUMP": sample("uiautomator-signup.xml"),
            "HIERARCHY": sample("xcuitest-signup.txt"), "LOGIN": sample("uiautomator-login.xml"),
            "IPHONE": "iphone.png",
        ]
        let result = try keyboardLab(arguments.map { names[$0] ?? $0 }, in: folder)
        #expect(result.status == status, "\(result.stderr)")
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 1 && lines.first?.contains(expected) == true, "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.appending(path: "o.json").path))
    }

    @Test func aReviewPackHoldsASheetPerFieldAVideoAndAPage() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let imported = try keyboardLab(
            [
                "import", "xcuitest", sample("xcuitest-signup.txt"), "--image", sample("xcuitest-signup.png"), "--out",
                "app.json",
            ], in: folder)
        #expect(imported.status == 0, "\(imported.stderr)")
        let result = try keyboardLab(
            ["review-pack", "app.json", "--out", "pack", "--devices", "iphone-se,pixel-8"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.appending(path: "pack").path).sorted()
        #expect(files.filter { $0.hasSuffix("@2x.png") }.count == 5)
        #expect(files.contains("index.html"))
        #expect(files.contains("review.mp4") == VideoTests.hasFFmpeg)
        let sheet = try PNGFile.read(folder.appending(path: "pack/01-fullName@2x.png").path)
        #expect(sheet.width > 1400, "two phones side by side at @2x")
        let unknown = try keyboardLab(["review-pack", "app.json", "--devices", "iphone-99"], in: folder)
        #expect(unknown.status == 64 && unknown.stderr.contains("--device iphone-99: unknown device"))
    }
}
