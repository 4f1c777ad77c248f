import KeyboardAvoidance

/// The options that shape a phone besides its device and form, as a scenario header, a command-line flag or a
/// `--compare` column sets them. Each is optional: an unset option keeps the phone's own.
///
/// ```swift
/// let settings = scenario.settings.overriding(with: PhoneSettings(dismissMode: .onDrag))  // the flag wins
/// phone.apply(settings)
/// ```
public struct PhoneSettings: Equatable, Hashable, Sendable {
    /// How drags dismiss the keyboard.
    public var dismissMode: KeyboardDismissMode?
    /// The avoidance strategy's name (see ``AvoidanceStrategies/names``).
    public var strategy: String?
    /// Whether touches are shown as the Simulator's "show touches" does.
    public var touches: Bool?

    /// Settings with the given options set.
    public init(dismissMode: KeyboardDismissMode? = nil, strategy: String? = nil, touches: Bool? = nil) {
        self.dismissMode = dismissMode
        self.strategy = strategy
        self.touches = touches
    }

    /// These settings with every option `other` sets taking its value.
    public func overriding(with other: PhoneSettings) -> PhoneSettings {
        var result = self
        if let mode = other.dismissMode { result.dismissMode = mode }
        if let strategy = other.strategy { result.strategy = strategy }
        if let touches = other.touches { result.touches = touches }
        return result
    }
}

extension Phone {
    /// Applies every option `settings` sets; a strategy is taken up at rest (an unknown name is ignored: callers
    /// check names against ``AvoidanceStrategies/names`` first).
    public mutating func apply(_ settings: PhoneSettings) {
        if let mode = settings.dismissMode { dismissMode = mode }
        if let touches = settings.touches { touchesVisible = touches }
        if let name = settings.strategy, name != timeline.engine.name,
            let engine = AvoidanceStrategies.engine(named: name)
        {
            dismiss()
            timeline.use(engine)
            let rest = ScrollGeometry(frame: layoutScrollFrame, contentSize: layout.contentSize)
            let offset = Point(x: 0, y: rest.clampedOffsetY(presentation.contentOffset.y, inset: baseInset))
            post(timeline.rest(scroll: ScrollTarget(contentInset: baseInset, contentOffset: offset), at: now))
        }
    }
}
