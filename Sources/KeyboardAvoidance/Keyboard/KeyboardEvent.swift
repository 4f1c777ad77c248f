/// The six keyboard notifications UIKit posts, in KeyboardLab's simulation.
public enum KeyboardEvent: String, Equatable, Hashable, Sendable, CaseIterable, Codable {
    /// `keyboardWillShowNotification`.
    case willShow = "keyboardWillShow"
    /// `keyboardDidShowNotification`.
    case didShow = "keyboardDidShow"
    /// `keyboardWillHideNotification`.
    case willHide = "keyboardWillHide"
    /// `keyboardDidHideNotification`.
    case didHide = "keyboardDidHide"
    /// `keyboardWillChangeFrameNotification`.
    case willChangeFrame = "keyboardWillChangeFrame"
    /// `keyboardDidChangeFrameNotification`.
    case didChangeFrame = "keyboardDidChangeFrame"

    /// The notification's name as the trace writes it, e.g. `keyboardWillShow`.
    public var notificationName: String { rawValue }

    /// Whether the notification announces an animation about to start (a "will" event).
    public var isWill: Bool {
        switch self {
        case .willShow, .willHide, .willChangeFrame: true
        case .didShow, .didHide, .didChangeFrame: false
        }
    }
}
