/// Material 3's component measurements on Android, in dp: the bars, the text fields, the buttons, the bottom sheet
/// and the system's bars the lab draws around the app.
public enum MaterialMetrics {
    /// The small top app bar's height under the status bar.
    public static let topAppBarHeight = 64.0
    /// How far the top app bar's title stands in from the screen's edge.
    public static let titleInset = 16.0
    /// The navigation bar's height above the system's navigation area.
    public static let navigationBarHeight = 80.0
    /// The selected navigation item's pill.
    public static let indicatorWidth = 64.0
    /// The selected navigation item's pill's height.
    public static let indicatorHeight = 32.0
    /// The pill's top below the navigation bar's top.
    public static let indicatorTop = 12.0
    /// A navigation item's icon side, and every other icon's.
    public static let iconSize = 24.0

    /// A filled text field's least height.
    public static let fieldHeight = 56.0
    /// The space above and below a text field in its row: two fields stand 8 dp apart, a dense form's spacing.
    public static let fieldGap = 4.0
    /// A filled text field's top corners.
    public static let fieldCornerRadius = 4.0
    /// The space above a field's floating label and below its value.
    public static let fieldVerticalPadding = 8.0
    /// The space between a field's edge and its text.
    public static let fieldHorizontalPadding = 16.0
    /// Where the text of a field with a leading icon starts.
    public static let leadingIconTextInset = 52.0
    /// A leading icon's distance from the field's edge.
    public static let leadingIconInset = 12.0
    /// The active indicator under an unfocused field.
    public static let indicatorLine = 1.0
    /// The active indicator under a focused field.
    public static let focusedIndicatorLine = 2.0
    /// A list row's monogram circle.
    public static let avatarSize = 40.0

    /// A filled button's height; it is fully round.
    public static let buttonHeight = 40.0
    /// The space around the button in a button bar.
    public static let buttonBarPadding = 16.0

    /// The search bar's height; it is fully round.
    public static let searchBarHeight = 56.0
    /// The space above and below the search bar under the top app bar.
    public static let searchBarPadding = 8.0

    /// The chat composer's field height for one line: a 28 dp pill.
    public static let composerLineOne = 56.0
    /// What each further line adds to the composer (bodyLarge's line height).
    public static let composerLineStep = 24.0
    /// The space above and below the composer's field.
    public static let composerBarPadding = 8.0
    /// The composer's round send button.
    public static let sendButtonSize = 48.0
    /// The space between the screen's edge and the composer's field or send button, and between the two.
    public static let composerSpacing = 8.0
    /// Where the composer's text starts inside its pill.
    public static let composerTextInset = 20.0
    /// A chat bubble's corner radius.
    public static let bubbleRadius = 20.0

    /// The modal bottom sheet's top corners, and a dialog's corners.
    public static let sheetCornerRadius = 28.0
    /// The bottom sheet's drag handle.
    public static let dragHandleWidth = 32.0
    /// The drag handle's height.
    public static let dragHandleHeight = 4.0
    /// The space above and below the drag handle.
    public static let dragHandlePadding = 22.0
    /// The height of a sheet's title row under its drag handle.
    public static let sheetTitleHeight = 48.0

    /// The gesture navigation handle's width.
    public static let gestureHandleWidth = 108.0
    /// A tablet's stashed taskbar handle's width, in dp.
    public static let taskbarHandleWidth = 220.0
    /// The gesture handle's height; it is fully round.
    public static let gestureHandleHeight = 4.0
    /// The gesture handle's bottom above the screen's bottom edge.
    public static let gestureHandleBottom = 10.0
    /// Each of the three navigation buttons' width (their height along a side bar).
    public static let navigationKeyWidth = 70.0

    /// The space between the display's edge and the status bar's clock and icons, clear of rounded corners.
    public static let statusBarMinimumInset = 16.0
}
