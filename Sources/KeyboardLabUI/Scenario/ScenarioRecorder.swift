import KeyboardAvoidance

/// Writes what a presenter does in the window as a scenario: the header names the device, orientation, form and
/// options; then every tap (as `tap field ID` on a field), typed text, key, drag, rotation and option change at
/// its time (to the frame), and a `capture` after each keyboard animation settles. Replayed by `shoot`, it comes
/// to the session's final values and keyboard state. Its clock starts at the first recorded action (at 0), so the
/// idle time before it is not replayed.
///
/// ```swift
/// var recorder = ScenarioRecorder(phone: phone, formPath: nil)
/// recorder.record(.key(.tab), at: now, before: old, after: phone)
/// recorder.text(endingAt: now)
/// ```
public struct ScenarioRecorder: Equatable, Sendable {
    private var header: [String]
    private var lines: [String] = []
    private var drag: [PointerState.Sample] = []
    private var dragStartLine: Int?
    private var settles = 0
    private var lastTime = 0.0
    /// How many phones the window compares (1 without `compare`).
    private var phoneCount = 1
    /// The session's time of the first recorded action, the scenario's 0; nil until then.
    private var origin: Double?
    /// Frames per second the times are rounded to.
    public static let fps = 60.0

    /// Where a recorded session's screen came from: what the header's `form` or `screen` line names.
    public enum Source: Equatable, Sendable {
        /// A form file (`run --form`), written as `form FILE`.
        case form(String)
        /// A screen file (`run --screen`, a form file too), written as `screen FILE`.
        case screen(String)

        /// The header line.
        var line: String {
            switch self {
            case .form(let path): "form \(path)"
            case .screen(let path): "screen \(path)"
            }
        }
    }

    /// A recorder for a session that starts with `phone`, whose screen came from `source` (nil: the sample form),
    /// in a window comparing the phones of `compare` (a `--compare` list, written as the `compare` header) made from
    /// the command's settings `base`, each phone on `platforms` (left to right): the header then says what `base`
    /// says, not what the first phone runs, so each phone replays with its own values (an iPhone's
    /// `strategy=rn-padding` in its spec is not written for the Pixel beside it, and a `--strategy adjust-resize` the
    /// first phone cannot take goes into the specs of the phones that ran it).
    public init(
        phone: Phone, source: Source?, compare: String? = nil, base: ConditionOverrides? = nil,
        platforms: [Platform] = []
    ) {
        let own = phone.settings
        var settings = compare == nil ? own : base ?? own
        var compare = compare
        if let text = compare, let base, let strategy = base[ConditionKeys.strategy] {
            let runs = AvoidanceStrategies.platforms(of: strategy)
            if !runs.isEmpty, !runs.contains(phone.device.platform) {
                // The header's device cannot take it: each phone that ran it says so in its spec.
                settings[ConditionKeys.strategy] = nil
                compare = Self.specs(text, adding: "strategy=\(strategy)") { index in
                    index < platforms.count && runs.contains(platforms[index])
                }
            }
        }
        let line = { (key: AnyConditionKey) in key.headerLine(settings) ?? "" }
        let text = { (key: AnyConditionKey) in key.text(of: own) ?? "" }
        header = [
            "# Recorded in the KeyboardLab window: \(phone.device.name), \(text(ConditionKeys.orientation.erased)), "
                + "dismiss mode \(text(ConditionKeys.dismissMode.erased)), strategy \(text(ConditionKeys.strategy.erased)).",
            line(ConditionKeys.device.erased) + " " + (ConditionKeys.orientation.erased.text(of: settings) ?? ""),
        ]
        if let source { header.append(source.line) }
        // The window shows touches (and outlines, with Ctrl+L): the replay draws the finger it recorded.
        if phone.chrome.touchesVisible { header.append("touches on") }
        if phone.chrome.outlinesVisible { header.append("outlines on") }
        if let compare {
            header.append("compare \(compare)")
            phoneCount = compare.split(separator: ",", omittingEmptySubsequences: false).count
        }
        header += [line(ConditionKeys.dismissMode.erased), line(ConditionKeys.strategy.erased)].filter { !$0.isEmpty }
        header.append("fps 60")
        // The other conditions, where they differ from a new phone's (the table's standard values; the quirks are
        // the iOS version's unless given); a compare's, each the command gave.
        let written = [
            ConditionKeys.device.name, ConditionKeys.orientation.name, ConditionKeys.dismissMode.name,
            ConditionKeys.strategy.name,
        ]
        let starting = ConditionKeys.standardSettings
        for key in ConditionKeys.settable where !written.contains(key.name) {
            if let text = key.headerLine(settings), text != key.headerLine(starting) || settings != own {
                header.append(text)
            }
        }
    }

