/// What the keyboard's Return key says for a field, as UIKit's `UIReturnKeyType`: `next` moves to the next field,
/// the others end editing (the form has no action of its own to run).
public enum ReturnKey: String, Equatable, Hashable, Sendable, CaseIterable, NamedChoice {
    /// "return": a new line in a multi-line field.
    case `return`
    /// "Next": the next field.
    case next
    /// "Done".
    case done
    /// "Go".
    case go
    /// "Search".
    case search
    /// "Send".
    case send

    /// The key's label.
    public var label: String {
        switch self {
        case .return: "return"
        case .next: "Next"
        case .done: "Done"
        case .go: "Go"
        case .search: "Search"
        case .send: "Send"
        }
    }

    /// Whether the key is drawn as an action: blue with white text (Done, Go, Search, Send).
    public var isAction: Bool {
        switch self {
        case .done, .go, .search, .send: true
        case .return, .next: false
        }
    }
}
