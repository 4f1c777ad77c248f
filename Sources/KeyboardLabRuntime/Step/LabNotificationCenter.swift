import KeyboardAvoidance

/// What one of the lab's observers has received and not read yet: the observer's handler appends to it.
final class NotificationInbox {
    private var received: [TimedNotification] = []

    /// Keeps `notification` until the next ``take()``.
    func receive(_ notification: TimedNotification) { received.append(notification) }

    /// What arrived since the last call, oldest first.
    func take() -> [TimedNotification] {
        let taken = received
        received.removeAll(keepingCapacity: true)
        return taken
    }
}

/// A phone's keyboard notifications as the lab receives them, the way an app does: each reader (the trace, the
/// recorder, the panel's log) registers a typed ``KeyboardObserver`` for the events it wants with the phone's
/// notification center, and every step posts there what the phone posted. Observation lasts as long as the center
/// keeps its observers, that is as long as the runtime.
///
/// ```swift
/// var center = LabNotificationCenter()
/// let settles = center.observe([.didShow, .didHide])
/// center.post(phone.takeNotifications())
/// settles.take()  // the did-notifications only
/// ```
struct LabNotificationCenter {
    private var center = KeyboardNotificationCenter()
    private var observers: [KeyboardObserver] = []

    /// A new observer of `events` (all six by default), and the inbox its handler fills.
    mutating func observe(_ events: Set<KeyboardEvent> = Set(KeyboardEvent.allCases)) -> NotificationInbox {
        let inbox = NotificationInbox()
        let observer = KeyboardObserver(events: events, timedHandler: { inbox.receive($0) })
        observers.append(observer)
        center.add(observer)
        return inbox
    }

    /// Delivers `notifications`, in order, to every observer of their events.
    ///
    /// - Complexity: O(n × m) in the observers and notifications.
    func post(_ notifications: [TimedNotification]) {
        guard !notifications.isEmpty else { return }
        center.post(notifications)
    }
}
