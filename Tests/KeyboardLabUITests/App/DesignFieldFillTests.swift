import Foundation
import KeyboardAvoidance
import KeyboardLabUI
import LabDrawing
import LabImages
import Testing

/// The colour a design's field is painted with once it has focus: the field's own background, whatever pixel the
/// placeholder's first glyph covers.
@Suite struct DesignFieldFillTests {
    /// A white 393 × 852 design with one field at [16, 200, 361, 48] whose placeholder's first glyph, a dark block,
    /// starts at the field's left inset.
    static func screen(trailingInset: Double? = nil, floatingLabel: String? = nil) throws -> Screen {
        let (width, height) = (393, 852)
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        for y in 214..<234 {
            for x in 20..<32 {
                let i = (y * width + x) * 4
                (pixels[i], pixels[i + 1], pixels[i + 2]) = (90, 90, 96)
            }
        }
        let trailing =
            (trailingInset.map { ", \"trailingInset\": \($0)" } ?? "")
            + (floatingLabel.map { ", \"floatingLabel\": \"\($0)\"" } ?? "")
        let json = """
            {"content": {"kind": "image", "image": "t.png", "scale": 1,
                         "fields": [{"id": "name", "rect": [16, 200, 361, 48], "textInset": 12\(trailing)}]}}
            """
        let data = Data(json.utf8)
        let bitmap = try #require(DesignBitmap(width: width, height: height, pixels: pixels, id: 77))
        return try Screen.decode(data, file: "t.json").attaching(
            DesignBitmaps(light: bitmap, dark: nil), data: data, file: "t.json")
    }

    @Test func theTextFillIsTheFieldsDominantColourNotThePixelUnderTheHint() throws {
        var lab = try Lab(screen: Self.screen())
        lab.send(.focusField("name"))
        lab.send(.type("Camille"))
        lab.settle()
        let commands = lab.draw().commands
        let text = try #require(
            commands.firstIndex {
                if case .text(let run) = $0 { run.text == "Camille" } else { false }
            })
        let fill = commands[..<text].last {
            if case .fill(let rect, _) = $0 { rect.height >= 30 && rect.height < 48 } else { false }
        }
        guard case .fill(_, let color) = fill else {
            Issue.record("no text area painted before the typed text")
            return
        }
        #expect(color == Color(red: 255, green: 255, blue: 255), "the field's white, not the glyph's grey: \(color)")
    }

    @Test func aTrailingIconStaysVisible() throws {
        var lab = try Lab(screen: Self.screen(trailingInset: 44))
        lab.send(.focusField("name"))
        lab.send(.type("Camille"))
        lab.settle()
        let field = lab.windowRect("name")
        let painted = lab.draw().commands.compactMap { command -> Rect? in
            if case .fill(let rect, _) = command, rect.height >= 30, rect.height < 48, rect.minX > field.minX,
                rect.minX < field.minX + 12
            {
                return rect
            }
            return nil
        }
        let area = try #require(painted.last)
        #expect(area.maxX <= field.maxX - 44 + 0.01, "the icon's 44 pt are left alone: \(area) in \(field)")
        let wide = try Lab(screen: Self.screen())
        #expect(wide.state.design?.fields.first?.trailingInset == 0)
    }

    @Test func aTrailingInsetWiderThanHalfTheFieldIsOneLine() throws {
        let json = """
            {"content": {"kind": "image", "image": "t.png", "scale": 1,
                         "fields": [{"id": "name", "rect": [16, 200, 361, 48], "trailingInset": 200}]}}
            """
        #expect {
            try Screen.decode(Data(json.utf8), file: "t.json")
        } throws: { error in
            (error as? LabError)?.description.contains(
                "trailingInset: found 200; expected points from 0 to half the width") == true
        }
    }

    @Test func aMaterialFieldsLabelFloatsOntoItsTopEdgeOnFocus() throws {
        var lab = try Lab(device: "pixel-8", screen: Self.screen(floatingLabel: "Email"))
        #expect(!lab.draw().textRuns.contains { $0.text == "Email" }, "at rest the design shows its own label")
        lab.send(.focusField("name"))
        lab.settle()
        let field = lab.windowRect("name")
        let label = try #require(lab.draw().textRuns.first { $0.text == "Email" }, "painted over, it would vanish")
        #expect(abs(label.frame.midY - field.minY) < 1, "on the top edge: \(label.frame) over \(field)")
        #expect(label.font.size < 17 && label.color == lab.state.theme.tint)
    }
}
