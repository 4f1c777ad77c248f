import Foundation

/// What the phone shows, from a screen file: a form, a list or a chat's messages under a navigation bar that may
/// hold a search field, with an optional bottom bar and tab bar, presented full screen or in a sheet. A form file is
/// a screen whose content is that form.
///
/// ```swift
/// let screen = try Screen.decode(data, file: "Assets/Screens/chat.json")
/// screen.thread?.messages.count  // the chat's messages
/// screen.bottomBar?.isPinnedToKeyboard  // a composer rides the keyboard
/// ```
public struct Screen: Equatable, Hashable, Sendable {
    /// What the content is.
    public enum Content: String, Equatable, Hashable, Sendable, CaseIterable {
        /// A grouped form of fields.
        case form
        /// A list of rows of text, none of them editable.
        case list
        /// A chat's messages, oldest at the top.
        case messages
        /// A designer's picture whose fields take focus (``Screen/design``).
        case image
    }

    /// The content's kind.
    public var content: Content
    /// The form the phone lays out and focuses: the form's fields, or a list's rows as fields that cannot be edited,
    /// after the navigation bar's search field (first, in a section of its own) when there is one, and before the
    /// composer (last, in a section of its own) when there is one.
    public var form: Form
    /// The search field under the navigation bar's title, or nil.
    public var search: SearchField?
    /// How the screen is presented, or nil to keep the phone's.
    public var presentation: ModalPresentation?
    /// The bar along the bottom (a button or a composer), or nil.
    public var bottomBar: BottomBar?
    /// The tab bar, or nil.
    public var tabBar: TabBar?
    /// A chat's messages and lift policy; nil unless the content is messages.
    public var thread: MessageThread?
    /// The design's picture, fields and bar; nil unless the content is an image.
    public var design: ScreenDesign?
    /// React Native's `keyboardVerticalOffset` for a `KeyboardAvoidingView` wrapping the content (none when the
    /// file gives none): what the `rn-*` strategies add back to the view's lift, per platform or the header's height.
    public var keyboardVerticalOffset = KeyboardVerticalOffset.none
    /// Whether the screen has a navigation bar (a header): false for `"navigationBar": false`, React Navigation's
    /// `headerShown: false`, whose content starts under the status bar.
    public var hasNavigationBar = true

    /// A screen showing `form`, with nothing else.
    public init(form: Form) {
        content = .form
        self.form = form
    }

    /// A screen from its parts.
    public init(
        content: Content, form: Form, search: SearchField?, presentation: ModalPresentation?,
        bottomBar: BottomBar? = nil, tabBar: TabBar? = nil, thread: MessageThread? = nil
    ) {
        self.content = content
        self.form = form
        self.search = search
        self.presentation = presentation
        self.bottomBar = bottomBar
        self.tabBar = tabBar
        self.thread = thread
    }

    /// The screen's parts besides its content and presentation, as the trace and `screens` name them: `search`,
    /// `sticky`, `covered`, `composer` and `tabBar`.
    public var parts: [String] {
        var parts: [String] = []
        if search != nil { parts.append("search") }
        if let bottomBar { parts.append(bottomBar.kind) }
        if tabBar != nil { parts.append("tabBar") }
        return parts
    }
}

/// The navigation bar's search field.
public struct SearchField: Equatable, Hashable, Sendable {
    /// The field's id, as scenarios and values files name it.
    public var id: String
    /// The placeholder, "Search" by default.
    public var placeholder: String

    /// A search field.
    public init(id: String, placeholder: String = "Search") {
        self.id = id
        self.placeholder = placeholder
    }
}
