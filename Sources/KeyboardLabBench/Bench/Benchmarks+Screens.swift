import Foundation
import KeyboardAvoidance
import KeyboardLabRuntime
import KeyboardLabSDL
import KeyboardLabUI
import LabFiles
import LabText

extension Benchmarks {
    /// The frame costs of the shipped screens with bars, and of a 10,000-message chat.
    struct ScreenFigures {
        /// The sign-up form with a sticky bar, and the settings under a tab bar, over the form cycle.
        var sticky: Percentiles
        var tabs: Percentiles
        /// The shipped chat's cycle, every frame.
        var chat: Percentiles
        /// The 10,000-message chat: frames while the keyboard rises, and while the composer grows.
        var longRise: Percentiles
        var longGrow: Percentiles
        /// The sample form's frames, run by run between the 10,000-message chat's: what its ratio is taken to.
        var longBeside: Percentiles
        /// Decoding the 10,000-message screen file and laying the phone out, median of five (ms).
        var longLoad: Double
        /// The `swiftui` strategy on every shipped screen.
        var swiftUI: SwiftUIFigures
    }

    /// A shipped screen file, by name.
    func shippedScreen(_ name: String) throws -> Screen {
        let url = resources.folder.appending(path: "Screens/\(name)")
        return try Screen.decode(FileInput.read(url, path: url.path), file: name)
    }

    /// The shipped chat's messages repeated to `count`, each numbered, as a screen file's bytes.
    func longChatJSON(messages count: Int) throws -> Data {
        let shipped = try shippedScreen("chat.json").thread?.messages ?? []
        var text = "{\"title\":\"Long chat\",\"bottomBar\":{\"kind\":\"composer\",\"id\":\"message\"},"
        text += "\"content\":{\"kind\":\"messages\",\"messages\":["
        for index in 0..<count {
            let message = shipped[index % shipped.count]
            if index > 0 { text += "," }
            text +=
                "{\"from\":\"\(message.from.rawValue)\",\"text\":\(TextEscaping.json("\(message.text) (\(index))"))}"
        }
        return Data((text + "]}}").utf8)
    }

    func screenFigures(repeats: Int) throws -> ScreenFigures {
        let sticky = try frameCycle(
            starting: Phone(
                resources: resources, screen: shippedScreen("signup-sticky.json"), measurer: headless.measurer),
            focus: "firstName", repeats: repeats)
        let tabs = try frameCycle(
            starting: Phone(
                resources: resources, screen: shippedScreen("settings-tabs.json"), measurer: headless.measurer),
            focus: "name", repeats: repeats)
        let chat = try chatCycle(shippedScreen("chat.json"), repeats: repeats)
        let data = try longChatJSON(messages: 10_000)
        var loads: [Double] = []
        var long = try shippedScreen("chat.json")
        for _ in 0..<5 {
            let start = clock.now
            long = try Screen.decode(data, file: "long-chat.json")
            _ = Phone(resources: resources, screen: long, measurer: headless.measurer)
            loads.append(Self.milliseconds(clock.now - start))
        }
        // Three times the runs: a run has only 15 frames of rising keyboard.
        let longCycle = try interleavedChatCycle(long, repeats: 3 * repeats)
        let swiftUI = try swiftUIFigures(repeats: repeats)
        return ScreenFigures(
            sticky: Percentiles(sticky), tabs: Percentiles(tabs), chat: Percentiles(chat.all),
            longRise: Percentiles(longCycle.rise), longGrow: Percentiles(longCycle.grow),
            longBeside: Percentiles(longCycle.form), longLoad: Percentiles(loads).p50,
            swiftUI: swiftUI)
    }

    /// The chat cycle's script: the composer focused (the keyboard rises with the list), a word typed every other
    /// frame from frame 30 to 150, growing the composer to its most lines, Return (a send), then dismissal.
    static func chatScript(_ local: Int) -> [StepInput] {
        switch local {
        case 0: [StepInput(.focusField("message"))]
        case 30..<150 where local % 2 == 0: [StepInput(.type("word\(local) "))]
        case 160: [StepInput(.key(.returnKey))]
        case 180: [StepInput(.dismiss)]
        default: []
        }
    }

