import Foundation
import LabFiles
import LabImages
import LabPNG
import Testing

/// `keyboard-lab keyboard` as a user runs it: the PNG's transparency, the printed frame, the rise's frames and their
/// JSON, and bad inputs.
@Suite(.serialized, Integration.run) struct KeyboardOverlayCLITests {
    /// Runs `keyboard` in a new folder; returns the result and the folder (the caller removes it).
    func run(_ arguments: [String]) throws -> (LabResult, URL) {
        let folder = try temporaryFolder()
        return (try keyboardLab(["keyboard"] + arguments, in: folder), folder)
    }

    /// The JSON object standard output holds.
    func object(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func theIOS26KeyboardIsSeeThroughAtItsCornersAndPrintsItsFrame() throws {
        let (result, folder) = try run(
            ["--device", "iphone-15", "--ios", "26", "--scale", "3", "--out", "kb.png", "--json"])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(result.status == 0, "\(result.stderr)")
        let json = try object(result.stdout)
        let frame = try #require(json["frame"] as? [String: Double])
        #expect(frame["x"] == 0 && frame["width"] == 393)
        let y = try #require(frame["y"])
        let height = try #require(frame["height"])
        #expect(y + height == 852)
        #expect(json["device"] as? String == "iphone-15" && json["scale"] as? Double == 3)
        #expect(json["ios"] as? String == "26" && json["type"] as? String == "letters")
        let image = try PNGFile.read(folder.appending(path: "kb.png").path)
        #expect(image.width == 393 * 3 && Double(image.height) == height * 3)
        let image2 = try #require(json["image"] as? [String: Any])
        #expect(image2["width"] as? Int == image.width && image2["height"] as? Int == image.height)
        // The top corners are clear, the top edge's middle and the bottom opaque.
        #expect(image.color(x: 0, y: 0).alpha == 0)
        #expect(image.color(x: image.width - 1, y: 0).alpha == 0)
        #expect(image.color(x: 2, y: 2).alpha == 0)
        #expect(image.color(x: image.width / 2, y: 0).alpha == 255)
        #expect(image.color(x: 0, y: image.height - 1).alpha == 255)
        #expect(image.color(x: 0, y: 26 * 3).alpha == 255)
    }

    @Test func theIOS18KeyboardIsOpaqueAndTheSentenceNamesItsFrame() throws {
        let (result, folder) = try run(["--device", "iphone-se", "--type", "number-pad", "--out", "pad.png"])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(result.status == 0, "\(result.stderr)")
        let image = try PNGFile.read(folder.appending(path: "pad.png").path)
        #expect(image.width == 375)
        #expect(image.pixels.enumerated().allSatisfy { $0.offset % 4 != 3 || $0.element == 255 })
        #expect(
            result.stdout.contains(
                "iphone-se portrait, iOS 18, number-pad, light: keyboard frame x 0 y \(667 - image.height)"))
        #expect(result.stdout.contains("wrote pad.png (375×\(image.height) px at @1x)"))
    }

