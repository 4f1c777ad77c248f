import Foundation
import KeyboardAvoidance
import LabDrawing
import Testing

@testable import KeyboardLabUI

/// Android's strategies on a Pixel 8, as a user sees them: where the field and the composer end up, how the window
/// moves, and what the overlay flags.
@Suite struct AndroidAvoidanceTests {
    private func chat() throws -> Screen {
        let url = assetsFolder.appending(path: "Screens/chat.json")
        return try Screen.decode(Data(contentsOf: url), file: "chat.json")
    }

    private func lab(
        _ strategy: String, android: AndroidVersion = .standard, navigation: NavigationMode = .gesture,
        screen: Screen? = nil
    ) throws -> Lab {
        try Lab(
            device: "pixel-8", screen: screen,
            settings: ConditionOverrides(strategy: strategy, android: android, navigation: navigation))
    }

    @Test func anAndroidPhoneRunsInsetsUnlessToldOtherwise() throws {
        let lab = try Lab(device: "pixel-8")
        #expect(lab.state.avoidance.strategy.name == "insets")
        #expect(lab.state.safeArea.bottom == 24)
        #expect(lab.state.theme == lab.state.resources.androidTheme)
    }

    @Test func insetsBringsTheFieldJustAboveTheKeyboardOnTheIMECurve() throws {
        var lab = try lab("insets")
        lab.send(.focusField("books"))
        #expect(lab.state.avoidance.curve == .imeSynced)
        #expect(lab.state.avoidance.timeline.duration == TimeAmount(seconds: 0.285))
        lab.settle()
        let keyboard = lab.state.presented.keyboardFrame
        #expect(approx(lab.state.imeInset, 914.3 - keyboard.minY, 1e-9))
        #expect(approx(lab.gap, 0, 1e-6), "gap \(lab.gap ?? -1)")
        #expect(lab.state.problems.isEmpty)
    }

    @Test func adjustResizeResizesOnAndroid14AndLeavesTheComposerCoveredOn15() throws {
        var old = try lab("adjust-resize", android: .android14, screen: chat())
        old.send(.focusField("message"))
        // The layout jumps at the first frame: the composer is on the keyboard's final top before it slides in.
        old.settle(0.02)
        let target = old.state.avoidance.target.keyboardFrame
        #expect(approx(old.state.presentedBottomBar?.maxY, target.minY, 1e-6))
        #expect(old.state.avoidance.timeline.duration == TimeAmount(seconds: 0.2))
        old.settle()
        #expect(old.state.problemLines.isEmpty)
        var new = try lab("adjust-resize", android: .android15, screen: chat())
        new.send(.focusField("message"))
        new.settle()
        #expect(new.state.problemLines.contains { $0.contains("edge-to-edge: adjustResize no longer resizes") })
        #expect(new.state.problemLines.allSatisfy { $0.contains(" dp") })
        // Under the phone the flag wraps, and every line of it keeps the warning colour.
        let flag = try #require(new.state.problemLines.first)
        let font = FontSpec(.monospaced, size: 11)
        let width = measurer.size(of: "! " + flag, font: font).width * 0.8
        let lines = ReadoutView.flaggedLines(new.state, font: font, width: width, measurer: measurer)
        let red = lines.filter(\.isFlag).map(\.text)
        #expect(red.count > 1, "the flag wraps: \(red)")
        let words = red.joined(separator: " ").split(separator: " ").joined(separator: " ")
        #expect(words == "! " + flag, "\(red)")
        let drawn = new.draw().textRuns.filter { $0.color == new.state.labTheme.warning }.map(\.text)
        #expect(drawn.joined(separator: " ") == "! " + flag, "\(drawn)")
    }

    @Test func adjustPanMovesTheWholeWindowAndFlagsTheAppBar() throws {
        var lab = try lab("adjust-pan")
        lab.send(.focusField("sports"))
        lab.settle()
        let pan = lab.state.presented.pan
        let field = try #require(lab.state.focusedWindowRect)
        #expect(pan > 64)
        #expect(field.maxY - pan <= lab.state.presented.keyboardFrame.minY + 1e-6)
        #expect(lab.state.problemLines.contains { $0.hasPrefix("app bar off screen by") })
        // The drawn content moved with it: the title is above the screen's top. The top app bar is drawn after the
        // content, whose "Profile" section header (not upper-cased in Material 3) has the same text.
        let title = lab.draw().textRuns.last { $0.text == lab.state.form.title }
        #expect((title?.frame.minY ?? 0) < 0)
        lab.send(.dismiss)
        lab.settle()
        #expect(lab.state.presented.pan == 0)
    }

