import Foundation
import KeyboardAvoidance
import KeyboardLabUI
import Testing

/// The navigation bar's search field over a list: the keyboard comes up, the list gets its inset and is not
/// scrolled; list rows take no focus.
@Suite struct NavigationSearchTests {
    private func contacts(presentation: ModalPresentation? = nil) throws -> Lab {
        let data = try Data(contentsOf: assetsFolder.appending(path: "Screens/contacts.json"))
        let screen = try Screen.decode(data, file: "contacts.json")
        return try Lab(form: screen.form, settings: ConditionOverrides(presentation: presentation))
    }

    @Test func focusingTheSearchInsetsTheListWithoutScrollingIt() throws {
        var lab = try contacts()
        let search = try #require(lab.state.barLayout.searchFrame)
        #expect(search.minY == lab.state.safeArea.top + 44 + 8 && search.height == 36)
        #expect(lab.state.scrollFrame.minY == lab.state.safeArea.top + 44 + 52, "the list starts under the search bar")
        let offset = lab.state.presented.contentOffset
        lab.send(.tap(Point(x: search.midX, y: search.midY)))
        lab.settle()
        #expect(lab.state.editor.focus == 0)
        #expect(lab.state.focusRect == nil)
        let keyboard = lab.state.presented.keyboardFrame
        let overlap = lab.state.scrollFrame.intersection(keyboard).height
        #expect(lab.state.presented.contentInset.bottom == overlap)
        #expect(lab.state.presented.contentOffset == offset, "not scrolled")
        #expect(lab.state.problems.isEmpty)
        lab.send(.type("Ca"))
        #expect(lab.state.editor.values[0] == "Ca")
        lab.send(.key(.returnKey))
        lab.settle()
        #expect(lab.state.editor.focus == nil, "Search ends editing")
        #expect(lab.state.presented.contentInset.bottom == 34)
    }

    @Test func tapSearchFocusesItAndListRowsTakeNoFocus() throws {
        var lab = try contacts()
        lab.send(.tapSearch)
        lab.settle()
        #expect(lab.state.editor.focus == 0)
        lab.send(.key(.tab))
        #expect(lab.state.editor.focus == 0, "no row to move to")
        let row = lab.windowRect("row-3")
        lab.send(.tap(Point(x: row.midX, y: row.midY)))
        lab.settle()
        #expect(lab.state.editor.focus == nil, "a tap on a row is a tap outside a field")
        #expect(lab.state.mirroredAction(forTapAt: Point(x: row.midX, y: row.midY)) == .dismiss)
    }

    @Test func theSearchRidesAPageSheetsCard() throws {
        var lab = try contacts(presentation: ModalPresentation(.pageSheet))
        let card = try #require(lab.state.cardFrame)
        let search = try #require(lab.state.barLayout.searchFrame)
        #expect(search.minY == card.minY + 44 + 8)
        lab.send(.tap(Point(x: search.midX, y: search.midY)))
        lab.settle()
        #expect(lab.state.editor.focus == 0)
        let text = lab.draw().commands.contains {
            if case .fillRounded(let rect, 10, _) = $0 { return rect == search }
            return false
        }
        #expect(text, "the field is drawn where it is hit")
    }
}
