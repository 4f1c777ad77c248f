import Foundation
import Testing

/// Reads every shipped scenario's trace as an outside tool would and checks the avoidance contract at every frame.
@Suite(.serialized) struct TraceContractTests {
    struct Layout {
        var scrollFrame: [Double]
        var contentHeight: Double
        /// The bottom bar at rest, and whether it rides the keyboard.
        var restingBar: [Double]?
        var barIsPinned = false
        var hasTabBar = false
        var lift: String?
    }

    @Test(arguments: try shippedScenarios())
    func traceSatisfiesTheContractAtEveryFrame(scenario: String) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let trace = folder.appending(path: "trace.jsonl")
        let result = try keyboardLab(["shoot", scenario, "--out", folder.path, "--trace", trace.path])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = try String(contentsOf: trace, encoding: .utf8).split(separator: "\n")
        var layout: Layout?
        var baseInset: Double?
        var notifications: [String] = []
        var previousProgress = 1.0
        var frames = 0
        var restingTop: Double?
        var previousInteractive = false
        var notificationsSinceFrame = 0
        var quirks: Set<String> = []
        var strategy = "keyboardlab"
        var touched = false
        for line in lines {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            let kind = try #require(object["kind"] as? String)
            switch kind {
            case "layout":
                let contentSize = try #require(object["contentSize"] as? [Double])
                let shown = try #require(object["screen"] as? [String: Any])
                let parts = try #require(shown["parts"] as? [String])
                layout = Layout(
                    scrollFrame: try #require(object["scrollFrame"] as? [Double]), contentHeight: contentSize[1],
                    restingBar: object["pinned"] as? [Double],
                    barIsPinned: parts.contains("sticky") || parts.contains("composer"),
                    hasTabBar: parts.contains("tabBar"), lift: shown["lift"] as? String)
                #expect(object["screenOrigin"] as? [Double] == [0, 0])
                #expect((object["fields"] as? [String: Any])?.isEmpty == false)
                #expect(["18", "26"].contains(object["ios"] as? String))
                quirks.formUnion(try #require(object["quirks"] as? [String]))
            case "notification":
                let name = try #require(object["name"] as? String)
                notifications.append(name)
                notificationsSinceFrame += 1
                #expect(object["duration"] as? Double == 0.25)
                #expect(object["curve"] as? Int == 7)
                #expect(object["isLocal"] as? Bool == true)
            case "frame":
                frames += 1
                strategy = object["strategy"] as? String ?? strategy
                #expect(object["card"] is NSNull || (object["card"] as? [Double])?.count == 4, "card is a rect or null")
                let layout = try #require(layout, "a layout line comes first")
                let inset = try #require(object["contentInset"] as? [Double])
                let offset = try #require(object["contentOffset"] as? [Double])
                let keyboard = try #require(object["keyboardFrame"] as? [Double])
                let progress = try #require(object["progress"] as? Double)
                for value in inset + offset + keyboard + [progress] { #expect(value.isFinite) }
                if baseInset == nil { baseInset = inset[2] }
                #expect(inset[2] >= (baseInset ?? 0) - 1e-9 || inset[2] >= 0, "inset.bottom never below the original")
                let height = layout.scrollFrame[3]
                let low = -inset[0]
                let high = max(low, layout.contentHeight + inset[2] - height)
                #expect(
                    offset[1] >= low - 0.001 && offset[1] <= high + 0.001,
                    "offset \(offset[1]) within [\(low), \(high)] at \(object["t"] ?? "?")")
                // A bar pinned to the keyboard sits on the docked keyboard's top, or rests above the home indicator;
                // a covered one always rests.
                let pinned = object["pinned"] as? [Double]
                #expect((pinned == nil) == (layout.restingBar == nil), "a bar in the layout is in every frame")
                if let pinned, let rest = layout.restingBar {
                    let restBottom = rest[1] + rest[3]
                    let docked = keyboard[2] >= layout.scrollFrame[2] && keyboard[1] < restBottom + 100
                    let expected = layout.barIsPinned && docked ? min(restBottom, keyboard[1]) : restBottom
                    #expect(
                        abs(pinned[1] + pinned[3] - expected) < 0.001,
                        "\(scenario) at \(object["t"] ?? "?"): bar bottom \(pinned[1] + pinned[3]), want \(expected)")
                }
                // The obstruction: the keyboard with the bar pinned to it.
                let obstructionTop = layout.barIsPinned ? (pinned?[1] ?? keyboard[1]) : keyboard[1]
                let focused = object["focusedRect"] as? [Double]
                let focusIsPinned = focused.map { rect in pinned.map { rect[1] >= $0[1] } ?? false } ?? false
                // After each settle, the focused single-line field sits at least the gap above a docked keyboard
                // (a floating one, narrower than the screen, covers nothing as far as avoidance goes) and the bar on
                // it. Only keyboardlab keeps the contract; a naive strategy in a quirk scenario is there to break it.
                if strategy == "keyboardlab", progress == 1, previousProgress < 1, let rect = focused, rect[3] <= 44,
                    !focusIsPinned, keyboard[1] < layout.scrollFrame[1] + height, keyboard[2] >= layout.scrollFrame[2]
                {
                    let gap = obstructionTop - (rect[1] + rect[3])
                    #expect(gap >= 10 - 0.001, "\(scenario) at \(object["t"] ?? "?"): gap \(gap)")
                }
                // Under a tab bar or over a bottom bar, keyboardlab's settled inset is the overlap of the scroll view
                // with the obstruction, never the keyboard's whole height (a finger dragging the keyboard posts
                // nothing, so the inset rightly stays then).
                if strategy == "keyboardlab", progress == 1, layout.hasTabBar || pinned != nil, focused != nil,
                    keyboard[2] >= layout.scrollFrame[2], object["interactive"] as? Bool == false
                {
                    let overlap = max(0, layout.scrollFrame[1] + height - obstructionTop)
                    #expect(
                        abs(inset[2] - max(baseInset ?? 0, overlap)) < 0.5,
                        "\(scenario) at \(object["t"] ?? "?"): inset \(inset[2]), overlap \(overlap)")
                }
                // A message list that lifts stays at its end through every settle until a finger touches it.
                if let atEnd = object["atEnd"] as? Bool, layout.lift != "never", progress == 1, !touched {
                    #expect(atEnd, "\(scenario) at \(object["t"] ?? "?"): the list left its end")
                }
                if object["touch"] as? [Double] != nil { touched = true }
                previousProgress = progress
                // Interactive dismissal: the keyboard's top follows the finger, and nothing is posted during the pan.
                #expect((object["scrollFrame"] as? [Double])?.count == 4)
                let interactive = try #require(object["interactive"] as? Bool)
                let touch = object["touch"] as? [Double]
                #expect(touch != nil || object["touch"] is NSNull, "touch is a point or null")
                if interactive, let touch, let restingTop {
                    let t = object["t"] ?? "?"
                    #expect(abs(keyboard[1] - max(restingTop, touch[1])) <= 1, "\(scenario) at \(t): keyboard top")
                    if previousInteractive { #expect(notificationsSinceFrame == 0, "\(scenario) at \(t): posted") }
                } else if progress == 1, keyboard[1] < layout.scrollFrame[1] + height {
                    restingTop = keyboard[1]
                }
                previousInteractive = interactive
                notificationsSinceFrame = 0
            default:
                Issue.record("unknown line kind \(kind)")
            }
        }
        #expect(frames > 10)
        // Notifications come as will pairs, each followed by its did pair unless a newer will pair supersedes it,
        // and floating-keyboard moves: willChangeFrame alone, then didChangeFrame alone. Under dropped-quick-toggle
        // the second of a quick show and hide comes without its frame changes.
        var index = 0
        while index < notifications.count {
            if quirks.contains("dropped-quick-toggle"),
                ["keyboardWillShow", "keyboardWillHide"].contains(notifications[index])
            {
                let did = notifications[index] == "keyboardWillShow" ? "keyboardDidShow" : "keyboardDidHide"
                index += notifications[safe: index + 1] == did ? 2 : 1
                continue
            }
            #expect(notifications[index] == "keyboardWillChangeFrame", "\(notifications)")
            let will = notifications[safe: index + 1] ?? ""
            guard will == "keyboardWillShow" || will == "keyboardWillHide" else {
                index += notifications[safe: index + 1] == "keyboardDidChangeFrame" ? 2 : 1
                continue
            }
            index += 2
            if notifications[safe: index] == "keyboardDidChangeFrame" {
                #expect(
                    notifications[safe: index + 1]
                        == (will == "keyboardWillShow" ? "keyboardDidShow" : "keyboardDidHide"))
                index += 2
            }
        }
    }
}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
