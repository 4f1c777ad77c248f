import Foundation
import KeyboardAvoidance
import KeyboardLabUI
import Testing

/// A multi-line field growing above a sticky button on the iPhone SE: the field's edge, not only its text, keeps the
/// form's gap above the button riding the keyboard, at every line; where it cannot, the panel says so.
@Suite struct StickyGapTests {
    /// The design-review guide's checkout screen: a form with a multi-line note last, a sticky Pay button, tabs.
    private let checkout = #"""
        {"title": "Checkout", "content": {"kind": "form", "sections": [
          {"title": "Delivery", "fields": [
            {"id": "name", "label": "Name"}, {"id": "street", "label": "Street"}, {"id": "city", "label": "City"},
            {"id": "zip", "label": "Postcode", "kind": "number"}, {"id": "phone", "label": "Phone", "kind": "phone"}]},
          {"title": "Notes", "fields": [{"id": "note", "label": "Note", "kind": "multiline", "returnKey": "done"}]}]},
         "bottomBar": {"kind": "button", "title": "Pay", "keyboard": "sticky"},
         "tabBar": {"items": ["Shop", "Cart", "Account"], "selected": 2}}
        """#

    @Test(arguments: ["iphone-se", "iphone-15"])
    func aGrowingNoteKeepsTheGapAboveTheStickyBar(device: String) throws {
        let screen = try Screen.decode(Data(checkout.utf8), file: "checkout.json")
        var lab = try Lab(device: device, screen: screen)
        lab.send(.focusField("note"))
        lab.settle()
        var gaps: [Double] = []
        for line in ["Leave at the door", "Second line", "Third line", "Fourth line", "Fifth line", "Sixth"] {
            lab.send(.type(line))
            lab.settle()
            // The field's edge against the Pay button riding the keyboard, as a ruler on the screen measures it.
            let row = try #require(lab.state.focusedWindowRect)
            let bar = try #require(lab.state.presentedBottomBar)
            let gap = bar.minY - row.maxY
            gaps.append(gap)
            #expect(gap >= 10 - 0.5, "\(device), typing \(line): gap \(gap)")
            #expect(lab.state.presentedGap == gap, "the panel reads the same gap")
            let problems = lab.state.problems.map(\.description)
            #expect(problems.isEmpty, "\(device), typing \(line): \(problems)")
            lab.send(.key(.shiftReturn))
        }
        #expect(abs((gaps.last ?? 0) - 10) < 0.5, "once the note reaches the bar it sits 10 pt above it: \(gaps)")
    }

    /// Taller than the room above the bar (landscape), the note keeps its caret line, not its top, in view: on the
    /// last line with the row's padding, 10 pt above the bar; the panel reads that line's gap, and nothing is flagged.
    @Test func aNoteTallerThanTheRoomKeepsItsCaretLineAndItsEdgeAboveTheBar() throws {
        let screen = try Screen.decode(Data(checkout.utf8), file: "checkout.json")
        var lab = try Lab(device: "iphone-se", orientation: .landscape, screen: screen)
        lab.send(.focusField("note"))
        lab.settle()
        for line in ["One", "Two", "Three", "Four", "Five", "Six", "Seven"] {
            lab.send(.type(line))
            lab.send(.key(.shiftReturn))
        }
        lab.send(.type("Last"))
        lab.settle()
        let row = try #require(lab.state.focusedWindowRect)
        let bar = try #require(lab.state.presentedBottomBar)
        #expect(row.maxY - row.minY > bar.minY - lab.state.scrollFrame.minY, "taller than the room")
        #expect(abs(bar.minY - row.maxY - 10) < 0.5, "the last line's edge, padding included, 10 pt above the bar")
        #expect(abs((lab.state.presentedGap ?? 0) - 10) < 0.5)
        #expect(lab.state.problems.isEmpty)
        lab.send(.key(.home))
        lab.settle()
        let top = try #require(lab.state.focusRect)
        #expect(top.height == lab.state.layout.metrics.lineHeight, "the first line alone, scrolled into view")
        #expect((lab.state.presentedGap ?? 0) >= 9.5)
    }
}
