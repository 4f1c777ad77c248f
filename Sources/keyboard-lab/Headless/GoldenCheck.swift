import Foundation
import KeyboardAvoidance
import KeyboardLabSDL
import KeyboardLabUI
import ScreenshotComparison

/// The golden comparison of `check`: one capture at a time, then the report.
struct GoldenCheck {
    let goldens: URL
    let goldensArgument: String
    let report: URL
    let reportArgument: String
    let mode: RecordMode
    let comparator: ImageComparator
    let environment: RenderEnvironment
    private(set) var recordedEnvironment: RenderEnvironment?
    private(set) var entries: [HTMLReport.Entry] = []
    private(set) var failures = 0
    private(set) var passes = 0
    private(set) var written = 0
    private var frames: [String: [HTMLReport.FrameSequence.Frame]] = [:]
    private var strips: [String: [Filmstrip.Frame]] = [:]

    init(
        goldens: URL, goldensArgument: String, report: URL, reportArgument: String, mode: RecordMode,
        comparator: ImageComparator, environment: RenderEnvironment
    ) {
        self.goldens = goldens
        self.goldensArgument = goldensArgument
        self.report = report
        self.reportArgument = reportArgument
        self.mode = mode
        self.comparator = comparator
        self.environment = environment
    }

    var sidecar: URL { goldens.appending(path: "environment.json") }

    mutating func loadEnvironment() throws(LabError) {
        guard FileManager.default.fileExists(atPath: sidecar.path) else { return }
        do {
            recordedEnvironment = try FileInput.json(RenderEnvironment.self, from: sidecar)
        } catch {
            throw LabError(error)
        }
    }

    /// Whether goldens here were made in another environment.
    var environmentDiffers: Bool {
        guard let recordedEnvironment else { return false }
        return recordedEnvironment != environment
    }

    func relative(_ url: URL) -> String {
        let base = report.standardizedFileURL.pathComponents
        let target = url.standardizedFileURL.pathComponents
        var common = 0
        while common < min(base.count, target.count), base[common] == target[common] { common += 1 }
        return (Array(repeating: "..", count: base.count - common) + target[common...]).joined(separator: "/")
    }

    private func display(_ url: URL) -> String {
        let cwd = LabSetup.workingDirectory.standardizedFileURL.path + "/"
        let path = url.standardizedFileURL.path
        return path.hasPrefix(cwd) ? String(path.dropFirst(cwd.count)) : path
    }

    mutating func check(scenario: Scenario, capture: Capture, image: RGBAImage, again: RGBAImage) throws(LabError) {
        let folder = try LabSetup.writableFolder(goldens.appending(path: scenario.name).path)
        let golden = folder.appending(path: "\(capture.name).png")
        let out = try LabSetup.writableFolder(report.appending(path: scenario.name).path)
        let actualURL = out.appending(path: "\(capture.name).actual.png")
        let key = "\(scenario.name)/\(capture.sequence)"
        strips[key, default: []].append(Filmstrip.Frame(name: capture.name, image: image))
        var entry = HTMLReport.Entry(scenario: scenario.name, capture: capture.name, status: .pass)
        defer {
            entries.append(entry)
            frames[key, default: []].append(
                HTMLReport.FrameSequence.Frame(
                    name: capture.name, expectedPath: entry.expectedPath, actualPath: entry.actualPath))
        }
        let label = "\(scenario.name)/\(capture.name)"
        guard image == again else {
            try writePNG(image, to: actualURL.path)
            try writePNG(again, to: out.appending(path: "\(capture.name).second.png").path)
            entry.status = .nondeterministic
            entry.message = "rendering twice gave different pixels; the renderer is not deterministic here"
            entry.actualPath = relative(actualURL)
            fail(label, entry.message)
            return
        }
        let exists = FileManager.default.fileExists(atPath: golden.path)
        if mode == .all || (!exists && mode == .missing) || (environmentDiffers && mode == .failed) {
            try writePNG(image, to: golden.path)
            written += 1
            entry.status = .new
            entry.message = exists ? "golden rewritten" : "golden recorded"
            entry.expectedPath = relative(golden)
            passes += 1
            return
        }
        if environmentDiffers, let recorded = recordedEnvironment {
            entry.status = .environmentDiffers
            let changes = environment.differences(from: recorded).joined(separator: "; ")
            entry.message =
                "environment differs: \(changes) (goldens: \(fingerprint(recorded)); here: \(fingerprint(environment)))"
            fail(label, entry.message)
            return
        }
        guard exists else {
            try writePNG(image, to: actualURL.path)
            entry.status = .missing
            entry.actualPath = relative(actualURL)
            entry.message = "no golden at \(display(golden)) (record mode \(mode.rawValue))"
            fail(label, entry.message, accept: "cp '\(display(actualURL))' '\(display(golden))'")
            return
        }
        let expected: RGBAImage
        do {
            expected = try PNGFile.read(golden.path)
        } catch {
            try writePNG(image, to: actualURL.path)
            entry.status = .fail
            entry.actualPath = relative(actualURL)
            entry.message = error.description
            fail(label, entry.message, accept: "cp '\(display(actualURL))' '\(display(golden))'")
            return
        }
        entry.expectedPath = relative(golden)
        let comparison = comparator.compare(expected: expected, actual: image)
        if comparison.passed {
            passes += 1
            entry.actualPath = entry.expectedPath
            entry.message = comparison.summary
            return
        }
        if mode == .failed {
            try writePNG(image, to: golden.path)
            written += 1
            entry.status = .new
            entry.message = "golden rewritten: \(comparison.summary)"
            passes += 1
            return
        }
        let expectedCopy = out.appending(path: "\(capture.name).expected.png")
        let diffURL = out.appending(path: "\(capture.name).diff.png")
        let compositeURL = out.appending(path: "\(capture.name).composite.png")
        try writePNG(image, to: actualURL.path)
        try writePNG(expected, to: expectedCopy.path)
        if let diff = comparison.diffImage { try writePNG(diff, to: diffURL.path) }
        try writePNG(
            Composite(expected: expected, actual: image, comparison: comparison).render(), to: compositeURL.path)
        entry.status = .fail
        entry.message = comparison.summary
        entry.expectedPath = relative(expectedCopy)
        entry.actualPath = relative(actualURL)
        entry.diffPath = relative(diffURL)
        entry.compositePath = relative(compositeURL)
        fail(
            label, comparison.summary, composite: display(compositeURL),
            accept: "cp '\(display(actualURL))' '\(display(golden))'")
    }

