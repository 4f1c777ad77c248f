import LabGeometry
import LabImages

/// One drawing instruction, in screen points. The renderer maps points to pixels.
public enum DrawCommand: Equatable, Sendable {
    /// Fills a rectangle.
    case fill(Rect, Color)
    /// A hairline: one device pixel tall at every scale, across the rectangle's width, on the pixel row that holds
    /// the rectangle's vertical middle (its height is the line's nominal thickness in points, 0.33 or 0.5).
    case hairline(Rect, Color)
    /// Fills a rectangle with rounded corners of the given radius.
    case fillRounded(Rect, radius: Double, Color)
    /// Draws a line of the given width.
    case line(from: Point, to: Point, width: Double, Color)
    /// Draws a polyline of the given width.
    case polyline([Point], width: Double, Color)
    /// Draws a text run.
    case text(TextRun)
    /// Paints the parts of a rectangle that lie outside its rounded corners of the given radius (a display's
    /// corners), anti-aliased along the curve.
    case fillCorners(Rect, radius: Double, Color)
    /// Frosted glass over what is drawn so far inside a rect: that content blurred by about `blur` points under
    /// `wash`, with the top corners rounded by `topRadius` and showing the content behind, unblurred (the iOS 26
    /// keyboard's material).
    case backdrop(Rect, topRadius: Double, blur: Double, wash: Color)
    /// Draws the part `source` of a picture (in its pixels) into `destination` (in points), scaled by area
    /// averaging; pictures compare by their stamp, never by their pixels.
    case image(DesignBitmap, source: Rect, destination: Rect)
    /// Frosted glass in a rounded rectangle, all four corners rounded by `radius` (a capsule when it is half the
    /// height): what is drawn so far inside it blurred by about `blur` points under `wash`, the content behind showing
    /// outside the corners (the material of iOS 26's tab bar, search field, composer and floating sheet).
    case glass(Rect, radius: Double, blur: Double, wash: Color)
    /// Restricts later commands to a rectangle, intersected with the current clip.
    case pushClip(Rect)
    /// Restores the clip in force before the matching ``pushClip(_:)``.
    case popClip
}
