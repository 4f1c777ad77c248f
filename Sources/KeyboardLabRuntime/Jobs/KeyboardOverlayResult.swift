import Foundation
import KeyboardAvoidance
import KeyboardLabUI

/// What `keyboard` drew and wrote: the keyboard's frame in window points, the conditions, the PNG and the rise's
/// frames; printed as a sentence, or as JSON with `--json`.
public struct KeyboardOverlayResult: Equatable, Sendable, Encodable {
    /// A canvas's size in pixels.
    public struct Canvas: Equatable, Sendable, Encodable {
        /// Its width in pixels.
        public var width: Int
        /// Its height in pixels.
        public var height: Int
    }

    /// A written picture.
    public struct Image: Equatable, Sendable, Encodable {
        /// The path as given.
        public var path: String
        /// Its width in pixels.
        public var width: Int
        /// Its height in pixels.
        public var height: Int
    }

    /// One frame of the rise.
    public struct Frame: Equatable, Sendable, Encodable {
        /// The PNG's name in the frames folder.
        public var file: String
        /// Seconds since the field was focused.
        public var time: Double
        /// The keyboard's top in window points.
        public var y: Double
        /// The keyboard curve's progress, 0 (hidden) to 1 (docked).
        public var progress: Double
    }

    /// A rectangle in window points, as `x`, `y`, `width` and `height`.
    public struct WindowRect: Equatable, Sendable, Encodable {
        /// The left edge.
        public var x: Double
        /// The top edge.
        public var y: Double
        /// The width.
        public var width: Double
        /// The height.
        public var height: Double

        /// `rect`'s edges, to a millionth of a point.
        init(_ rect: Rect) {
            x = KeyboardOverlayResult.rounded(rect.minX)
            y = KeyboardOverlayResult.rounded(rect.minY)
            width = KeyboardOverlayResult.rounded(rect.width)
            height = KeyboardOverlayResult.rounded(rect.height)
        }
    }

    /// The rise, frame by frame.
    public struct Rise: Equatable, Sendable, Encodable {
        /// The frames folder as given.
        public var folder: String
        /// Frames per second.
        public var fps: Double
        /// The curve the keyboard rises on, as the lab's overlay names it.
        public var curve: String
        /// The frames, in order.
        public var frames: [Frame]
        /// Every frame's canvas: the whole screen at the scale, transparent but for the keyboard.
        public var canvas: Canvas
    }

    /// The device preset's id.
    public var device: String
    /// `portrait` or `landscape`.
    public var orientation: String
    /// `ios` or `android`: the device's platform.
    public var platform: String
    /// `18` or `26` on an iOS device; nil on an Android one.
    public var ios: String?
    /// `gesture` or `buttons` on an Android device; nil on an iOS one.
    public var navigation: String?
    /// The keyboard type's command-line name.
    public var type: String
    /// `light` or `dark`.
    public var appearance: String
    /// Whether the predictive bar shows.
    public var predictive: Bool
    /// Whether the toolbar shows.
    public var accessory: Bool
    /// Pixels per point.
    public var scale: Double
    /// The screen's size in points.
    public var screen: Size
    /// The docked keyboard's frame in window points.
    public var frame: WindowRect
    /// The PNG of the docked keyboard, if written.
    public var image: Image?
    /// The rise, if written.
    public var rise: Rise?

    /// The result for `spec`'s keyboard docked as `overlay` describes it.
    init(spec: KeyboardOverlaySpec, overlay: KeyboardOverlay, platform: Platform) {
        device = spec.deviceID
        // The conditions as every surface prints them: through the condition table.
        orientation = ConditionKeys.orientation.text(of: spec.orientation)
        self.platform = ConditionKeys.platform.text(of: platform)
        ios = platform == .ios ? ConditionKeys.ios.text(of: spec.ios) : nil
        navigation = platform == .android ? ConditionKeys.navigation.text(of: spec.navigation) : nil
        type = KeyboardOverlaySpec.name(of: spec.type)
        appearance = ConditionKeys.appearance.text(of: spec.appearance)
        predictive = spec.predictiveBar && spec.type.allowsPredictiveBar
        accessory = spec.accessoryBar
        scale = overlay.scale
        screen = overlay.screen.size
        frame = WindowRect(overlay.frame)
    }

    /// The result as pretty-printed JSON with sorted keys.
    public func json() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }

    /// The frames folder's JSON: the conditions, the canvas, and each frame's file, time, `y` and progress.
    func framesJSON() -> String {
        var copy = self
        copy.image = nil
        return copy.json()
    }

    /// What was written, in one or two lines.
    public func sentence() -> String {
        let f = frame
        var lines = [
            "\(device) \(orientation), \(ios.map { "iOS \($0)" } ?? "Android, \(navigation ?? "gesture") navigation"), "
                + "\(type), \(appearance): keyboard frame x \(number(f.x)) "
                + "y \(number(f.y)) width \(number(f.width)) height \(number(f.height)) "
                + (ios == nil ? "(window dp)" : "(window points)")
        ]
        if let image {
            lines.append("wrote \(image.path) (\(image.width)×\(image.height) px at @\(number(scale))x)")
        }
        if let rise, let first = rise.frames.first, let last = rise.frames.last {
            lines.append(
                "wrote \(rise.frames.count) frames at \(number(rise.fps)) fps (y \(number(first.y)) to "
                    + "\(number(last.y)) over \(number(last.time)) s, \(rise.canvas.width)×\(rise.canvas.height) px) "
                    + "and \(KeyboardOverlayJob.framesIndexName) to \(rise.folder)")
        }
        return lines.joined(separator: "\n")
    }

    private func number(_ value: Double) -> String { NumberText.compact(value) }

    /// `value` to a millionth, so the JSON shows 516 rather than 516.0000000001.
    static func rounded(_ value: Double) -> Double { (value * 1_000_000).rounded() / 1_000_000 }
}
