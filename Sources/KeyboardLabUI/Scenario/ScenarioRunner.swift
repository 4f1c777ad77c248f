import Foundation
import KeyboardAvoidance
import LabDrawing

/// Plays a scenario at a fixed frame step: commands apply at their exact instants and captures are evaluated at
/// theirs, so a capture's state does not depend on the frame rate.
///
/// ```swift
/// var runner = try ScenarioRunner(scenario: scenario, resources: resources) { path in try read(path) }
/// runner.run(measurer: fonts) { phone, step in
///     if case .capture(let capture) = step { render(phone, capture.name) }
/// }
/// ```
public struct ScenarioRunner {
    /// What the runner stops at.
    public enum Step: Equatable, Sendable {
        /// A fixed-step frame.
        case frame
        /// A capture.
        case capture(Capture)
    }

    /// The scenario.
    public let scenario: Scenario
    /// The loaded assets.
    public let resources: LabResources
    /// The screen the scenario runs: its own screen or form, the command's `--screen`, or the sample form.
    public let screen: Screen
    /// The screen's form: its fields, search field and composer.
    public var form: Form { screen.form }
    /// Reads an image screen's pictures (the platform's job): given the decoded screen, its file's bytes and its
    /// path as the scenario writes it, the screen with its pictures attached.
    public typealias PictureReader = (Screen, Data, String) throws(LabError) -> Screen

    /// The options the phone starts with: the scenario header's, then the caller's overrides.
    public let settings: ConditionOverrides
    /// The `compare` header's specs, each with its screen file read, or empty for one phone.
    public let compareSpecs: [PhoneSpec]
    /// The caption over each compared phone (``PhoneSpec/captions(_:base:screenName:)``): its `label=`, else the
    /// values that set it apart from the others; empty for one phone.
    public var compareCaptions: [String] {
        captionSource.captions(for: [])
    }

    /// What the compared phones' captions are made from, so they follow a timed command that changes a
    /// condition (the playback's state keeps them); its specs are empty for one phone.
    public var captionSource: CompareCaptions {
        var base = settings
        base[ConditionKeys.device] = base[ConditionKeys.device] ?? scenario.deviceID
        base[ConditionKeys.orientation] = base[ConditionKeys.orientation] ?? scenario.orientation
        let name = (scenario.screenPath ?? scenario.formPath).map(PhoneSpec.fileName) ?? screen.form.title
        return CompareCaptions(specs: compareSpecs, base: base, screenName: name)
    }

    /// Checks the scenario against the assets (device ids, form file, field ids) and builds the starting state.
    ///
    /// - Parameters:
    ///   - overrides: options that win over the scenario header's (command-line flags).
    ///   - movedDevice: whether the caller moved the scenario to another device than its own (`--device`,
    ///     `--vary device=…`): its own strategies and compared conditions of the other platform then give way to the
    ///     device's defaults instead of being refused.
    ///   - readFile: reads the bytes of the scenario's `form` file, given its path as written (the platform's
    ///     job: the runner only decodes).
    /// - Throws: ``LabError`` naming the scenario line that refers to something unknown.
    public init(
        scenario: Scenario, resources: LabResources, overrides: ConditionOverrides = ConditionOverrides(),
        screen: Screen? = nil, movedDevice: Bool = false,
        readPictures: PictureReader? = nil, readFile: (String) throws(LabError) -> Data
    ) throws(LabError) {
        self.scenario = scenario
        func fail(_ line: Int?, _ message: String) -> LabError {
            LabError(file: scenario.file, line: line, column: line == nil ? nil : 1, message: message)
        }
        func unknownDevice(_ id: String) -> String { "unknown device \"\(id)\"" + resources.unknownDeviceHint(id) }
        guard resources.device(scenario.deviceID) != nil else {
            throw fail(scenario.deviceLine, unknownDevice(scenario.deviceID))
        }
        // A `--screen` given to the command wins over the scenario's own form or screen.
        let loaded: Screen
        if let screen {
            loaded = screen
        } else {
            loaded =
                try Self.screen(of: scenario, readPictures: readPictures, readFile: readFile)
                ?? Screen(form: resources.sampleForm)
        }
        let form = loaded.form
        func unknownTab(_ index: Int) -> String? {
            guard let tabs = loaded.tabBar else { return "`tap tab`: the screen has no tab bar; expected a tabBar" }
            guard !tabs.items.indices.contains(index) else { return nil }
            return "`tap tab \(index)`: the tab bar has \(tabs.items.count) tabs; expected 0 to \(tabs.items.count - 1)"
        }
        // The screen's presentation, then the scenario header's, then the caller's.
        settings = Self.settings(of: scenario, screen: loaded, overrides: overrides, resources: resources)
        func unknownField(_ id: String) -> String {
            let known = form.fields.prefix(20).map(\.id).joined(separator: ", ")
            let hint = ClosestName.hint(for: id, in: form.fields.map(\.id))
            return "unknown field \"\(id)\"\(hint); expected one of \(known)\(form.fields.count > 20 ? ", …" : "")"
        }
        for mask in scenario.masks {
            if case .field(let id) = mask.region, form.index(of: id) == nil {
                throw fail(mask.line, "`mask field`: " + unknownField(id))
            }
        }
        for event in scenario.events {
            switch event.action {
            case .focusField(let id) where form.index(of: id) == nil:
                throw fail(event.line, unknownField(id))
            case .condition(let set) where set[ConditionKeys.device].map({ resources.device($0) == nil }) == true:
                throw fail(event.line, unknownDevice(set[ConditionKeys.device] ?? ""))
            case .tapSearch where form.searchIndex == nil:
                throw fail(event.line, "`tap search`: the screen has no search field; expected a navigationBar.search")
            case .tapTab(let index):
                if let problem = unknownTab(index) { throw fail(event.line, problem) }
            case .tapBar:
                guard loaded.bottomBar?.isButton == true else {
                    throw fail(
                        event.line, "`tap bar`: the screen has no button bar; expected a bottomBar of kind button")
                }
            case .send where form.composerIndex == nil:
                throw fail(event.line, "`send`: the screen has no composer; expected a bottomBar of kind composer")
            default: break
            }
        }
        self.resources = resources
        self.screen = loaded
        compareSpecs = try Self.compareSpecs(of: scenario, resources: resources, readFile: readFile)
        if !movedDevice { try checkPlatforms() }
    }

