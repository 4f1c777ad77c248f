/// The typed `userInfo` of a keyboard notification.
///
/// ```swift
/// let info = try KeyboardInfo(event: .willShow, payload: [
///     "beginFrame": [0, 852, 393, 336], "endFrame": [0, 516, 393, 336],
///     "duration": 0.25, "curve": 7, "isLocal": true,
/// ])
/// ```
public struct KeyboardInfo: Equatable, Hashable, Sendable {
    /// The notification this info came with.
    public var event: KeyboardEvent
    /// The keyboard's frame before the animation, in window coordinates.
    public var beginFrame: Rect
    /// The keyboard's frame after the animation, in window coordinates.
    public var endFrame: Rect
    /// The animation duration the keyboard reports, in seconds.
    public var duration: TimeAmount
    /// The animation curve; the keyboard reports curve 7.
    public var curve: AnimationCurve
    /// Whether the keyboard belongs to this app.
    public var isLocal: Bool

    /// Creates an info from typed values.
    public init(
        event: KeyboardEvent, beginFrame: Rect, endFrame: Rect,
        duration: TimeAmount = KeyboardInfo.standardDuration, curve: AnimationCurve = .keyboard, isLocal: Bool = true
    ) {
        self.event = event
        self.beginFrame = beginFrame
        self.endFrame = endFrame
        self.duration = duration
        self.curve = curve
        self.isLocal = isLocal
    }

    /// The duration the system keyboard reports, 0.25 s.
    public static let standardDuration = TimeAmount(seconds: 0.25)

    /// Builds an info from an untyped payload, as a notification's `userInfo` arrives.
    ///
    /// Frames may be a ``Rect`` or four numbers `[x, y, w, h]`; `duration` a number; `curve` an integer
    /// raw value; `isLocal` a Bool (optional, default true).
    /// - Throws: ``KeyboardInfoError`` naming the key and what was expected, never a crash.
    public init(event: KeyboardEvent, payload: [String: Any]?) throws(KeyboardInfoError) {
        guard let payload else { throw .missingPayload(event) }
        let begin = try Self.frame(payload, "beginFrame", event)
        let end = try Self.frame(payload, "endFrame", event)
        guard let rawDuration = payload["duration"] else { throw .missingKey(event, "duration") }
        guard let seconds = Self.number(rawDuration), seconds.isFinite, seconds >= 0 else {
            throw .wrongType(event, "duration", expected: "a non-negative number of seconds", found: "\(rawDuration)")
        }
        guard let rawCurve = payload["curve"] else { throw .missingKey(event, "curve") }
        guard let curveNumber = Self.number(rawCurve), let curve = AnimationCurve(rawValue: Int(curveNumber)),
            Double(curve.rawValue) == curveNumber
        else {
            throw .wrongType(event, "curve", expected: "one of 0, 1, 2, 3 or 7", found: "\(rawCurve)")
        }
        var isLocal = true
        if let rawLocal = payload["isLocal"] {
            guard let flag = rawLocal as? Bool else {
                throw .wrongType(event, "isLocal", expected: "true or false", found: "\(rawLocal)")
            }
            isLocal = flag
        }
        self.init(
            event: event, beginFrame: begin, endFrame: end, duration: TimeAmount(seconds: seconds), curve: curve,
            isLocal: isLocal)
    }

    private static func number(_ value: Any) -> Double? {
        switch value {
        case let value as Double: value
        case let value as Int: Double(value)
        case let value as Float: Double(value)
        default: nil
        }
    }

    private static func frame(_ payload: [String: Any], _ key: String, _ event: KeyboardEvent) throws(KeyboardInfoError)
        -> Rect
    {
        guard let raw = payload[key] else { throw .missingKey(event, key) }
        if let rect = raw as? Rect { return rect }
        if let list = raw as? [Any], list.count == 4 {
            let numbers = list.compactMap(number)
            if numbers.count == 4, numbers.allSatisfy(\.isFinite), numbers[2] >= 0, numbers[3] >= 0 {
                return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
            }
        }
        throw .wrongType(event, key, expected: "a rect [x, y, w, h] of finite numbers", found: "\(raw)")
    }
}

/// Why a keyboard notification's payload could not be read.
public enum KeyboardInfoError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The notification came with no payload at all.
    case missingPayload(KeyboardEvent)
    /// A required key is absent.
    case missingKey(KeyboardEvent, String)
    /// A key holds a value of the wrong kind.
    case wrongType(KeyboardEvent, String, expected: String, found: String)

    /// One line naming the notification, the key and what was expected.
    public var description: String {
        switch self {
        case .missingPayload(let event):
            "\(event.notificationName): no userInfo; expected beginFrame, endFrame, duration and curve"
        case .missingKey(let event, let key):
            "\(event.notificationName): userInfo has no \"\(key)\""
        case .wrongType(let event, let key, let expected, let found):
            "\(event.notificationName): \"\(key)\" is \(found.prefix(60)); expected \(expected)"
        }
    }
}
