/// The bottom bars' measurements on one platform: the tab bar, the button bar and the chat composer. iOS's in
/// points, or Material 3's in dp on Android.
///
/// ```swift
/// BarMetrics.android.tabBarHeight  // 80: Material 3's navigation bar
/// BarMetrics.ios.buttonBarHeight   // 66: a 50 pt button with 8 pt above and below
/// ```
public struct BarMetrics: Equatable, Hashable, Sendable {
    /// The tab bar's height above the safe area.
    public var tabBarHeight: Double
    /// A button bar's height.
    public var buttonBarHeight: Double
    /// The button's height in its bar.
    public var buttonHeight: Double
    /// The space between the bar's top and the button.
    public var buttonTopInset: Double
    /// The space between the bar's sides and the button.
    public var buttonSideInset: Double
    /// The composer field's height for one line.
    public var composerLineOne: Double
    /// What each further line adds to the composer field.
    public var composerLineStep: Double
    /// The space above and below the composer field in its bar.
    public var composerBarPadding: Double
    /// The send button's diameter.
    public var sendButtonSize: Double
    /// The space between the bar's sides and the composer's field or send button.
    public var composerSideInset: Double
    /// The space between the composer's field and its send button.
    public var composerGap: Double

    /// iOS's bars: a 49 pt tab bar, a 50 pt button 16 pt from the sides, a 36 pt composer with a 30 pt send button.
    public static let ios = BarMetrics(
        tabBarHeight: 49, buttonBarHeight: 66, buttonHeight: 50, buttonTopInset: 8, buttonSideInset: 16,
        composerLineOne: 36, composerLineStep: 22, composerBarPadding: 7, sendButtonSize: 30, composerSideInset: 12,
        composerGap: 8)

    /// Material 3's bars at the default font scale: an 80 dp navigation bar, a 40 dp filled button with 16 dp
    /// around it, a 56 dp pill composer with a 48 dp round send button, 8 dp apart.
    public static let android = android(fontScale: 1)

    /// Material 3's bars at font scale `scale`: the button grows with its label's line (40 dp at most scales below
    /// 1), the composer with bodyLarge's line; the navigation bar and the send button keep their size.
    public static func android(fontScale scale: Double) -> BarMetrics {
        let line = (MaterialTextStyle.bodyLarge.lineHeight(scale: scale)).rounded()
        let label = (MaterialTextStyle.labelLarge.lineHeight(scale: scale)).rounded()
        let button = max(MaterialMetrics.buttonHeight, label + MaterialMetrics.buttonHeight - 20)
        return BarMetrics(
            tabBarHeight: MaterialMetrics.navigationBarHeight,
            buttonBarHeight: button + 2 * MaterialMetrics.buttonBarPadding, buttonHeight: button,
            buttonTopInset: MaterialMetrics.buttonBarPadding, buttonSideInset: MaterialMetrics.buttonBarPadding,
            composerLineOne: MaterialMetrics.composerLineOne + line - MaterialMetrics.composerLineStep,
            composerLineStep: line, composerBarPadding: MaterialMetrics.composerBarPadding,
            sendButtonSize: MaterialMetrics.sendButtonSize, composerSideInset: MaterialMetrics.composerSpacing,
            composerGap: MaterialMetrics.composerSpacing)
    }
}
