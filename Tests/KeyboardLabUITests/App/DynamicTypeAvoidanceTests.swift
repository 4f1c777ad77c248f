import KeyboardAvoidance
import KeyboardLabUI
import Testing

/// Avoidance holds at every text size on every device, held either way: sampled at 60 Hz over a show, the focused
/// field's caret line is never covered by the keyboard, and after a dismiss the inset and offset are exactly what
/// they were. (A floating keyboard covers what lies under it by design, overlap 0: the user moves it; see
/// ``FloatingKeyboardTests``.)
@Suite struct DynamicTypeAvoidanceTests {
    /// The focused field's caret line in window points, as presented: a multi-line field's caret line, a
    /// single-line field's value line.
    func caretLine(_ lab: Lab) -> Rect? {
        guard let focus = lab.state.editor.focus else { return nil }
        let content =
            lab.state.form.fields[focus].isMultiline
            ? lab.state.layout.caretLineRect(field: focus, line: lab.state.editor.caretLine)
            : lab.state.layout.valueLineRect(field: focus)
        return content.converted(fromContentOf: lab.state.scrollFrame, offset: lab.state.presented.contentOffset)
    }

    /// The caret line field `index` starts with (its last line for a multi-line field), in window points.
    func startingLine(_ lab: Lab, _ index: Int) -> Rect {
        let field = lab.state.form.fields[index]
        let line =
            field.isMultiline
            ? lab.state.layout.caretLineRect(field: index, line: lab.state.editor.values[index].isEmpty ? 0 : 99)
            : lab.state.layout.valueLineRect(field: index)
        return line.converted(fromContentOf: lab.state.scrollFrame, offset: lab.state.presented.contentOffset)
    }

    @Test(arguments: TextSize.allCases)
    func theCaretLineIsNeverCoveredAndDismissRestores(size: TextSize) throws {
        let resources = try loadResources()
        var shows = 0
        // iOS's contract (the gap kept, the offset restored on dismiss); Android's strategies have their own tests.
        let devices = resources.devices.filter { $0.platform == .ios }
        for device in devices {
            for orientation in Orientation.allCases {
                let start = try Lab(
                    device: device.id, orientation: orientation, settings: ConditionOverrides(textSize: size),
                    resources: resources)
                for (index, field) in start.state.form.fields.enumerated() {
                    // The user first scrolls the field's line into view if it is not, then taps it.
                    var lab = start
                    let line = startingLine(lab, index)
                    if !lab.state.scrollFrame.contains(line) {
                        lab.send(.scroll(dx: 0, dy: lab.state.scrollFrame.minY + 10 - line.minY))
                        lab.settle()
                    }
                    guard lab.state.scrollFrame.contains(startingLine(lab, index)) else {
                        Issue.record("\(device.id) \(orientation) \(size) \(field.id): cannot scroll it into view")
                        continue
                    }
                    try show(field.id, on: lab, place: "\(device.id) \(orientation) \(size) \(field.id)")
                    shows += 1
                }
            }
        }
        #expect(shows == devices.count * 2 * 14)
    }

    func show(_ id: String, on start: Lab, place: String) throws {
        var lab = start
        let before = lab.state.presented.scrollTarget
        lab.send(.focusField(id))
        for _ in 0..<36 {
            lab.settle(1.0 / 60)
            let line = try #require(caretLine(lab))
            let keyboard = lab.state.presented.keyboardFrame
            let covered = line.intersection(keyboard)
            #expect(covered.isEmpty, "\(place): caret line \(line) under the keyboard \(keyboard) at \(lab.time)")
        }
        let line = try #require(caretLine(lab))
        #expect(line.minY >= lab.state.scrollFrame.minY - 1e-6, "\(place): caret line above the visible top")
        lab.send(.dismiss)
        lab.settle()
        #expect(lab.state.presented.scrollTarget == before, "\(place): restored exactly")
    }
}
