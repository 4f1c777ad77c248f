import Foundation
import KeyboardAvoidance
import KeyboardLabSDL
import KeyboardLabUI
import LabFiles
import ScreenshotComparison

/// Scenarios loaded and checked up front, so a bad one stops the command before anything is rendered.
struct ScenarioBatch {
    let runners: [ScenarioRunner]

    init(paths: [String], resources: LabResources, overrides: PhoneSettings = PhoneSettings()) throws(LabError) {
        guard !paths.isEmpty else { throw LabError("no scenario given; expected one or more .scenario files") }
        var runners: [ScenarioRunner] = []
        var names = Set<String>()
        for path in paths {
            let url = URL(filePath: path, relativeTo: LabSetup.workingDirectory)
            do {
                let scenario = try FileInput.scenario(url, path: path)
                guard names.insert(scenario.name).inserted else {
                    throw InputError(
                        file: path,
                        message: "another scenario is also named \"\(scenario.name)\"; expected unique file names")
                }
                runners.append(
                    try ScenarioRunner(
                        scenario: scenario, resources: resources, overrides: overrides, readFile: LabSetup.readFile))
            } catch let error as InputError {
                throw LabError(error)
            } catch {
                throw LabError("\(path): \(error)")
            }
        }
        self.runners = runners
    }

    private init(runners: [ScenarioRunner]) {
        self.runners = runners
    }

    var captureCount: Int { runners.reduce(0) { $0 + $1.scenario.captures.count } }

    /// The scenarios of one shard, split by scenario and balanced by capture count, in their given order.
    func selecting(_ shard: Shard) -> ScenarioBatch {
        let items = runners.map { Shard.Item(name: $0.scenario.name, weight: $0.scenario.captures.count) }
        return ScenarioBatch(runners: zip(runners, shard.contains(items)).filter(\.1).map(\.0))
    }

    /// Plays every scenario, rendering each capture from its draw list; `trace` receives the JSON Lines when given.
    func render(
        with headless: HeadlessCanvas, trace: ((String) -> Void)? = nil,
        each: (ScenarioRunner, Capture, DrawList, RGBAImage) throws -> Void
    ) throws {
        var done = 0
        let total = captureCount
        defer { Console.endProgress() }
        for runner in runners {
            let playback = ScenarioPlayback(
                runner: runner, measurer: headless.measurer, visitsFrames: trace != nil,
                traceMapping: trace == nil ? nil : PixelMapping(scale: headless.scale))
            try playback.play { stop, frame, _ in
                if let trace { for line in frame.traceLines.first ?? [] { trace(line) } }
                guard case .capture(let capture) = stop else { return }
                done += 1
                Console.progress("[\(done)/\(total)] \(runner.scenario.name)/\(capture.name)")
                try each(runner, capture, frame.drawLists[0], try headless.capture(frame.drawLists[0]))
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
