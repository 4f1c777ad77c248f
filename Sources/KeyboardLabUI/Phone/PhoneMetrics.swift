/// The fixed lengths of the lab's bars and rows, in points: the same on every phone, so they are constants of the
/// look rather than members of ``Phone``.
///
/// ```swift
/// PhoneMetrics.buttonBarHeight  // 66: a 50 pt button with 8 pt above and below
/// ```
public enum PhoneMetrics {
    /// A button bar's height: a 50 pt button with 8 pt above and below.
    public static let buttonBarHeight = 66.0
    /// The composer field's height for one line.
    public static let composerLineOne = 36.0
    /// What each further line adds to the composer field.
    public static let composerLineStep = 22.0
    /// The space above and below the composer field in its bar.
    public static let composerBarPadding = 7.0
    /// The send button's diameter.
    public static let sendButtonSize = 30.0
    /// How far iOS 26's floating tab bar stays in from the screen's sides (or the safe area's, if further).
    public static let floatingTabBarSideInset = 21.0
    /// iOS 26's floating tab bar's height: a 62 pt capsule, its top on the bar region's top.
    public static let floatingTabBarHeight = 62.0
    /// The height the navigation search adds: a 36 pt field with 8 pt above and below.
    public static let searchBarHeight = 52.0
    /// The most of a row's width its label takes.
    public static let labelShare = 0.45
    /// The gap between a label and its value.
    public static let labelGap = 12.0
}
