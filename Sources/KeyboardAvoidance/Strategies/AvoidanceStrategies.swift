/// The strategies `--strategy` and scenario headers name.
///
/// ```swift
/// let engine = AvoidanceStrategies.engine(named: "listener-2018")  // nil for an unknown name
/// ```
public enum AvoidanceStrategies {
    /// Every strategy's name, the default first.
    public static let names = ["keyboardlab", "listener-2018", "observer-2018", "resize-2011", "layout-guide"]

    /// A fresh engine running the strategy called `name`, or nil.
    public static func engine(named name: String) -> AvoidanceEngine? {
        switch name {
        case "keyboardlab": AvoidanceEngine(KeyboardAvoider())
        case "listener-2018": AvoidanceEngine(Listener2018())
        case "observer-2018": AvoidanceEngine(Observer2018())
        case "resize-2011": AvoidanceEngine(Resize2011())
        case "layout-guide": AvoidanceEngine(LayoutGuide())
        default: nil
        }
    }
}