    private func fingerprint(_ environment: RenderEnvironment) -> String {
        "SDL \(environment.sdlVersion), SDL2_ttf \(environment.ttfVersion), FreeType \(environment.freeTypeVersion), "
            + "\(environment.rendererName), scale \(NumberText.compact(environment.scale)), fonts "
            + environment.fonts.map { "\($0.fileName)=\($0.fnv1a64)" }.joined(separator: ",")
    }

    private mutating func fail(_ label: String, _ message: String, composite: String? = nil, accept: String? = nil) {
        failures += 1
        Console.endProgress()
        Console.error("FAIL \(label): \(message)")
        if let composite { Console.error("  composite: \(composite)") }
        if let accept { Console.error("  accept:    \(accept)") }
    }

    /// Writes the sidecar (when goldens were written), filmstrips and the HTML report.
    mutating func finish(batch: ScenarioBatch) throws(LabError) {
        if written > 0 || (recordedEnvironment == nil && failures == 0) {
            do {
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
                try encoder.encode(environment).write(to: sidecar, options: .atomic)
            } catch {
                throw LabError("\(display(sidecar)): cannot write the environment sidecar (\(JSONInput.reason(error)))")
            }
        }
        var sequences: [HTMLReport.FrameSequence] = []
        for runner in batch.runners {
            for name in runner.scenario.sequences {
                let key = "\(runner.scenario.name)/\(name)"
                guard let list = frames[key], list.count > 1 else { continue }
                var stripPath: String?
                if let images = strips[key], let strip = try? Filmstrip(frames: images, maxWidth: 4096).render() {
                    let url = report.appending(path: "\(key).filmstrip.png")
                    try writePNG(strip, to: url.path)
                    stripPath = relative(url)
                }
                sequences.append(
                    HTMLReport.FrameSequence(
                        scenario: runner.scenario.name, name: name, frames: list, filmstripPath: stripPath))
            }
        }
        let html = HTMLReport(entries: entries, sequences: sequences).render()
        do {
            try Data(html.utf8).write(to: report.appending(path: "index.html"), options: .atomic)
        } catch {
            throw LabError("\(reportArgument): cannot write the report (\(JSONInput.reason(error)))")
        }
    }

    func summary(thresholds: String) -> String {
        let total = entries.count
        var text = "check: \(total) captures, \(passes) passed, \(failures) failed"
        if written > 0 { text += ", \(written) goldens written" }
        return text + " (\(thresholds)); report: \(display(report.appending(path: "index.html")))"
    }
}
