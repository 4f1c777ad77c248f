import KeyboardAvoidance

/// A `mask` line of a scenario: a region of the screen left out of every capture's comparison (a clock, a caret),
/// hatched in the diff and listed in the report.
///
/// ```
/// mask 0 0 393 54        # a rectangle in screen points: x y width height
/// mask field email       # wherever the field is at each capture
/// ```
///
/// ```swift
/// let mask = ScenarioMask(.field("email"), line: 3)
/// mask.frame(on: phone)        // the field's visible rect in screen points now, or nil off screen
/// mask.description(on: phone)  // "field email at 16,120 361×44"
/// ```
public struct ScenarioMask: Equatable, Hashable, Sendable {
    /// What a mask covers.
    public enum Region: Equatable, Hashable, Sendable {
        /// A fixed rectangle in screen points.
        case rect(Rect)
        /// A field of the form, by id, wherever it is at each capture (it moves with the scroll).
        case field(String)
    }

    /// What the mask covers.
    public var region: Region
    /// The 1-based line in the scenario file.
    public var line: Int

    /// Creates a mask.
    public init(_ region: Region, line: Int) {
        self.region = region
        self.line = line
    }

    /// Where the mask lies on `phone`'s screen now, in screen points: the rectangle as written, or the part of the
    /// field that can be seen (a row clipped to the scroll view); nil when the field is not on screen.
    public func frame(on phone: Phone) -> Rect? {
        switch region {
        case .rect(let rect): return rect
        case .field(let id): return phone.form.index(of: id).flatMap(phone.visibleWindowRect(ofField:))
        }
    }

    /// The mask as the report lists it: `rect 0,0 393×54`, `field email at 16,120 361×44`, or
    /// `field email (not on screen)`.
    public func description(on phone: Phone) -> String {
        switch region {
        case .rect(let rect): return "rect " + Self.text(rect)
        case .field(let id):
            guard let frame = frame(on: phone) else { return "field \(id) (not on screen)" }
            return "field \(id) at " + Self.text(frame)
        }
    }

    /// `x,y w×h` in ``NumberText/compact(_:)`` form.
    static func text(_ rect: Rect) -> String {
        let n = NumberText.compact
        return "\(n(rect.minX)),\(n(rect.minY)) \(n(rect.width))×\(n(rect.height))"
    }
}
