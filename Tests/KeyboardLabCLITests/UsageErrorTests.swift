import Foundation
import Testing

/// Usage errors exit 64 with one line, on every command: a bad flag value, a missing file named on the command line,
/// an unknown device, a bad `--compare` or `--vary` spec and a misspelt command. Nothing is written.
@Suite(.serialized, Integration.run) struct UsageErrorTests {
    static let demo = packageRoot.appending(path: "Assets/Scenarios/demo.scenario").path
    static let goldens = packageRoot.appending(path: "Tests/Goldens").path

    /// Each case: the arguments, and what the one line must say.
    static let cases: [([String], String)] = [
        (["chekc"], "unknown command \"chekc\"; did you mean \"check\"?"),
        (["shoo", demo], "did you mean \"shoot\"?"),
        (["shoot", demo, "--scale", "5"], "--scale 5: expected 1 to 4"),
        (["shoot", demo, "--video", "v.mp4", "--video-scale", "9"], "--video-scale 9: expected 1 to 4"),
        (["check", demo, "--goldens", goldens, "--scale", "5"], "--scale 5: expected 1 to 4"),
        (["shoot", demo, "--device", "iphone-99"], "--device iphone-99: unknown device"),
        (["check", demo, "--goldens", goldens, "--device", "iphone-99"], "--device iphone-99: unknown device"),
        (["sheet", demo, "--at", "1", "--device", "iphone-99"], "--device iphone-99: unknown device"),
        (["keyboard", "--device", "iphone-99", "--out", "k.png"], "--device iphone-99: unknown device"),
        (["run", "--device", "iphone-99"], "--device iphone-99: unknown device"),
        (["shoot", "missing.scenario"], "missing.scenario: no such file"),
        (["check", "missing.scenario", "--goldens", goldens], "missing.scenario: no such file"),
        (["sheet", "missing.scenario", "--at", "1"], "missing.scenario: no such file"),
        (["run", "--compare", "foo=bar"], "--compare foo=bar"),
        (["shoot", demo, "--device", "pixel-8", "--strategy", "swiftui"], "strategy \"swiftui\" is iOS's"),
        (["run", "--device", "iphone-15", "--strategy", "adjust-pan"], "strategy \"adjust-pan\" is Android's"),
        (["run", "--compare", "device=iphone-15,device=pixel-8+ios=26"], "ios 26 is iOS's and takes no effect"),
        (["run", "--compare", "navigation=buttons,device=pixel-8"], "navigation buttons is Android's"),
        (["run", "--android", "17"], "--android 17"),
        (["run", "--navigation", "swipe"], "--navigation swipe"),
        (["run", "--compare", "strategy=keyboardlab"], "expected two to four specs"),
        (["sheet", demo, "--at", "1", "--vary", "device=iphone-99"], "unknown device"),
        (["check", demo, "--goldens", goldens, "--vary", "colour=red"], "--vary colour=red: expected KEY="),
        (["shoot", demo, "--appearance", "dusk"], "--appearance dusk"),
        (["shoot", demo, "--orientation", "sideways"], "--orientation sideways"),
        (["shoot", demo, "--android", "13"], "--android 13"),
        (["shoot", demo, "--navigation", "swipe"], "--navigation swipe"),
        (["shoot", demo, "--target-sdk", "33"], "--target-sdk 33: unknown value \"33\"; did you mean \"34\"?"),
        (["shoot", demo, "--edge-to-edge", "maybe"], "--edge-to-edge maybe: unknown value \"maybe\"; expected auto"),
        (["run", "--compare", "target-sdk=35,device=pixel-8"], "target-sdk 35 is Android's and takes no effect"),
        (["sheet", demo, "--at", "1", "--vary", "edge-to-edge=on,off"], "edge-to-edge on is Android's"),
        (["keyboard", "--navigation", "swipe", "--out", "k.png"], "--navigation swipe"),
        (["keyboard", "--ios", "17", "--out", "k.png"], "--ios 17"),
        (["check", demo, "--goldens", goldens, "--strategy", "keybordlab"], "did you mean \"keyboardlab\"?"),
        (["review", demo, "--goldens", goldens, "--port", "70000"], "--port 70000"),
        (["bench", "--only", "nothing"], "--only nothing"),
        (["run", "--form", "a.json", "--screen", "b.json"], "--form a.json: a screen names what the phone shows too"),
        // Checks of a flag's value alone are the commands'; what a job finds is worded by the command line.
        (["merge-reports", "--out", "merged"], "merge-reports: no report folder given"),
        (["keyboard", "--scale", "4", "--out", "k.png"], "--scale 4: expected 1, 2 or 3"),
        (["keyboard"], "--out: missing, and no frames folder; expected a PNG, frames or both"),
        (["keyboard", "--out", "k.txt"], "--out k.txt: expected a .png file"),
        (["sheet", demo], "sheet: expected at least one --at T (seconds)"),
        (
            ["shoot", demo, "--video", "v.mp4", "--presenter-type", "20"],
            "--presenter-type 20: expected 18, 24 or 30 (pixels)"
        ),
        (["shoot", demo, "--presenter-type", "24"], "--presenter-type 24: expected with --video FILE"),
        (["sheet", demo, "--at", "1", "--presenter-type", "36"], "--presenter-type 36: expected 18, 24 or 30"),
        (["sheet", demo, "--at", "99"], "--at 99.0: outside the scenario"),
        (
            ["check", demo, "--goldens", goldens, "--vary", "device=iphone-99"],
            "--vary device=iphone-99: unknown device"
        ),
        (["check", demo, "--goldens", goldens, "--shard", "0/2"], "--shard 0/2: I must be from 1 to 2"),
        (["check", demo, "--goldens", "missing-goldens"], "--goldens missing-goldens: no such folder"),
    ]

    @Test(arguments: cases)
    func exits64WithOneLine(arguments: [String], expected: String) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try keyboardLab(arguments, environment: ["CI": "true"], in: folder)
        #expect(result.status == 64, "\(arguments): \(result.stderr)")
        #expect(!result.crashed)
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 1, "one line: \(result.stderr)")
        #expect(result.stderr.contains(expected), "\(arguments): \(result.stderr)")
        let written = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(written.isEmpty, "\(arguments) wrote \(written)")
    }
}
