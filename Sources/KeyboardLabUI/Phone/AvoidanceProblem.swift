import KeyboardAvoidance

/// Something a user would see go wrong with a phone's avoidance strategy, flagged live in the overlay and on the
/// trace's frame lines (`"problems"`).
public enum AvoidanceProblem: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The keyboard (or the end of a shrunk scroll view) hides this many points of the focused field.
    case fieldCovered(points: Double)
    /// The bottom inset is larger than the keyboard's overlap (or the original inset) calls for.
    case insetTooLarge(inset: Double, expected: Double)
    /// After the keyboard went away, the inset did not come back to `I0`.
    case insetNotRestored(inset: Double, expected: Double)
    /// After the keyboard went away, the offset did not come back to `O0` though the user never scrolled.
    case offsetNotRestored(offset: Double, expected: Double)
    /// The docked keyboard covers this many points of the bottom bar (a `covered` bar, by design).
    case barCovered(points: Double)
    /// A bar pinned to the keyboard hangs this many points above the keyboard's top.
    case barDetached(points: Double)
    /// The list was at its end, yet the composer (or the keyboard) hides this many points of the newest message.
    case newestMessageHidden(points: Double)

    /// One short line, as the overlay and the trace show it.
    public var description: String {
        let n = NumberText.compact
        return switch self {
        case .fieldCovered(let points): "field covered by \(n(points)) pt"
        case .insetTooLarge(let inset, let expected): "inset \(n(inset)) > \(n(expected))"
        case .insetNotRestored(let inset, let expected): "restore missed: inset \(n(inset)), want \(n(expected))"
        case .offsetNotRestored(let offset, let expected): "restore missed: offset \(n(offset)), want \(n(expected))"
        case .barCovered(let points): "bar covered by keyboard: \(n(points)) pt"
        case .barDetached(let points): "bar detached: \(n(points)) pt above keyboard"
        case .newestMessageHidden(let points): "newest message hidden by \(n(points)) pt"
        }
    }
}
