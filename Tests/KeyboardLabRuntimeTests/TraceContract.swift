import Foundation
import Testing

/// Reads one scenario's trace line by line, as an outside tool would (each line parsed as JSON), and checks the
/// avoidance contract at every frame; ``finish()`` then checks the order of the notifications.
struct TraceContract {
    /// What a layout line says about the frames after it.
    struct Layout {
        var scrollFrame: [Double]
        var contentHeight: Double
        /// The bottom bar at rest, and whether it rides the keyboard.
        var restingBar: [Double]?
        var barIsPinned = false
        var hasTabBar = false
        var lift: String?
        /// `ios` or `android`, and on Android the device's version, the API level the app targets and what it says
        /// about edge-to-edge.
        var platform = "ios"
        var android = "16"
        var targetSdk = "36"
        var edgeToEdgeMode = "auto"

        /// Whether the Android window is edge-to-edge: enforced on Android 15+ at target 35+ unless opted out (the
        /// opt-out ignored at target 36 on Android 16), or asked for.
        var isEdgeToEdge: Bool {
            let device = Int(android) ?? 16
            let target = Int(targetSdk) ?? 36
            let enforced = device >= 15 && target >= 35 && (edgeToEdgeMode != "off" || (device >= 16 && target >= 36))
            return enforced || edgeToEdgeMode == "on"
        }
    }

    /// The scenario, for the messages.
    let scenario: String
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
    /// The screen's bottom edge: where the hidden keyboard's top is on the first frame.
    var screenBottom: Double?
    /// The first frame's `safeAreaBottom`: the device's, which no strategy but `swiftui` changes.
    var deviceSafeBottom: Double?
    /// Under `swiftui`, the current animation's first two distinct `(safeAreaBottom, inset.bottom)` points.
    var swiftUIAnimation: [(Double, Double)] = []
    /// On Android, frames since the keyboard's animation settled (nil while it runs).
    var framesSinceSettle: Int?
    /// How many times each check that runs only in some states ran (`bar`, `gap`, `drag`, …), so a suite can fail
    /// when one never runs.
    var checks: [String: Int] = [:]

    init(scenario: String) { self.scenario = scenario }

    /// Reads one trace line.
    mutating func read(_ line: String) throws {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        let kind = try #require(object["kind"] as? String)
        switch kind {
        case "layout": try readLayout(object)
        case "notification": try readNotification(object)
        case "frame": try readFrame(object)
        default: Issue.record("unknown line kind \(kind)")
        }
    }

    mutating func readLayout(_ object: [String: Any]) throws {
        swiftUIAnimation.removeAll()
        let contentSize = try #require(object["contentSize"] as? [Double])
        let shown = try #require(object["screen"] as? [String: Any])
        let parts = try #require(shown["parts"] as? [String])
        layout = Layout(
            scrollFrame: try #require(object["scrollFrame"] as? [Double]), contentHeight: contentSize[1],
            restingBar: object["pinned"] as? [Double],
            barIsPinned: parts.contains("sticky") || parts.contains("composer"),
            hasTabBar: parts.contains("tabBar"), lift: shown["lift"] as? String,
            platform: try #require(object["platform"] as? String), android: object["android"] as? String ?? "16",
            targetSdk: object["targetSdk"] as? String ?? "36", edgeToEdgeMode: object["edgeToEdge"] as? String ?? "auto"
        )
        #expect(object["screenOrigin"] as? [Double] == [0, 0])
        #expect((object["fields"] as? [String: Any])?.isEmpty == false)
        #expect(["18", "26"].contains(object["ios"] as? String))
        #expect(["ios", "android"].contains(layout?.platform))
        quirks.formUnion(try #require(object["quirks"] as? [String]))
    }

    mutating func readNotification(_ object: [String: Any]) throws {
        let name = try #require(object["name"] as? String)
        notifications.append(name)
        notificationsSinceFrame += 1
        if layout?.platform == "android" {
            // The IME's own animation: synced 285 ms on (0.2, 0, 0, 1), or unsynced 200 ms.
            let curve = object["curve"] as? Int
            let duration = object["duration"] as? Double
            #expect(
                (curve == 100 && duration == 0.285) || ([101, 102].contains(curve) && duration == 0.2),
                "\(scenario): curve \(curve ?? -1), duration \(duration ?? -1)")
        } else {
            #expect(object["duration"] as? Double == 0.25)
            #expect(object["curve"] as? Int == 7)
        }
        #expect(object["isLocal"] as? Bool == true)
    }

