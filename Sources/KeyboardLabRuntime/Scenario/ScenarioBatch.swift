import CMalloc
import Foundation
import KeyboardAvoidance
import KeyboardLabSDL
import KeyboardLabUI
import LabDrawing
import LabFiles
import LabImages

/// Scenarios loaded and checked up front, so a bad one is known before anything is rendered: it stops `shoot`,
/// and `check` reports it as an error beside the others' results.
package struct ScenarioBatch {
    /// A scenario that could not be loaded: its name (the file's stem), its path as given, and the one-line error.
    package struct Failure: Equatable {
        package var scenario: String
        package var path: String
        package var message: String
    }

    package let runners: [ScenarioRunner]
    /// The scenarios that could not be loaded, when the batch was asked to keep going.
    package private(set) var failures: [Failure] = []

    /// A batch of `runners`, with the scenarios that could not be loaded.
    package init(runners: [ScenarioRunner], failures: [Failure]) {
        self.runners = runners
        self.failures = failures
    }

    /// Loads `paths` (relative to the working directory); a scenario's own files (its form) are relative to the
    /// scenario's folder. The device and orientation of `overrides` replace every scenario's. With `keepGoing`, a bad
    /// scenario is recorded in ``failures`` and the others still load; without it, the first one throws.
    package init(
        paths: [String], resources: LabResources, overrides: ConditionOverrides = ConditionOverrides(),
        screen: Screen? = nil,
        keepGoing: Bool = false
    ) throws(LabError) {
        guard !paths.isEmpty else { throw LabError(usage: "no scenario given; expected one or more .scenario files") }
        if let device = overrides[ConditionKeys.device] { try LabSetup.checkDevice(device, in: resources) }
        for path in paths { try LabSetup.checkExists(path, "scenario") }
        var runners: [ScenarioRunner] = []
        var names = Set<String>()
        for path in paths {
            let url = URL(filePath: path, relativeTo: LabSetup.workingDirectory)
            do throws(LabError) {
                runners.append(
                    try Self.load(
                        url, path: path, resources: resources, overrides: overrides, screen: screen))
                guard names.insert(runners[runners.count - 1].scenario.name).inserted else {
                    runners.removeLast()
                    throw LabError(
                        "\(path): another scenario is also named \"\(ScenarioParser.name(ofFile: path))\"; expected unique file names"
                    )
                }
            } catch {
                guard keepGoing else { throw error }
                failures.append(
                    Failure(scenario: ScenarioParser.name(ofFile: path), path: path, message: error.description))
            }
        }
        self.runners = runners
    }

    /// Loads one scenario and checks it against the assets.
    private static func load(
        _ url: URL, path: String, resources: LabResources, overrides: ConditionOverrides, screen: Screen?
    ) throws(LabError) -> ScenarioRunner {
        var scenario: Scenario
        scenario = try FileInput.scenario(url, path: path)
        if let device = overrides[ConditionKeys.device] { scenario.deviceID = device }
        if let orientation = overrides[ConditionKeys.orientation] { scenario.orientation = orientation }
        if let device = resources.device(scenario.deviceID),
            let problem = overrides.platformProblem(on: device, comparing: false)
        {
            throw LabError(
                .usage, at: .option(ConditionKeys.strategy.name, overrides[ConditionKeys.strategy] ?? ""), problem)
        }
        return try ScenarioRunner(
            scenario: scenario, resources: resources, overrides: overrides, screen: screen,
            movedDevice: overrides[ConditionKeys.device] != nil,
            readPictures: LabSetup.pictures(forScenarioAt: url.path),
            readFile: LabSetup.reader(forScenarioAt: url.path))
    }

    package var captureCount: Int { runners.reduce(0) { $0 + $1.scenario.captures.count } }

    /// This batch's scenarios under one matrix combination: `spec`'s device and orientation replace each scenario's,
    /// its settings win over `overrides` (the command's flags), and its screen, when it names one, over `screen`.
    /// The scenarios that could not be loaded are left out (they are reported once, not per combination).
    ///
    /// - Throws: One line at the option `vary`, naming the combination and the scenario that cannot take it.
    package func varied(
        by spec: PhoneSpec, resources: LabResources, overrides: ConditionOverrides, screen: Screen?
    ) throws(LabError) -> ScenarioBatch {
        let shown: Screen?
        do {
            shown = try LabSetup.screen(spec.screenPath) ?? screen
        } catch {
            throw LabError(.usage, at: .option("vary", spec.text), "\(error)")
        }
        var varied: [ScenarioRunner] = []
        for runner in runners {
            let scenario = runner.scenario
            do {
                varied.append(
                    try ScenarioRunner(
                        scenario: spec.applied(to: scenario), resources: resources,
                        overrides: overrides.overriding(with: spec.settings), screen: shown,
                        // A varied strategy is checked against its device; the scenarios' own give way to it.
                        movedDevice: (spec.settings[ConditionKeys.device] != nil
                            || overrides[ConditionKeys.device] != nil)
                            && spec.settings[ConditionKeys.strategy] == nil,
                        readPictures: LabSetup.pictures(forScenarioAt: scenario.file),
                        readFile: LabSetup.reader(forScenarioAt: scenario.file)))
            } catch {
                throw LabError(.usage, at: .option("vary", spec.text), "\(error)")
            }
        }
        return ScenarioBatch(runners: varied, failures: [])
    }

    /// Where a batch stands in a longer run, for the progress line: the captures done before it, the run's total
    /// and a prefix (the combination).
    package struct Progress {
        package var before = 0
        package var total: Int
        package var prefix = ""
        /// Whether no progress line is drawn (another process draws it).
        package var silent = false

        /// The progress of a run of `total` captures, none done.
        package init(total: Int) {
            self.total = total
        }
    }

    /// Plays every scenario, capturing each capture from its draw lists; `trace` receives the JSON Lines when given,
    /// with the index of the phone they describe (0, or one per spec of a `compare` scenario). `each` also gets the
    /// phones as they were captured.
    package func capture(
        with headless: HeadlessCanvas, trace: ((Int, String) -> Void)? = nil, progress: Progress? = nil,
        each: (ScenarioRunner, Capture, CaptureShot) throws -> Void
    ) throws {
        var done = progress?.before ?? 0
        let total = progress?.total ?? captureCount
        let prefix = progress?.prefix ?? ""
        defer { Console.endProgress() }
        for runner in runners {
            let playback = ScenarioPlayback(
                runner: runner, measurer: headless.measurer, visitsFrames: trace != nil,
                traceMapping: trace == nil ? nil : PixelMapping(scale: headless.scale))
            try playback.playAll { stop, frame, phones in
                if let trace {
                    for (index, lines) in frame.traceLines.enumerated() { for line in lines { trace(index, line) } }
                }
                guard case .capture(let capture) = stop else { return }
                done += 1
                if progress?.silent != true {
                    Console.progress("[\(done)/\(total)] \(prefix)\(runner.scenario.name)/\(capture.name)")
                }
                try each(runner, capture, CaptureShot(frame: frame, phones: phones, runner: runner, headless: headless))
            }
            // A design's pixels are held while its scenario plays, not for the whole batch; the pages they and their
            // decoding took go back to the system.
            if runner.releasePictures() { _ = CMalloc_Trim() }
        }
    }
}

