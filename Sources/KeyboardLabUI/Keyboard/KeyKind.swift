import Foundation
import KeyboardAvoidance

/// What a virtual key does.
public enum KeyKind: String, Equatable, Hashable, Sendable, Codable {
    /// Types its label.
    case character
    /// Toggles upper case for the next letter.
    case shift
    /// Deletes one character.
    case delete
    /// The "123" key (drawn; switching to the numbers plane is not simulated).
    case numbers
    /// Types a space.
    case space
    /// Next, Done, or a newline in a multi-line field.
    case returnKey = "return"
    /// An empty cell of the number pad.
    case blank
    /// Flexible empty space that pushes keys apart.
    case spacer
    /// The iPad's hide-keyboard key: dismisses the keyboard.
    case dismiss
    /// The emoji key beside "123" on a keyboard with a Home button (drawn; the emoji plane is not simulated).
    case emoji
    /// The dictation key beside the emoji key on a keyboard with a Home button (drawn; dictation is not simulated).
    case dictation
}
