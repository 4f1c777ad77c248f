import KeyboardAvoidance

/// A ``ConditionKey`` with its value type erased: what the surfaces that walk the table (the scenario header and
/// timed commands, specs, the recorder, the trace) read.
public struct AnyConditionKey: Sendable {
    /// A value on the trace's layout line: a string, or a list of strings.
    public enum TraceValue: Equatable, Sendable {
        /// One string.
        case string(String)
        /// A list of strings.
        case strings([String])
    }

    /// The key as typed.
    public let name: String
    /// One line of help.
    public let help: String
    /// The flag's value name in help, or nil for the default.
    public let valueName: String?
    /// What a scenario header expects where the value is missing.
    public let expected: String
    /// The most words a scenario line's value takes.
    public let wordCount: Int
    /// What joins a scenario line's words into one value.
    public let joiner: String
    /// The verb of the timed `at T` command that sets the key, or nil.
    public let verb: String?
    /// What the timed command expects where the value is missing.
    public let verbExpected: String
    /// The key on the trace's layout line, or nil.
    public let traceKey: String?
    /// Whether the key follows from others (the platform from the device): the trace and the readout show it, but
    /// no scenario line, spec, flag or recording sets it.
    public let isDerived: Bool
    /// The platform the key takes effect on, or nil for both.
    public let platform: Platform?
    /// Whether the key changes the keyboard, so `keyboard-lab keyboard` takes its flag.
    public let changesKeyboard: Bool
    /// How a caption writes the key's values.
    public let caption: ConditionCaption
    let valueNames: @Sendable (LabResources?) -> [String]
    let setter: @Sendable (String, LabResources?, inout ConditionOverrides) -> ConditionProblem?
    let action: (@Sendable (String) -> Result<Action, ConditionProblem>)?
    let printer: @Sendable (ConditionOverrides) -> String?
    let traceValue: @Sendable (ConditionOverrides) -> TraceValue?
    let reader: @Sendable (Phone, inout ConditionOverrides) -> Void
    let standard: @Sendable (inout ConditionOverrides) -> Void
    let step: (@Sendable (Phone) -> ConditionOverrides)?

    /// The valid values as typed; a device's come from `resources`.
    public func values(resources: LabResources? = nil) -> [String] { valueNames(resources) }

    /// Parses `text` into `settings`' field; a device id is checked against `resources` when given.
    ///
    /// - Returns: nil, or the problem with `text` (the settings are then unchanged).
    public func set(_ text: String, resources: LabResources? = nil, in settings: inout ConditionOverrides)
        -> ConditionProblem?
    {
        setter(text, resources, &settings)
    }

    /// The action of the timed command `at T VERB text`, or nil for a key with no timed command.
    public func action(_ text: String) -> Result<Action, ConditionProblem>? { action?(text) }

    /// The key's value in `settings` as written, or nil when unset.
    public func text(of settings: ConditionOverrides) -> String? { printer(settings) }

    /// The key's value in `settings` as the trace's layout line writes it, or nil when unset.
    public func traceValue(of settings: ConditionOverrides) -> TraceValue? { traceValue(settings) }

    /// Sets the key in `settings` to `phone`'s value.
    public func read(_ phone: Phone, into settings: inout ConditionOverrides) { reader(phone, &settings) }

    /// Sets the key in `settings` to the value a new phone starts with (unset where that depends on the device, the
    /// form or the platform).
    public func setStandard(in settings: inout ConditionOverrides) { standard(&settings) }

    /// The overrides that step `phone`'s value as the window's key does (the next device, the other orientation),
    /// or nil for a key no window key steps.
    public func next(of phone: Phone) -> ConditionOverrides? { step?(phone) }

    /// `VALUE` as a `--compare` or `--vary` caption writes it: the value alone, or named by the key.
    public func captionWord(_ value: String) -> String {
        switch caption {
        case .value: value
        case .named: "\(name) \(value)"
        case .prefixed(let word): "\(word) \(value)"
        }
    }

    /// `KEY VALUE` for `settings`, as a scenario header writes it, or nil when unset.
    public func headerLine(_ settings: ConditionOverrides) -> String? { text(of: settings).map { "\(name) \($0)" } }

    /// `VERB VALUE` for `settings`, as a timed command writes it after `at T`, or nil.
    public func command(_ settings: ConditionOverrides) -> String? {
        guard let verb, let text = text(of: settings) else { return nil }
        return "\(verb) \(text)"
    }
}
