import KeyboardAvoidance
import LabDrawing

/// The whole lab as one value: one or more phones driven by the same input, and what belongs to the window rather
/// than to a phone (the help card, the paused clock).
///
/// ```swift
/// var state = AppState(phones: [phone])
/// state.reduce(.key(.tab), at: Instant(seconds: 1), measurer: fonts)  // every phone moves to its next field
/// ```
public struct AppState: Equatable, Sendable {
    /// The phones, left to right; the first is the one a single-phone window shows.
    public internal(set) var phones: [Phone]
    /// Whether the function-key help is shown.
    public internal(set) var helpVisible = false
    /// Whether the clock is paused.
    public internal(set) var isPaused = false
    /// The least pixel height of presenter mode's type (Ctrl+Shift+M steps it through
    /// ``PanelMetrics/presenterSizes``).
    public internal(set) var presenterPixels = PanelMetrics.presenterPixels
    /// Whether the window's own notes are shown: the scale notice and the panel's key hint (Ctrl+H hides them).
    public internal(set) var notesVisible = true
    /// Whether presenter mode is on: large type in the panel and captions, a caption above every phone.
    public internal(set) var presenter = false
    /// What names each phone above it, left to right (what differs between compared phones); empty for the
    /// default (the device and strategy).
    public var captions: [String] = []
    /// What compared phones' captions are made from, so a key that changes a condition updates them; nil for
    /// captions set once.
    public var captionSource: CompareCaptions? {
        didSet { if let captionSource { captions = captionSource.captions(for: phones) } }
    }
    /// The note shown in the panel when the window is drawn smaller or larger than asked, e.g.
    /// "drawn at scale 1 to fit the display (asked 2)"; nil when drawn as asked.
    public var scaleNotice: String?
    /// Whether the window stacks the phones one under another (compared phones on their side, when that draws them
    /// larger than side by side; see ``WindowLayout/fittingArrangement(_:requested:display:)``).
    public var stacksPhones = false
    /// The phone a finger went down on, while it is down.
    public internal(set) var pointerOwner: Int?

    /// Creates the lab with `phones` (at least one).
    public init(phones: [Phone]) {
        precondition(!phones.isEmpty, "an AppState holds at least one phone")
        self.phones = phones
    }

    /// The caption above phone `index`: its compare spec in words, else its device and strategy.
    public func caption(_ index: Int) -> String {
        if index < captions.count, !captions[index].isEmpty { return captions[index] }
        let phone = phones[index]
        return "\(phone.device.name) · \(phone.avoidance.strategy.name)"
    }

    /// The scale notice as the window shows it: nil while the notes are hidden (Ctrl+H).
    public var shownScaleNotice: String? { notesVisible ? scaleNotice : nil }

    /// Whether a caption is drawn above each phone: when comparing, and in presenter mode.
    public var showsCaptions: Bool { presenter || phones.count > 1 }

    /// The first phone.
    public var phone: Phone { phones[0] }

    /// Applies `action` at `time` to the app and to every phone, measuring text with `measurer`.
    ///
    /// - Complexity: O(p) in the phones.
    public mutating func reduce(_ action: Action, at time: Instant, measurer: any TextMeasuring) {
        var action = action
        if case .chrome(.presenterType(let asked)) = action {
            let sizes = PanelMetrics.presenterSizes
            let next = sizes.first { $0 > presenterPixels + 0.01 } ?? sizes[0]
            presenterPixels = asked ?? next
            presenter = true
            // Each phone's readout takes the size chosen, not a step of its own.
            action = .chrome(.presenterType(presenterPixels))
        }
        switch action {
        case .chrome(.help(let on)): helpVisible = on ?? !helpVisible
        case .chrome(.pause(let on)): isPaused = on ?? !isPaused
        case .chrome(.notes(let on)): notesVisible = on ?? !notesVisible
        case .chrome(.presenter(let on)): presenter = on ?? !presenter
        default: break
        }
        for index in phones.indices { phones[index].reduce(action, at: time, measurer: measurer) }
        noteConditions(of: action)
    }

    /// Moves every phone's clock to `time`.
    public mutating func advance(to time: Instant) {
        for index in phones.indices { phones[index].advance(to: time) }
    }

    /// Adds what each phone's panel-log observer received (`logs[i]` for phone `i`) to that phone's log, which the
    /// panel shows.
    public mutating func logNotifications(_ logs: [[TimedNotification]]) {
        for (index, log) in zip(phones.indices, logs) where !log.isEmpty { phones[index].diagnostics.log(log) }
    }

    /// Takes every phone's queued notifications, in phone order.
    public mutating func takeNotifications() -> [[TimedNotification]] {
        phones.indices.map { phones[$0].takeNotifications() }
    }
}
