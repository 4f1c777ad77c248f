/// A registration for keyboard notifications: its handler runs for every event posted to the
/// ``KeyboardNotificationCenter`` it was added to, for as long as the observer object is alive.
///
/// ```swift
/// var center = KeyboardNotificationCenter()
/// var observer: KeyboardObserver? = KeyboardObserver { info in print(info.event) }
/// center.add(observer!)
/// observer = nil  // observation stops here
/// ```
public final class KeyboardObserver {
    private let handler: (TimedNotification) -> Void
    private let events: Set<KeyboardEvent>

    /// Creates an observer of `events` (all six by default) whose handler reads the info.
    public convenience init(
        events: Set<KeyboardEvent> = Set(KeyboardEvent.allCases), handler: @escaping (KeyboardInfo) -> Void
    ) {
        self.init(events: events, timedHandler: { handler($0.info) })
    }

    /// Creates an observer of `events` (all six by default) whose handler also reads when each was posted, as a
    /// trace needs.
    public init(
        events: Set<KeyboardEvent> = Set(KeyboardEvent.allCases), timedHandler: @escaping (TimedNotification) -> Void
    ) {
        self.events = events
        self.handler = timedHandler
    }

    func receive(_ notification: TimedNotification) {
        if events.contains(notification.info.event) { handler(notification) }
    }
}

/// Delivers keyboard notifications to the observers still alive, in the order they were added.
public struct KeyboardNotificationCenter {
    private struct WeakObserver {
        weak var observer: KeyboardObserver?
    }

    private var observers: [WeakObserver] = []

    /// Creates a center with no observers.
    public init() {}

    /// Registers `observer` without keeping it alive.
    public mutating func add(_ observer: KeyboardObserver) {
        observers.removeAll { $0.observer == nil }
        observers.append(WeakObserver(observer: observer))
    }

    /// How many registered observers are still alive.
    public var liveObserverCount: Int { observers.count { $0.observer != nil } }

    /// Sends `info` to every live observer, stamped at time zero.
    ///
    /// - Complexity: O(n) in the observers registered.
    public func post(_ info: KeyboardInfo) {
        post(TimedNotification(time: .zero, info: info))
    }

    /// Sends `notification` to every live observer.
    ///
    /// - Complexity: O(n) in the observers registered.
    public func post(_ notification: TimedNotification) {
        for entry in observers { entry.observer?.receive(notification) }
    }

    /// Sends each of `notifications` to every live observer, in order.
    ///
    /// - Complexity: O(n × m) in the observers and notifications.
    public func post(_ notifications: [TimedNotification]) {
        for notification in notifications { post(notification) }
    }
}
