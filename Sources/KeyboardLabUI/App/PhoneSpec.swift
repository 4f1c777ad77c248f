import KeyboardAvoidance
import LabDrawing

/// One phone of a `--compare` window or a `sheet` tile: `key=value` pairs joined by `+`, over device,
/// orientation, strategy, dismiss-mode, appearance, text-size, keyboard, ios, quirks (names joined by `/`),
/// presentation and screen (a screen file), e.g. `device=iphone-se+strategy=listener-2018` or
/// `ios=26+quirks=late-did/hidden-height-44`.
///
/// ```swift
/// let specs = try PhoneSpec.parseList("strategy=keyboardlab,strategy=listener-2018", resources: resources)
/// ```
public struct PhoneSpec: Equatable, Hashable, Sendable {
    /// The phone's conditions (its device and orientation too), each nil for the command's.
    public var settings = ConditionOverrides()
    /// The spec as written, for labels.
    public var text: String
    /// The screen file the spec names (`screen=FILE`), as written; the command reads it into ``screen``.
    public var screenPath: String?
    /// The screen read from ``screenPath``, or nil for the command's.
    public var screen: Screen?
    /// The caption the spec gives itself (`label=UIKit`), or nil to caption it by its conditions.
    public var label: String?

    /// The longest `label=` caption, in characters: it must fit over a phone.
    public static let labelLimit = 40

    /// A spec; with no arguments, one that changes nothing.
    public init(settings: ConditionOverrides = ConditionOverrides(), text: String = "") {
        self.settings = settings
        self.text = text
    }

    /// The spec in words on its own: its `label=` when it has one, else its conditions
    /// (`strategy=swiftui+ios=26` reads "strategy swiftui · ios 26"). Beside other phones, a window or a capture
    /// names only what sets it apart (``captions(_:base:screenName:)``).
    public var caption: String {
        if let label { return label }
        return text.split(separator: "+").filter { !$0.hasPrefix("label=") }.map { $0.replacing("=", with: " ") }
            .joined(separator: " · ")
    }

    /// The keys a spec may set: the condition keys, then `screen` and `label`.
    public static let keys = ConditionKeys.names + ["screen", "label"]

    /// Parses one spec, checking names against `resources`; errors are at the `option` it was given with
    /// (`compare`, or `vary` for a matrix), which the command line words as its flag.
    ///
    /// - Throws: ``LabError`` at the option and the spec, naming the pair and what was expected.
    public static func parse(
        _ text: String, resources: LabResources, option: String = "compare"
    ) throws(LabError) -> PhoneSpec {
        var spec = PhoneSpec(text: text)
        func fail(_ message: String) -> LabError { LabError(at: .option(option, text), message) }
        for pair in text.split(separator: "+", omittingEmptySubsequences: false) {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            guard parts.count == 2, !parts[1].isEmpty || parts[0] == "label" else {
                throw fail("\"\(pair)\" is not key=value; expected one of \(ScenarioLine.list(keys)) = a value")
            }
            try spec.set(parts[0], to: parts[1], resources: resources, fail: fail)
        }
        return spec
    }

    /// Sets `key` to `value`: `screen`, or a condition key of the table (``ConditionKeys``), which parses it.
    mutating func set(
        _ key: String, to value: String, resources: LabResources, fail: (String) -> LabError
    ) throws(LabError) {
        if key == "screen" {
            screenPath = value
            return
        }
        if key == "label" {
            let trimmed = value.trimmingCharacters(in: .whitespaces)
            guard !trimmed.isEmpty, trimmed.count <= Self.labelLimit else {
                throw fail(
                    "label=\"\(value)\" is \(trimmed.count) characters; expected a caption of 1 to \(Self.labelLimit)")
            }
            label = trimmed
            return
        }
        guard let condition = ConditionKeys.named(key) else {
            throw fail(
                "unknown key \"\(key)\"\(ClosestName.hint(for: key, in: Self.keys)); expected \(ScenarioLine.list(Self.keys))"
            )
        }
        if let problem = condition.set(value, resources: resources, in: &settings) { throw fail(problem.description) }
    }

    /// Parses a comma-separated list of two to four specs; errors are at `option` (`compare`: the flag, or a
    /// scenario's `compare` header).
    public static func parseList(
        _ text: String, resources: LabResources, option: String = "compare"
    ) throws(LabError) -> [PhoneSpec] {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        guard (2...4).contains(parts.count) else {
            throw LabError(
                at: .option(option, text), "\(parts.count) phones; expected two to four specs, comma-separated")
        }
        var specs: [PhoneSpec] = []
        for part in parts { specs.append(try parse(part, resources: resources, option: option)) }
        return specs
    }

    /// A phone made from the spec, the command's screen, device, orientation and settings filling what it leaves
    /// unset; the spec's own screen brings its presentation unless the spec sets one.
    public func phone(
        resources: LabResources, screen fallbackScreen: Screen, deviceID fallback: String?,
        orientation fallbackOrientation: Orientation, settings base: ConditionOverrides, measurer: any TextMeasuring
    ) -> Phone {
        var phone = Phone(
            resources: resources, screen: screen ?? fallbackScreen,
            deviceID: settings[ConditionKeys.device] ?? fallback,
            orientation: settings[ConditionKeys.orientation] ?? fallbackOrientation, measurer: measurer)
        var own = settings
        if own[ConditionKeys.presentation] == nil, let presentation = screen?.presentation {
            own[ConditionKeys.presentation] = presentation
        }
        phone.apply(base.overriding(with: own), measurer: measurer)
        return phone
    }
}
