import CheckReport
import Foundation
import KeyboardAvoidance
import KeyboardLabRuntime
import KeyboardLabSDL
import KeyboardLabUI
import LabImages
import LabPNG
import ScreenshotComparison
import Testing

@testable import ScreenshotCheck

/// `check` renders each capture once. The second render is made only when it tells something: before a golden is
/// recorded (a flaky render is never recorded), when a capture differs from its golden (a flaky render, or the screen
/// changed), and on every capture with `--determinism`.
@Suite struct SecondRenderTests {
    static let environment = RenderEnvironment(
        sdlVersion: "2.26.5", ttfVersion: "2.20.1", freeTypeVersion: "2.12.1", rendererName: "software", scale: 1,
        fonts: [])
    static let red = RGBAImage(width: 8, height: 6, fill: Color(red: 200, green: 0, blue: 0))
    static let blue = RGBAImage(width: 8, height: 6, fill: Color(red: 0, green: 0, blue: 200))

    /// Counts the second renders asked for and gives `second` (nil: the same pixels as the first).
    final class SecondRenders {
        var count = 0
        let second: RGBAImage?
        init(giving second: RGBAImage? = nil) { self.second = second }
        func render() -> RGBAImage? {
            count += 1
            return second
        }
    }

    /// Checks `image` as the capture `a` of a one-capture scenario against the goldens in `folder`.
    static func check(
        _ image: RGBAImage, in folder: URL, mode: RecordMode, determinism: Bool = false, renders: SecondRenders
    ) throws -> HTMLReport.Entry {
        var run = GoldenCheck(
            goldens: folder.appending(path: "goldens"), goldensArgument: "goldens",
            report: folder.appending(path: "report"), reportArgument: "report", mode: mode,
            comparator: ImageComparator(), environment: environment)
        run.determinism = determinism
        let scenario = try ScenarioParser.parse("capture 0.2 as a\nend 1", file: "s.scenario")
        let capture = try #require(scenario.captures.first)
        try run.check(
            scenario: scenario, capture: capture, image: image, again: { renders.render() }, device: "iphone-15",
            seconds: 0)
        try run.closeScenario()
        try run.writes.finish()
        return try #require(run.entries.first)
    }

    /// A folder whose goldens hold `red` as `s/a.png`.
    static func recorded() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appending(path: "second-render-\(UUID().uuidString)")
        let renders = SecondRenders()
        let entry = try check(red, in: folder, mode: .missing, renders: renders)
        #expect(entry.status == .new)
        #expect(renders.count == 1, "a golden is rendered twice before it is recorded")
        return folder
    }

    @Test func aPassingCaptureIsRenderedOnce() throws {
        let renders = SecondRenders()
        let entry = try Self.check(Self.red, in: try Self.recorded(), mode: .never, renders: renders)
        #expect(entry.status == .pass)
        #expect(renders.count == 0)
    }

    @Test func aCaptureThatDiffersAndRendersAlikeTwiceIsAChangedScreen() throws {
        let renders = SecondRenders()
        let entry = try Self.check(Self.blue, in: try Self.recorded(), mode: .never, renders: renders)
        #expect(renders.count == 1)
        #expect(entry.status == .fail)
        #expect(entry.message.hasSuffix("rendered twice alike, so the screen changed"), "\(entry.message)")
        #expect(entry.compositePath != nil)
    }

    @Test func aCaptureThatDiffersAndRendersDifferentlyIsAFlakyRender() throws {
        let renders = SecondRenders(giving: Self.red)
        let entry = try Self.check(Self.blue, in: try Self.recorded(), mode: .never, renders: renders)
        #expect(renders.count == 1)
        #expect(entry.status == .nondeterministic)
        #expect(entry.status.label == "flaky render")
        #expect(entry.message.hasPrefix("flaky render: two renders of this capture gave different pixels"))
    }

    @Test func determinismRendersEveryCaptureTwiceAndOnlyOnce() throws {
        let folder = try Self.recorded()
        let renders = SecondRenders()
        #expect(try Self.check(Self.red, in: folder, mode: .never, determinism: true, renders: renders).status == .pass)
        #expect(renders.count == 1)
        let changed = SecondRenders()
        let entry = try Self.check(Self.blue, in: folder, mode: .never, determinism: true, renders: changed)
        #expect(entry.status == .fail)
        #expect(changed.count == 1, "the second render of a determinism check is not made again for the comparison")
        let flaky = SecondRenders(giving: Self.blue)
        let unstable = try Self.check(Self.red, in: folder, mode: .never, determinism: true, renders: flaky)
        #expect(unstable.status == .nondeterministic)
    }

    @Test func aFlakyRenderIsNeverRecorded() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "second-render-\(UUID().uuidString)")
        let renders = SecondRenders(giving: Self.blue)
        let entry = try Self.check(Self.red, in: folder, mode: .missing, renders: renders)
        #expect(entry.status == .nondeterministic)
        #expect(!FileManager.default.fileExists(atPath: folder.appending(path: "goldens/s/a.png").path))
        let rewrite = try Self.check(Self.blue, in: try Self.recorded(), mode: .failed, renders: renders)
        #expect(rewrite.status == .nondeterministic, "a differing capture is not rewritten from a flaky render")
    }
}
