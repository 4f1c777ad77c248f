import Foundation
import KeyboardAvoidance
import LabDrawing
import LabImages

extension AndroidKeyboardView {
    /// A point of a glyph drawn in `box`, given as shares of its size from its centre (`dx`, `dy` in −0.5 … 0.5).
    static func point(_ box: Rect, _ dx: Double, _ dy: Double) -> Point {
        Point(x: box.midX + dx * box.width, y: box.midY + dy * box.height)
    }

    /// A glyph's stroke width in `box`.
    static func stroke(_ box: Rect) -> Double { max(1.2, box.width * 0.085) }

    /// The shape between `apex` and the chain of points `edge`, filled by lines fanning out from the apex (the
    /// drawing has no polygon fill): a triangle for two points, a notched arrow head for more.
    static func fillFan(apex: Point, edge: [Point], color: Color, into list: inout DrawList) {
        for (from, to) in zip(edge, edge.dropFirst()) {
            let length = ((to.x - from.x) * (to.x - from.x) + (to.y - from.y) * (to.y - from.y)).squareRoot()
            let steps = max(1, Int((length / 0.4).rounded(.up)))
            for step in 0...steps {
                let t = Double(step) / Double(steps)
                let end = Point(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t)
                list.line(from: apex, to: end, width: 1, color)
            }
        }
    }

    /// Shift: an upward arrow outline, filled while shift is on.
    static func drawShiftGlyph(in box: Rect, filled: Bool, color: Color, into list: inout DrawList) {
        let outline = [
            point(box, 0, -0.42), point(box, 0.42, 0.02), point(box, 0.19, 0.02), point(box, 0.19, 0.4),
            point(box, -0.19, 0.4), point(box, -0.19, 0.02), point(box, -0.42, 0.02), point(box, 0, -0.42),
        ]
        if filled {
            fillFan(apex: outline[0], edge: [outline[6], outline[1]], color: color, into: &list)
            let stem = point(box, -0.19, 0.02)
            list.fill(Rect(x: stem.x, y: stem.y, width: 0.38 * box.width, height: 0.38 * box.height), color)
        }
        list.commands.append(.polyline(outline, width: stroke(box), color))
    }

    /// Delete: a tag pointing left with a cross in it.
    static func drawDeleteGlyph(in box: Rect, color: Color, into list: inout DrawList) {
        let width = stroke(box)
        let outline = [
            point(box, -0.48, 0), point(box, -0.2, -0.34), point(box, 0.48, -0.34), point(box, 0.48, 0.34),
            point(box, -0.2, 0.34), point(box, -0.48, 0),
        ]
        list.commands.append(.polyline(outline, width: width, color))
        list.line(from: point(box, 0.0, -0.14), to: point(box, 0.28, 0.14), width: width, color)
        list.line(from: point(box, 0.0, 0.14), to: point(box, 0.28, -0.14), width: width, color)
    }

    /// The return key's icon for `key` on a key of colour `face`: ↵ for a newline, → for next and go, ✓ for done, a
    /// paper plane for send and a magnifier for search.
    static func drawReturnGlyph(
        _ key: ReturnKey, in box: Rect, color: Color, face: Color, into list: inout DrawList
    ) {
        let width = stroke(box)
        switch key {
        case .return:
            list.commands.append(
                .polyline(
                    [point(box, 0.38, -0.36), point(box, 0.38, 0.12), point(box, -0.38, 0.12)], width: width, color))
            list.commands.append(
                .polyline(
                    [point(box, -0.14, -0.12), point(box, -0.38, 0.12), point(box, -0.14, 0.36)], width: width, color))
        case .next, .go:
            list.line(from: point(box, -0.4, 0), to: point(box, 0.38, 0), width: width, color)
            list.commands.append(
                .polyline([point(box, 0.06, -0.32), point(box, 0.38, 0), point(box, 0.06, 0.32)], width: width, color))
        case .done:
            list.commands.append(
                .polyline(
                    [point(box, -0.38, 0.02), point(box, -0.12, 0.28), point(box, 0.4, -0.26)], width: width, color))
        case .send:
            let tip = point(box, 0.44, 0)
            let edge = [
                point(box, -0.4, -0.4), point(box, -0.4, -0.07), point(box, 0.1, 0), point(box, -0.4, 0.07),
                point(box, -0.4, 0.4),
            ]
            fillFan(apex: tip, edge: edge, color: color, into: &list)
        case .search:
            let lens = Rect(
                x: box.minX + 0.08 * box.width, y: box.minY + 0.08 * box.height, width: 0.56 * box.width,
                height: 0.56 * box.height)
            ring(lens, radius: lens.width / 2, width: width, color: color, background: face, into: &list)
            list.line(from: point(box, 0.06, 0.06), to: point(box, 0.42, 0.42), width: width * 1.2, color)
        }
    }

    /// A pad's space key: a bracket open at the top, ␣.
    static func drawSpaceGlyph(in box: Rect, color: Color, into list: inout DrawList) {
        list.commands.append(
            .polyline(
                [point(box, -0.4, -0.02), point(box, -0.4, 0.16), point(box, 0.4, 0.16), point(box, 0.4, -0.02)],
                width: stroke(box), color))
    }

    /// The navigation bar's hide chevron ∨, centred in `cell`.
    static func drawHideGlyph(in cell: Rect, color: Color, into list: inout DrawList) {
        let box = Rect(x: cell.midX - toolSize / 2, y: cell.midY - toolSize / 2, width: toolSize, height: toolSize)
        list.commands.append(
            .polyline([point(box, -0.32, -0.16), point(box, 0, 0.16), point(box, 0.32, -0.16)], width: 2, color))
    }

    /// The navigation bar's keyboard switcher: a small keyboard, centred in `cell`.
    static func drawSwitcherGlyph(in cell: Rect, color: Color, background: Color, into list: inout DrawList) {
        let body = Rect(x: cell.midX - 10, y: cell.midY - 7, width: 20, height: 14)
        ring(body, radius: 2.5, width: 1.5, color: color, background: background, into: &list)
        for row in 0..<2 {
            for column in 0..<4 {
                list.fill(
                    Rect(
                        x: body.minX + 3.5 + Double(column) * 3.6, y: body.minY + 3 + Double(row) * 3, width: 1.8,
                        height: 1.8), color)
            }
        }
        list.fill(Rect(x: body.minX + 6, y: body.maxY - 4, width: 8, height: 1.5), color)
    }
}
