import KeyboardAvoidance
import KeyboardLabUI
import Testing

/// The keyboard that slides away is the one that was up: its layout, height, predictions and bar, until it has
/// left the screen; only a new focus changes it.
@Suite struct KeyboardFaceTests {
    @Test(arguments: ["iphone-15", "pixel-8"])
    func aNumberPadStaysANumberPadAllTheWayDown(device: String) throws {
        var lab = try Lab(device: device)
        lab.send(.focusField("zipCode"))
        lab.settle()
        let shown = lab.state.presented.keyboardFrame
        #expect(lab.state.keyboardType == .numberPad)
        lab.send(.dismiss)
        for _ in 0..<40 {
            lab.settle(1.0 / 60)
            #expect(lab.state.keyboardType == .numberPad)
            #expect(lab.state.presented.keyboardFrame.height == shown.height, "the frame keeps its height")
        }
        #expect(lab.state.presented.keyboardFrame.minY >= lab.state.screen.maxY)
        lab.send(.focusField("address"))
        #expect(lab.state.keyboardType == .letters, "a new focus changes it")
    }

    @Test func theAccessoryBarAndPredictionsStayWhileHiding() throws {
        var lab = try Lab(settings: ConditionOverrides())
        lab.send(.focusField("mail"))
        lab.send(.type("camille"))
        lab.settle()
        let text = lab.state.editor.keyboardText
        lab.send(.dismiss)
        lab.settle(0.1)
        #expect(lab.state.editor.keyboardText == text)
        #expect(lab.state.keyboardField?.id == "mail")
        #expect(lab.state.focusedField == nil)
    }
}
