import Foundation
import KeyboardAvoidance
import KeyboardLabRuntime
import KeyboardLabUI

/// `soak`: long runs of random actions through the frame step, core only and then rendered, watching resident
/// memory.
public struct SoakJob {
    /// How long and how: the one value a command hands the job, with the defaults.
    public struct Options: Equatable, Sendable {
        /// Frames of step + view with random actions.
        public var coreFrames: Int
        /// Frames rendered headlessly with random actions.
        public var renderedFrames: Int
        /// The random seed, printed so a run can be repeated.
        public var seed: UInt64
        /// The Assets folder, or nil to find it.
        public var assets: String?

        /// Options with every default but what is given.
        public init(
            coreFrames: Int = 1_000_000, renderedFrames: Int = 100_000, seed: UInt64 = 1, assets: String? = nil
        ) {
            self.coreFrames = coreFrames
            self.renderedFrames = renderedFrames
            self.seed = seed
            self.assets = assets
        }
    }

    /// How long and how.
    public var options: Options

    /// A soak as `options` say.
    public init(_ options: Options) {
        self.options = options
    }

    /// Runs both soaks, printing the memory curve; throws when memory grew.
    public func run() throws {
        let resources = try LabSetup.resources(options.assets)
        let headless = try HeadlessCanvas(resources: resources)
        var random = SeededRandom(seed: options.seed)
        print("soak: seed \(options.seed)")
        let core = try soak(
            frames: options.coreFrames, render: false, resources: resources, headless: headless, random: &random)
        let rendered = try soak(
            frames: options.renderedFrames, render: true, resources: resources, headless: headless, random: &random)
        let growth = max(core, rendered)
        print(String(format: "soak: largest growth after warm-up %.1f MB", growth))
        if growth > 5 { throw LabError("soak: resident memory grew by \(Int(growth)) MB; expected it to stay flat") }
    }

    /// Runs `frames` frames at 60 Hz with a random action every few frames; returns how much higher resident memory
    /// peaked in the second half of the run than in the first (caches fill, and canvases come and go, early on).
    func soak(
        frames: Int, render: Bool, resources: LabResources, headless: HeadlessCanvas, random: inout SeededRandom
    ) throws -> Double {
        guard frames > 0 else { return 0 }
        var runtime = LabRuntime(
            state: AppState(phones: [
                Phone(resources: resources, form: resources.sampleForm, measurer: headless.measurer)
            ]),
            measurer: headless.measurer)
        let step = max(1, frames / 10)
        var samples: [Double] = []
        var line = render ? "rendered RSS MB:" : "core RSS MB:"
        for frame in 0..<frames {
            let time = Instant(seconds: Double(frame) / 60)
            let inputs = random.next() % 8 == 0 ? [StepInput(.random(in: runtime.state.phone, using: &random))] : []
            let drawn = runtime.step(inputs, to: time, drawing: .captures)
            if render { try headless.render(drawn) }
            if (frame + 1) % step == 0 {
                let rss = Benchmarks.currentRSS()
                samples.append(rss)
                line += String(format: " %.1f", rss)
            }
        }
        print("soak: \(frames.formatted()) \(line)")
        let half = samples.count / 2
        return (samples[half...].max() ?? 0) - (samples[..<half].max() ?? 0)
    }
}
