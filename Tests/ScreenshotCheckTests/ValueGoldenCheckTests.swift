import CheckReport
import Foundation
import KeyboardAvoidance
import KeyboardLabUI
import LabDrawing
import ScreenshotComparison
import Testing

@testable import KeyboardLabRuntime
@testable import ScreenshotCheck

@Suite struct ValueGoldenCheckTests {
    static let shown: [String: Double] = ["keyboard.y": 516, "inset.bottom": 302]
    static let moved: [String: Double] = ["keyboard.y": 520.5, "inset.bottom": 302]

    /// A check of `mode` over a fresh goldens folder, holding `captures` for scenario `s` when given.
    static func check(_ mode: RecordMode, golden captures: [String: [String: Double]]? = nil) throws
        -> (ValueGoldenCheck, URL)
    {
        let folder = FileManager.default.temporaryDirectory.appending(path: "values-\(UUID().uuidString)")
        let check = ValueGoldenCheck(goldens: folder, mode: mode, display: { $0.lastPathComponent })
        if let captures {
            try FileManager.default.createDirectory(
                at: folder.appending(path: "s"), withIntermediateDirectories: true)
            try ValueGolden(captures: captures).encoded().write(to: check.file(of: "s"))
        }
        return (check, folder)
    }

    static func read(_ check: ValueGoldenCheck) throws -> ValueGolden {
        try ValueGolden(decoding: Data(contentsOf: check.file(of: "s")), file: "values.json")
    }

    @Test func missingRecordsNewCapturesAndKeepsTheOthers() throws {
        var (check, folder) = try Self.check(.missing, golden: ["a": Self.shown, "gone": Self.shown])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(
            try check.check(scenario: "s", capture: "a", values: Self.moved)
                == .differs([
                    ValueDifference(key: "keyboard.y", expected: 516, actual: 520.5)
                ]))
        #expect(
            try check.check(scenario: "s", capture: "b", values: Self.shown)
                == .recorded(rewritten: false, differences: []))
        try check.close()
        #expect(check.written == 1)
        // The scenario's captures as they stand: a differs but keeps its golden, b is added, gone is dropped.
        #expect(try Self.read(check).captures == ["a": Self.shown, "b": Self.shown])
    }

    @Test func failedRewritesOnlyWhatDiffers() throws {
        var (check, folder) = try Self.check(.failed, golden: ["a": Self.shown, "b": Self.shown])
        defer { try? FileManager.default.removeItem(at: folder) }
        let nudged = ["keyboard.y": 516.004, "inset.bottom": 302.0]
        #expect(try check.check(scenario: "s", capture: "a", values: nudged) == .pass)
        #expect(
            try check.check(scenario: "s", capture: "b", values: Self.moved)
                == .recorded(
                    rewritten: true, differences: [ValueDifference(key: "keyboard.y", expected: 516, actual: 520.5)]))
        #expect(
            try check.check(scenario: "s", capture: "c", values: Self.moved)
                == .missing(
                    "no values for c in values.json (record mode failed)"))
        try check.close()
        #expect(try Self.read(check).captures == ["a": Self.shown, "b": Self.moved])
    }

    @Test func allRewritesEverythingEvenAnUnreadableFile() throws {
        var (check, folder) = try Self.check(.all, golden: ["a": Self.shown])
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("{".utf8).write(to: check.file(of: "s"))
        #expect(
            try check.check(scenario: "s", capture: "a", values: Self.moved)
                == .recorded(rewritten: true, differences: []))
        try check.close()
        #expect(try Self.read(check).captures == ["a": Self.moved])
    }

    @Test func neverWritesNothingAndAMissingFileFails() throws {
        var (check, folder) = try Self.check(.never)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(
            try check.check(scenario: "s", capture: "a", values: Self.shown)
                == .missing("no value golden at values.json (record mode never)"))
        try check.close()
        #expect(check.written == 0)
        #expect(!FileManager.default.fileExists(atPath: check.file(of: "s").path))
    }

    @Test func anUnreadableFileFailsEachCaptureAndIsLeftAlone() throws {
        var (check, folder) = try Self.check(.missing, golden: [:])
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("{\"version\": 1}".utf8).write(to: check.file(of: "s"))
        guard case .unreadable(let message) = try check.check(scenario: "s", capture: "a", values: Self.shown) else {
            Issue.record("expected an unreadable golden")
            return
        }
        #expect(message.hasPrefix("values.json: not a value golden (no \"captures\")"))
        try check.close()
        #expect(try String(contentsOf: check.file(of: "s"), encoding: .utf8) == "{\"version\": 1}")
    }

    @Test(arguments: [
        (1.0, Rect(x: 16, y: 120, width: 361, height: 44), PixelMask(x: 16, y: 120, width: 361, height: 44)),
        (2.0, Rect(x: 16, y: 120, width: 361, height: 44), PixelMask(x: 32, y: 240, width: 722, height: 88)),
        (1.0, Rect(x: 10.4, y: 0.5, width: 5.2, height: 2), PixelMask(x: 10, y: 0, width: 6, height: 3)),
        (3.0, Rect(x: 0, y: 0, width: 393, height: 54), PixelMask(x: 0, y: 0, width: 1179, height: 162)),
    ])
    func aMaskCoversEveryPixelItsPointsTouch(scale: Double, rect: Rect, pixels: PixelMask) {
        #expect(CaptureMask.pixels(of: rect, mapping: PixelMapping(scale: scale)) == pixels)
    }
}
