import KeyboardAvoidance
import LabDrawing
import LabImages
import Testing

@testable import KeyboardLabUI

/// iOS 26 beside iOS 18 on one phone: heights, the glass keyboard's geometry and drawing, the quirks it turns on,
/// and what the overlay says.
@Suite struct IOSVersionTests {
    private func focused(
        _ id: String, device: String = "iphone-17-pro", settings: ConditionOverrides = ConditionOverrides(ios: .ios26)
    ) throws -> Lab {
        var lab = try Lab(device: device, settings: settings)
        lab.send(.focusField(id))
        lab.settle()
        return lab
    }

    @Test(arguments: [("iphone-17-pro", 336.0, 345.0), ("iphone-15", 336, 345), ("iphone-air", 346, 355)])
    func theLettersKeyboardIsTallerOnIOS26(device: String, ios18: Double, ios26: Double) throws {
        var lab = try focused("city", device: device, settings: ConditionOverrides())
        #expect(lab.state.presented.keyboardFrame.height == ios18)
        lab.send(.ios(nil))
        lab.settle()
        #expect(lab.state.conditions.ios == .ios26)
        #expect(lab.state.presented.keyboardFrame.height == ios26)
        #expect((lab.gap ?? 0) >= 10, "the field stays clear of the taller keyboard")
        lab.send(.ios(nil))
        lab.settle()
        #expect(lab.state.presented.keyboardFrame.height == ios18)
    }

    @Test func theNumberPadUsesTheIOS26Figure() throws {
        let lab = try focused("zipCode")
        #expect(lab.state.presented.keyboardFrame.height == 291)
    }

    @Test func glassKeysAre33By45WithAn8PointRadiusAndNoShadow() throws {
        let lab = try focused("city")
        let keyboard = KeyboardGeometry(lab.state)
        #expect(keyboard.isGlass)
        let q = try #require(keyboard.keys.first { $0.spec.label == "q" })
        #expect(abs(q.frame.width - 33.1) < 0.2 && q.frame.height == 45)
        #expect(abs(q.frame.minX - 8.5) < 0.01)
        let list = lab.draw()
        let keyColor = lab.state.theme.key
        let qBodies = list.commands.filter {
            if case .fillRounded(let rect, let radius, let color) = $0 {
                return rect == q.frame && radius == 8 && color == keyColor
            }
            return false
        }
        #expect(qBodies.count == 1)
        let shadows = list.commands.filter {
            if case .fillRounded(_, _, let color) = $0 { return color == lab.state.theme.keyShadow }
            return false
        }
        #expect(shadows.isEmpty)
    }

