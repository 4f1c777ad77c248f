/// The kinds of virtual keyboard, each with its own height per device and orientation.
public enum KeyboardType: String, Equatable, Hashable, Sendable, CaseIterable, NamedChoice {
    /// The default qwerty keyboard.
    case letters
    /// Letters plus "@" and "." beside the space bar.
    case email
    /// A 3 × 4 digit grid for phone numbers and zip codes; it never has a predictive bar.
    case numberPad
    /// Letters whose return key inserts a newline.
    case multiline

    /// Whether this keyboard can show the predictive bar.
    public var allowsPredictiveBar: Bool { self != .numberPad }
}

/// What the simulated keyboard looks like right now, apart from its type.
public struct KeyboardOptions: Equatable, Hashable, Sendable {
    /// Whether the predictive (QuickType) bar is on.
    public var predictiveBar: Bool
    /// Whether the Prev / Next / Done accessory toolbar is on.
    public var accessoryBar: Bool
    /// Whether a hardware keyboard is attached, so no virtual keys show.
    public var hardwareKeyboard: Bool

    /// Creates options; by default the predictive bar is on and the rest off.
    public init(predictiveBar: Bool = true, accessoryBar: Bool = false, hardwareKeyboard: Bool = false) {
        self.predictiveBar = predictiveBar
        self.accessoryBar = accessoryBar
        self.hardwareKeyboard = hardwareKeyboard
    }
}
