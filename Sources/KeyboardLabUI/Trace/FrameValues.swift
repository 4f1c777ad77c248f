import KeyboardAvoidance

/// The numbers of one presented instant of a phone, in screen points: what a trace `frame` line gives and what a
/// value golden (`check --values`) holds for a capture.
///
/// ```swift
/// let values = FrameValues(phone)
/// values.keyboardFrame.minY         // 516
/// values.flattened["inset.bottom"]  // 302
/// ```
public struct FrameValues: Equatable, Sendable {
    /// The keyboard's frame as presented (below the screen when hidden).
    public var keyboardFrame: Rect
    /// The scroll view's content inset as presented.
    public var contentInset: EdgeInsets
    /// The scroll view's content offset as presented.
    public var contentOffset: Point
    /// The scroll view's frame (strategies that resize it move its bottom).
    public var scrollFrame: Rect
    /// The presented card of a sheet, or nil full screen.
    public var card: Rect?
    /// The bottom bar or composer pinned to the keyboard as presented, or nil without one.
    public var pinned: Rect?
    /// The focused field's frame, or nil with no focus.
    public var focusedRect: Rect?
    /// The bottom safe-area inset the content is laid out against, as presented: SwiftUI's keyboard safe area under
    /// `swiftui`, the device's bottom safe area otherwise (the trace's `safeAreaBottom`; not a value-golden key).
    public var safeAreaBottom: Double
    /// Android's insets and pan on an Android device; nil on iOS.
    public var android: AndroidValues?
    /// The problems flagged at this instant (the overlay's lines).
    public var problems: [AvoidanceProblem] = []

    /// Android's own numbers at one instant, in dp.
    public struct AndroidValues: Equatable, Sendable {
        /// `ime().bottom`: how much of the screen's bottom the keyboard covers, its navigation area included.
        public var ime: Double
        /// `systemBars()`: the status bar on top, the navigation area at rest (never the keyboard).
        public var systemBars: EdgeInsets
        /// How far `adjustPan` has moved the window up.
        public var pan: Double

        /// The numbers of `state` with `now` presented (``Phone/presented``); nil on iOS.
        public init?(_ state: Phone, presented now: KeyboardScrollState) {
            guard state.device.platform == .android else { return nil }
            let area = state.safeArea
            ime = max(0, state.screen.maxY - now.keyboardFrame.minY)
            systemBars = EdgeInsets(
                top: area.top, left: 0, bottom: state.conditions.systemBarsBottom, right: area.right)
            pan = now.pan
        }
    }

    /// The values of `state` now.
    public init(_ state: Phone) {
        let now = state.presented
        keyboardFrame = now.keyboardFrame
        contentInset = now.contentInset
        contentOffset = now.contentOffset
        scrollFrame = state.scrollFrame
        card = state.cardFrame
        pinned = state.presentedBottomBar
        focusedRect = state.focusedWindowRect
        safeAreaBottom = state.keyboardSafeArea(now) ?? state.safeArea.bottom
        android = AndroidValues(state, presented: now)
        problems = state.problems
    }

    /// The values as flat keys, each rounded to 0.001 pt (as the trace prints them): `keyboard.x`, `.y`, `.width`,
    /// `.height`; `inset.top`, `.left`, `.bottom`, `.right`; `offset.x`, `.y`; `scroll.…`; and, when there is one,
    /// `card.…`, `pinned.…` and `focused.…` (x, y, width and height); on Android `ime`, `systemBars.bottom` and
    /// `pan`; and each problem flagged, `problem.<kind>` (``AvoidanceProblem/value``).
    public var flattened: [String: Double] {
        var values: [String: Double] = [:]
        func add(_ prefix: String, _ rect: Rect?) {
            guard let rect else { return }
            for (key, value) in zip(Self.rectKeys, rect.components) { values["\(prefix).\(key)"] = Self.rounded(value) }
        }
        add("keyboard", keyboardFrame)
        for (key, value) in zip(["top", "left", "bottom", "right"], contentInset.components) {
            values["inset.\(key)"] = Self.rounded(value)
        }
        values["offset.x"] = Self.rounded(contentOffset.x)
        values["offset.y"] = Self.rounded(contentOffset.y)
        add("scroll", scrollFrame)
        add("card", card)
        add("pinned", pinned)
        add("focused", focusedRect)
        if let android {
            values["ime"] = Self.rounded(android.ime)
            values["systemBars.bottom"] = Self.rounded(android.systemBars.bottom)
            values["pan"] = Self.rounded(android.pan)
        }
        for problem in problems {
            let (key, amount) = problem.value
            values[key] = Self.rounded(amount)
        }
        return values
    }

    /// The names of a rect's four numbers, in ``Rect/components`` order.
    static let rectKeys = ["x", "y", "width", "height"]

    /// `value` to 0.001, with −0 as 0 and a non-finite value as 0.
    public static func rounded(_ value: Double) -> Double {
        guard value.isFinite else { return 0 }
        return (value * 1000).rounded() / 1000 + 0
    }
}