    /// The frames of a chat cycle's run while the keyboard rises (the 15 after the tap that starts it: 0.25 s at
    /// 60 Hz) and while the composer grows (frames 30 to 150, a word typed every other one).
    static func chatPhases(_ run: [Double]) -> (rise: [Double], grow: [Double]) {
        (Array(run[1..<16]), Array(run[30..<150]))
    }

    /// A chat's cycle at 60 Hz (``chatScript``), `repeats` runs after one that warms the caches.
    func chatCycle(_ screen: Screen, deviceID: String? = nil, repeats: Int) throws -> (
        all: [Double], rise: [Double], grow: [Double]
    ) {
        var runtime = runtime(
            Phone(resources: resources, screen: screen, deviceID: deviceID, measurer: headless.measurer))
        var frame = 0
        var all: [Double] = []
        var rise: [Double] = []
        var grow: [Double] = []
        for run in 0..<(repeats + 1) {
            let samples = try timedRun(&runtime, script: Self.chatScript, length: 200, frame: &frame)
            guard run > 0 else { continue }
            all += samples
            let phases = Self.chatPhases(samples)
            rise += phases.rise
            grow += phases.grow
        }
        return (all, rise, grow)
    }

    /// The chat's cycle and the sample form's, a run of each in turn, so both meet the same moments of the machine:
    /// the chat's rising and growing frames, and the form's, for the ratio the target is set in.
    func interleavedChatCycle(_ screen: Screen, repeats: Int) throws -> (
        rise: [Double], grow: [Double], form: [Double]
    ) {
        var chat = runtime(Phone(resources: resources, screen: screen, measurer: headless.measurer))
        var form = formRuntime(
            Phone(resources: resources, form: resources.sampleForm, measurer: headless.measurer), focus: "books")
        var chatFrame = 0
        var formFrame = 0
        var rise: [Double] = []
        var grow: [Double] = []
        var formSamples: [Double] = []
        for run in 0..<(repeats + 1) {
            let chatRun = try timedRun(&chat, script: Self.chatScript, length: 200, frame: &chatFrame)
            let formRun = try timedRun(
                &form, script: Self.formScript(focus: "books"), length: 220, frame: &formFrame)
            guard run > 0 else { continue }
            let phases = Self.chatPhases(chatRun)
            rise += phases.rise
            grow += phases.grow
            formSamples += formRun
        }
        return (rise, grow, formSamples)
    }
}

extension Benchmarks.ScreenFigures {
    /// The figures as rows of the bench table: name, value, target.
    var rows: [(String, String, String)] {
        let n = { (value: Double) in String(format: "%.3f", value) }
        return [
            (
                "frame, sticky bar / tab bar / chat screens (p99)",
                "\(n(sticky.p99)) / \(n(tabs.p99)) / \(n(chat.p99)) ms", "p99 ≤ 2.5 ms"
            ),
            (
                "frame, 10,000-message chat, keyboard rising / composer growing (p99)",
                "\(n(longRise.p99)) / \(n(longGrow.p99)) ms", ""
            ),
            (
                "  the same over the sample form's p99, run by run beside it",
                String(
                    format: "%.2f / %.2f (form %.3f ms)", longRise.p99 / longBeside.p99, longGrow.p99 / longBeside.p99,
                    longBeside.p99),
                "≤ 1.2"
            ),
            ("load + lay out a 10,000-message chat", "\(n(longLoad)) ms", "≤ 150 ms"),
        ] + swiftUI.rows
    }

    /// The frame figures' keys in the bench JSON's `frame_ms` object, without its braces.
    var frameJSON: String {
        "\"sticky_bar\":\(sticky.json),\"tab_bar\":\(tabs.json),\"chat\":\(chat.json),"
            + "\"chat_10k_rise\":\(longRise.json),\"chat_10k_grow\":\(longGrow.json),"
            + "\"sample_beside_chat_10k\":\(longBeside.json)"
    }

    /// The figures alone as JSON, for `bench --only screens`.
    var json: String {
        "{\"frame_ms\":{\(frameJSON)},\"swiftui_frame_ms\":\(swiftUI.json),"
            + "\"load_chat_10k_ms\":\(NumberText.compact(longLoad))}"
    }

    /// The rows alone, aligned, for `bench --only screens`.
    var table: String { BenchReport.aligned(rows) }
}
