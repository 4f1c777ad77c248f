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
    private let handler: (KeyboardInfo) -> Void
    private let events: Set<KeyboardEvent>

    /// Creates an observer of `events` (all six by default).
    public init(events: Set<KeyboardEvent> = Set(KeyboardEvent.allCases), handler: @escaping (KeyboardInfo) -> Void) {
        self.events = events
        self.handler = handler
    }

    func receive(_ info: KeyboardInfo) {
        if events.contains(info.event) { handler(info) }
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

    /// Sends `info` to every live observer.
    ///
    /// - Complexity: O(n) in the observers registered.
    public func post(_ info: KeyboardInfo) {
        for entry in observers { entry.observer?.receive(info) }
    }
}
