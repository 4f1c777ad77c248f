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
        android: AndroidVersion = .standard, target: AndroidTargetSDK? = nil, edgeToEdge: EdgeToEdgeMode? = nil
    ) throws -> Lab {
        try Lab(
            device: device, screen: screen,
            settings: ConditionOverrides(
                strategy: strategy, android: android, targetSDK: target, edgeToEdge: edgeToEdge))
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
        // An app that asks for edge-to-edge itself (not enforced): the view hears the keyboard, late.
        var lab = try lab("rn-padding", device: "pixel-8", screen: chat, target: .api34, edgeToEdge: .on)
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

    /// react-native#49759: at target 35 on an Android 15 device the root view is not resized and the view does not
    /// see the keyboard, so the composer stays under it, flagged; at target 34 the window is resized and it works.
    @Test func keyboardAvoidingViewLeavesTheInputUnderTheKeyboardAtTarget35() throws {
        let chat = try screen("chat.json", offset: 114.3)
        var blind = try lab("rn-padding", device: "pixel-8", screen: chat, android: .android15, target: .api35)
        let rest = try #require(blind.state.presentedBottomBar)
        blind.send(.focusField("message"))
        blind.settle()
        #expect(blind.state.presentedBottomBar == rest, "the composer never moves")
        #expect(try barGap(blind) < -100, "the composer is under the keyboard")
        #expect(blind.state.problemLines.contains { $0.contains("KeyboardAvoidingView does not see the keyboard") })
        #expect(!blind.state.problemLines.contains { $0.contains("did-events") })
        var works = try lab("rn-padding", device: "pixel-8", screen: chat, android: .android15, target: .api34)
        works.send(.focusField("message"))
        works.settle()
        #expect(approx(try barGap(works), 0, 1e-6))
        #expect(works.state.problemLines.isEmpty)
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

    /// flutter#190974: in edge-to-edge on API 30–34 (an Android 14 app calling enableEdgeToEdge()) viewInsets
    /// leave out the navigation area until the keyboard stops; flagged while pending, gone once it lands; none on
    /// Android 15.
    @Test func flutterOnAndroid14EdgeToEdgeJumpsByTheNavigationArea() throws {
        let sticky = try screen("signup-sticky.json")
        var lab = try lab("flutter", device: "pixel-8", screen: sticky, android: .android14, edgeToEdge: .on)
        lab.send(.focusField("city"))
        lab.settle(0.1)
        #expect(lab.state.problemLines.contains { $0.contains("+24 dp jump") })
        // The keyboard stopped (285 ms) and the jump landed: the flag goes with it, though the layout still settles.
        lab.settle(0.25)
        #expect(lab.state.avoidance.isKeyboardShown)
        #expect(!lab.state.problemLines.contains { $0.contains("jump") }, "\(lab.state.problemLines)")
        lab.settle(1)
        let after = try barGap(lab)
        #expect(approx(after, 0, 1e-6))
        var new = try self.lab("flutter", device: "pixel-8", screen: sticky, android: .android15)
        new.send(.focusField("city"))
        new.settle(0.1)
        #expect(!new.state.problemLines.contains { $0.contains("jump") })
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
