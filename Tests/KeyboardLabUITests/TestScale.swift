import Foundation

/// How many cases the property, fuzz and matrix tests run: a fast default, which CI runs, or every case with
/// `KEYBOARD_LAB_EXHAUSTIVE=1` (`KEYBOARD_LAB_EXHAUSTIVE=1 SDL_VIDEODRIVER=offscreen swift test`).
enum TestScale {
    /// Whether the exhaustive counts are asked for.
    static let isExhaustive = ProcessInfo.processInfo.environment["KEYBOARD_LAB_EXHAUSTIVE"] == "1"

    /// `exhaustive` under `KEYBOARD_LAB_EXHAUSTIVE=1`, else `fast`.
    static func count<Value>(fast: Value, exhaustive: Value) -> Value { isExhaustive ? exhaustive : fast }
}
