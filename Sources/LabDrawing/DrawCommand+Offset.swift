import LabGeometry

extension DrawCommand {
    /// The command moved by `dy` points down (up when negative): what Android's `adjustPan` does to a whole window.
    public func offsetBy(dy: Double) -> DrawCommand {
        func move(_ rect: Rect) -> Rect { rect.offsetBy(dx: 0, dy: dy) }
        func move(_ point: Point) -> Point { point.offsetBy(dx: 0, dy: dy) }
        switch self {
        case .fill(let rect, let color): return .fill(move(rect), color)
        case .hairline(let rect, let color): return .hairline(move(rect), color)
        case .fillRounded(let rect, let radius, let color): return .fillRounded(move(rect), radius: radius, color)
        case .line(let from, let to, let width, let color):
            return .line(from: move(from), to: move(to), width: width, color)
        case .polyline(let points, let width, let color): return .polyline(points.map(move), width: width, color)
        case .text(var run):
            run.frame = move(run.frame)
            return .text(run)
        case .fillCorners(let rect, let radius, let color): return .fillCorners(move(rect), radius: radius, color)
        case .backdrop(let rect, let topRadius, let blur, let wash):
            return .backdrop(move(rect), topRadius: topRadius, blur: blur, wash: wash)
        case .image(let bitmap, let source, let destination):
            return .image(bitmap, source: source, destination: move(destination))
        case .glass(let rect, let radius, let blur, let wash):
            return .glass(move(rect), radius: radius, blur: blur, wash: wash)
        case .pushClip(let rect): return .pushClip(move(rect))
        case .popClip: return .popClip
        }
    }
}

extension DrawList {
    /// Moves the commands from index `start` on by `dy` points down (up when negative); nothing when `dy` is 0.
    public mutating func offsetCommands(from start: Int, dy: Double) {
        guard dy != 0, start < commands.count else { return }
        for index in start..<commands.count { commands[index] = commands[index].offsetBy(dy: dy) }
    }
}
