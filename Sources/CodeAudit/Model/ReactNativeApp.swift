/// A React Native app: its folder and the versions its `package.json` names.
public struct ReactNativeApp: Equatable, Sendable {
    /// The folder of its `package.json`.
    public var folder: String
    /// The `react-native` version range as written.
    public var version: String?
    /// The `react-native-keyboard-controller` version, when it depends on it.
    public var keyboardController: String?
    /// Whether it depends on a navigation library whose screens have headers (`@react-navigation/*`, `expo-router`,
    /// `react-native-navigation`).
    public var navigation: Bool
}
