import KeyboardAvoidance

/// One entry of the condition table (``ConditionKeys``): the key's name as typed, its values, its parser and
/// printer, one line of help, how a phone's value is read, and where it appears besides the scenario header, the
/// `--compare`/`--vary` specs, the flags and the recorder: a timed `at T` command, the trace's layout line. Its value
/// in a ``ConditionOverrides`` is stored under its name, so the table is the only place a key is spelt.
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

    /// The timed command that sets the key: `at T VERB VALUE`, which sends ``Action/condition(_:)``.
    public struct Timed: Sendable {
        /// The command's verb (`rotate` for the orientation).
        public var verb: String
        /// What the command expects where the value is missing, when it differs from the header's.
        public var expected: String?
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
    /// The phone's value of the key, as it runs (nil where the phone has none to show: quirks not given).
    let current: @Sendable (Phone) -> Value?
    /// Whether the key follows from others (the platform from the device): shown, never set.
    var isDerived = false
    /// The value a new phone starts with, or nil where it depends on the device, the form or the platform.
    public internal(set) var standard: Value?
    /// The platform the key takes effect on, or nil for both.
    public internal(set) var platform: Platform?
    /// Whether the key changes the keyboard, so `keyboard-lab keyboard` takes its flag.
    public internal(set) var changesKeyboard = false
    /// How a caption writes the key's values.
    public internal(set) var caption = ConditionCaption.named
    /// The value the window's key steps `phone` to (the next device, the other orientation, the next text size), or
    /// nil when no key steps it.
    var next: (@Sendable (Phone) -> Value)?

    /// The valid values as typed, for help and "did you mean"; a device's come from `resources`.
    public func values(resources: LabResources? = nil) -> [String] { valueNames(resources) }

    /// Parses `text`; a device id is checked against `resources` when given.
    public func parse(_ text: String, resources: LabResources? = nil) -> Result<Value, ConditionProblem> {
        parser(text, resources)
    }

    /// `value` as every surface writes it.
    public func text(of value: Value) -> String { printer(value) }

    /// The key's value in `settings`, or nil when unset.
    public func value(in settings: ConditionOverrides) -> Value? { settings[self] }

    /// The key with `path` set to `value`: how the table gives an entry its default, platform and steps.
    func with<Field>(_ path: WritableKeyPath<Self, Field>, _ value: Field) -> Self {
        var key = self
        key[keyPath: path] = value
        return key
    }

    /// The key with the window's step: `next` gives the value after `phone`'s.
    func stepping(_ next: @escaping @Sendable (Phone) -> Value) -> Self { with(\.next, next) }

    /// The key with its value type erased, as ``ConditionKeys/all`` lists it.
    public var erased: AnyConditionKey {
        let key = self
        let setter: @Sendable (String, LabResources?, inout ConditionOverrides) -> ConditionProblem? = {
            text, resources, settings in
            switch key.parser(text, resources) {
            case .success(let value):
                settings[key] = value
                return nil
            case .failure(let problem): return problem
            }
        }
        var action: (@Sendable (String) -> Result<Action, ConditionProblem>)?
        if timed != nil {
            action = { text in
                key.parser(text, nil).map { value in
                    var set = ConditionOverrides()
                    set[key] = value
                    return .condition(set)
                }
            }
        }
        var step: (@Sendable (Phone) -> ConditionOverrides)?
        if let next {
            step = { phone in
                var set = ConditionOverrides()
                set[key] = next(phone)
                return set
            }
        }
        let trace: @Sendable (ConditionOverrides) -> AnyConditionKey.TraceValue? = { settings in
            guard let value = settings[key] else { return nil }
            if let traceStrings = key.traceStrings { return .strings(traceStrings(value)) }
            return .string(key.printer(value))
        }
        return AnyConditionKey(
            name: name, help: help, valueName: valueName, expected: words.expected, wordCount: words.count,
            joiner: words.joiner, verb: timed?.verb, verbExpected: timed?.expected ?? words.expected,
            traceKey: traceKey, isDerived: isDerived, platform: platform, changesKeyboard: changesKeyboard,
            caption: caption, valueNames: valueNames, setter: setter, action: action,
            printer: { settings in settings[key].map(key.printer) }, traceValue: trace,
            reader: { phone, settings in settings[key] = key.current(phone) },
            standard: { settings in settings[key] = key.standard }, step: step)
    }
}

/// How a `--compare` or `--vary` caption writes one of a condition key's values.
public enum ConditionCaption: Equatable, Sendable {
    /// The value alone, which names itself ("pixel-8", "dark", "rn-padding").
    case value
    /// The key's name, then the value ("keyboard floating").
    case named
    /// A word, then the value ("iOS 26").
    case prefixed(String)
}
