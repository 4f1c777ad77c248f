import Foundation
import KeyboardAvoidance
import LabDrawing
import LabImages

extension KeyboardView {
    /// The globe: a ring with a meridian ellipse, the equator and two parallels, drawn as simple shapes. On an opaque
    /// keyboard the rings are fills with `background` cut out of them; on glass (`background` nil), where no flat
    /// colour matches what shows through, they are stroked outlines.
    static func drawGlobeGlyph(in rect: Rect, color: Color, background: Color?, into list: inout DrawList) {
        let radius = min(rect.width, rect.height) / 2 - 2
        let centre = Point(x: rect.midX, y: rect.midY)
        func ring(width: Double, height: Double) {
            let outer = Rect(x: centre.x - width / 2, y: centre.y - height / 2, width: width, height: height)
            guard let background else {
                list.commands.append(
                    .polyline(capsuleOutline(outer.inset(by: EdgeInsets(all: 0.75))), width: 1.5, color))
                return
            }
            list.fillRounded(outer, radius: min(width, height) / 2, color)
            list.fillRounded(outer.inset(by: EdgeInsets(all: 1.5)), radius: min(width, height) / 2 - 1.5, background)
        }
        ring(width: 2 * radius, height: 2 * radius)
        ring(width: radius, height: 2 * radius)
        list.line(
            from: Point(x: centre.x - radius, y: centre.y), to: Point(x: centre.x + radius, y: centre.y), width: 1.5,
            color)
        for dy in [-radius * 0.5, radius * 0.5] {
            let half = (radius * radius - dy * dy).squareRoot() - 1
            list.line(
                from: Point(x: centre.x - half, y: centre.y + dy), to: Point(x: centre.x + half, y: centre.y + dy),
                width: 1.2, color)
        }
    }

    /// The dictation microphone: a capsule, the cradle under it, its stem and base; fills only on an opaque keyboard,
    /// so it costs what a key does; on glass (`background` nil) the cradle is a stroked arc.
    static func drawDictationGlyph(in rect: Rect, color: Color, background: Color?, into list: inout DrawList) {
        let centreX = rect.midX
        let cradle = Rect(x: centreX - 7.5, y: rect.minY + 4, width: 15, height: 15)
        if let background {
            // The cradle: a ring whose upper half is covered again, leaving a U.
            list.fillRounded(cradle, radius: 7.5, color)
            list.fillRounded(cradle.inset(by: EdgeInsets(all: 1.5)), radius: 6, background)
            list.fill(Rect(x: cradle.minX, y: cradle.minY, width: cradle.width, height: cradle.height / 2), background)
        } else {
            let arc = (0...12).map { step -> Point in
                let angle = Double.pi * Double(step) / 12
                return Point(x: cradle.midX + 6.75 * cos(angle), y: cradle.midY + 6.75 * sin(angle))
            }
            list.commands.append(.polyline(arc, width: 1.5, color))
        }
        list.fillRounded(Rect(x: centreX - 4.5, y: rect.minY + 2, width: 9, height: 14), radius: 4.5, color)
        list.fill(Rect(x: centreX - 0.75, y: cradle.maxY, width: 1.5, height: rect.maxY - 2 - cradle.maxY), color)
        list.fill(Rect(x: centreX - 4.5, y: rect.maxY - 2.75, width: 9, height: 1.5), color)
    }

    /// The emoji key's smiling face: a round outline, two eyes and a smile, stroked.
    static func drawEmojiGlyph(in rect: Rect, color: Color, into list: inout DrawList) {
        let radius = 10.5
        let centre = Point(x: rect.midX, y: rect.midY)
        let face = Rect(x: centre.x - radius, y: centre.y - radius, width: 2 * radius, height: 2 * radius)
        list.commands.append(.polyline(capsuleOutline(face.inset(by: EdgeInsets(all: 0.75))), width: 1.5, color))
        for dx in [-3.75, 3.75] {
            list.fillRounded(
                Rect(x: centre.x + dx - 1.25, y: centre.y - 4.5, width: 2.5, height: 3.5), radius: 1.25, color)
        }
        let smile = (0...10).map { step -> Point in
            let angle = Double.pi * (0.15 + 0.7 * Double(step) / 10)
            return Point(x: centre.x + 5.75 * cos(angle), y: centre.y + 0.5 + 5.75 * sin(angle))
        }
        list.commands.append(.polyline(smile, width: 1.5, color))
    }

    /// The closed outline of the capsule in `rect` (a circle when it is square), for a stroke.
    static func capsuleOutline(_ rect: Rect) -> [Point] {
        let r = min(rect.width, rect.height) / 2
        let vertical = rect.height > rect.width
        // The centres of the two end caps.
        let a = vertical ? Point(x: rect.midX, y: rect.minY + r) : Point(x: rect.minX + r, y: rect.midY)
        let b = vertical ? Point(x: rect.midX, y: rect.maxY - r) : Point(x: rect.maxX - r, y: rect.midY)
        let start = vertical ? Double.pi : Double.pi / 2
        var points: [Point] = []
        for (centre, offset) in [(a, start), (b, start + Double.pi)] {
            for step in 0...12 {
                let angle = offset + Double.pi * Double(step) / 12
                points.append(Point(x: centre.x + r * cos(angle), y: centre.y + r * sin(angle)))
            }
        }
        points.append(points[0])
        return points
    }
}
