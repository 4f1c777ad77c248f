import KeyboardAvoidance

/// What a phone shows: the form and its fields, the kind of content, the bars, and a chat's messages. The screen
/// file gives it; a tap on a tab or a sent message changes it.
public struct PhonePage: Equatable, Sendable {
    /// The form (its fields' `value`s are the initial values): the content's fields, and the navigation bar's
    /// search field and the composer when the screen has them.
    public let form: Form
    /// What the content is: a form, a list or messages.
    public let content: Screen.Content
    /// The screen's parts besides its content (``Screen/parts``), for the trace.
    public let screenParts: [String]
    /// The bar along the bottom (a button or a composer), or nil.
    public let bottomBar: BottomBar?
    /// The tab bar and its selected tab, or nil.
    public internal(set) var tabBar: TabBar?
    /// A chat's messages, sent ones included; nil unless the content is messages.
    public internal(set) var thread: MessageThread?
    /// The designer's picture, fields and bar; nil unless the content is an image.
    public let design: ScreenDesign?
    /// React Native's `keyboardVerticalOffset` the screen file gives (none when it gives none), before it is
    /// resolved for the device (``Phone/keyboardVerticalOffset``).
    public let keyboardVerticalOffset: KeyboardVerticalOffset
    /// Whether the screen has a navigation bar (false: a header-less screen, content under the status bar).
    public let hasNavigationBar: Bool

    /// The page `screen` shows.
    init(_ screen: Screen) {
        form = screen.form
        content = screen.content
        screenParts = screen.parts
        bottomBar = screen.bottomBar
        tabBar = screen.tabBar
        thread = screen.thread
        design = screen.design
        keyboardVerticalOffset = screen.keyboardVerticalOffset
        hasNavigationBar = screen.hasNavigationBar
    }
}
