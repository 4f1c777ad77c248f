/// The strategies `--strategy` and scenario headers name: one registry of strategy instances, whose names and
/// platforms every list reads. A new strategy is its own file and one line here.
///
/// ```swift
/// let strategy = AvoidanceStrategies.strategy(named: "listener-2018")  // nil for an unknown name
/// ```
public enum AvoidanceStrategies {
    /// Every strategy, fresh: iOS's, the default first, then Android's, its default first, then the frameworks'
    /// (which run on both platforms).
    public static let all: [any AvoidanceStrategy] = [
        KeyboardLabStrategy(), Listener2018(), Observer2018(), Resize2011(), LayoutGuide(), ChangeFrame2020(),
        LocalFrame(), SwiftUIAvoidance(),
        ImeInsets(), AdjustResize(), AdjustPan(), AdjustNothing(), ImeInsets(countsNavigationTwice: true),
        KeyboardAvoidingView(.padding), KeyboardAvoidingView(.height), KeyboardAvoidingView(.position),
        KeyboardAvoidingView(.padding, controller: true), FlutterScaffold(),
    ]

    /// Every strategy's name, in the registry's order.
    public static let names = all.map(\.name)

    /// The cross-platform frameworks' strategies, which run on both platforms.
    public static let frameworkNames = all.filter { $0.platforms == Set(Platform.allCases) }.map(\.name)

    /// iOS's own strategies, the default first.
    public static let iosNames = ownNames(of: .ios)

    /// Android's own strategies, the default first.
    public static let androidNames = ownNames(of: .android)

    /// The strategies that run on `platform` alone, in the registry's order.
    static func ownNames(of platform: Platform) -> [String] {
        all.filter { $0.platforms == [platform] }.map(\.name)
    }

    /// The strategies that run on `platform`, the default first: the platform's own, then the frameworks'.
    public static func names(for platform: Platform) -> [String] { ownNames(of: platform) + frameworkNames }

    /// The strategy a phone of `platform` runs when none is named.
    public static func standardName(for platform: Platform) -> String { names(for: platform)[0] }

    /// The platforms strategy `name` runs on: empty for an unknown name.
    public static func platforms(of name: String) -> Set<Platform> {
        strategy(named: name)?.platforms ?? []
    }

    /// A fresh strategy running the strategy called `name`, or nil.
    ///
    /// - Complexity: O(n) in the strategies.
    public static func strategy(named name: String) -> (any AvoidanceStrategy)? { all.first { $0.name == name } }
}
