/// How the lab shows a rule's mistake: one of the audit's own scenarios (`Assets/Audit`), played with the strategy
/// that makes the mistake and with the one that fixes it, on the devices where the mistake shows.
public struct Reproduction: Equatable, Sendable {
    /// The scenario's name in `Assets/Audit`, without `.scenario`.
    public var scenario: String
    /// The strategy that makes the mistake.
    public var strategy: String
    /// The strategy of the fix.
    public var fix: String
    /// The devices to show it on, the first where it shows most.
    public var devices: [String]
    /// The scenario's screen file (in `Assets/Screens`), named when the fix shows another.
    public var screen: String?
    /// The screen file (in `Assets/Screens`) the fix shows instead of ``screen``, for a fix written in the screen
    /// rather than in the strategy (a `keyboardVerticalOffset`); nil when the strategy is the fix.
    public var fixScreen: String?
    /// The instant, in seconds, at which the keyboard is up in the scenario: the `--at` of the command shown.
    public var at: Double

    /// A reproduction of `scenario` with `strategy` beside `fix` on `devices`.
    public init(
        scenario: String, strategy: String, fix: String, devices: [String], screen: String? = nil,
        fixScreen: String? = nil, at: Double = 1.0
    ) {
        self.scenario = scenario
        self.strategy = strategy
        self.fix = fix
        self.devices = devices
        self.screen = screen
        self.fixScreen = fixScreen
        self.at = at
    }
}
