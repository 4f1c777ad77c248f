import KeyboardAvoidance
import LabDrawing

extension AppState {
    /// Shows `screen` on the phones at `indices` (those that show the reloaded file), each keeping its typed text,
    /// focus and keyboard where it can (see ``Phone/reloadScreen(_:measurer:)``).
    ///
    /// - Complexity: O(p · f) in the phones and fields, plus their relayouts.
    public mutating func reloadScreen(_ screen: Screen, onPhones indices: [Int], measurer: any TextMeasuring) {
        for index in indices where phones.indices.contains(index) {
            phones[index].reloadScreen(screen, measurer: measurer)
        }
    }

    /// Uses `profile` for its device on every phone (see ``Phone/reloadDevice(_:measurer:)``).
    public mutating func reloadDevice(_ profile: DeviceProfile, measurer: any TextMeasuring) {
        for index in phones.indices { phones[index].reloadDevice(profile, measurer: measurer) }
    }
}
