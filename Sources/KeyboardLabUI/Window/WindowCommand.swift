import LabDrawing

/// What a key does in the interactive window: a change to the lab's state, or something the window's loop does
/// itself (quit, step a paused frame, a screenshot, the values file, the clipboard, a recording).
public enum WindowCommand: Equatable, Hashable, Sendable {
    /// Sends the action to the phones.
    case send(Action)
    /// The text size one step smaller than the first phone's.
    case smallerTextSize
    /// The next iOS version on an iPhone, the next Android version on an Android device.
    case nextVersion
    /// The other Android navigation mode.
    case nextNavigation
    /// The next value of a condition of the Android app (`target-sdk`, `edge-to-edge`, by name), on each Android
    /// phone; an iPhone takes none (see ``refusal(on:)``).
    case nextAndroidApp(String)
    /// Closes the window.
    case quit
    /// Moves the lab's clock one frame (1/60 s) on while it is paused.
    case stepFrame
    /// Writes the window as a PNG into the screenshots folder.
    case screenshot
    /// Saves the fields' values to the values file.
    case saveValues
    /// Pastes the clipboard's text into the focused field.
    case paste
    /// Starts recording the window to a video, or stops it.
    case record

    /// The action the command sends when the first phone is `phone`; nil for what the window's loop does itself.
    public func action(on phone: Phone) -> Action? {
        switch self {
        case .send(let action): action
        case .smallerTextSize: .textSize(phone.conditions.textSize.smaller)
        // Ctrl+I: the next iOS version on an iPhone, the next Android version on an Android device.
        case .nextVersion:
            .nextCondition(phone.device.platform == .android ? ConditionKeys.android.name : ConditionKeys.ios.name)
        case .nextNavigation: .nextCondition(ConditionKeys.navigation.name)
        case .nextAndroidApp(let name): phone.device.platform == .android ? .nextCondition(name) : nil
        case .quit, .stepFrame, .screenshot, .saveValues, .paste, .record: nil
        }
    }

    /// What the window says instead of doing the command when none of `phones` can take it: an Android app's
    /// condition with no Android phone in the window; nil when some phone takes it.
    public func refusal(on phones: [Phone]) -> String? {
        guard case .nextAndroidApp(let name) = self, !phones.contains(where: { $0.device.platform == .android })
        else { return nil }
        return "\(name) is the Android app's: it takes no effect on an iPhone (F5 to an Android device)"
    }
}
