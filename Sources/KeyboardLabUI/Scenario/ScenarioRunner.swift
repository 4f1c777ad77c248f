import Foundation
import KeyboardAvoidance

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
    /// The form the scenario runs (its own, or the sample form).
    public let form: Form
    /// The options the phone starts with: the scenario header's, then the caller's overrides.
    public let settings: PhoneSettings

    /// Checks the scenario against the assets (device ids, form file, field ids) and builds the starting state.
    ///
    /// - Parameters:
    ///   - overrides: options that win over the scenario header's (command-line flags).
    ///   - readFile: reads the bytes of the scenario's `form` file, given its path as written (the platform's
    ///     job: the runner only decodes).
    /// - Throws: ``InputError`` naming the scenario line that refers to something unknown.
    public init(
        scenario: Scenario, resources: LabResources, overrides: PhoneSettings = PhoneSettings(),
        readFile: (String) throws(InputError) -> Data
    ) throws(InputError) {
        self.scenario = scenario
        settings = scenario.settings.overriding(with: overrides)
        func fail(_ line: Int?, _ message: String) -> InputError {
            InputError(file: scenario.file, line: line, column: line == nil ? nil : 1, message: message)
        }
        let ids = resources.devices.map(\.id).joined(separator: ", ")
        guard resources.device(scenario.deviceID) != nil else {
            throw fail(scenario.deviceLine, "unknown device \"\(scenario.deviceID)\"; expected one of \(ids)")
        }
        var form = resources.sampleForm
        if let path = scenario.formPath {
            do {
                form = try Form.decode(readFile(path), file: path)
            } catch {
                var located = error
                located.file = path
                located.message += " (the form of \(scenario.file)\(scenario.formLine.map { ":\($0)" } ?? ""))"
                throw located
            }
        }
        for event in scenario.events {
            switch event.action {
            case .focusField(let id) where form.index(of: id) == nil:
                let known = form.fields.prefix(20).map(\.id).joined(separator: ", ")
                throw fail(
                    event.line,
                    "unknown field \"\(id)\"; expected one of \(known)\(form.fields.count > 20 ? ", …" : "")")
            case .setDevice(let id?) where resources.device(id) == nil:
                throw fail(event.line, "unknown device \"\(id)\"; expected one of \(ids)")
            default: break
            }
        }
        self.resources = resources
        self.form = form
    }

    /// The phone before the first command, laid out with `measurer`.
    public func initialPhone(measurer: any TextMeasuring) -> Phone {
        var phone = Phone(
            resources: resources, form: form, deviceID: scenario.deviceID, orientation: scenario.orientation,
            measurer: measurer)
        phone.overlayVisible = false
        phone.apply(settings, measurer: measurer)
        return phone
    }

    /// The fixed-step frame instants from 0 to the end.
    public var frameTimes: [Instant] {
        let count = Int((scenario.end * scenario.fps + 1e-9).rounded(.down))
        return (0...count).map { Instant(seconds: Double($0) / scenario.fps) }
    }

    /// Plays the scenario, calling `visit` at every frame and capture, in time order (commands first at equal
    /// instants, then the frame, then captures).
    ///
    /// - Parameter framesEnabled: false visits only the captures (still applying every command at its instant).
    public func run(
        measurer: any TextMeasuring, framesEnabled: Bool = true, visit: (inout Phone, Step) throws -> Void
    ) rethrows {
        var state = initialPhone(measurer: measurer)
        var events = scenario.events[...]
        var captures = scenario.captures[...]
        var frames = (framesEnabled ? frameTimes : [])[...]
        while true {
            let nextEvent = events.first?.time
            let nextFrame = frames.first
            let nextCapture = captures.first?.time
            guard let now = [nextEvent, nextFrame, nextCapture].compactMap({ $0 }).min() else { break }
            if let event = events.first, event.time == now {
                state.reduce(event.action, at: now, measurer: measurer)
                events = events.dropFirst()
            } else if let frame = frames.first, frame == now {
                state.advance(to: now)
                try visit(&state, .frame)
                frames = frames.dropFirst()
            } else if let capture = captures.first {
                state.advance(to: capture.time)
                try visit(&state, .capture(capture))
                captures = captures.dropFirst()
            }
        }
    }
}
