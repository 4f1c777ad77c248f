import Foundation
import KeyboardAvoidance
import KeyboardLabSDL
import KeyboardLabUI
import LabFiles
import ScreenshotComparison

/// Scenarios loaded and checked up front, so a bad one is known before anything is rendered: it stops `shoot`,
/// and `check` reports it as an error beside the others' results.
struct ScenarioBatch {
    /// A scenario that could not be loaded: its name (the file's stem), its path as given, and the one-line error.
    struct Failure: Equatable {
        var scenario: String
        var path: String
        var message: String
    }

    let runners: [ScenarioRunner]
    /// The scenarios that could not be loaded, when the batch was asked to keep going.
    private(set) var failures: [Failure] = []

    /// Loads `paths` (relative to the working directory); a scenario's own files (its form) are relative to the
    /// scenario's folder. `device` replaces every scenario's device. With `keepGoing`, a bad scenario is recorded
    /// in ``failures`` and the others still load; without it, the first one throws.
    init(
        paths: [String], resources: LabResources, overrides: PhoneSettings = PhoneSettings(), screen: Screen? = nil,
        device: String? = nil, keepGoing: Bool = false
    ) throws(LabError) {
        guard !paths.isEmpty else { throw LabError("no scenario given; expected one or more .scenario files") }
        var runners: [ScenarioRunner] = []
        var names = Set<String>()
        for path in paths {
            let url = URL(filePath: path, relativeTo: LabSetup.workingDirectory)
            do throws(LabError) {
                runners.append(
                    try Self.load(
                        url, path: path, resources: resources, overrides: overrides, screen: screen, device: device))
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
        _ url: URL, path: String, resources: LabResources, overrides: PhoneSettings, screen: Screen?, device: String?
    ) throws(LabError) -> ScenarioRunner {
        do {
            var scenario = try FileInput.scenario(url, path: path)
            if let device { scenario.deviceID = device }
            return try ScenarioRunner(
                scenario: scenario, resources: resources, overrides: overrides, screen: screen,
                readFile: LabSetup.reader(forScenarioAt: url.path))
        } catch {
            throw LabError(error)
        }
    }

    private init(runners: [ScenarioRunner], failures: [Failure]) {
        self.runners = runners
        self.failures = failures
    }

    var captureCount: Int { runners.reduce(0) { $0 + $1.scenario.captures.count } }

    /// The scenarios of one shard, split by scenario and balanced by capture count, in their given order.
    func selecting(_ shard: Shard) -> ScenarioBatch {
        let items = runners.map { Shard.Item(name: $0.scenario.name, weight: $0.scenario.captures.count) }
        let kept = Set(zip(runners, shard.contains(items)).filter { $0.1 }.map { $0.0.scenario.name })
        let failed = failures.map { Shard.Item(name: $0.scenario, weight: 1) }
        return ScenarioBatch(
            runners: runners.filter { kept.contains($0.scenario.name) },
            failures: zip(failures, shard.contains(failed)).filter { $0.1 }.map { $0.0 })
    }

    /// Plays every scenario, capturing each capture from its draw list; `each` also gets the phone at the capture.
    /// `trace` receives the JSON Lines when given.
    func capture(
        with headless: HeadlessCanvas, trace: ((String) -> Void)? = nil,
        each: (ScenarioRunner, Capture, DrawList, RGBAImage, Phone) throws -> Void
    ) throws {
        var done = 0
        let total = captureCount
        defer { Console.endProgress() }
        for runner in runners {
            let playback = ScenarioPlayback(
                runner: runner, measurer: headless.measurer, visitsFrames: trace != nil,
                traceMapping: trace == nil ? nil : PixelMapping(scale: headless.scale))
            try playback.play { stop, frame, phone in
                if let trace { for line in frame.traceLines.first ?? [] { trace(line) } }
                guard case .capture(let capture) = stop else { return }
                done += 1
                Console.progress("[\(done)/\(total)] \(runner.scenario.name)/\(capture.name)")
                try each(runner, capture, frame.drawLists[0], try headless.capture(frame.drawLists[0]), phone)
            }
        }
    }
}

/// Where trace lines go: a file or standard output.
final class TraceSink {
    private let handle: FileHandle
    private var buffer = Data()

    init(path: String) throws(LabError) {
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

    func write(_ line: String) {
        buffer.append(contentsOf: line.utf8)
        buffer.append(0x0A)
        if buffer.count > 1 << 16 { flush() }
    }

    func flush() {
        guard !buffer.isEmpty else { return }
        handle.write(buffer)
        buffer.removeAll(keepingCapacity: true)
    }
}