    @Test func anAndroidKeyboardsFrameIsPrintedInDp() throws {
        let (result, folder) = try run(["--device", "pixel-8", "--out", "kb.png"])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("(window dp)") && !result.stdout.contains("points"), "\(result.stdout)")
    }

    @Test func theRiseIsWrittenFrameByFrameAndEndsDocked() throws {
        let (result, folder) = try run(
            ["--device", "iphone-15", "--ios", "26", "--scale", "2", "--frames", "rise", "--json"])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(result.status == 0, "\(result.stderr)")
        let docked = try #require((try object(result.stdout))["frame"] as? [String: Double])
        let index = try object(
            String(decoding: try Data(contentsOf: folder.appending(path: "rise/frames.json")), as: UTF8.self))
        let rise = try #require(index["rise"] as? [String: Any])
        let frames = try #require(rise["frames"] as? [[String: Any]])
        #expect(rise["fps"] as? Double == 60)
        #expect(frames.count == 31)
        let ys = frames.compactMap { $0["y"] as? Double }
        let times = frames.compactMap { $0["time"] as? Double }
        #expect(ys.count == 31 && times.count == 31)
        #expect(ys.first == 852 && ys.last == docked["y"])
        #expect(zip(ys, ys.dropFirst()).allSatisfy { $0 >= $1 }, "the keyboard only rises: \(ys)")
        #expect(zip(times, times.dropFirst()).allSatisfy { abs($1 - $0 - 1.0 / 60) < 1e-5 })
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.appending(path: "rise").path)
        #expect(names.filter { $0.hasSuffix(".png") }.count == 31)
        // Every frame is the whole screen, transparent above the keyboard's top and opaque below its curve.
        for (number, frame) in frames.enumerated() where number % 10 == 5 || number == 30 {
            let file = try #require(frame["file"] as? String)
            #expect(file == String(format: "frame-%03d.png", number))
            let image = try PNGFile.read(folder.appending(path: "rise/\(file)").path)
            #expect(image.width == 786 && image.height == 1704)
            let top = Int(((frame["y"] as? Double ?? 0) * 2).rounded())
            #expect(image.color(x: 393, y: max(0, top - 1)).alpha == 0)
            #expect(image.color(x: 0, y: top).alpha == 0, "the glass's corner")
            #expect(image.color(x: 393, y: min(1703, top + 60)).alpha == 255)
        }
    }

    @Test func theGlassFrostsThePictureItIsDrawnOver() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var red = RGBAImage(width: 375, height: 667, fill: Color(red: 255, green: 0, blue: 0))
        red.fill(Color(red: 0, green: 0, blue: 255), x: 0, y: 400, width: 375, height: 267)
        try PNGFile.write(red, to: folder.appending(path: "screen.png").path)
        let plain = try keyboardLab(
            ["keyboard", "--device", "iphone-se", "--ios", "26", "--out", "plain.png"], in: folder)
        let over = try keyboardLab(
            ["keyboard", "--device", "iphone-se", "--ios", "26", "--over", "screen.png", "--out", "over.png"],
            in: folder)
        #expect(plain.status == 0 && over.status == 0, "\(plain.stderr) \(over.stderr)")
        let a = try PNGFile.read(folder.appending(path: "plain.png").path)
        let b = try PNGFile.read(folder.appending(path: "over.png").path)
        // Between the keys, the glass over blue is bluer than over the plain white.
        let x = 2
        let y = a.height / 2
        #expect(
            Int(b.color(x: x, y: y).blue) - Int(b.color(x: x, y: y).red) > Int(a.color(x: x, y: y).blue)
                - Int(a.color(x: x, y: y).red))
    }

    @Test func theBenchTimesTheRiseAsAUserRunsIt() throws {
        let result = try keyboardLab(["bench", "--only", "keyboard", "--quick", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try object(result.stdout)
        #expect(json.keys.sorted() == ["keyboard_rise_s"])
        let seconds = try #require(json["keyboard_rise_s"] as? Double)
        #expect(seconds > 0 && seconds < 600)
    }

    @Test(arguments: [
        (
            ["--device", "iphone-15", "--type", "emial", "--out", "k.png"],
            "--type emial: unknown keyboard type; did you mean \"email\"?"
        ),
        (
            ["--device", "iphone-51", "--out", "k.png"],
            "--device iphone-51: unknown device; did you mean \"iphone-15\"?"
        ),
        (["--device", "iphone-15", "--ios", "27", "--out", "k.png"], "--ios 27: unknown iOS version \"27\""),
        (["--device", "iphone-15", "--scale", "4", "--out", "k.png"], "--scale 4: expected 1, 2 or 3"),
        (["--device", "iphone-15"], "--out: missing, and no frames folder; expected a PNG, frames or both"),
        (["--device", "iphone-15", "--out", "missing/k.png"], "--out missing/k.png: the folder"),
        (["--device", "iphone-15", "--out", "k.jpg"], "--out k.jpg: expected a .png file"),
        (["--device", "iphone-15", "--over", "nope.png", "--out", "k.png"], "--over nope.png: no such file"),
        (
            ["--device", "iphone-15", "--over", "text.png", "--out", "k.png"],
            "--over text.png: not a PNG or JPEG image"
        ),
        (
            ["--device", "iphone-15", "--over", "small.png", "--out", "k.png"],
            "--over small.png: 10×10 px; expected 393×852 px"
        ),
        (["--device", "iphone-15", "--frames", "missing/rise"], "--frames missing/rise: the folder"),
        (["--device", "iphone-15", "--appearance", "dim", "--out", "k.png"], "--appearance"),
    ])
    func badInputGetsOneLineAndWritesNothing(arguments: [String], expected: String) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try "not an image".write(to: folder.appending(path: "text.png"), atomically: true, encoding: .utf8)
        try PNGFile.write(RGBAImage(width: 10, height: 10, fill: .white), to: folder.appending(path: "small.png").path)
        let before = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        let result = try keyboardLab(["keyboard"] + arguments, in: folder)
        #expect(result.status == 64, "\(result.stderr)")
        #expect(!result.crashed)
        #expect(result.stderr.contains(expected), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "one line: \(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == before)
    }
}