    @Test(arguments: [(NavigationMode.gesture, 24.0), (.buttons, 48.0)])
    func composeDoubleLeavesTheNavigationAreaAboveTheKeyboard(navigation: NavigationMode, gap: Double) throws {
        var lab = try lab("compose-double", navigation: navigation, screen: chat())
        lab.send(.focusField("message"))
        lab.settle()
        let bar = try #require(lab.state.presentedBottomBar)
        #expect(approx(lab.state.presented.keyboardFrame.minY - bar.maxY, gap, 1e-6))
        #expect(lab.state.problemLines == ["double inset: \(Int(gap)) dp"])
    }

    @Test func adjustNothingLeavesTheFieldCovered() throws {
        var lab = try lab("adjust-nothing")
        lab.send(.focusField("sports"))
        lab.settle()
        #expect(lab.state.presented.pan == 0 && lab.state.scrollFrame == lab.state.layoutScrollFrame)
        #expect(lab.state.problemLines.contains { $0.hasPrefix("field covered by") && $0.hasSuffix(" dp") })
    }

    @Test func androidConditionsFollowTheWindowKeys() throws {
        var lab = try Lab(device: "pixel-8")
        lab.send(try #require(WindowCommand.nextVersion.action(on: lab.state)))
        #expect(lab.state.conditions.android == .android14)
        lab.send(try #require(WindowCommand.nextNavigation.action(on: lab.state)))
        #expect(lab.state.conditions.navigation == .buttons && lab.state.safeArea.bottom == 48)
        var iphone = try Lab()
        iphone.send(try #require(WindowCommand.nextVersion.action(on: iphone.state)))
        #expect(iphone.state.conditions.ios == .ios26)
    }

    @Test func conditionsOfTheOtherPlatformAreNotedOrRefused() throws {
        let resources = try loadResources()
        let pixel = try #require(resources.device("pixel-8"))
        let iphone = try #require(resources.device("iphone-15"))
        #expect(ConditionOverrides(strategy: "swiftui").platformProblem(on: pixel, comparing: false) != nil)
        #expect(ConditionOverrides(ios: .ios26).platformProblem(on: pixel, comparing: false) == nil)
        #expect(ConditionOverrides(ios: .ios26).platformProblem(on: pixel, comparing: true) != nil)
        #expect(ConditionOverrides(navigation: .buttons).platformProblem(on: iphone, comparing: true) != nil)
        let noted = try Lab(device: "pixel-8", settings: ConditionOverrides(ios: .ios26))
        #expect(noted.state.otherPlatformNote == "ios 26 (no effect on Android)")
        #expect(noted.state.conditions.quirks.isEmpty)
    }

    /// An Android 14 app is edge-to-edge only when it asks (`edge-to-edge on`): without, its bars are opaque and
    /// Compose gets no IME insets (the window resizes, out of step); with, the bars are see-through and the insets
    /// move in step. The same app on Android 15 at target 35 is edge-to-edge unless it opts out.
    @Test func edgeToEdgeFollowsTheDeviceTheTargetAndTheApp() throws {
        func phone(_ version: AndroidVersion, _ target: AndroidTargetSDK? = nil, _ mode: EdgeToEdgeMode? = nil)
            throws -> Lab
        {
            try Lab(
                device: "pixel-8",
                settings: ConditionOverrides(strategy: "insets", android: version, targetSDK: target, edgeToEdge: mode))
        }
        func statusBarFilled(_ lab: Lab) -> Bool {
            let bar = Rect(x: 0, y: 0, width: lab.state.screen.width, height: lab.state.safeArea.top)
            return lab.draw().commands.contains { if case .fill(bar, _) = $0 { true } else { false } }
        }
        var plain = try phone(.android14)
        #expect(plain.state.conditions.androidWindow?.edgeToEdge == false)
        #expect(statusBarFilled(plain))
        plain.send(.focusField("books"))
        #expect(plain.state.avoidance.timeline.duration == TimeAmount(seconds: 0.2), "no insets animation")
        plain.settle()
        #expect(approx(plain.gap, 0, 1e-6), "the resized window keeps the field in view")
        var optedIn = try phone(.android14, nil, .on)
        #expect(optedIn.state.conditions.androidWindow?.edgeToEdge == true)
        #expect(!statusBarFilled(optedIn))
        optedIn.send(.focusField("books"))
        #expect(optedIn.state.avoidance.curve == .imeSynced)
        #expect(try phone(.android15, .api35).state.conditions.androidWindow?.edgeToEdge == true)
        #expect(try phone(.android15, .api35, .off).state.conditions.androidWindow?.edgeToEdge == false)
        #expect(try phone(.android16, .api36, .off).state.conditions.androidWindow?.edgeToEdge == true)
        #expect(try phone(.android16, .api34).state.conditions.androidWindow?.edgeToEdge == false)
    }
}
