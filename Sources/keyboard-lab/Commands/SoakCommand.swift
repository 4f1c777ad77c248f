import ArgumentParser
import Foundation
import KeyboardAvoidance
import KeyboardLabSDL
import KeyboardLabUI

/// `keyboard-lab soak`: long runs of random actions, watching resident memory.
struct SoakCommand: LabCommand {
    static let configuration = CommandConfiguration(
        commandName: "soak",
        abstract: "Run random actions for many frames (core only, then rendered) and check that memory stays flat.")

    @Option(help: "Frames of reduce + advance + view with random actions.")
    var coreFrames: Int = 1_000_000

    @Option(help: "Frames rendered headlessly with random actions.")
    var renderedFrames: Int = 100_000

    @Option(help: "The random seed, printed so a run can be repeated.")
    var seed: UInt64 = 1

    @OptionGroup var assets: AssetsOption

    @MainActor func perform() throws {
        let resources = try LabSetup.resources(assets.path)
        let renderer = try HeadlessRenderer(resources: resources)
        var random = SeededRandom(seed: seed)
        print("soak: seed \(seed)")
        let core = try soak(frames: coreFrames, render: nil, resources: resources, renderer: renderer, random: &random)
        let rendered = try soak(
            frames: renderedFrames, render: renderer, resources: resources, renderer: renderer, random: &random)
        let growth = max(core, rendered)
        print(String(format: "soak: largest growth after warm-up %.1f MB", growth))
        if growth > 5 { throw LabError("soak: resident memory grew by \(Int(growth)) MB; expected it to stay flat") }
    }

    /// Runs `frames` frames at 60 Hz with a random action every few frames; returns how much higher resident memory
    /// peaked in the second half of the run than in the first (caches fill, and canvases come and go, early on).
    @MainActor func soak(
        frames: Int, render: HeadlessRenderer?, resources: LabResources, renderer: HeadlessRenderer,
        random: inout SeededRandom
    ) throws -> Double {
        guard frames > 0 else { return 0 }
        var state = Phone(resources: resources, form: resources.sampleForm, measurer: renderer.measurer)
        let context = ViewContext(measurer: renderer.measurer, isCapture: true)
        let step = max(1, frames / 10)
        var samples: [Double] = []
        var line = render == nil ? "core RSS MB:" : "rendered RSS MB:"
        for frame in 0..<frames {
            let time = Instant(seconds: Double(frame) / 60)
            if random.next() % 8 == 0 {
                state.reduce(.random(in: state, using: &random), at: time)
            }
            state.advance(to: time)
            _ = state.takeNotifications()
            if let render { try render.draw(state) } else { _ = PhoneView.draw(state, context: context) }
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
