import LabGeometry
import LabImages

/// What one frame draws: plain data that tests can inspect and the SDL backend executes.
///
/// ```swift
/// var list = DrawList(canvas: Size(width: 393, height: 852), background: .white)
/// list.fill(Rect(x: 0, y: 0, width: 393, height: 59), Color(red: 242, green: 242, blue: 247))
/// ```
public struct DrawList: Equatable, Sendable {
    /// The canvas size in points.
    public var canvas: Size
    /// The colour the canvas is cleared to.
    public var background: Color
    /// The commands, in painting order.
    public var commands: [DrawCommand]

    /// Creates an empty list.
    public init(canvas: Size, background: Color, commands: [DrawCommand] = []) {
        self.canvas = canvas
        self.background = background
        self.commands = commands
    }

    /// Appends a filled rectangle.
    public mutating func fill(_ rect: Rect, _ color: Color) {
        commands.append(.fill(rect, color))
    }

    /// Appends a hairline along `rect` (see ``DrawCommand/hairline(_:_:)``).
    public mutating func hairline(_ rect: Rect, _ color: Color) {
        commands.append(.hairline(rect, color))
    }

    /// Appends frosted glass with four rounded corners over what is drawn so far (see
    /// ``DrawCommand/glass(_:radius:blur:wash:)``).
    public mutating func glass(_ rect: Rect, radius: Double, blur: Double, wash: Color) {
        commands.append(.glass(rect, radius: radius, blur: blur, wash: wash))
    }

    /// Appends frosted glass over what is drawn so far (see ``DrawCommand/backdrop(_:topRadius:blur:wash:)``).
    public mutating func backdrop(_ rect: Rect, topRadius: Double, blur: Double, wash: Color) {
        commands.append(.backdrop(rect, topRadius: topRadius, blur: blur, wash: wash))
    }

    /// Appends a filled rounded rectangle.
    public mutating func fillRounded(_ rect: Rect, radius: Double, _ color: Color) {
        commands.append(.fillRounded(rect, radius: radius, color))
    }

    /// Appends a line.
    public mutating func line(from start: Point, to end: Point, width: Double = 1, _ color: Color) {
        commands.append(.line(from: start, to: end, width: width, color))
    }

    /// Appends a text run.
    public mutating func text(_ run: TextRun) {
        commands.append(.text(run))
    }

    /// Draws `body` clipped to `rect`.
    public mutating func clipped(to rect: Rect, _ body: (inout DrawList) -> Void) {
        commands.append(.pushClip(rect))
        body(&self)
        commands.append(.popClip)
    }

    /// The text runs, in painting order: handy for tests.
    public var textRuns: [TextRun] {
        commands.compactMap { if case .text(let run) = $0 { run } else { nil } }
    }
}