    /// One frame line: its values, then what it shows of the bar, the focused field, the list and the drag.
    mutating func readFrame(_ object: [String: Any]) throws {
        frames += 1
        strategy = object["strategy"] as? String ?? strategy
        #expect(object["card"] is NSNull || (object["card"] as? [Double])?.count == 4, "card is a rect or null")
        let layout = try #require(layout, "a layout line comes first")
        let frame = try TraceFrame(object, scenario: scenario)
        for value in frame.inset + frame.offset + frame.keyboard + [frame.progress] { #expect(value.isFinite) }
        if baseInset == nil { baseInset = frame.inset[2] }
        #expect(
            frame.inset[2] >= (baseInset ?? 0) - 1e-9 || frame.inset[2] >= 0, "inset.bottom never below the original")
        let low = -frame.inset[0]
        // The scroll view as presented: a strategy that resizes it moves its bottom.
        let height = (object["scrollFrame"] as? [Double])?[3] ?? layout.height
        let high = max(low, layout.contentHeight + frame.inset[2] - height)
        #expect(
            frame.offset[1] >= low - 0.001 && frame.offset[1] <= high + 0.001,
            "offset \(frame.offset[1]) within [\(low), \(high)] at \(frame.time)")
        if screenBottom == nil { screenBottom = frame.keyboard[1] }
        if deviceSafeBottom == nil { deviceSafeBottom = frame.safeAreaBottom }
        if layout.platform == "android" {
            try checkAndroid(object, frame, layout)
        } else if strategy == "swiftui" {
            checkSwiftUI(frame, layout, card: object["card"] as? [Double])
            checkSwiftUIProgress(frame)
        } else if Self.frameworks.contains(strategy) {
            // A framework's container carries its own bottom inset (`safeAreaBottom`): checked once settled.
            checkFrameworkSettle(frame, layout)
        } else {
            // The device's own bottom safe area (it changes only with the orientation or the device).
            #expect([0, 20, 21, 34].contains(frame.safeAreaBottom), "\(scenario) at \(frame.time): safeAreaBottom")
            checkBar(frame, layout)
        }
        checkSettle(frame, layout)
        // A message list that lifts stays at its end through every settle until a finger touches it.
        if let atEnd = object["atEnd"] as? Bool, layout.lift != "never", frame.progress == 1, !touched {
            #expect(atEnd, "\(scenario) at \(frame.time): the list left its end")
        }
        if frame.touch != nil { touched = true }
        previousProgress = frame.progress
        #expect((object["scrollFrame"] as? [Double])?.count == 4)
        #expect(frame.touch != nil || object["touch"] is NSNull, "touch is a point or null")
        checkDrag(frame, layout)
        previousInteractive = frame.interactive
        notificationsSinceFrame = 0
    }

    /// A bar pinned to the keyboard sits on the docked keyboard's top, or rests above the home indicator; a covered
    /// one always rests.
    mutating func checkBar(_ frame: TraceFrame, _ layout: Layout) {
        #expect((frame.pinned == nil) == (layout.restingBar == nil), "a bar in the layout is in every frame")
        guard let pinned = frame.pinned, let rest = layout.restingBar else { return }
        checks["bar", default: 0] += 1
        let restBottom = rest[1] + rest[3]
        let docked = frame.keyboard[2] >= layout.scrollFrame[2] && frame.keyboard[1] < restBottom + 100
        let expected = layout.barIsPinned && docked ? min(restBottom, frame.keyboard[1]) : restBottom
        // The trace rounds y and height to 0.001 each: a scaled design's bar has fractional ones.
        #expect(
            abs(pinned[1] + pinned[3] - expected) < 0.0015,
            "\(scenario) at \(frame.time): bar bottom \(pinned[1] + pinned[3]), want \(expected)")
    }

    /// After each settle, the focused single-line field sits at least the gap above a docked keyboard (a floating
    /// one, narrower than the screen, covers nothing as far as avoidance goes) and the bar on it. Only keyboardlab
    /// keeps the contract; a naive strategy in a quirk scenario is there to break it. Under a tab bar or over a
    /// bottom bar, keyboardlab's settled inset is the overlap of the scroll view with the obstruction, never the
    /// keyboard's whole height (a finger dragging the keyboard posts nothing, so the inset rightly stays then).
    mutating func checkSettle(_ frame: TraceFrame, _ layout: Layout) {
        let keyboard = frame.keyboard
        // The obstruction: the keyboard with the bar pinned to it.
        let obstructionTop = layout.barIsPinned ? (frame.pinned?[1] ?? keyboard[1]) : keyboard[1]
        let focused = frame.focused
        let focusIsPinned = focused.map { rect in frame.pinned.map { rect[1] >= $0[1] } ?? false } ?? false
        if strategy == "keyboardlab", frame.progress == 1, previousProgress < 1, let rect = focused, rect[3] <= 44,
            !focusIsPinned, keyboard[1] < layout.scrollFrame[1] + layout.height,
            keyboard[2] >= layout.scrollFrame[2]
        {
            let gap = obstructionTop - (rect[1] + rect[3])
            checks["gap", default: 0] += 1
            #expect(gap >= 10 - 0.001, "\(scenario) at \(frame.time): gap \(gap)")
        }
        if strategy == "keyboardlab", frame.progress == 1, layout.hasTabBar || frame.pinned != nil, focused != nil,
            keyboard[2] >= layout.scrollFrame[2], !frame.interactive
        {
            let overlap = max(0, layout.scrollFrame[1] + layout.height - obstructionTop)
            checks["overlap inset", default: 0] += 1
            #expect(
                abs(frame.inset[2] - max(baseInset ?? 0, overlap)) < 0.5,
                "\(scenario) at \(frame.time): inset \(frame.inset[2]), overlap \(overlap)")
        }
    }

    /// Interactive dismissal: the keyboard's top follows the finger, and nothing is posted during the pan.
    mutating func checkDrag(_ frame: TraceFrame, _ layout: Layout) {
        if frame.interactive, let touch = frame.touch, let restingTop {
            checks["drag", default: 0] += 1
            #expect(
                abs(frame.keyboard[1] - max(restingTop, touch[1])) <= 1, "\(scenario) at \(frame.time): keyboard top")
            if previousInteractive {
                #expect(notificationsSinceFrame == 0, "\(scenario) at \(frame.time): posted")
            }
        } else if frame.progress == 1, frame.keyboard[1] < layout.scrollFrame[1] + layout.height {
            restingTop = frame.keyboard[1]
        }
    }

    /// After the last line: enough frames, and the notifications in order. They come as will pairs, each followed by
    /// its did pair unless a newer will pair supersedes it, and floating-keyboard moves: willChangeFrame alone, then
    /// didChangeFrame alone. Under dropped-quick-toggle the second of a quick show and hide comes without its frame
    /// changes.
    func finish() {
        #expect(frames > 10)
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

extension TraceContract.Layout {
    /// The scroll view's height.
    var height: Double { scrollFrame[3] }
}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
