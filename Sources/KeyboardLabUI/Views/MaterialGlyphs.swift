import Foundation
import KeyboardAvoidance
import LabDrawing
import LabImages

/// Android's simple glyphs, drawn from rounded rectangles and strokes: the status bar's wi-fi, signal and battery,
/// the three navigation buttons, the search and send icons.
enum MaterialGlyphs {
    /// Fills the triangle `a`, `b`, `c` with a fan of 1.4 dp strokes from `a` to points about 1 dp apart along `bc`.
    static func fillTriangle(_ a: Point, _ b: Point, _ c: Point, _ colour: Color, into list: inout DrawList) {
        let length = ((c.x - b.x) * (c.x - b.x) + (c.y - b.y) * (c.y - b.y)).squareRoot()
        let steps = max(1, Int(length.rounded(.up)))
        for step in 0...steps {
            let t = Double(step) / Double(steps)
            let end = Point(x: b.x + (c.x - b.x) * t, y: b.y + (c.y - b.y) * t)
            list.line(from: a, to: end, width: 1.4, colour)
        }
    }

    /// Battery, signal and wi-fi, right to left, the battery's right edge at `right`, centred on `mid`.
    static func drawStatusIcons(right: Double, midY mid: Double, ink: Color, into list: inout DrawList) {
        // The battery: an upright rounded body with a cap, nearly full.
        let body = Rect(x: right - 8, y: mid - 6.5, width: 8, height: 14)
        list.fillRounded(Rect(x: body.midX - 2, y: body.minY - 1.5, width: 4, height: 2.5), radius: 0.8, ink)
        list.fillRounded(body, radius: 1.5, ink)
        // The signal: a right triangle rising to the right.
        let signalRight = body.minX - 6
        fillTriangle(
            Point(x: signalRight, y: mid + 6.5), Point(x: signalRight - 13, y: mid + 6.5),
            Point(x: signalRight, y: mid - 6.5), ink, into: &list)
        // The wi-fi: a fan opening upwards from its point, a quarter of a circle.
        let radius = 13.0
        let apex = Point(x: signalRight - 13 - 5 - radius * 0.71, y: mid + 6.5)
        let steps = 12
        for step in 0...steps {
            let angle = -Double.pi * 3 / 4 + Double.pi / 2 * Double(step) / Double(steps)
            let end = Point(x: apex.x + cos(angle) * radius, y: apex.y + sin(angle) * radius)
            list.line(from: apex, to: end, width: 2.2, ink)
        }
    }

    /// The back button's triangle pointing left, outlined, in `box`.
    static func drawBack(in box: Rect, ink: Color, into list: inout DrawList) {
        let points = [
            Point(x: box.maxX - 2, y: box.minY + 2), Point(x: box.minX + 3, y: box.midY),
            Point(x: box.maxX - 2, y: box.maxY - 2), Point(x: box.maxX - 2, y: box.minY + 2),
        ]
        list.commands.append(.polyline(points, width: 2, ink))
    }

    /// The home button's ring, stroked, in `box`.
    static func drawHome(in box: Rect, ink: Color, into list: inout DrawList) {
        let radius = box.width / 2 - 3
        let points = (0...48).map { step in
            let angle = Double.pi * 2 * Double(step) / 48
            return Point(x: box.midX + cos(angle) * radius, y: box.midY + sin(angle) * radius)
        }
        list.commands.append(.polyline(points, width: 2, ink))
    }

    /// The recents button's square, stroked, in `box`.
    static func drawRecents(in box: Rect, ink: Color, into list: inout DrawList) {
        let square = box.inset(by: EdgeInsets(all: 5))
        // From the top edge's middle, so every corner is a joint.
        let points = [
            Point(x: square.midX, y: square.minY), Point(x: square.maxX, y: square.minY),
            Point(x: square.maxX, y: square.maxY), Point(x: square.minX, y: square.maxY),
            Point(x: square.minX, y: square.minY), Point(x: square.midX, y: square.minY),
        ]
        list.commands.append(.polyline(points, width: 2, ink))
    }

    /// The search icon in a 24 dp `box`: a ring and its handle, over `background`.
    static func drawSearch(in box: Rect, ink: Color, background: Color, into list: inout DrawList) {
        let ring = Rect(x: box.minX + 3, y: box.minY + 3, width: 13, height: 13)
        list.fillRounded(ring, radius: ring.width / 2, ink)
        let hole = ring.inset(by: EdgeInsets(all: 2))
        list.fillRounded(hole, radius: hole.width / 2, background)
        list.line(
            from: Point(x: ring.maxX - 2, y: ring.maxY - 2), to: Point(x: box.maxX - 3.5, y: box.maxY - 3.5),
            width: 2.2,
            ink)
    }

    /// The send icon in a 24 dp `box`: a paper plane pointing right, its tail notched in `background`.
    static func drawSend(in box: Rect, ink: Color, background: Color, into list: inout DrawList) {
        let tip = Point(x: box.maxX - 3, y: box.midY)
        let top = Point(x: box.minX + 3, y: box.minY + 4)
        let bottom = Point(x: box.minX + 3, y: box.maxY - 4)
        fillTriangle(tip, top, bottom, ink, into: &list)
        let notch = Point(x: box.minX + 8, y: box.midY)
        fillTriangle(
            notch, Point(x: box.minX + 2, y: box.midY - 3.5), Point(x: box.minX + 2, y: box.midY + 3.5), background,
            into: &list)
    }
}
