import KeyboardAvoidance
import LabDrawing
import LabImages
import Testing

@testable import KeyboardLabUI

/// Material 3's filled text fields in a form on Android, and the layout the avoidance reads agreeing with them.
@Suite struct MaterialFormTests {
    @Test func materialRowsHold56dpFieldsAndScaleWithTheFontScale() {
        let metrics = DynamicTypeTable.materialMetrics(scale: 1)
        #expect(metrics.rowHeight == 64 && metrics.lineHeight == 24 && metrics.stacksLabels)
        #expect(MaterialFieldView.fieldFrame(in: Rect(x: 0, y: 0, width: 300, height: 64)).height == 56)
        let large = DynamicTypeTable.materialMetrics(scale: 2)
        #expect(large.lineHeight == 48 && large.rowHeight == 4 + 8 + 32 + 48 + 8 + 4, "label and value lines grow")
    }

    @Test func theLayoutUsesMaterialRowsOnAndroidAndIOSRowsOnAnIPhone() throws {
        let pixel = try materialLab()
        #expect(pixel.state.layout.metrics.rowHeight == 64)
        #expect(pixel.state.bodyFont == FontSpec(.roboto, size: 16))
        #expect(pixel.state.footnoteFont == FontSpec(.robotoMedium, size: 14))
        let iphone = try Lab()
        #expect(iphone.state.layout.metrics == iphone.state.resources.dynamicType.formMetrics(.l))
        #expect(iphone.state.bodyFont == FontSpec(.regular, size: 17))
    }

    @Test func aFocusedFieldFloatsItsLabelAndDrawsA2dpPrimaryIndicator() throws {
        var lab = try materialLab()
        lab.send(.focusField("city"))
        lab.settle()
        let state = lab.state
        let index = try #require(state.form.index(of: "city"))
        let row = try #require(state.windowRect(ofField: index))
        let field = MaterialFieldView.fieldFrame(in: row)
        let list = lab.draw()
        let label = try #require(list.textRuns.first { $0.text == "City" && $0.frame.intersects(field) })
        #expect(label.font == FontSpec(.roboto, size: 12) && label.color == state.theme.tint, "bodySmall, primary")
        #expect(approx(label.frame.minY, field.minY + 8) && label.frame.minX == field.minX + 16)
        let value = try #require(list.textRuns.first { $0.text == "Bordeaux" })
        #expect(value.font == FontSpec(.roboto, size: 16))
        #expect(approx(value.frame.minY, label.frame.maxY), "the value under the label")
        let indicator = Rect(x: field.minX, y: field.maxY - 2, width: field.width, height: 2)
        #expect(list.fills.contains { same($0.rect, indicator) && $0.colour == state.theme.tint })
        let top = try #require(
            list.roundedFills.first { same($0.rect, Rect(x: field.minX, y: field.minY, width: field.width, height: 8)) }
        )
        #expect(top.radius == 4 && top.colour == state.theme.cell, "4 dp top corners, surfaceContainerHighest")
        #expect(state.theme.cell == Color(hex: "#E6E0E9"))
        #expect(try #require(lab.gap) >= -1e-6, "the field clears the keyboard")
    }

    @Test func anEmptyUnfocusedFieldShowsItsLabelAsAPlaceholderIn16sp() throws {
        let lab = try materialLab()
        let index = try #require(lab.state.form.index(of: "address"))
        #expect(lab.state.editor.values[index].isEmpty)
        let row = try #require(lab.state.windowRect(ofField: index))
        let field = MaterialFieldView.fieldFrame(in: row)
        let list = lab.draw()
        let label = try #require(list.textRuns.first { $0.text == "Address" && $0.frame.intersects(field) })
        #expect(label.font == FontSpec(.roboto, size: 16) && approx(label.frame.midY, field.midY))
        #expect(label.color == lab.state.theme.secondaryText)
        let indicator = Rect(x: field.minX, y: field.maxY - 1, width: field.width, height: 1)
        #expect(list.fills.contains { same($0.rect, indicator) && $0.colour == lab.state.theme.secondaryText })
        #expect(!list.textRuns.contains { $0.text == "Street and number" }, "no placeholder until focused")
    }

    @Test func sectionHeadersAreTitleSmallInPrimaryAsWritten() throws {
        let lab = try materialLab()
        let header = try #require(
            lab.draw().textRuns.first { $0.text == "Address" && $0.color == lab.state.theme.tint })
        #expect(header.font == FontSpec(.robotoMedium, size: 14))
        #expect(!lab.draw().textRuns.contains { $0.text == "ADDRESS" })
    }

    @Test func aTapInAFieldsValuePlacesTheCaretWhereTheValueIsDrawn() throws {
        var lab = try materialLab("settings-tabs.json")
        let index = try #require(lab.state.form.index(of: "city"))
        let row = try #require(lab.state.windowRect(ofField: index))
        let list = lab.draw()
        let value = try #require(list.textRuns.first { $0.text == "Bordeaux" })
        #expect(value.frame.minX == row.minX + 52, "after the leading icon")
        let icon = try #require(
            list.roundedFills.first {
                $0.rect.width == 24 && same($0.rect, Rect(x: row.minX + 12, y: row.midY - 12, width: 24, height: 24))
            })
        #expect(icon.radius == 12)
        lab.send(.tap(Point(x: value.frame.minX + 1, y: row.midY + 10)))
        lab.settle()
        #expect(lab.state.editor.focus == index && lab.state.editor.caret == 0, "the caret before the B")
    }

    @Test func aListsRowsAreListItemsWithAMonogram() throws {
        let lab = try materialLab("contacts.json")
        let list = lab.draw()
        let name = try #require(list.textRuns.first { $0.text == "Camille Martin" })
        let initial = try #require(list.textRuns.first { $0.text == "C" && $0.frame.maxX < name.frame.minX })
        #expect(initial.frame.width == 40 && initial.font.face == .robotoMedium)
        #expect(name.frame.minX == initial.frame.maxX + 16)
    }
}