    /// The screen the scenario's `form` or `screen` line names, read and decoded (its pictures too), or nil when it
    /// names none.
    ///
    /// - Throws: ``LabError`` naming the file and the scenario's line.
    static func screen(
        of scenario: Scenario, readPictures: PictureReader?, readFile: (String) throws(LabError) -> Data
    ) throws(LabError) -> Screen? {
        guard let path = scenario.screenPath ?? scenario.formPath else { return nil }
        let kind = scenario.screenPath == nil ? "form" : "screen"
        let line = scenario.screenPath == nil ? scenario.formLine : scenario.screenLine
        do throws(LabError) {
            let data = try readFile(path)
            if kind == "form", Screen.isScreenFile(data) {
                throw LabError(
                    file: path, message: "is a screen file (it has \"content\"), not a form file: use `screen \(path)`")
            }
            var loaded =
                try kind == "form" ? Screen(form: Form.decode(data, file: path)) : Screen.decode(data, file: path)
            if loaded.design != nil {
                guard let readPictures else {
                    throw LabError(file: path, message: "an image screen's pictures are read by the command line")
                }
                loaded = try readPictures(loaded, data, path)
            }
            return loaded
        } catch {
            var located = error
            located.file = path
            located.message += " (the \(kind) of \(scenario.file)\(line.map { ":\($0)" } ?? ""))"
            throw located
        }
    }

    /// The conditions the phone starts with: the screen's presentation, then the scenario header's, then
    /// `overrides`. A scenario moved to a device of the other platform (`--device`, `--vary`) runs that platform's
    /// default strategy in place of its header's.
    static func settings(
        of scenario: Scenario, screen: Screen, overrides: ConditionOverrides, resources: LabResources
    ) -> ConditionOverrides {
        var settings = ConditionOverrides(presentation: screen.presentation).overriding(with: scenario.settings)
            .overriding(with: overrides)
        if overrides[ConditionKeys.strategy] == nil, let name = settings[ConditionKeys.strategy],
            let device = resources.device(settings[ConditionKeys.device] ?? scenario.deviceID),
            !AvoidanceStrategies.platforms(of: name).contains(device.platform),
            scenario.deviceID != device.id || overrides[ConditionKeys.device] != nil
        {
            settings[ConditionKeys.strategy] = nil
        }
        return settings
    }

    /// Refuses a strategy of the other platform than the device's, and in the `compare` header a compared
    /// condition that takes no effect on its phone's device.
    ///
    /// - Throws: ``LabError`` naming the scenario (at the `compare` line for a spec).
    func checkPlatforms() throws(LabError) {
        let deviceID = settings[ConditionKeys.device] ?? scenario.deviceID
        if let device = resources.device(deviceID), let problem = settings.platformProblem(on: device, comparing: false)
        {
            throw LabError(file: scenario.file, message: problem)
        }
        // `at T strategy NAME`: a strategy of the other platform is refused at its line, as in the header.
        for event in scenario.events {
            guard case .condition(let overrides) = event.action, overrides[ConditionKeys.strategy] != nil else {
                continue
            }
            for phoneDevice in Set([deviceID] + compareSpecs.map { $0.settings[ConditionKeys.device] ?? deviceID }) {
                guard let device = resources.device(phoneDevice),
                    let problem = overrides.platformProblem(on: device, comparing: false)
                else { continue }
                throw LabError(file: scenario.file, line: event.line, column: 1, message: problem)
            }
        }
        do {
            try PhoneSpec.checkPlatforms(
                compareSpecs, base: settings, device: deviceID, resources: resources, option: "compare")
        } catch {
            throw LabError(
                file: scenario.file, line: scenario.compareLine, column: scenario.compareLine == nil ? nil : 1,
                message: "\(error.file): \(error.message)")
        }
    }

