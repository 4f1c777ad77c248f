import KeyboardAvoidance

/// A scripted finger drag: down at the first point at `time`, along the path at constant speed (or reaching each
/// point at its own time, as a recorded drag does), up at the last point at `time + duration`.
///
/// ```swift
/// let drag = DragGesture(time: Instant(seconds: 1), path: [top, bottom], duration: 0.5, line: 4)
/// drag.actions(fps: 60)  // pointerDown, 29 pointerMoved, pointerMoved + pointerUp at 1.5 s
/// ```
public struct DragGesture: Equatable, Sendable {
    /// When the finger goes down.
    public var time: Instant
    /// The finger's path in window points, two points or more.
    public var path: [Point]
    /// How long the finger takes, in seconds.
    public var duration: Double
    /// The scenario line, for errors.
    public var line: Int
    /// When the finger reaches each point, in seconds from `time` (a recorded drag's samples, which decide its
    /// release velocity), or nil for constant speed.
    public var times: [Double]?

    /// Creates a drag.
    public init(time: Instant, path: [Point], duration: Double, line: Int, times: [Double]? = nil) {
        self.time = time
        self.path = path
        self.duration = duration
        self.line = line
        self.times = times
    }

    /// The finger's position `elapsed` seconds after it went down: along the path by time when the drag is timed,
    /// else at constant speed.
    public func point(afterSeconds elapsed: Double) -> Point {
        guard let times, times.count == path.count, let last = path.last else {
            return point(at: duration > 0 ? elapsed / duration : 1)
        }
        // A recorded time is rounded to the millisecond: a frame that close to a sample is that sample.
        if let sample = times.lastIndex(where: { abs($0 - elapsed) <= 0.0006 }) { return path[sample] }
        guard let next = times.firstIndex(where: { $0 > elapsed }) else { return last }
        guard next > 0 else { return path[0] }
        let (t0, t1) = (times[next - 1], times[next])
        let f = t1 > t0 ? (elapsed - t0) / (t1 - t0) : 1
        let a = path[next - 1]
        let b = path[next]
        return Point(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f)
    }

    /// The finger's position a fraction `fraction` of the way along the path (by length).
    public func point(at fraction: Double) -> Point {
        guard let first = path.first else { return .zero }
        let lengths = zip(path, path.dropFirst()).map {
            (($1.x - $0.x) * ($1.x - $0.x) + ($1.y - $0.y) * ($1.y - $0.y)).squareRoot()
        }
        var remaining = max(0, min(1, fraction)) * lengths.reduce(0, +)
        for (index, length) in lengths.enumerated() {
            if remaining <= length, length > 0 {
                let a = path[index]
                let b = path[index + 1]
                let t = remaining / length
                return Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
            }
            remaining -= length
        }
        return path.last ?? first
    }

    /// `seconds` on the frame it falls on when it is that frame's instant but for rounding (1 + 13/60 is a hair after
    /// 73/60), so a move lands in its own frame.
    static func onFrame(_ seconds: Double, fps: Double) -> Instant {
        let frame = (seconds * fps).rounded()
        return Instant(seconds: abs(seconds * fps - frame) < 1e-6 ? frame / fps : seconds)
    }

    /// The pointer events at the scenario's frame step: down, a move every frame, then a move and up at the end. A
    /// timed drag moves at its samples instead, each at its own time and in order (two a live window delivered in
    /// one frame stay two), as the phone saw them when it was recorded.
    ///
    /// - Complexity: O(duration × fps × path).
    public func actions(fps: Double) -> [TimedAction] {
        let end = time.seconds + duration
        var actions = [TimedAction(time: time, action: .pointerDown(point(at: 0)), line: line)]
        if let times, times.count == path.count, let last = path.last {
            for (point, seconds) in zip(path, times).dropFirst().dropLast() {
                // A recorded time is rounded to the millisecond: one that close to a frame is that frame's.
                let frame = (seconds * fps).rounded() / fps
                let elapsed = abs(seconds - frame) <= 0.0006 ? frame : seconds
                actions.append(
                    TimedAction(
                        time: Self.onFrame(time.seconds + elapsed, fps: fps), action: .pointerMoved(point), line: line))
            }
            actions.append(TimedAction(time: Instant(seconds: end), action: .pointerMoved(last), line: line))
            actions.append(TimedAction(time: Instant(seconds: end), action: .pointerUp(last), line: line))
            return actions
        }
        let steps = Int((duration * fps - 1e-9).rounded(.down))
        if steps >= 1 {
            for step in 1...steps {
                let elapsed = Double(step) / fps
                actions.append(
                    TimedAction(
                        time: Self.onFrame(time.seconds + elapsed, fps: fps),
                        action: .pointerMoved(point(afterSeconds: elapsed)), line: line))
            }
        }
        let last = point(at: 1)
        actions.append(TimedAction(time: Instant(seconds: end), action: .pointerMoved(last), line: line))
        actions.append(TimedAction(time: Instant(seconds: end), action: .pointerUp(last), line: line))
        return actions
    }
}
