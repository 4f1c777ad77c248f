import KeyboardLabUI

/// The frames `shoot` holds for the filmstrips of the scenario it is capturing: only those of sequences of more than
/// one capture, each shrunk as its strip will shrink it, and each sequence's only until its last capture, when its
/// strip can be drawn. A scenario's captures are not all held at once, nor at their full size.
///
/// ```swift
/// var strips = FilmstripFrames(maxWidth: 4096)
/// _ = strips.begin(scenario)
/// if let (key, frames) = strips.add(frame, of: capture) { write(Filmstrip(frames: frames, maxWidth: 4096), key) }
/// ```
struct FilmstripFrames {
    /// The scenario being captured, by name.
    private(set) var scenario: String?
    /// Captures still to come in each sequence of more than one capture, by sequence name.
    private var remaining: [String: Int] = [:]
    /// Each such sequence's count of captures.
    private var planned: [String: Int] = [:]
    /// The widest a strip may be.
    let maxWidth: Int

    /// Frames for strips at most `maxWidth` pixels wide.
    init(maxWidth: Int) {
        self.maxWidth = maxWidth
    }
    /// The frames of each open sequence so far, by sequence name.
    private var held: [String: [Filmstrip.Frame]] = [:]

    /// Starts holding frames for `scenario` (nil: none) and returns the sequences of the previous one that did not
    /// complete (a capture it never reached), keyed `<scenario>/<sequence>` in name order, to be drawn as they are.
    mutating func begin(_ scenario: Scenario?) -> [(key: String, frames: [Filmstrip.Frame])] {
        let previous = self.scenario
        let left = held.filter { $0.value.count > 1 }.sorted { $0.key < $1.key }.map { sequence, frames in
            (key: "\(previous ?? "")/\(sequence)", frames: frames)
        }
        self.scenario = scenario?.name
        held = [:]
        remaining = [:]
        for capture in scenario?.captures ?? [] { remaining[capture.sequence, default: 0] += 1 }
        remaining = remaining.filter { $0.value > 1 }
        planned = remaining
        return left
    }

    /// Adds the frame of `capture`; returns its sequence's key (`<scenario>/<sequence>`) and frames when it was the
    /// sequence's last, which are then let go.
    mutating func add(_ frame: Filmstrip.Frame, of capture: Capture) -> (key: String, frames: [Filmstrip.Frame])? {
        guard let count = remaining[capture.sequence], let scenario else { return nil }
        // Shrunk now by the factor the whole strip will use: the same pixels as shrinking it when drawn.
        let factor = Filmstrip.scaleFactor(
            frameWidth: frame.image.width, count: planned[capture.sequence] ?? 1, maxWidth: maxWidth)
        let shrunk = Filmstrip.Frame(name: frame.name, image: frame.image.downscaled(by: factor))
        held[capture.sequence, default: []].append(shrunk)
        guard count == 1 else {
            remaining[capture.sequence] = count - 1
            return nil
        }
        remaining[capture.sequence] = nil
        return ("\(scenario)/\(capture.sequence)", held.removeValue(forKey: capture.sequence) ?? [])
    }
}
