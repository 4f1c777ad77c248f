import Foundation
import Testing

@Suite(.serialized) struct CommandTests {
    @Test func devicesListsThePresets() throws {
        let result = try keyboardLab(["devices"])
        #expect(result.status == 0)
        for row in [
            "iphone-se            iPhone SE            375×667    20 / 0           260",
            "iphone-15            iPhone 15            393×852    59 / 34          336",
            "iphone-15-pro-max    iPhone 15 Pro Max    430×932    59 / 34          346",
        ] {
            #expect(result.stdout.contains(row), "\(result.stdout)")
        }
    }

    @Test func helpNamesEveryCommand() throws {
        let result = try keyboardLab(["--help"])
        #expect(result.status == 0)
        for command in ["run", "shoot", "check", "bench", "devices"] { #expect(result.stdout.contains(command)) }
    }

    @Test func withoutADisplayTheAppRendersTheDemoHeadlessly() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try keyboardLab(
            ["--demo-out", "demo"], environment: ["DISPLAY": "", "SDL_VIDEODRIVER": "offscreen"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("keyboard-lab: no display available"))
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(result.stdout.contains(folder.appending(path: "demo").path))
        let pngs = try FileManager.default.contentsOfDirectory(atPath: folder.appending(path: "demo/demo").path)
        #expect(pngs.filter { $0.hasSuffix(".png") }.count >= 11)
    }
}