    @Test func theGlassIsABackdropWithRoundedTopCornersAndTheContentBehindIsDrawn() throws {
        let lab = try focused("city")
        let list = lab.draw()
        let glass = try #require(
            list.commands.compactMap { command -> (Rect, Double, Color)? in
                if case .backdrop(let rect, let radius, _, let wash) = command { return (rect, radius, wash) }
                return nil
            }.first)
        #expect(glass.0 == lab.state.presented.keyboardFrame)
        #expect(glass.1 == 26)
        #expect(glass.2 == Color(hex: "#F2F2F7BF"))
        // A row under the keyboard is drawn, for the glass to show.
        let hidden = lab.windowRect("videogames")
        #expect(hidden.minY > glass.0.minY)
        #expect(
            list.commands.contains {
                if case .text(let run) = $0 { return run.text == "Video games" } else { return false }
            })
        let ios18 = try focused("city", settings: ConditionOverrides())
        #expect(!ios18.draw().commands.contains { if case .backdrop = $0 { return true } else { return false } })
    }

    @Test func theAccessoryBarSitsOnOpaqueChromeAboveTheGlass() throws {
        var lab = try Lab(device: "iphone-17-pro", settings: ConditionOverrides(ios: .ios26, quirks: []))
        lab.send(.accessoryBar(true))
        lab.send(.focusField("city"))
        lab.settle()
        let keyboard = KeyboardGeometry(lab.state)
        let bar = try #require(keyboard.accessoryBar)
        let glass = try #require(keyboard.glass)
        #expect(bar.frame.maxY == glass.minY)
        #expect(glass.maxY == lab.state.screen.maxY)
    }

    @Test func aFloatingOrHardwareKeyboardIsNotGlass() throws {
        var pad = try Lab(device: "ipad-pro-11", settings: ConditionOverrides(keyboardMode: .floating, ios: .ios26))
        pad.send(.focusField("city"))
        pad.settle()
        #expect(!KeyboardGeometry(pad.state).isGlass)
        var hardware = try Lab(device: "iphone-17-pro", settings: ConditionOverrides(ios: .ios26))
        hardware.send(.hardwareKeyboard(true))
        hardware.send(.focusField("city"))
        hardware.settle()
        #expect(!KeyboardGeometry(hardware.state).isGlass)
    }

    @Test func iOS26TurnsItsQuirksOnUnlessAListIsGiven() throws {
        let lab = try focused("city")
        #expect(lab.state.conditions.quirks == [.hiddenHeight44, .accessoryOutsideFrame, .lateDid, .viewCoordinates])
        let none = try focused("city", settings: ConditionOverrides(ios: .ios26, quirks: []))
        #expect(none.state.conditions.quirks.isEmpty)
        let some = try focused("city", settings: ConditionOverrides(quirks: [.droppedQuickToggle]))
        #expect(some.state.conditions.ios == .ios18 && some.state.conditions.quirks == [.droppedQuickToggle])
    }

    @Test func theOverlayListsTheQuirksAndThePanelShowsEachNotificationAsPosted() throws {
        var lab = try Lab(device: "iphone-17-pro", settings: ConditionOverrides(ios: .ios26))
        lab.send(.accessoryBar(true))
        lab.send(.focusField("city"))
        lab.settle()
        lab.send(.dismiss)
        lab.settle()
        let compact = ReadoutView.lines(
            lab.state, font: FontSpec(.monospaced, size: 11), width: 10_000, measurer: measurer)
        #expect(compact.contains { $0.hasPrefix("iOS 26  quirks hidden-height-44") })
        #expect(compact.joined().contains("view-coordinates"))
        let panel = OverlayView.panelLines(lab.state)
        #expect(panel.contains { $0 == ("iOS", "26 (Ctrl+I)") })
        #expect(panel.contains { $0.0 == "quirks" && $0.1.hasPrefix("hidden-height-44, ") })
        // The hide as posted: 44 tall at the bottom, though the keyboard left the screen.
        let posted = lab.state.takeNotifications()
        let willHide = try #require(posted.last { $0.info.event == .willHide })
        #expect(willHide.info.endFrame == Rect(x: 0, y: 874 - 44, width: 402, height: 44))
        #expect(lab.state.presented.keyboardFrame.minY == 874)
        let didHide = try #require(posted.last { $0.info.event == .didHide })
        #expect(approx(didHide.time.seconds - willHide.time.seconds, 0.54), "late-did: 40 ms after the 0.5 s slide")
    }

    /// Every quirk on, with the accessory bar: keyboardlab flags nothing at any frame, and restores exactly.
    @Test func keyboardlabFlagsNothingUnderEveryQuirk() throws {
        var lab = try Lab(
            device: "iphone-17-pro", settings: ConditionOverrides(ios: .ios26, quirks: Set(KeyboardQuirk.allCases)))
        lab.send(.accessoryBar(true))
        let rest = lab.state.presented
        for (action, wait) in [
            (Action.focusField("videogames"), 0.02), (.key(.tab), 0.7), (.focusField("zipCode"), 0.7), (.dismiss, 0.05),
            (.focusField("books"), 0.7), (.dismiss, 0.7),
        ] {
            lab.send(action)
            var elapsed = 0.0
            while elapsed < wait {
                lab.settle(1.0 / 60)
                elapsed += 1.0 / 60
                #expect(lab.state.problems.isEmpty, "\(action) +\(elapsed): \(lab.state.problems)")
            }
        }
        lab.settle()
        #expect(lab.state.presented.contentInset == rest.contentInset)
        #expect(lab.state.presented.contentOffset == rest.contentOffset)
    }

    @Test func observer2018IsFlaggedForTheHiddenHeight44Inset() throws {
        var lab = try Lab(
            device: "iphone-17-pro", settings: ConditionOverrides(strategy: "observer-2018", quirks: [.hiddenHeight44]))
        lab.send(.accessoryBar(true))
        lab.send(.focusField("city"))
        lab.settle()
        lab.send(.dismiss)
        lab.settle()
        #expect(lab.state.presented.contentInset.bottom == 44)
        #expect(lab.state.problems.contains(.insetNotRestored(inset: 44, expected: 34)))
    }

    @Test func aScenarioQuirksLineTakesCommasOrSpaces() throws {
        for line in [
            "quirks late-did hidden-height-44", "quirks late-did, hidden-height-44",
            "quirks late-did,hidden-height-44,",
        ] {
            let scenario = try ScenarioParser.parse(line + "\nend 1", file: "q.scenario")
            #expect(scenario.settings[ConditionKeys.quirks] == [.lateDid, .hiddenHeight44], "\(line)")
        }
    }
}
