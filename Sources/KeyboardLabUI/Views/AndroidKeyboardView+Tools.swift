import Foundation
import KeyboardAvoidance
import LabDrawing
import LabImages

extension AndroidKeyboardView {
    /// The outline of `rect` with corners of `radius`, `width` thick: the shape in `color` with its inside filled
    /// again in `background`, which the drawing smooths along the curves where a thin stroke would not.
    static func ring(
        _ rect: Rect, radius: Double, width: Double, color: Color, background: Color, into list: inout DrawList
    ) {
        let outer = max(0, min(radius, rect.width / 2, rect.height / 2))
        list.fillRounded(rect, radius: outer, color)
        list.fillRounded(rect.inset(by: EdgeInsets(all: width)), radius: max(0, outer - width), background)
    }

    /// The apps grid: four rounded squares.
    static func drawAppsGlyph(in box: Rect, color: Color, background: Color, into list: inout DrawList) {
        let side = box.width * 0.36
        let gap = box.width * 0.14
        for row in 0..<2 {
            for column in 0..<2 {
                let square = Rect(
                    x: box.midX - side - gap / 2 + Double(column) * (side + gap),
                    y: box.midY - side - gap / 2 + Double(row) * (side + gap), width: side, height: side)
                ring(
                    square, radius: side * 0.3, width: stroke(box), color: color, background: background, into: &list)
            }
        }
    }

    /// Stickers: a smiling face.
    static func drawStickerGlyph(in box: Rect, color: Color, background: Color, into list: inout DrawList) {
        let width = stroke(box)
        let face = box.inset(by: EdgeInsets(all: box.width * 0.06))
        ring(face, radius: face.width / 2, width: width, color: color, background: background, into: &list)
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
    static func drawClipboardGlyph(in box: Rect, color: Color, background: Color, into list: inout DrawList) {
        let width = stroke(box)
        let board = Rect(
            x: box.minX + box.width * 0.16, y: box.minY + box.height * 0.12, width: box.width * 0.68,
            height: box.height * 0.82)
        ring(board, radius: box.width * 0.08, width: width, color: color, background: background, into: &list)
        let clip = Rect(
            x: box.midX - box.width * 0.17, y: box.minY + box.height * 0.04, width: box.width * 0.34,
            height: box.height * 0.16)
        list.fillRounded(clip, radius: clip.height / 3, color)
    }

    /// Settings: a cog, its eight teeth round a disc with a hole.
    static func drawSettingsGlyph(in box: Rect, color: Color, background: Color, into list: inout DrawList) {
        for tooth in 0..<8 {
            let angle = Double.pi * Double(tooth) / 4
            list.line(
                from: point(box, 0.2 * cos(angle), 0.2 * sin(angle)),
                to: point(box, 0.45 * cos(angle), 0.45 * sin(angle)), width: box.width * 0.16, color)
        }
        func disc(_ radius: Double, _ fill: Color) {
            let side = 2 * radius * box.width
            list.fillRounded(
                Rect(x: box.midX - side / 2, y: box.midY - side / 2, width: side, height: side), radius: side / 2, fill)
        }
        disc(0.34, color)
        disc(0.14, background)
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