/// Where trace lines go: a file or standard output.
package final class TraceSink {
    private let handle: FileHandle
    private var buffer = Data()

    package init(path: String) throws(LabError) {
        if path == "-" {
            handle = .standardOutput
            return
        }
        let url = URL(filePath: path, relativeTo: LabSetup.workingDirectory)
        guard FileManager.default.createFile(atPath: url.path, contents: nil),
            let file = try? FileHandle(forWritingTo: url)
        else {
            throw LabError("\(path): cannot write the trace file")
        }
        handle = file
    }

    /// Where phone `index`'s lines go when the first phone's go to `path`: `path` itself for the first phone, else
    /// beside it (`trace-2.jsonl`); standard output carries the first phone's only.
    package static func path(_ path: String, phone index: Int) -> String {
        guard index > 0, path != "-" else { return path }
        let url = URL(filePath: path)
        let ext = url.pathExtension
        let stem = url.deletingPathExtension().path
        return ext.isEmpty ? "\(stem)-\(index + 1)" : "\(stem)-\(index + 1).\(ext)"
    }

    package func write(_ line: String) {
        buffer.append(contentsOf: line.utf8)
        buffer.append(0x0A)
        if buffer.count > 1 << 16 { flush() }
    }

    package func flush() {
        guard !buffer.isEmpty else { return }
        handle.write(buffer)
        buffer.removeAll(keepingCapacity: true)
    }
}
