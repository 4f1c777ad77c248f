import KeyboardAvoidance
import Testing

/// What each strategy says about itself beyond its answers to notifications: where a bar pinned to the keyboard
/// stands, the problems it adds or rewords, and the panel's and the sheet's traits. The phone reads these instead of
/// the strategy's name.
@Suite struct StrategyTraitsTests {
    let screen = Rect(x: 0, y: 0, width: 411.4, height: 914.3)
    /// A docked keyboard whose top is at 572 dp.
    var keyboard: Rect { Rect(x: 0, y: 572, width: screen.width, height: screen.maxY - 572) }
    /// Where the keyboard is heading (a show half way).
    var heading: Rect { Rect(x: 0, y: 500, width: screen.width, height: screen.maxY - 500) }

    func window(edgeToEdge: Bool, device: AndroidVersion = .standard) -> AndroidWindow {
        AndroidWindow(edgeToEdge: edgeToEdge, navigationInset: 24, statusBar: 50.3, device: device)
    }

    func strategy(_ name: String) throws -> any AvoidanceStrategy {
        try #require(AvoidanceStrategies.strategy(named: name))
    }

    func scene(android: AndroidWindow?, shown: Bool = true, moving: Bool = false, pan: Double = 0) -> ProblemScene {
        var target = KeyboardScrollState(keyboardFrame: heading, contentInset: .zero, contentOffset: .zero)
        target.pan = pan
        return ProblemScene(
            android: android, isKeyboardShown: shown, isMoving: moving, screen: screen, target: target,
            presentedKeyboardSafeArea: nil, contentTop: 114.3, keyboardVerticalOffset: 0, appBarHeight: 64,
            focusIsComposer: true)
    }

