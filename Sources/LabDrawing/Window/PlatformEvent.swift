/// A user or window event, converted from SDL once at the edge into plain Swift values.
///
/// Positions are window pixels, origin top-left.
public enum PlatformEvent: Equatable, Sendable {
    /// The application was asked to quit (last window closed, Ctrl-C, session end).
    case quit
    /// The user closed the window.
    case windowClosed
    /// The window's drawable size changed, in pixels.
    case windowResized(width: Int, height: Int)
    /// A mouse button went down.
    case mouseDown(x: Int, y: Int, button: MouseButton)
    /// A mouse button went up.
    case mouseUp(x: Int, y: Int, button: MouseButton)
    /// The mouse moved; `isDragging` while the left button is held.
    case mouseMotion(x: Int, y: Int, isDragging: Bool)
    /// The wheel or trackpad scrolled; positive `dy` is away from the user (scroll up), positive `dx` right.
    case wheel(dx: Double, dy: Double)
    /// A key went down (including auto-repeat).
    case keyDown(Key, modifiers: KeyModifiers)
    /// Text was typed: committed characters, after keyboard layout and IME.
    case textInput(String)
    /// The IME's composition changed: the uncommitted `text`, the caret `cursor` and selection `length`.
    case textEditing(text: String, cursor: Int, length: Int)
}

/// A mouse button.
public enum MouseButton: Equatable, Hashable, Sendable {
    /// The primary button.
    case left
    /// The wheel button.
    case middle
    /// The secondary button.
    case right
    /// Any other button, by SDL's number.
    case other(Int)
}
