/// The strategies `--strategy` and scenario headers name.
///
/// ```swift
/// let strategy = AvoidanceStrategies.strategy(named: "listener-2018")  // nil for an unknown name
/// ```
public enum AvoidanceStrategies {
    /// Every strategy's name: iOS's, the default first, then Android's, its default first.
    public static let names = iosNames + androidNames

    /// iOS's strategies, the default first.
    public static let iosNames = [
        "keyboardlab", "listener-2018", "observer-2018", "resize-2011", "layout-guide", "change-frame-2020",
        "local-frame", "swiftui",
    ]

    /// Android's strategies, the default first.
    public static let androidNames = ["insets", "adjust-resize", "adjust-pan", "adjust-nothing", "compose-double"]

    /// The strategies of `platform`, the default first.
    public static func names(for platform: Platform) -> [String] {
        platform == .ios ? iosNames : androidNames
    }

    /// The strategy a phone of `platform` runs when none is named.
    public static func standardName(for platform: Platform) -> String { names(for: platform)[0] }

    /// The platform whose strategy `name` is, or nil for an unknown name.
    public static func platform(of name: String) -> Platform? {
        iosNames.contains(name) ? .ios : androidNames.contains(name) ? .android : nil
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
        default: nil
        }
    }
}
