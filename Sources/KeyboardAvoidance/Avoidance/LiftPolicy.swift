/// How a message list's offset follows the obstruction (the keyboard and the composer on it) as it grows or
/// shrinks.
///
/// ```swift
/// LiftPolicy.whenAtEnd.offsetY(from: model, to: inset, in: scroll)  // the new end, if the list was at its end
/// ```
public enum LiftPolicy: String, Equatable, Hashable, Sendable, CaseIterable {
    /// The offset always moves with the inset, so what was just above the obstruction stays there.
    case always
    /// The offset moves only when the list was within 1 pt of its end, and then stays at the end.
    case whenAtEnd
    /// The offset never moves (it is only kept in range).
    case never

    /// How close to its end a list counts as at its end, 1 pt.
    public static let endTolerance = 1.0

    /// Whether `values` show the end of `scroll`'s content: the offset within 1 pt of the largest the inset allows.
    public static func isAtEnd(_ values: ScrollTarget, in scroll: ScrollGeometry) -> Bool {
        values.contentOffset.y >= scroll.offsetRange(inset: values.contentInset).upperBound - endTolerance
    }

    /// The offset once the inset goes from `model`'s to `inset`, clamped to the range `inset` allows.
    ///
    /// - Parameters:
    ///   - model: the inset and offset the scroll view heads to now.
    ///   - inset: the new inset.
    ///   - scroll: the scroll view's frame and content.
    public func offsetY(from model: ScrollTarget, to inset: EdgeInsets, in scroll: ScrollGeometry) -> Double {
        let y: Double
        switch self {
        case .always: y = model.contentOffset.y + inset.bottom - model.contentInset.bottom
        case .whenAtEnd:
            y =
                Self.isAtEnd(model, in: scroll)
                ? scroll.offsetRange(inset: inset).upperBound : model.contentOffset.y
        case .never: y = model.contentOffset.y
        }
        return scroll.clampedOffsetY(y, inset: inset)
    }
}
