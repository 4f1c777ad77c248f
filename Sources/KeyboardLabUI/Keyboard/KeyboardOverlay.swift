import KeyboardAvoidance
import LabDrawing
import LabImages

/// Where a phone's keyboard lies on a screen-sized canvas drawn at `scale`, and how much of each pixel is keyboard:
/// what turns a render of ``KeyboardOverlayView`` into a picture with transparency. Outside the keyboard's frame a
/// pixel is transparent; inside it is opaque, but along the iOS 26 glass panel's rounded top corners, where it
/// covers as much as the glass does in the lab.
///
/// ```swift
/// let overlay = KeyboardOverlay(phone, scale: 3)
/// let picture = overlay.cropped(render)  // the keyboard's own pixels, its glass corners see-through
/// overlay.frame                          // in window points
/// ```
public struct KeyboardOverlay: Equatable, Sendable {
    /// The keyboard's presented frame, in window points.
    public var frame: Rect
    /// The screen's bounds, in window points: the canvas.
    public var screen: Rect
    /// The iOS 26 glass panel (the frame below any accessory toolbar), or nil for an opaque keyboard.
    public var glass: Rect?
    /// Pixels per point.
    public var scale: Double

    /// The keyboard of `phone` as presented now, on a canvas of `scale` pixels per point.
    public init(_ phone: Phone, scale: Double) {
        let keyboard = KeyboardGeometry(phone)
        frame = keyboard.frame
        screen = phone.screen
        glass = keyboard.glass
        self.scale = scale
    }

    /// The mapping the renderer draws the canvas with.
    public var mapping: PixelMapping { PixelMapping(scale: scale) }

    /// The canvas's size in pixels.
    public var canvasSize: (width: Int, height: Int) { mapping.pixelSize(screen.size) }

    /// The keyboard's pixels on the canvas: its frame's whole-pixel edges, within the canvas (empty when the
    /// keyboard is off screen).
    public var pixelBounds: (x0: Int, y0: Int, x1: Int, y1: Int) {
        let edges = mapping.edges(frame)
        let size = canvasSize
        let x0 = min(max(edges.x0, 0), size.width)
        let y0 = min(max(edges.y0, 0), size.height)
        return (x0, y0, max(x0, min(edges.x1, size.width)), max(y0, min(edges.y1, size.height)))
    }

    /// How much of canvas pixel (`x`, `y`) is keyboard, 0 to 255.
    public func alpha(x: Int, y: Int) -> UInt8 {
        Self.alpha(x: x, y: y, bounds: pixelBounds, corners: glassCorners)
    }

    /// ``alpha(x:y:)`` with the bounds and corners worked out once.
    private static func alpha(
        x: Int, y: Int, bounds: (x0: Int, y0: Int, x1: Int, y1: Int), corners: GlassCorners?
    ) -> UInt8 {
        guard x >= bounds.x0, x < bounds.x1, y >= bounds.y0, y < bounds.y1 else { return 0 }
        guard let corners, y >= corners.y0, y < corners.y0 + corners.band else { return 255 }
        let cover = corners.coverage(x: x - corners.x0, y: y - corners.y0)
        return UInt8((cover * 255).rounded())
    }

    /// `capture`, a screen-sized render of ``KeyboardOverlayView/draw(_:measurer:)`` at ``scale``, with every
    /// pixel's alpha set by ``alpha(x:y:)``: transparent where the keyboard is not. Transparent pixels are
    /// transparent black.
    ///
    /// - Complexity: O(width × height).
    public func cutOut(_ capture: consuming RGBAImage) -> RGBAImage {
        var image = capture
        let bounds = pixelBounds
        let corners = glassCorners
        let (width, height) = (image.width, image.height)
        guard width * height * 4 == image.pixels.count else { return image }
        // In place: a frame of the rise is a whole screen, megabytes a frame, most of it cleared.
        image.pixels.withUnsafeMutableBytes { bytes in
            guard let base = bytes.baseAddress else { return }
            for y in 0..<height {
                let row = base + y * width * 4
                guard y >= bounds.y0, y < bounds.y1, bounds.x1 > bounds.x0 else {
                    row.initializeMemory(as: UInt8.self, repeating: 0, count: width * 4)
                    continue
                }
                row.initializeMemory(as: UInt8.self, repeating: 0, count: bounds.x0 * 4)
                (row + bounds.x1 * 4).initializeMemory(as: UInt8.self, repeating: 0, count: (width - bounds.x1) * 4)
                // Opaque across the keyboard, then the corners' curve where this row crosses it.
                let pixels = row.assumingMemoryBound(to: UInt8.self)
                for x in bounds.x0..<bounds.x1 { pixels[x * 4 + 3] = 255 }
                guard let corners, y >= corners.y0, y < corners.y0 + corners.band else { continue }
                let left = bounds.x0..<min(bounds.x1, corners.x0 + corners.band)
                let right = max(left.upperBound, corners.x0 + corners.width - corners.band)..<bounds.x1
                for x in Array(left) + Array(right) {
                    let alpha = Self.alpha(x: x, y: y, bounds: bounds, corners: corners)
                    if alpha == 0 { (pixels[x * 4], pixels[x * 4 + 1], pixels[x * 4 + 2]) = (0, 0, 0) }
                    pixels[x * 4 + 3] = alpha
                }
            }
        }
        return image
    }

