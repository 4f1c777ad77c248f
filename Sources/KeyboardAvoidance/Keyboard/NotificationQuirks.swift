/// The quirks in force on one timeline, with the facts they depend on: it rewrites each notification as a quirky
/// iOS posts it. The keyboard that is drawn never changes.
///
/// ```swift
/// let quirks = NotificationQuirks(active: [.hiddenHeight44], accessoryBarHeight: 44)
/// quirks.posted(hideInfo, screen: screen, hiding: true).endFrame  // 44 tall at the screen's bottom
/// ```
public struct NotificationQuirks: Equatable, Hashable, Sendable {
    /// The quirks on.
    public var active: Set<KeyboardQuirk>
    /// The accessory bar's height while it is on, 0 when it is off: the part of the keyboard
    /// `accessory-outside-frame` leaves out, and the condition of `hidden-height-44` and `view-coordinates`.
    public var accessoryBarHeight: Double

    /// Quirks with the given facts; none by default.
    public init(active: Set<KeyboardQuirk> = [], accessoryBarHeight: Double = 0) {
        self.active = active
        self.accessoryBarHeight = accessoryBarHeight
    }

    /// How long after the animation's end the did-notifications come.
    public var didDelay: TimeAmount { active.contains(.lateDid) ? KeyboardQuirk.lateDidDelay : .zero }

    /// Whether a frame change of `event` at `time` is dropped, after `previous`, the last will-show or will-hide.
    func dropsFrameChange(of event: KeyboardEvent, at time: Instant, after previous: TimedNotification?) -> Bool {
        guard active.contains(.droppedQuickToggle), let previous, previous.info.event != event else { return false }
        return (time - previous.time).seconds < KeyboardQuirk.quickToggleWindow.seconds
    }

    /// `info` as the quirky iOS posts it; `hiding` says it belongs to a hide set, and `card` is the presented card
    /// in window coordinates (nil full screen), whose coordinates `view-coordinates` posts frames in.
    public func posted(_ info: KeyboardInfo, screen: Rect, hiding: Bool, card: Rect? = nil) -> KeyboardInfo {
        guard !active.isEmpty, accessoryBarHeight > 0 else { return info }
        var info = info
        if active.contains(.accessoryOutsideFrame) {
            info.beginFrame = leavingOutAccessory(info.beginFrame)
            info.endFrame = leavingOutAccessory(info.endFrame)
        }
        if hiding, active.contains(.hiddenHeight44) {
            let height = KeyboardQuirk.hiddenHeight
            info.endFrame = Rect(x: screen.minX, y: screen.maxY - height, width: screen.width, height: height)
        }
        if active.contains(.viewCoordinates), let card {
            info.beginFrame = info.beginFrame.offsetBy(dx: -card.minX, dy: -card.minY)
            info.endFrame = info.endFrame.offsetBy(dx: -card.minX, dy: -card.minY)
        }
        return info
    }

    /// `frame` without the accessory bar along its top.
    private func leavingOutAccessory(_ frame: Rect) -> Rect {
        let cut = min(accessoryBarHeight, frame.height)
        return Rect(x: frame.minX, y: frame.minY + cut, width: frame.width, height: frame.height - cut)
    }
}