    @Test func aPinnedBarStandsWhereTheStrategyPutsIt() throws {
        let rest = Rect(x: 0, y: screen.maxY, width: keyboard.width, height: keyboard.height)
        func edge(_ name: String, edgeToEdge: Bool = true) throws -> Rect {
            try strategy(name).pinnedBarEdge(
                keyboard: keyboard, heading: heading, screen: screen, android: window(edgeToEdge: edgeToEdge))
        }
        // On the keyboard itself: iOS's strategies, SwiftUI's safe area, Compose's insets.
        for name in ["keyboardlab", "swiftui", "layout-guide", "insets"] { #expect(try edge(name) == keyboard) }
        // At rest: a framework's container moves its bar itself; a panned or untouched window leaves it.
        for name in ["rn-padding", "rn-keyboard-controller", "flutter", "adjust-pan", "adjust-nothing"] {
            #expect(try edge(name) == rest, "\(name)")
        }
        // adjust-resize: where the keyboard is heading before edge-to-edge (the window jumps), at rest after.
        #expect(try edge("adjust-resize", edgeToEdge: false) == heading)
        #expect(try edge("adjust-resize") == rest)
        // compose-double: on the navigation area padded above the keyboard.
        #expect(try edge("compose-double") == Rect(x: 0, y: 548, width: keyboard.width, height: keyboard.height + 24))
    }

    @Test func androidStrategiesReportTheirOwnProblems() throws {
        let covered: [AvoidanceProblem] = [.fieldCovered(points: 30)]
        let edgeToEdge = scene(android: window(edgeToEdge: true), pan: 80)
        #expect(
            try strategy("adjust-resize").fieldProblems(covered, in: edgeToEdge) == [.edgeToEdgeCovered(points: 30)])
        #expect(
            try strategy("adjust-resize").fieldProblems(covered, in: scene(android: window(edgeToEdge: false)))
                == covered)
        // The pan of 80 dp takes min(64, 80 − 50.3) of the app bar off the screen.
        let panned = try strategy("adjust-pan").fieldProblems([], in: edgeToEdge)
        #expect(panned == [.appBarOffScreen(points: min(64, 80 - 50.3))])
        #expect(try strategy("compose-double").fieldProblems([], in: edgeToEdge) == [.doubleInset(points: 24)])
        #expect(try strategy("insets").fieldProblems([], in: edgeToEdge).isEmpty)
        // compose-double's gap under a pinned bar is its doubled inset, not a detached bar.
        #expect(try strategy("compose-double").barProblems([.barDetached(points: 24)], in: edgeToEdge).isEmpty)
        #expect(
            try strategy("adjust-resize").barProblems([.barCovered(points: 12)], in: edgeToEdge)
                == [.edgeToEdgeCovered(points: 12)])
        // On iOS none of them has a window to get wrong.
        for name in AvoidanceStrategies.androidNames {
            #expect(try strategy(name).fieldProblems(covered, in: scene(android: nil, pan: 80)) == covered, "\(name)")
        }
    }

    @Test func frameworksReportTheirOwnProblems() throws {
        // React Native's view under a 114.3 dp header without an offset lifts that much too little.
        let ios = scene(android: nil)
        #expect(try strategy("rn-padding").fieldProblems([], in: ios) == [.offsetMissing(points: 114.3)])
        // react-native-keyboard-controller's view measures in its parent too (window coordinates only with
        // `automaticOffset`): the same offset is missing.
        #expect(try strategy("rn-keyboard-controller").fieldProblems([], in: ios) == [.offsetMissing(points: 114.3)])
        #expect(
            try strategy("rn-keyboard-controller").fieldProblems([], in: scene(android: window(edgeToEdge: false)))
                == [.offsetMissing(points: 114.3)])
        // On a resized Android 14 window `height` shrinks by the keyboard a second time.
        let resized = scene(android: window(edgeToEdge: false), moving: true)
        #expect(
            try strategy("rn-height").fieldProblems([], in: resized) == [
                .doubleInset(points: screen.maxY - 500), .jumpsAfterKeyboard,
            ])
        // Flutter's viewInsets leave out the navigation area while the keyboard moves, in edge-to-edge on API 30–34
        // only (flutter#190974): on Android 14 with the app's own enableEdgeToEdge(), not on 16, not without it.
        let moving = scene(android: window(edgeToEdge: true, device: .android14), moving: true)
        #expect(try strategy("flutter").fieldProblems([], in: moving) == [.viewInsetsJump(points: 24)])
        let landed = scene(android: window(edgeToEdge: true, device: .android14))
        #expect(try strategy("flutter").fieldProblems([], in: landed).isEmpty)
        for window in [window(edgeToEdge: true), window(edgeToEdge: false, device: .android14)] {
            #expect(try strategy("flutter").fieldProblems([], in: scene(android: window, moving: true)).isEmpty)
        }
        #expect(try strategy("flutter").fieldProblems([], in: scene(android: nil, moving: true)).isEmpty)
    }

    /// React Native's own view under edge-to-edge enforcement sees no keyboard: the covered field and composer say
    /// so, and no offset or late jump is flagged for a view that never moves (react-native#49759); the controller's
    /// view is not affected.
    @Test func reactNativesViewIsBlindUnderEnforcement() throws {
        let enforced = scene(android: window(edgeToEdge: true), moving: true)
        let covered: [AvoidanceProblem] = [.fieldCovered(points: 200)]
        #expect(try strategy("rn-padding").fieldProblems(covered, in: enforced) == [.avoidingViewBlind(points: 200)])
        #expect(
            try strategy("rn-height").barProblems([.barCovered(points: 72)], in: enforced)
                == [.avoidingViewBlind(points: 72)])
        #expect(
            try strategy("rn-keyboard-controller").fieldProblems(covered, in: enforced)
                == covered + [.offsetMissing(points: 114.3)])
        // The app's own enableEdgeToEdge() on Android 14 is not enforcement: the view hears the keyboard, late.
        let optedIn = scene(android: window(edgeToEdge: true, device: .android14), moving: true)
        #expect(
            try strategy("rn-padding").fieldProblems([], in: optedIn) == [
                .offsetMissing(points: 114.3), .jumpsAfterKeyboard,
            ])
    }

    /// Edge-to-edge is the device's version, the app's target and its opt-in or opt-out together.
    @Test(arguments: [
        (AndroidVersion.android14, AndroidTargetSDK.api36, EdgeToEdgeMode.auto, false, false),
        (.android14, .api36, .on, true, false),
        (.android15, .api34, .auto, false, false),
        (.android15, .api34, .on, true, false),
        (.android15, .api35, .auto, true, true),
        (.android15, .api35, .off, false, false),
        (.android16, .api35, .off, false, false),
        (.android16, .api36, .off, true, true),
        (.android15, .api36, .off, false, false),
        (.android16, .api36, .auto, true, true),
    ])
    func edgeToEdgeFollowsDeviceTargetAndOptIn(
        device: AndroidVersion, target: AndroidTargetSDK, mode: EdgeToEdgeMode, edgeToEdge: Bool, enforced: Bool
    ) {
        let window = AndroidWindow(device: device, target: target, mode: mode, navigationInset: 24, statusBar: 50.3)
        #expect(window.edgeToEdge == edgeToEdge)
        #expect(window.isEnforced == enforced)
    }

    @Test func theRegistryAgreesWithTheTraits() throws {
        for name in AvoidanceStrategies.names {
            let traits = try strategy(name)
            // Only the frameworks have an avoiding container for the panel to name.
            #expect((traits.containerInsetLabel != nil) == AvoidanceStrategies.frameworkNames.contains(name), "\(name)")
            // Only compose-double's larger inset is its own problem.
            #expect(traits.flagsInsetTooLarge == (name != "compose-double"), "\(name)")
            // Only SwiftUI moves a medium sheet to its large detent.
            #expect(traits.raisesMediumSheet == (name == "swiftui"), "\(name)")
        }
        #expect(try strategy("flutter").containerInsetLabel == "viewInsets")
        #expect(try strategy("rn-position").containerInsetLabel == "lift")
    }

    @Test func aFirstKeyboardSafeAreaStartsFromTheStrategysRule() throws {
        let hidden = Rect(x: 0, y: screen.maxY, width: screen.width, height: 300)
        // SwiftUI's keyboard safe area never drops below the safe area; a framework's container starts at 0.
        let swiftUI = try strategy("swiftui").startingKeyboardSafeArea(
            keyboard: hidden, screen: screen, safeBottom: 890)
        #expect(approx(swiftUI, 24.3))
        #expect(
            try strategy("flutter").startingKeyboardSafeArea(keyboard: hidden, screen: screen, safeBottom: 890) == 0)
        #expect(
            try strategy("rn-padding").startingKeyboardSafeArea(keyboard: keyboard, screen: screen, safeBottom: 890)
                == screen.maxY - 572)
    }
}
