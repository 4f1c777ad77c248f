import Foundation

/// What the phone shows, from a screen file: a form or a list under a navigation bar that may hold a search field,
/// presented full screen or in a sheet. A form file is a screen whose content is that form.
///
/// ```swift
/// let screen = try Screen.decode(data, file: "Assets/Screens/contacts.json")
/// screen.form.fields.first?.id  // the search field's id, when the navigation bar has one
/// ```
public struct Screen: Equatable, Hashable, Sendable {
    /// What the content is.
    public enum Content: String, Equatable, Hashable, Sendable, CaseIterable {
        /// A grouped form of fields.
        case form
        /// A list of rows of text, none of them editable.
        case list
    }

    /// The content's kind.
    public var content: Content
    /// The form the phone lays out: the form's fields, or a list's rows as fields that cannot be edited, after the
    /// navigation bar's search field (first, in a section of its own) when there is one.
    public var form: Form
    /// The search field under the navigation bar's title, or nil.
    public var search: SearchField?
    /// How the screen is presented, or nil to keep the phone's.
    public var presentation: ModalPresentation?

    /// A screen showing `form`, with nothing else.
    public init(form: Form) {
        content = .form
        self.form = form
    }

    /// A screen from its parts.
    public init(content: Content, form: Form, search: SearchField?, presentation: ModalPresentation?) {
        self.content = content
        self.form = form
        self.search = search
        self.presentation = presentation
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
