import KeyboardAvoidance
import KeyboardLabUI
import Testing

/// Page sheets and form sheets on a phone: the form in the card, judged in window coordinates, and the local-frame
/// bug beside the fix.
@Suite struct PresentationTests {
    private func focused(_ id: String, device: String = "iphone-15", settings: ConditionOverrides) throws -> Lab {
        var lab = try Lab(device: device, settings: settings)
        lab.send(.focusField(id))
        lab.settle()
        return lab
    }

    @Test(arguments: [
        (ModalPresentation(.pageSheet), "iphone-15"), (ModalPresentation(.pageSheet, detent: .medium), "iphone-15"),
        (ModalPresentation(.formSheet), "ipad-pro-11"), (ModalPresentation(.formSheet), "iphone-se"),
    ])
    func theFieldClearsTheKeyboardInACard(presentation: ModalPresentation, device: String) throws {
        let lab = try focused("books", device: device, settings: ConditionOverrides(presentation: presentation))
        let card = try #require(lab.state.cardFrame)
        #expect(lab.state.scrollFrame.minY == card.minY + lab.state.theme.navigationBarHeight)
        #expect((lab.gap ?? 0) >= 10 - 1e-6, "\(presentation) on \(device): gap \(String(describing: lab.gap))")
        #expect(lab.state.problems.isEmpty, "\(lab.state.problems)")
        #expect(lab.state.scrollFrame.minX == card.minX)
        // The row is drawn where it is hit-tested: inside the card.
        #expect(lab.windowRect("books").minX >= card.minX)
    }

    @Test func localFrameIsShortByTheCardsTopInAPageSheetAndFlagged() throws {
        let right = try focused("books", settings: ConditionOverrides(presentation: ModalPresentation(.pageSheet)))
        let wrong = try focused(
            "books", settings: ConditionOverrides(strategy: "local-frame", presentation: ModalPresentation(.pageSheet)))
        let top = try #require(right.state.cardFrame).minY
        #expect(
            abs(right.state.presented.contentInset.bottom - wrong.state.presented.contentInset.bottom - top)
                < 1e-6)
        #expect(wrong.state.problems.contains { if case .fieldCovered = $0 { true } else { false } })
        let fullScreen = try focused("books", settings: ConditionOverrides(strategy: "local-frame"))
        let contract = try focused("books", settings: ConditionOverrides())
        #expect(fullScreen.state.presented == contract.state.presented)
    }

    @Test func aMediumSheetRisesWithTheKeyboardAndComesBackDown() throws {
        var lab = try Lab(settings: ConditionOverrides(presentation: ModalPresentation(.pageSheet, detent: .medium)))
        let rest = try #require(lab.state.cardFrame)
        #expect(rest.minY == 426)
        lab.send(.focusField("like"))
        lab.settle(0.125)
        let rising = try #require(lab.state.cardFrame)
        #expect(rising.minY < rest.minY && rising.minY > 90)
        #expect(
            abs(rising.minY - (lab.state.presented.keyboardFrame.minY - 426)) < 1e-6, "on the keyboard's progress")
        lab.settle()
        #expect(lab.state.cardFrame?.minY == 90)
        lab.send(.dismiss)
        lab.settle()
        #expect(lab.state.cardFrame == rest)
        #expect(lab.state.presented.contentInset.bottom == 34)
    }

    @Test func theWindowKeyCyclesThePresentationsWithTheKeyboardUp() throws {
        var lab = try focused("books", settings: ConditionOverrides())
        var seen: [String] = []
        for _ in 0..<4 {
            lab.send(.presentation(nil))
            lab.settle()
            seen.append(lab.state.conditions.presentation.text)
            #expect((lab.gap ?? 0) >= 10 - 1e-6, "\(lab.state.conditions.presentation.text)")
        }
        #expect(seen == ["pageSheet", "pageSheet medium", "formSheet", "fullScreen"])
    }
}
