import Foundation
import KeyboardAvoidance
import KeyboardLabUI
import LabDrawing
import LabTestSupport
import Testing

@testable import KeyboardLabRuntime

/// A window opened in process as `run` opens it (a device, conditions, `--compare` specs, a display), every phone
/// traced: a test reads where the fields are from a first short run, scripts the mouse and the keys at those
/// pixels, and runs it again (the in-process window is deterministic, so the layout is the same).
struct TracedWindow {
    var device = DeviceProfile.standardID
    var settings = ConditionOverrides()
    /// The `--compare` specs, or nil for one phone.
    var compare: String?
    var display = (width: 1600, height: 1200)
    /// Whether it opens in presenter mode.
    var presenter = false
    /// The scale asked for.
    var scale = 1.0

    /// Runs `frames` frames with `script`'s events at their frames; returns each phone's decoded trace.
    func run(frames: Int, script: [Int: [PlatformEvent]] = [:]) throws -> [[[String: Any]]] {
        try run(frames: frames, script: script, host: InProcessWindowHost())
    }

    /// The scale the window opened at (from its trace) and its size in pixels.
    func opened() throws -> (scale: Double, width: Int, height: Int) {
        let host = InProcessWindowHost()
        let layout = try #require(try run(frames: 1, host: host).first?.first { $0["kind"] as? String == "layout" })
        let size = try #require(host.sizes.first)
        return (try #require(layout["scale"] as? Double), size.width, size.height)
    }

    private func run(frames: Int, script: [Int: [PlatformEvent]] = [:], host: InProcessWindowHost) throws
        -> [[[String: Any]]]
    {
        let folder = try TestPaths.temporaryFolder("keyboard-lab-window")
        defer { try? FileManager.default.removeItem(at: folder) }
        host.displaySize = display
        host.script = script
        let resources = try resources()
        let specs = try compare.map { try PhoneSpec.parseList($0, resources: resources) } ?? []
        let trace = folder.appending(path: "trace.jsonl").path
        let loop = try FrameLoop(
            host: host, resources: resources, screen: Screen(form: resources.sampleForm), device: device,
            orientation: settings[ConditionKeys.orientation] ?? .portrait, scale: scale, settings: settings,
            compare: specs,
            valuesPath: nil, tracePath: trace, screenshotFolder: folder.path, presenter: presenter, environment: .none)
        try loop.run(exitAfter: Double(frames) / 60)
        return try (0..<max(1, specs.count)).map { phone in
            let text = try String(contentsOfFile: TraceSink.path(trace, phone: phone), encoding: .utf8)
            return try text.split(separator: "\n").map { try object(String($0)) }
        }
    }

    /// Each phone's first layout line.
    func layouts() throws -> [[String: Any]] {
        try run(frames: 1).map { try #require($0.first { $0["kind"] as? String == "layout" }) }
    }

    /// The window pixel at the centre of field `id` (or `dx` points from its left edge) in `layout`'s phone.
    static func pixel(of id: String, in layout: [String: Any], dx: Double? = nil) throws -> (x: Int, y: Int) {
        let origin = try #require(layout["screenOrigin"] as? [Double])
        let scale = layout["scale"] as? Double ?? 1
        let field = try #require((layout["fields"] as? [String: [Double]])?[id])
        return (
            Int(origin[0] + (field[0] + (dx ?? field[2] / 2)) * scale),
            Int(origin[1] + (field[1] + field[3] / 2) * scale)
        )
    }
}

/// A left click at `pixel`: the button down at frame `at`, up the frame after.
func click(_ pixel: (x: Int, y: Int), at frame: Int) -> [Int: [PlatformEvent]] {
    [
        frame: [.mouseDown(x: pixel.x, y: pixel.y, button: .left)],
        frame + 1: [.mouseUp(x: pixel.x, y: pixel.y, button: .left)],
    ]
}

/// A drag with the left button through `points`, one every `every` frames from frame `at`, released as it reaches
/// the last.
func drag(through points: [(x: Int, y: Int)], at frame: Int, every: Int = 2) -> [Int: [PlatformEvent]] {
    guard let first = points.first, let last = points.last else { return [:] }
    var script: [Int: [PlatformEvent]] = [frame: [.mouseDown(x: first.x, y: first.y, button: .left)]]
    for (index, point) in points.dropFirst().enumerated() {
        script[frame + (index + 1) * every] = [.mouseMotion(x: point.x, y: point.y, isDragging: true)]
    }
    script[frame + (points.count - 1) * every, default: []].append(.mouseUp(x: last.x, y: last.y, button: .left))
    return script
}

extension Dictionary where Key == Int, Value == [PlatformEvent] {
    /// Both scripts' events, at each frame this one's first.
    func then(_ other: [Int: [PlatformEvent]]) -> [Int: [PlatformEvent]] { merging(other) { $0 + $1 } }
}
