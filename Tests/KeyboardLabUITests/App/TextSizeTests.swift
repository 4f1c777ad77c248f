import KeyboardAvoidance
import KeyboardLabUI
import Testing

/// Dynamic Type: fonts, rows and section headers follow the table; from ax1 a row stacks its label above its
/// value, and taps place the caret on the stacked value line.
@Suite struct TextSizeTests {
    static let table: [(TextSize, Double, Double)] = [
        (.xs, 14, 12), (.s, 15, 12), (.m, 16, 12), (.l, 17, 13), (.xl, 19, 15), (.xxl, 21, 17), (.xxxl, 23, 19),
        (.ax1, 28, 23), (.ax2, 33, 27), (.ax3, 40, 33), (.ax4, 47, 38), (.ax5, 53, 44),
    ]

    @Test(arguments: table)
    func fontsRowsAndHeadersFollowTheTable(size: TextSize, body: Double, footnote: Double) throws {
        let lab = try Lab(settings: ConditionOverrides(textSize: size))
        let list = lab.draw()
        #expect(list.textRuns.first { $0.text == "Address" }?.font.size == body)
        #expect(list.textRuns.first { $0.text == "ADDRESS" }?.font.size == footnote)
        #expect(list.textRuns.first { $0.text == "Profile" }?.font.size == 17, "the title does not scale")
        let line = (22 * body / 17).rounded()
        let row = lab.state.layout.rowFrames[0].height
        #expect(row == (size.isAccessibility ? 22 + 2 * line : max(44, line + 22)))
        #expect(row >= 44)
    }

    @Test func theKeyboardDoesNotScale() throws {
        var small = try Lab(settings: ConditionOverrides(textSize: .xs))
        var large = try Lab(settings: ConditionOverrides(textSize: .ax5))
        for index in [0, 1] {
            var lab = index == 0 ? small : large
            lab.send(.focusField("city"))
            lab.settle()
            if index == 0 { small = lab } else { large = lab }
        }
        #expect(KeyboardGeometry(small.state).keys == KeyboardGeometry(large.state).keys)
        let keyFonts = { (lab: Lab) in lab.draw().textRuns.filter { $0.text == "q" || $0.text == "space" }.map(\.font) }
        #expect(keyFonts(small) == keyFonts(large))
    }

    @Test func fromAX1ARowStacksItsLabelAboveItsLeftAlignedValue() throws {
        for size in [TextSize.xxxl, .ax1, .ax5] {
            let lab = try Lab(settings: ConditionOverrides(textSize: size))
            let runs = lab.draw().textRuns
            let label = try #require(runs.first { $0.text == "City" })
            let value = try #require(runs.first { $0.text == "Bordeaux" })
            if size.isAccessibility {
                #expect(value.frame.minY >= label.frame.maxY, "\(size): the value is on the next line")
                #expect(value.frame.minX == label.frame.minX && value.alignment == .leading)
            } else {
                #expect(abs(value.frame.midY - label.frame.midY) < 0.5, "\(size): side by side")
                #expect(value.alignment == .trailing)
            }
        }
    }

    @Test(arguments: [TextSize.ax1, .ax3, .ax5])
    func tapsPlaceTheCaretOnTheStackedValueLine(size: TextSize) throws {
        var lab = try Lab(settings: ConditionOverrides(textSize: size))
        let row = lab.windowRect("city")
        lab.send(.tap(Point(x: row.midX, y: row.midY)))
        lab.settle()
        let focused = try #require(lab.state.focusedWindowRect)
        let runs = lab.draw().textRuns
        let value = try #require(runs.first { $0.text == "Bordeaux" })
        let advance = measurer.size(of: "x", font: lab.state.bodyFont).width
        // Three characters into the left-aligned value, on its line.
        lab.send(.tap(Point(x: value.frame.minX + 3 * advance + 1, y: value.frame.midY)))
        #expect(lab.state.editor.caret == 3)
        let caret = try #require(lab.drawnCaret)
        #expect(abs(caret.minX - (value.frame.minX + 3 * advance)) < 1, "drawn where the tap put it")
        #expect(caret.minY >= value.frame.minY - 1 && caret.maxY <= value.frame.maxY + 1, "on the value's line")
        #expect(caret.height == (22 * lab.state.bodyFont.size / 17), "as tall as the text")
        // A tap on the label's line focuses the field and leaves the caret.
        lab.send(.tap(Point(x: value.frame.minX + 1, y: focused.minY + 12)))
        #expect(lab.state.editor.caret == 3)
    }

    @Test func multilineFieldsGrowByLargerLines() throws {
        var lab = try Lab(settings: ConditionOverrides(textSize: .ax5))
        lab.send(.focusField("notes"))
        let before = lab.state.layout.rowFrames[13].height
        lab.send(.type("one\ntwo\nthree\nfour"))
        let line = lab.state.layout.metrics.lineHeight
        #expect(line == 69)
        #expect(lab.state.layout.rowFrames[13].height == before + line, "a fourth line of 69 pt")
        #expect(
            lab.state.focusRect == lab.state.layout.rowFrames[13],
            "the grown row still fits above the keyboard: avoidance keeps all of it visible")
    }

    @Test func textSizeCyclesFromTheKeyAndSettingsOverride() throws {
        var lab = try Lab()
        lab.send(.textSize(nil))
        #expect(lab.state.conditions.textSize == .xl)
        lab.send(.textSize(.ax5))
        lab.send(.textSize(nil))
        #expect(lab.state.conditions.textSize == .xs, "wraps from ax5 to xs")
        let merged = ConditionOverrides(appearance: .dark, textSize: .ax1).overriding(
            with: ConditionOverrides(textSize: .s))
        #expect(merged == ConditionOverrides(appearance: .dark, textSize: .s))
    }
}
