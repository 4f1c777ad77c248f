/// A chat's messages, oldest first, and how the list follows the keyboard.
///
/// ```swift
/// var thread = MessageThread(messages: [Message(from: .them, text: "Hi!")])
/// thread.messages.append(Message(from: .me, text: "Hello"))
/// ```
public struct MessageThread: Equatable, Hashable, Sendable {
    /// The messages, oldest first.
    public var messages: [Message]
    /// Whether the list moves up with the obstruction.
    public var lift: LiftPolicy

    /// A thread.
    public init(messages: [Message], lift: LiftPolicy = .whenAtEnd) {
        self.messages = messages
        self.lift = lift
    }
}

/// One chat message.
public struct Message: Equatable, Hashable, Sendable {
    /// Who sent it.
    public enum Sender: String, Equatable, Hashable, Sendable, CaseIterable {
        /// The phone's user: a blue bubble on the right.
        case me
        /// The other party: a grey bubble on the left.
        case them
    }

    /// Who sent it.
    public var from: Sender
    /// Its text.
    public var text: String

    /// A message.
    public init(from: Sender, text: String) {
        self.from = from
        self.text = text
    }
}
