import Foundation
import KeyboardAvoidance
import LabDrawing
import LabImages

extension AndroidKeyboardView {
    /// The closed outline of `rect` with corners of `radius`, for a stroke.
    static func roundedOutline(_ rect: Rect, radius: Double) -> [Point] {
        let r = max(0, min(radius, rect.width / 2, rect.height / 2))
        let centres = [
            Point(x: rect.maxX - r, y: rect.minY + r), Point(x: rect.maxX - r, y: rect.maxY - r),
            Point(x: rect.minX + r, y: rect.maxY - r), Point(x: rect.minX + r, y: rect.minY + r),
        ]
        var points: [Point] = []
        for (corner, centre) in centres.enumerated() {
            for step in 0...4 {
                let angle = Double.pi * (-0.5 + Double(corner) * 0.5 + Double(step) / 8)
                points.append(Point(x: centre.x + r * cos(angle), y: centre.y + r * sin(angle)))
            }
        }
        points.append(points[0])
        return points
    }

    /// The apps grid: four rounded squares.
    static func drawAppsGlyph(in box: Rect, color: Color, into list: inout DrawList) {
        let side = box.width * 0.36
        let gap = box.width * 0.14
        for row in 0..<2 {
            for column in 0..<2 {
                let square = Rect(
                    x: box.midX - side - gap / 2 + Double(column) * (side + gap),
                    y: box.midY - side - gap / 2 + Double(row) * (side + gap), width: side, height: side)
                list.commands.append(.polyline(roundedOutline(square, radius: side * 0.3), width: stroke(box), color))
            }
        }
    }

    /// Stickers: a smiling face.
    static func drawStickerGlyph(in box: Rect, color: Color, into list: inout DrawList) {
        let width = stroke(box)
        let face = box.inset(by: EdgeInsets(all: box.width * 0.06))
        list.commands.append(.polyline(KeyboardView.capsuleOutline(face), width: width, color))
        for dx in [-0.15, 0.15] {
            let eye = point(box, dx, -0.1)
            let size = box.width * 0.11
            list.fillRounded(
                Rect(x: eye.x - size / 2, y: eye.y - size / 2, width: size, height: size), radius: size / 2, color)
        }
        let smile = (0...10).map { step -> Point in
            let angle = Double.pi * (0.18 + 0.64 * Double(step) / 10)
            return point(box, 0.22 * cos(angle), 0.04 + 0.22 * sin(angle))
        }
        list.commands.append(.polyline(smile, width: width, color))
    }

    /// The clipboard: a board with its clip.
    static func drawClipboardGlyph(in box: Rect, color: Color, into list: inout DrawList) {
        let width = stroke(box)
        let board = Rect(
            x: box.minX + box.width * 0.16, y: box.minY + box.height * 0.12, width: box.width * 0.68,
            height: box.height * 0.82)
        list.commands.append(.polyline(roundedOutline(board, radius: box.width * 0.08), width: width, color))
        let clip = Rect(
            x: box.midX - box.width * 0.17, y: box.minY + box.height * 0.04, width: box.width * 0.34,
            height: box.height * 0.16)
        list.fillRounded(clip, radius: clip.height / 3, color)
    }

    /// Settings: a ring with eight teeth.
    static func drawSettingsGlyph(in box: Rect, color: Color, into list: inout DrawList) {
        let width = stroke(box)
        let ring = box.inset(by: EdgeInsets(all: box.width * 0.26))
        list.commands.append(.polyline(KeyboardView.capsuleOutline(ring), width: width, color))
        for tooth in 0..<8 {
            let angle = Double.pi * Double(tooth) / 4
            list.line(
                from: point(box, 0.3 * cos(angle), 0.3 * sin(angle)),
                to: point(box, 0.44 * cos(angle), 0.44 * sin(angle)), width: width * 1.4, color)
        }
    }

    /// The microphone: a capsule in a cradle on a stem.
    static func drawMicrophoneGlyph(in box: Rect, color: Color, into list: inout DrawList) {
        let width = stroke(box)
        let capsule = Rect(
            x: box.midX - box.width * 0.16, y: box.minY + box.height * 0.04, width: box.width * 0.32,
            height: box.height * 0.56)
        list.fillRounded(capsule, radius: capsule.width / 2, color)
        let cradle = (0...12).map { step -> Point in
            let angle = Double.pi * Double(step) / 12
            return point(box, 0.3 * cos(angle), 0.04 + 0.3 * sin(angle))
        }
        list.commands.append(.polyline(cradle, width: width, color))
        list.line(from: point(box, 0, 0.34), to: point(box, 0, 0.48), width: width, color)
    }
}
