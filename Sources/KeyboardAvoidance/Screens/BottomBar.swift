/// The bar along the screen's bottom, above the home indicator: a button bar, or a chat's composer.
///
/// ```swift
/// let bar = BottomBar.button(title: "Continue", keyboard: .sticky)
/// bar.isPinnedToKeyboard  // true: it rides the keyboard's top
/// ```
public enum BottomBar: Equatable, Hashable, Sendable {
    /// A filled button; `keyboard` says whether it rides the keyboard or stays under it.
    case button(title: String, keyboard: KeyboardBehaviour)
    /// A chat's composer, always pinned to the keyboard's top.
    case composer(Composer)
    /// A bar cut from a design's picture, sticky or covered as a button bar is.
    case image(DesignBar)

    /// What a bottom button bar does when the keyboard comes up.
    public enum KeyboardBehaviour: String, Equatable, Hashable, Sendable, CaseIterable {
        /// It rides the keyboard's top at every frame and is part of the obstruction.
        case sticky
        /// It stays above the home indicator and the keyboard covers it.
        case covered
    }

    /// Whether the bar rides the keyboard's top (a sticky button bar or a composer).
    public var isPinnedToKeyboard: Bool {
        switch self {
        case .button(_, let keyboard): keyboard == .sticky
        case .composer: true
        case .image(let bar): bar.keyboard == .sticky
        }
    }

    /// The trace's name of the bar: `sticky`, `covered` or `composer`.
    public var kind: String {
        switch self {
        case .button(_, let keyboard): keyboard.rawValue
        case .composer: "composer"
        case .image(let bar): bar.keyboard.rawValue
        }
    }
}

/// A chat's composer: a multi-line field that grows a line at a time up to `maxLines`, then scrolls inside.
public struct Composer: Equatable, Hashable, Sendable {
    /// The field's id, as scenarios and values files name it.
    public var id: String
    /// The placeholder, "Message" by default.
    public var placeholder: String
    /// The most lines the field grows to, at least 1.
    public var maxLines: Int

    /// A composer.
    public init(id: String, placeholder: String = "Message", maxLines: Int = 5) {
        self.id = id
        self.placeholder = placeholder
        self.maxLines = maxLines
    }
}

extension BottomBar {
    /// Whether the bar is a button to press (a button bar, or a design's bar), which `tap bar` presses.
    public var isButton: Bool {
        switch self {
        case .button, .image: true
        case .composer: false
        }
    }
}
