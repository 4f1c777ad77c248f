import Foundation
import KeyboardAvoidance
import KeyboardLabSDL
import KeyboardLabUI
import LabFiles

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
        /// Decoding the 10,000-message screen file and laying the phone out, median of five (ms).
        var longLoad: Double
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
            text += "{\"from\":\"\(message.from.rawValue)\",\"text\":\(JSONText.quote("\(message.text) (\(index))"))}"
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
        let longCycle = try chatCycle(long, repeats: 3 * repeats)
        return ScreenFigures(
            sticky: Percentiles(sticky), tabs: Percentiles(tabs), chat: Percentiles(chat.all),
            longRise: Percentiles(longCycle.rise), longGrow: Percentiles(longCycle.grow),
            longLoad: Percentiles(loads).p50)
    }

    /// A chat's cycle at 60 Hz: the composer focused (the keyboard rises with the list), a word typed every other
    /// frame until the composer has grown to five lines, Return (a send), then dismissal. Frames of the rise and of
    /// the typing are kept apart; the first run warms the caches and is left out.
    func chatCycle(_ screen: Screen, repeats: Int) throws -> (all: [Double], rise: [Double], grow: [Double]) {
        var runtime = runtime(Phone(resources: resources, screen: screen, measurer: headless.measurer))
        var all: [Double] = []
        var rise: [Double] = []
        var grow: [Double] = []
        var frame = 0
        for run in 0..<(repeats + 1) {
            for local in 0..<200 {
                let time = Instant(seconds: Double(frame) / 60)
                var inputs: [StepInput] = []
                switch local {
                case 0: inputs = [StepInput(.focusField("message"))]
                case 30..<150 where local % 2 == 0: inputs = [StepInput(.type("word\(local) "))]
                case 160: inputs = [StepInput(.key(.returnKey))]
                case 180: inputs = [StepInput(.dismiss)]
                default: break
                }
                let start = clock.now
                try headless.render(runtime.step(inputs, to: time, drawing: .captures))
                let elapsed = Self.milliseconds(clock.now - start)
                frame += 1
                guard run > 0 else { continue }
                all.append(elapsed)
                if local < 20 { rise.append(elapsed) }
                if (30..<150).contains(local) { grow.append(elapsed) }
            }
        }
        return (all, rise, grow)
    }
}
