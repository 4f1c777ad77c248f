import Foundation
import Testing

/// The values of one trace frame line that the contract reads, each required to be there with its type.
struct TraceFrame {
    var time: String
    var inset: [Double]
    var offset: [Double]
    var keyboard: [Double]
    var progress: Double
    var interactive: Bool
    /// The bar's frame, or nil without a bar.
    var pinned: [Double]?
    /// The focused field's frame, or nil.
    var focused: [Double]?
    /// Where a finger touches, or nil.
    var touch: [Double]?
    /// The bottom safe-area inset the content is laid out against (SwiftUI's keyboard safe area under `swiftui`).
    var safeAreaBottom: Double

    /// Reads `object`, a frame line of `scenario`'s trace.
    init(_ object: [String: Any], scenario: String) throws {
        time = "\(object["t"] ?? "?")"
        inset = try #require(object["contentInset"] as? [Double], "\(scenario): contentInset")
        offset = try #require(object["contentOffset"] as? [Double], "\(scenario): contentOffset")
        keyboard = try #require(object["keyboardFrame"] as? [Double], "\(scenario): keyboardFrame")
        progress = try #require(object["progress"] as? Double, "\(scenario): progress")
        interactive = try #require(object["interactive"] as? Bool, "\(scenario): interactive")
        pinned = object["pinned"] as? [Double]
        focused = object["focusedRect"] as? [Double]
        touch = object["touch"] as? [Double]
        safeAreaBottom = try #require(object["safeAreaBottom"] as? Double, "\(scenario): safeAreaBottom")
    }
}