    /// `compare`'s specs with `pair` added to each that `adds` (by index) and does not set the pair's key already.
    static func specs(_ compare: String, adding pair: String, where adds: (Int) -> Bool) -> String {
        let key = pair.split(separator: "=").first.map { String($0) + "=" } ?? pair
        let specs = compare.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        return specs.enumerated().map { index, spec in
            let keys = spec.split(separator: "+").map { String($0) }
            return adds(index) && !keys.contains { $0.hasPrefix(key) } ? spec + "+" + pair : spec
        }.joined(separator: ",")
    }

    /// `time` rounded to the frame, never before the last line, on the scenario's clock: the first action stamped
    /// starts it at 0.
    mutating func stamp(_ time: Instant) -> Double {
        let start = origin ?? time.seconds
        origin = start
        lastTime = max(lastTime, ((time.seconds - start) * Self.fps).rounded() / Self.fps)
        return lastTime
    }

    /// `time` of the session on the scenario's clock (0 before the first action).
    func scenarioSeconds(_ time: Instant) -> Double { max(0, time.seconds - (origin ?? time.seconds)) }

    static func number(_ value: Double) -> String { NumberText.compact((value * 1000).rounded() / 1000) }

    static func quoted(_ text: String) -> String {
        "\""
            + text.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"").replacing("\n", with: "\\n")
            .replacing("\t", with: "\\t") + "\""
    }

    static func onOff(_ flag: Bool) -> String { flag ? "on" : "off" }

    /// Records `action`, applied at `time` to a phone that was `before` and became `after`: with `phone`, to that
    /// phone of a compare alone (written `at T phone N …`, N from 1). A pointer's points are the phone's; `toFirst`
    /// maps them to the first phone's screen, which a scenario's points are (each phone replays them at the same
    /// place relative to its own screen).
    public mutating func record(
        _ action: Action, at time: Instant, before: Phone, after: Phone, phone: Int? = nil,
        toFirst: (Point) -> Point = { $0 }
    ) {
        if let command = command(for: action, at: time, before: before, after: after, toFirst: toFirst) {
            let target = phone.map { "phone \($0 + 1) " } ?? ""
            lines.append("at \(Self.number(stamp(time))) \(target)\(command)")
            if let phone, phone == phoneCount - 1 { mergeLastPhones() }
        }
    }

    /// Writes the last line of each phone as one line for every phone when they are the same command at the same
    /// instant (Ctrl+A turned every phone dark: `at 2 appearance dark`, not one line a phone).
    private mutating func mergeLastPhones() {
        guard phoneCount > 1, lines.count >= phoneCount else { return }
        let last = lines.suffix(phoneCount).map { line -> String? in
            let words = line.split(separator: " ", maxSplits: 4).map(String.init)
            guard words.count == 5, words[0] == "at", words[2] == "phone" else { return nil }
            return "at \(words[1]) \(words[4])"
        }
        let prefixes = lines.suffix(phoneCount).map {
            $0.split(separator: " ", maxSplits: 4).prefix(4).joined(separator: " ")
        }
        let expected = (1...phoneCount).map { "phone \($0)" }
        guard let first = last.first, let merged = first, last.allSatisfy({ $0 == merged }),
            zip(prefixes, expected).allSatisfy({ $0.hasSuffix($1) })
        else { return }
        lines.removeLast(phoneCount)
        lines.append(merged)
    }

    /// The scenario command for `action`, or nil for what a scenario does not replay (or not yet: drags end at
    /// the release).
    mutating func command(
        for action: Action, at time: Instant, before: Phone, after: Phone, toFirst mapToFirst: (Point) -> Point = { $0 }
    ) -> String? {
        switch action {
        case .pointerDown(let point):
            drag = [PointerState.Sample(time: Instant(seconds: stamp(time)), point: mapToFirst(point))]
            dragStartLine = lines.count
            return nil
        case .pointerMoved(let point):
            if !drag.isEmpty {
                drag.append(PointerState.Sample(time: Instant(seconds: stamp(time)), point: mapToFirst(point)))
            }
            return nil
        case .pointerUp(let point):
            defer { drag = [] }
            guard before.pointer.press?.isDragging == true, let first = drag.first else {
                return tap(point, before, mapToFirst)
            }
            let end = stamp(time)
            let path = (drag.map(\.point) + [mapToFirst(point)]).map { "\(Self.number($0.x)) \(Self.number($0.y))" }
            let start = first.time.seconds
            // Each sample's time, so the replay's release velocity is the live one (a flick back up stays one).
            let times = (drag.map(\.time.seconds) + [end]).map { Self.number(max(0, $0 - start)) }
            let line =
                "at \(Self.number(start)) drag \(path.joined(separator: " to ")) over "
                + Self.number(max(1 / Self.fps, end - start)) + " timed " + times.joined(separator: " ")
            // The drag goes where the finger went down, before anything recorded while it was down.
            lines.insert(line, at: min(dragStartLine ?? lines.count, lines.count))
            return nil
        case .tap(let point): return tap(point, before, mapToFirst)
        case .type(let text): return "type \(Self.quoted(text))"
        case .paste(let text): return "paste \(Self.quoted(text))"
        case .key(let key): return "key \(key.rawValue)"
        case .scroll(let dx, let dy): return "scroll \(Self.number(dx)) \(Self.number(dy))"
        case .dismiss: return "dismiss"
        case .hardwareKeyboard: return "hardware-keyboard \(Self.onOff(after.conditions.options.hardwareKeyboard))"
        case .predictiveBar: return "predictive \(Self.onOff(after.conditions.options.predictiveBar))"
        case .accessoryBar: return "accessory \(Self.onOff(after.conditions.options.accessoryBar))"
        case .chrome(.overlay): return "overlay \(Self.onOff(after.chrome.overlayVisible))"
        case .chrome(.slowAnimations): return "slow \(Self.onOff(after.chrome.slowAnimations))"
        case .chrome(.outlines): return "outlines \(Self.onOff(after.chrome.outlinesVisible))"
        case .focusField(let id): return "tap field \(id)"
        case .condition, .nextCondition:
            // A timed command sets one key: its line, when the value changed.
            let key = ConditionKeys.settable.first { action.conditionNames.contains($0.name) }
            guard let key, key.text(of: after.settings) != key.text(of: before.settings) else { return nil }
            return key.command(after.settings)
        case .tapSearch: return "tap search"
        case .tapBar: return "tap bar"
        case .tapTab(let index): return "tap tab \(index)"
        case .send: return "send"
        case .moveKeyboard(let point): return "move-keyboard \(Self.number(point.x)) \(Self.number(point.y))"
        case .compose, .pointerCancel, .chrome, .loadValues, .acceptSuggestion:
            return nil
        }
    }

    /// A tap: `tap field ID` on a field, `tap bar`, `tap tab N` or `send` on the bars, else `tap X Y` (the point
    /// on the first phone's screen, `mapToFirst` of the tapped phone's).
    func tap(_ point: Point, _ phone: Phone, _ mapToFirst: (Point) -> Point = { $0 }) -> String {
        switch phone.mirroredAction(forTapAt: point) {
        case .focusField(let id)?: return "tap field \(id)"
        case .tapBar?: return "tap bar"
        case .tapTab(let index)?: return "tap tab \(index)"
        case .send?: return "send"
        default:
            let first = mapToFirst(point)
            return "tap \(Self.number(first.x)) \(Self.number(first.y))"
        }
    }

    /// Adds a capture for every keyboard animation that settled (its did-notification).
    public mutating func observe(_ notifications: [TimedNotification]) {
        for note in notifications where note.info.event == .didShow || note.info.event == .didHide {
            settles += 1
            let time = max(lastTime, (scenarioSeconds(note.time) * Self.fps).rounded(.up) / Self.fps)
            lines.append("capture \(Self.number(time)) as settled-\(settles)")
        }
    }

    /// The scenario, ending half a second after `time` (a time of the session, as every time given).
    public func text(endingAt time: Instant) -> String {
        let end = max(scenarioSeconds(time), lastTime) + 0.5
        return (header + lines + ["end \(Self.number((end * Self.fps).rounded() / Self.fps))"]).joined(separator: "\n")
            + "\n"
    }
}
