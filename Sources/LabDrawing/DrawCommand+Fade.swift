import LabImages

extension DrawCommand {
    /// The command with each of its colours' alpha multiplied by `opacity` (0…1): a layer faded as a whole, drawn
    /// one command at a time (images and blurs are kept as they are).
    public func faded(by opacity: Double) -> DrawCommand {
        func fade(_ color: Color) -> Color { color.withOpacity(Double(color.alpha) / 255 * opacity) }
        switch self {
        case .fill(let rect, let color): return .fill(rect, fade(color))
        case .hairline(let rect, let color): return .hairline(rect, fade(color))
        case .fillRounded(let rect, let radius, let color): return .fillRounded(rect, radius: radius, fade(color))
        case .line(let from, let to, let width, let color): return .line(from: from, to: to, width: width, fade(color))
        case .polyline(let points, let width, let color): return .polyline(points, width: width, fade(color))
        case .text(var run):
            run.color = fade(run.color)
            return .text(run)
        case .fillCorners(let rect, let radius, let color): return .fillCorners(rect, radius: radius, fade(color))
        case .backdrop, .image, .glass, .pushClip, .popClip: return self
        }
    }
}

extension DrawList {
    /// Fades the commands from index `start` on by `opacity` (0…1); nothing at 1.
    public mutating func fadeCommands(from start: Int, opacity: Double) {
        guard opacity < 1, start < commands.count else { return }
        for index in start..<commands.count { commands[index] = commands[index].faded(by: max(0, opacity)) }
    }
}
