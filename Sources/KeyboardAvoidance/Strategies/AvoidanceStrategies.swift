/// The strategies `--strategy` and scenario headers name.
///
/// ```swift
/// let strategy = AvoidanceStrategies.strategy(named: "listener-2018")  // nil for an unknown name
/// ```
public enum AvoidanceStrategies {
    /// Every strategy's name, the default first.
    public static let names = [
        "keyboardlab", "listener-2018", "observer-2018", "resize-2011", "layout-guide", "change-frame-2020",
        "local-frame", "swiftui",
    ]

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
        default: nil
        }
    }
}