    /// The keyboard's own pixels (``pixelBounds``) of `capture`, a screen-sized render of
    /// ``KeyboardOverlayView/draw(_:measurer:)`` at ``scale``, with their alpha set by ``alpha(x:y:)``.
    ///
    /// - Complexity: O(the keyboard's pixels).
    public func cropped(_ capture: RGBAImage) -> RGBAImage {
        let bounds = pixelBounds
        return keyboardPixels(of: capture, in: bounds, bounds: bounds)
    }

    /// The part `area` of `capture` (a rectangle of whole pixels within it), transparent black but for the keyboard,
    /// whose pixels keep their colour with the alpha ``alpha(x:y:)`` gives.
    private func keyboardPixels(
        of capture: RGBAImage, in area: (x0: Int, y0: Int, x1: Int, y1: Int),
        bounds: (x0: Int, y0: Int, x1: Int, y1: Int)
    ) -> RGBAImage {
        let width = max(0, area.x1 - area.x0)
        let height = max(0, area.y1 - area.y0)
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        let corners = glassCorners
        let x0 = max(bounds.x0, area.x0)
        let x1 = min(bounds.x1, area.x1)
        guard x1 > x0, capture.width * capture.height * 4 == capture.pixels.count else {
            return RGBAImage(width: width, height: height, pixels: bytes)
                ?? RGBAImage(width: 0, height: 0, fill: .black)
        }
        capture.pixels.withUnsafeBufferPointer { source in
            bytes.withUnsafeMutableBufferPointer { target in
                for y in max(bounds.y0, area.y0)..<min(bounds.y1, area.y1) {
                    let from = (y * capture.width + x0) * 4
                    let to = ((y - area.y0) * width + x0 - area.x0) * 4
                    for index in 0..<(x1 - x0) {
                        let alpha = Self.alpha(x: x0 + index, y: y, bounds: bounds, corners: corners)
                        guard alpha > 0 else { continue }
                        let (s, t) = (from + index * 4, to + index * 4)
                        (target[t], target[t + 1], target[t + 2]) = (source[s], source[s + 1], source[s + 2])
                        target[t + 3] = alpha
                    }
                }
            }
        }
        return RGBAImage(width: width, height: height, pixels: bytes) ?? RGBAImage(width: 0, height: 0, fill: .black)
    }

    /// The glass panel's pixels and its top corners' radius in pixels, as the renderer's frosted glass rounds them.
    var glassCorners: GlassCorners? {
        guard let glass else { return nil }
        let edges = mapping.edges(glass)
        let size = canvasSize
        // The renderer rounds the corners only when the panel's top is on the canvas.
        guard edges.y0 >= 0, edges.y0 < size.height, edges.x1 > edges.x0 else { return nil }
        let width = edges.x1 - edges.x0
        // As the glass filter caps it: never taller than the glass seen on the canvas (a keyboard just rising).
        let radius = min(
            KeyboardGeometry.glassCornerRadius * scale, Double(width) / 2, Double(min(edges.y1, size.height) - edges.y0)
        )
        return radius >= 0.5 ? GlassCorners(x0: edges.x0, y0: edges.y0, width: width, radius: radius) : nil
    }
}

/// The glass panel's rounded top corners, in pixels from the panel's top-left corner.
struct GlassCorners: Equatable, Sendable {
    /// The panel's left edge on the canvas.
    var x0: Int
    /// The panel's top edge on the canvas.
    var y0: Int
    /// The panel's width in pixels.
    var width: Int
    /// The corners' radius in pixels.
    var radius: Double

    /// The rows from the panel's top that the corners reach into.
    var band: Int { Int(radius.rounded(.up)) }

    /// How much of the panel's pixel (`x`, `y`) the glass covers: 0 outside the corners' curves, 1 inside, and the
    /// pixel's share along them, as the renderer's glass works it out.
    func coverage(x: Int, y: Int) -> Double {
        let px = Double(x) + 0.5
        let py = Double(y) + 0.5
        let right = Double(width) - radius
        guard px < radius || px > right, py < radius else { return 1 }
        let cx = px < radius ? radius : right
        let distance = ((px - cx) * (px - cx) + (py - radius) * (py - radius)).squareRoot()
        return min(1, max(0, radius + 0.5 - distance))
    }
}
