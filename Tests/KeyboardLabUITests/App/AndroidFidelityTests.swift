import Foundation
import KeyboardAvoidance
import Testing

@testable import KeyboardLabUI

/// What AOSP and androidx do that the lab once got wrong: adjustPan and a field off screen, Compose's union of
/// insets and its re-targeted scroll, a bar under the keyboard, the flags Android's design does not call problems.
@Suite struct AndroidFidelityTests {
    private func screen(_ file: String) throws -> Screen {
        try Screen.decode(Data(contentsOf: assetsFolder.appending(path: "Screens/\(file)")), file: file)
    }

    private func lab(
        _ strategy: String, orientation: Orientation = .portrait, navigation: NavigationMode = .gesture,
        screen: Screen? = nil
    ) throws -> Lab {
        try Lab(
            device: "pixel-8", orientation: orientation, screen: screen,
            settings: ConditionOverrides(strategy: strategy, navigation: navigation))
    }

    @Test func adjustPanNeverPansARectOffScreen() {
        let far = Rect(x: 0, y: 1200, width: 10, height: 30)
        #expect(AdjustPan.pan(showing: far, windowHeight: 411, top: 0, bottom: 221) == 0)
        // A rect cut by the window's bottom pans at most the keyboard's height.
        let cut = Rect(x: 0, y: 380, width: 10, height: 60)
        #expect(AdjustPan.pan(showing: cut, windowHeight: 411, top: 0, bottom: 221) <= 221)
    }

    @Test(arguments: [Orientation.portrait, .landscape])
    func adjustPanScrollsAFieldOffScreenIntoViewThenPansNoMoreThanTheKeyboard(orientation: Orientation) throws {
        var lab = try lab("adjust-pan", orientation: orientation)
        let offScreen = try #require(
            lab.state.form.fields.first { lab.windowRect($0.id).minY > lab.state.screen.maxY && !$0.isReadOnly },
            "a field below the screen")
        lab.send(.focusField(offScreen.id))
        lab.settle()
        let pan = lab.state.presented.pan
        #expect(pan >= 0 && pan <= lab.state.imeInset + 1e-6, "pan \(pan), ime \(lab.state.imeInset)")
        let field = try #require(lab.state.focusedWindowRect)
        #expect(field.maxY - pan <= lab.state.presented.keyboardFrame.minY + 1e-6, "the field shows above the keyboard")
        #expect(field.minY - pan >= 0, "and on the screen")
    }

    @Test func composePadsByTheUnionOfTheInsetsAndTheFieldRidesTheKeyboard() throws {
        var lab = try lab("insets")
        let rest = lab.state.presented.contentInset.bottom
        lab.send(.focusField("books"))
        var rode = false
        for step in 1...16 {
            lab.state.advance(to: Instant(seconds: lab.time + Double(step) * 0.016))
            let now = lab.state.presented
            let ime = lab.state.imeInset
            let overlap = max(0, lab.state.layoutScrollFrame.maxY - now.keyboardFrame.minY)
            #expect(approx(now.contentInset.bottom, max(rest, overlap), 1e-6), "step \(step): the union, not a blend")
            // Re-targeted every frame: never ahead of the keyboard by more than it was at rest.
            let gap = try #require(lab.gap)
            if ime > 100 { #expect(gap < 1, "step \(step): \(gap) dp above a keyboard still rising") }
            if ime > 100, abs(gap) < 1e-6 { rode = true }
        }
        #expect(rode, "the field rides the keyboard's top")
        lab.settle()
        #expect(approx(lab.gap, 0, 1e-6))
    }

    @Test func aFieldIsMeasuredAgainstTheBarOnlyWhenTheBarIsAboveTheKeyboard() throws {
        // adjust-nothing leaves the sticky bar at rest, under the keyboard: the field is covered by the keyboard
        // alone, however high the bar would stand on it.
        var lab = try lab("adjust-nothing", screen: screen("signup-sticky.json"))
        lab.send(.focusField("city"))
        lab.settle()
        let field = try #require(lab.state.focusedWindowRect)
        let keyboardTop = lab.state.presented.keyboardFrame.minY
        let line = try #require(lab.state.problemLines.first { $0.hasPrefix("field covered by") })
        let covered = max(0, min(field.height, field.maxY - keyboardTop))
        #expect(line == "field covered by \(NumberText.compact(covered)) dp", "\(line)")
    }

    @Test func androidKeepsTheScrollAfterTheKeyboardGoes() throws {
        var lab = try lab("insets")
        lab.send(.focusField("books"))
        lab.settle()
        lab.send(.dismiss)
        lab.settle()
        lab.settle()
        #expect(
            !lab.state.problemLines.contains { $0.hasPrefix("restore missed: offset") }, "\(lab.state.problemLines)")
    }

    @Test func aComposerPannedIntoViewIsNotCovered() throws {
        var lab = try lab("adjust-pan", screen: screen("chat.json"))
        lab.send(.focusField("message"))
        lab.settle()
        #expect(lab.state.presented.pan > 100)
        #expect(
            !lab.state.problemLines.contains { $0.hasPrefix("bar covered") },
            "\(lab.state.problemLines) \(lab.state.presentedBottomBar!) \(lab.state.presented.keyboardFrame) \(lab.state.presented.pan)"
        )
    }
}
