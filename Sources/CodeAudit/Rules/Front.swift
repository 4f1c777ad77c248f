/// The front a rule belongs to: the framework the code it reads is written for.
public enum Front: String, CaseIterable, Codable, Sendable {
    case uikit = "UIKit"
    case swiftUI = "SwiftUI"
    case android = "Android"
    case compose = "Compose"
    case reactNative = "React Native"
    case flutter = "Flutter"
}
