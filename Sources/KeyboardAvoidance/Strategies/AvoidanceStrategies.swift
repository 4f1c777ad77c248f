/// The strategies `--strategy` and scenario headers name.
///
/// ```swift
/// let strategy = AvoidanceStrategies.strategy(named: "listener-2018")  // nil for an unknown name
/// ```
public enum AvoidanceStrategies {
    /// Every strategy's name: iOS's, the default first, then Android's, its default first, then the frameworks'.
    public static let names = iosNames + androidNames + frameworkNames

    /// The cross-platform frameworks' strategies, which run on both platforms.
    public static let frameworkNames = ["rn-padding", "rn-height", "rn-position", "rn-keyboard-controller", "flutter"]

    /// iOS's strategies, the default first.
    public static let iosNames = [
        "keyboardlab", "listener-2018", "observer-2018", "resize-2011", "layout-guide", "change-frame-2020",
        "local-frame", "swiftui",
    ]

    /// Android's strategies, the default first.
    public static let androidNames = ["insets", "adjust-resize", "adjust-pan", "adjust-nothing", "compose-double"]

    /// The strategies that run on `platform`, the default first: the platform's own, then the frameworks'.
    public static func names(for platform: Platform) -> [String] {
        (platform == .ios ? iosNames : androidNames) + frameworkNames
    }

    /// The strategy a phone of `platform` runs when none is named.
    public static func standardName(for platform: Platform) -> String { names(for: platform)[0] }

    /// The platforms strategy `name` runs on: empty for an unknown name.
    public static func platforms(of name: String) -> Set<Platform> {
        strategy(named: name)?.platforms ?? []
    }

    /// A fresh strategy running the strategy called `name`, or nil.
    public static func strategy(named name: String) -> AnyAvoidanceStrategy? {
        switch name {
        case "keyboardlab": AnyAvoidanceStrategy(KeyboardLabStrategy())
        case "listener-2018": AnyAvoidanceStrategy(Listener2018())
        case "observer-2018": AnyAvoidanceStrategy(Observer2018())
        case "resize-2011": AnyAvoidanceStrategy(Resize2011())
        case "layout-guide": AnyAvoidanceStrategy(LayoutGuide())
        case "change-frame-2020": AnyAvoidanceStrategy(ChangeFrame2020())
        case "local-frame": AnyAvoidanceStrategy(LocalFrame())
        case "swiftui": AnyAvoidanceStrategy(SwiftUIAvoidance())
        case "insets": AnyAvoidanceStrategy(ImeInsets())
        case "adjust-resize": AnyAvoidanceStrategy(AdjustResize())
        case "adjust-pan": AnyAvoidanceStrategy(AdjustPan())
        case "adjust-nothing": AnyAvoidanceStrategy(AdjustNothing())
        case "compose-double": AnyAvoidanceStrategy(ImeInsets(countsNavigationTwice: true))
        case "rn-padding": AnyAvoidanceStrategy(KeyboardAvoidingView(.padding))
        case "rn-height": AnyAvoidanceStrategy(KeyboardAvoidingView(.height))
        case "rn-position": AnyAvoidanceStrategy(KeyboardAvoidingView(.position))
        case "rn-keyboard-controller": AnyAvoidanceStrategy(KeyboardAvoidingView(.padding, controller: true))
        case "flutter": AnyAvoidanceStrategy(FlutterScaffold())
        default: nil
        }
    }
}
