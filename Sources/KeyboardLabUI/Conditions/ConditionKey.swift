import KeyboardAvoidance

/// One entry of the condition table (``ConditionKeys``): the key's name as typed, its values, its parser and
/// printer, one line of help, the ``PhoneSettings`` field it sets, and where it appears besides the scenario header,
/// the `--compare`/`--vary` specs and the flags: a timed `at T` command, the trace's layout line.
///
/// ```swift
/// ConditionKeys.textSize.parse("xxl")          // .success(.xxl)
/// ConditionKeys.textSize.text(of: .xxl)        // "xxl"
/// ```
public struct ConditionKey<Value: Hashable & Sendable>: Sendable {
    /// How a scenario line writes the key: what is expected where the value is missing, and how many words the
    /// value takes (joined with `joiner` before parsing).
    public struct Words: Sendable {
        /// What a scenario line expects where the value is missing.
        public var expected: String
        /// The most words the value takes: 1, 2 (`pageSheet medium`), or `Int.max` (a quirk list).
        public var count = 1
        /// What joins the words into one value.
        public var joiner = " "
    }

    /// The timed command that sets the key: `at T VERB VALUE`.
    public struct Timed: Sendable {
        /// The command's verb (`rotate` for the orientation).
        public var verb: String
        /// What the command expects where the value is missing, when it differs from the header's.
        public var expected: String?
        /// The action the command sends.
        var action: @Sendable (Value) -> Action
    }

    /// The key as typed: a scenario header's command, a spec's key, and the flag `--KEY`.
    public let name: String
    /// One line of help, as the flag's `--help` prints it.
    public let help: String
    /// The flag's value name in help, or nil for the default.
    public let valueName: String?
    /// How a scenario line writes the value.
    public let words: Words
    /// The timed command that sets the key, or nil when only a header sets it.
    public let timed: Timed?
    /// The key on the trace's layout line, or nil when the line does not carry it.
    public let traceKey: String?
    let valueNames: @Sendable (LabResources?) -> [String]
    let parser: @Sendable (String, LabResources?) -> Result<Value, ConditionProblem>
    let printer: @Sendable (Value) -> String
    let traceStrings: (@Sendable (Value) -> [String])?
    let get: @Sendable (PhoneSettings) -> Value?
    let set: @Sendable (inout PhoneSettings, Value) -> Void
    /// Whether the key follows from others (the platform from the device): shown, never set.
    var isDerived = false

    /// The valid values as typed, for help and "did you mean"; a device's come from `resources`.
    public func values(resources: LabResources? = nil) -> [String] { valueNames(resources) }

    /// Parses `text`; a device id is checked against `resources` when given.
    public func parse(_ text: String, resources: LabResources? = nil) -> Result<Value, ConditionProblem> {
        parser(text, resources)
    }

    /// `value` as every surface writes it.
    public func text(of value: Value) -> String { printer(value) }

    /// The key's value in `settings`, or nil when unset.
    public func value(in settings: PhoneSettings) -> Value? { get(settings) }

    /// The key with its value type erased, as ``ConditionKeys/all`` lists it.
    public var erased: AnyConditionKey {
        let parser = parser
        let get = get
        let set = set
        let printer = printer
        let traceStrings = traceStrings
        let setter: @Sendable (String, LabResources?, inout PhoneSettings) -> ConditionProblem? = {
            text, resources, settings in
            switch parser(text, resources) {
            case .success(let value):
                set(&settings, value)
                return nil
            case .failure(let problem): return problem
            }
        }
        var action: (@Sendable (String) -> Result<Action, ConditionProblem>)?
        if let makeAction = timed?.action {
            action = { text in parser(text, nil).map(makeAction) }
        }
        let print: @Sendable (PhoneSettings) -> String? = { settings in get(settings).map(printer) }
        let trace: @Sendable (PhoneSettings) -> AnyConditionKey.TraceValue? = { settings in
            guard let value = get(settings) else { return nil }
            if let traceStrings { return .strings(traceStrings(value)) }
            return .string(printer(value))
        }
        return AnyConditionKey(
            name: name, help: help, valueName: valueName, expected: words.expected, wordCount: words.count,
            joiner: words.joiner, verb: timed?.verb, verbExpected: timed?.expected ?? words.expected,
            traceKey: traceKey, isDerived: isDerived, valueNames: valueNames, setter: setter, action: action,
            printer: print, traceValue: trace)
    }
}