    /// Lets the pictures of the screens it shows (its own, and each compare spec's) go until they are drawn again:
    /// what a batch does once the scenario has played (see ``DesignBitmap/release()``). Returns whether pixels were
    /// let go.
    @discardableResult public func releasePictures() -> Bool {
        var released = screen.design?.bitmaps?.release() ?? false
        for spec in compareSpecs where spec.screen?.design?.bitmaps?.release() == true { released = true }
        return released
    }

    /// The `compare` header's specs, checked against the assets, each with its screen file read; empty without one.
    ///
    /// - Throws: ``LabError`` at the `compare` line, naming the spec and what was expected.
    static func compareSpecs(
        of scenario: Scenario, resources: LabResources, readFile: (String) throws(LabError) -> Data
    ) throws(LabError) -> [PhoneSpec] {
        guard let text = scenario.compare else { return [] }
        func located(_ error: LabError) -> LabError {
            let what = error.file.hasPrefix("compare") ? error.file : "compare"
            return LabError(
                file: scenario.file, line: scenario.compareLine, column: 1, message: "\(what): \(error.message)")
        }
        var specs: [PhoneSpec]
        do {
            specs = try PhoneSpec.parseList(text, resources: resources, option: "compare")
        } catch {
            throw located(error)
        }
        for index in specs.indices {
            guard let path = specs[index].screenPath else { continue }
            do {
                specs[index].screen = try Screen.decode(readFile(path), file: path)
            } catch {
                throw located(LabError(file: "compare", message: "screen=\(path): \(error.description)"))
            }
        }
        return specs
    }

    /// The phones before the first command: ``initialPhone(measurer:)`` alone, or with a `compare` header one phone
    /// per spec, the spec's conditions over the scenario's.
    public func initialPhones(measurer: any TextMeasuring) -> [Phone] {
        guard !compareSpecs.isEmpty else { return [initialPhone(measurer: measurer)] }
        return compareSpecs.map { spec in
            var phone = spec.phone(
                resources: resources, screen: screen, deviceID: scenario.deviceID, orientation: scenario.orientation,
                settings: settings, measurer: measurer)
            phone.chrome.showOverlay(false)
            return phone
        }
    }

    /// The phone before the first command, laid out with `measurer`.
    public func initialPhone(measurer: any TextMeasuring) -> Phone {
        var phone = Phone(
            resources: resources, screen: screen, deviceID: scenario.deviceID, orientation: scenario.orientation,
            measurer: measurer)
        phone.chrome.showOverlay(false)
        phone.apply(settings, measurer: measurer)
        return phone
    }

    /// The fixed-step frame instants from 0 to the end.
    public var frameTimes: [Instant] {
        let count = Int((scenario.end * scenario.fps + 1e-9).rounded(.down))
        return (0...count).map { Instant(seconds: Double($0) / scenario.fps) }
    }

    /// One stop of a playback: its instant, what stops there, and the commands due since the stop before.
    public struct Stop: Equatable, Sendable {
        /// When the playback stops.
        public var time: Instant
        /// A frame or a capture.
        public var step: Step
        /// The commands at or before `time` and after the stop before, in order; each applies at its own instant.
        public var commands: [TimedAction]
    }

    /// The one order every playback follows: frames at `n / fps` (when `framesEnabled`) and captures at their
    /// instants, in time order, with the frame first and then the captures as written at equal instants; each
    /// stop carries the commands due by then (a command at a stop's instant applies before it). Commands after the
    /// last stop change nothing anyone sees and are left out.
    ///
    /// - Complexity: O((f + c) log (f + c) + e) in the frames, captures and commands.
    public func schedule(framesEnabled: Bool = true) -> [Stop] {
        let frames = framesEnabled ? frameTimes.map { (time: $0, step: Step.frame) } : []
        let captures = scenario.captures.map { (time: $0.time, step: Step.capture($0)) }
        // Frames come before captures in the list, and the sort keeps that order at equal instants.
        let ordered = (frames + captures).enumerated().sorted { a, b in
            a.element.time != b.element.time ? a.element.time < b.element.time : a.offset < b.offset
        }.map(\.element)
        var events = scenario.events[...]
        return ordered.map { time, step in
            var due: [TimedAction] = []
            while let event = events.first, event.time <= time {
                due.append(event)
                events = events.dropFirst()
            }
            return Stop(time: time, step: step, commands: due)
        }
    }

    /// Plays the scenario on the phone alone, calling `visit` at every stop of ``schedule(framesEnabled:)``: the
    /// pure core's playback, for tests of the core; the runtime's `ScenarioPlayback` adds notifications, the trace
    /// and drawing.
    public func run(
        measurer: any TextMeasuring, framesEnabled: Bool = true, visit: (inout Phone, Step) throws -> Void
    ) rethrows {
        var state = initialPhone(measurer: measurer)
        for stop in schedule(framesEnabled: framesEnabled) {
            // The one phone: a compare scenario's commands for another phone alone are not its.
            for command in stop.commands where (command.phone ?? 0) == 0 {
                state.reduce(command.action, at: command.time, measurer: measurer)
            }
            state.advance(to: stop.time)
            try visit(&state, stop.step)
        }
    }
}
