import KeyboardAvoidance

/// The Prev / Next / Done toolbar above the keyboard: where its buttons lie, for drawing and hit testing.
public struct AccessoryBar: Equatable, Hashable, Sendable {
    /// A toolbar button.
    public enum Button: Equatable, Hashable, Sendable {
        /// The up chevron: previous field.
        case previous
        /// The down chevron: next field.
        case next
        /// "Done": dismiss.
        case done
    }

    /// The bar's frame in window coordinates.
    public var frame: Rect
    /// The screen's safe area (landscape pushes the buttons inward).
    public var safeArea: EdgeInsets

    /// Creates a bar.
    public init(frame: Rect, safeArea: EdgeInsets) {
        self.frame = frame
        self.safeArea = safeArea
    }

    /// The frame of `button`.
    public func frame(of button: Button) -> Rect {
        let left = frame.minX + safeArea.left + 8
        switch button {
        case .previous: return Rect(x: left, y: frame.minY, width: 40, height: frame.height)
        case .next: return Rect(x: left + 44, y: frame.minY, width: 40, height: frame.height)
        case .done: return Rect(x: frame.maxX - safeArea.right - 76, y: frame.minY, width: 68, height: frame.height)
        }
    }

    /// The button under `point`, if any.
    public func button(at point: Point) -> Button? {
        [Button.previous, .next, .done].first { frame(of: $0).contains(point) }
    }
}
