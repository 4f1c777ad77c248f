import Foundation
import KeyboardAvoidance
import KeyboardLabUI
import Testing

/// React Native's and Flutter's avoidance on an iPhone 15 and a Pixel 8, as a user sees them.
@Suite struct FrameworkAvoidanceTests {
    private func screen(_ file: String, offset: Double? = nil) throws -> Screen {
        var screen = try Screen.decode(Data(contentsOf: assetsFolder.appending(path: "Screens/\(file)")), file: file)
        if let offset { screen.keyboardVerticalOffset = KeyboardVerticalOffset(offset) }
        return screen
    }

    private func lab(
        _ strategy: String, device: String = "iphone-15", screen: Screen? = nil,
        android: AndroidVersion = .standard
    ) throws -> Lab {
        try Lab(device: device, screen: screen, settings: ConditionOverrides(strategy: strategy, android: android))
    }

    /// The bar's bottom edge against the keyboard's top, settled.
    private func barGap(_ lab: Lab) throws -> Double {
        let bar = try #require(lab.state.presentedBottomBar)
        return lab.state.presented.keyboardFrame.minY - bar.maxY
    }

    @Test func frameworkStrategiesRunOnBothPlatforms() throws {
        for name in AvoidanceStrategies.frameworkNames {
            #expect(AvoidanceStrategies.platforms(of: name) == [.ios, .android], "\(name)")
            for device in ["iphone-15", "pixel-8"] {
                let lab = try lab(name, device: device)
                #expect(lab.state.avoidance.strategy.name == name, "\(name) on \(device)")
            }
        }
    }

    @Test func keyboardAvoidingViewLiftsTheHeaderTooLittleWithoutAnOffset() throws {
        var bug = try lab("rn-padding", screen: screen("signup-sticky.json"))
        bug.send(.focusField("city"))
        bug.settle()
        let header = bug.state.layoutScrollFrame.minY
        let gap = try barGap(bug)
        #expect(approx(gap, -header, 1e-6), "the bar sits the header's height under the keyboard's top")
        #expect(
            bug.state.problemLines.contains(
                "covered by \(NumberText.compact(header)) pt (keyboardVerticalOffset missing)"))
        var fixed = try lab("rn-padding", screen: screen("signup-sticky.json", offset: header))
        fixed.send(.focusField("city"))
        fixed.settle()
        let fixedGap = try barGap(fixed)
        #expect(approx(fixedGap, 0, 1e-6))
        #expect(!fixed.state.problemLines.contains { $0.contains("keyboardVerticalOffset") })
    }

    @Test func keyboardAvoidingViewOnAndroidMovesOnlyAfterTheKeyboard() throws {
        let chat = try screen("chat.json", offset: 114.3)
        var lab = try lab("rn-padding", device: "pixel-8", screen: chat)
        let rest = try #require(lab.state.presentedBottomBar)
        lab.send(.focusField("message"))
        lab.settle(0.1)
        #expect(lab.state.presentedBottomBar == rest, "nothing moves while the keyboard slides")
        #expect(lab.state.problemLines.contains("layout jumps after the keyboard (did-events only)"))
        lab.settle(0.15)
        let jumped = try barGap(lab)
        #expect(approx(jumped, 0, 1e-6), "one jump once the keyboard has stopped")
        var controller = try self.lab("rn-keyboard-controller", device: "pixel-8", screen: chat)
        controller.send(.focusField("message"))
        controller.settle(0.1)
        let inStep = try barGap(controller)
        #expect(approx(inStep, 0, 1e-6), "the controller moves in step")
        #expect(controller.state.avoidance.curve == .imeSynced)
    }

    @Test func rnHeightShrinksTwiceOnAResizedAndroid14Window() throws {
        var lab = try lab("rn-height", device: "pixel-8", screen: screen("signup-sticky.json"), android: .android14)
        lab.send(.focusField("city"))
        lab.settle()
        let keyboard = lab.state.imeInset
        let doubled = try barGap(lab)
        #expect(approx(doubled, keyboard, 1e-6), "about the screen less two keyboards")
        #expect(lab.state.problemLines.contains { $0.hasPrefix("double inset:") })
    }

    @Test func flutterRestsTheField20AboveTheKeyboard() throws {
        var lab = try lab("flutter")
        lab.send(.focusField("books"))
        lab.settle()
        #expect(approx(lab.gap, 20, 1e-6), "gap \(lab.gap ?? -1)")
        #expect(lab.state.frameworkNote?.hasPrefix("viewInsets") == true)
    }

    @Test func flutterOnIOSRunsAFrameAheadOfTheKeyboard() throws {
        var lab = try lab("flutter", screen: screen("signup-sticky.json"))
        lab.send(.focusField("city"))
        lab.settle(0.05)
        let inset = try #require(lab.state.presented.keyboardSafeArea)
        #expect(inset > lab.state.imeInset + 1, "viewInsets \(inset) ahead of the keyboard \(lab.state.imeInset)")
    }

    @Test func flutterOnAndroidJumpsByTheNavigationAreaUnderEdgeToEdge() throws {
        var lab = try lab("flutter", device: "pixel-8", screen: screen("signup-sticky.json"))
        lab.send(.focusField("city"))
        lab.settle(0.1)
        #expect(lab.state.problemLines.contains { $0.contains("+24 dp jump") })
        lab.settle(1)
        let after = try barGap(lab)
        #expect(approx(after, 0, 1e-6))
    }

    @Test func aBadKeyboardVerticalOffsetNamesTheLine() throws {
        let text = #"{"keyboardVerticalOffset": -4, "content": {"kind": "form", "sections": []}}"#
        #expect {
            try Screen.decode(Data(text.utf8), file: "s.json")
        } throws: { error in
            (error as? LabError)?.description.hasPrefix("s.json:1:") == true
                && "\(error)".contains("keyboardVerticalOffset: expected a number of points from 0 to 1000")
        }
    }
}
