import KeyboardAvoidance
import LabDrawing
import Testing

@testable import KeyboardLabUI

/// Characters of different widths, so lines break at different words than a count of characters would.
private struct ProportionalMeasurer: TextMeasuring {
    func size(of text: String, font: FontSpec) -> Size {
        let width = text.reduce(0.0) { sum, character in
            sum + ("il .".contains(character) ? 3 : "mw".contains(character) ? 11 : 7)
        }
        return Size(width: width, height: 20)
    }
}

@Suite struct TextWrapperTests {
    let wrapper = TextWrapper(measurer: ProportionalMeasurer(), font: FontSpec(.regular, size: 17), width: 120)

    @Test func wrapsAtSpacesAndKeepsNewlines() {
        var wrapper = wrapper
        wrapper.width = 100
        let lines = wrapper.lines("hello world this is\nmy message")
        #expect(lines.map(\.text) == ["hello world this", "is", "my message"])
        #expect(lines.map(\.start) == [0, 17, 20])
    }

    @Test func rewrappingFromTheEditMatchesWrappingEverything() {
        // A seeded walk of edits anywhere in the text: typing words, spaces, newlines and a combining mark, and
        // deleting; after each, the lines wrapped again from the edit are the lines of the whole text.
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        let pieces = ["mmm", "wide", "il", "i", " ", " ", "  ", "\n", "\u{301}", "word ", "a"]
        var text = ""
        var starts = wrapper.lines(text).map(\.start)
        for step in 0..<800 {
            let old = text
            var editor = TextEditing(text: text, caret: next(text.count + 1))
            if next(3) == 0 {
                for _ in 0..<(1 + next(4)) { editor.deleteBackward() }
            } else {
                editor.insert(pieces[next(pieces.count)])
            }
            text = editor.text
            starts = wrapper.lineStarts(of: text, after: old, previous: starts)
            let lines = wrapper.lines(text)
            let whole = lines.map(\.start)
            #expect(starts == whole, "step \(step): \(text.debugDescription)")
            // Each line is the text found at its start.
            let aligned = lines.allSatisfy { String(text.dropFirst($0.start).prefix($0.text.count)) == $0.text }
            #expect(aligned, "step \(step): \(text.debugDescription)")
            if starts != whole || !aligned { return }
        }
    }

    @Test func aLineThatStartsWithSpacesKeepsThemAndTheNextStartsOnItsWord() {
        // Eleven w's overflow the line alone; the second space starts the next, which breaks before the m's.
        let text = "wwwwwwwwwww  iiii mmmmmmmmmm"
        let lines = wrapper.lines(text)
        #expect(lines.map(\.text) == ["wwwwwwwwwww", " iiii", "mmmmmmmmmm"])
        for line in lines { #expect(String(text.dropFirst(line.start).prefix(line.text.count)) == line.text) }
    }

    @Test func withoutPreviousLinesItWrapsEverything() {
        #expect(wrapper.lineStarts(of: "hello world this is my", after: "", previous: []) == [0, 20])
    }
}
