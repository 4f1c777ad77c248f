import Foundation
import KeyboardAvoidance
import KeyboardLabUI
import LabDrawing
import LabImages
import Testing

/// iOS 26's chrome and what it changes for avoidance: the floating tab bar the content runs under (the inset is the
/// keyboard's whole height), the floating medium sheet, the glass look, and the sheet looks of both versions.
@Suite struct IOS26ChromeTests {
    private func lab(
        _ file: String, ios: IOSVersion = .ios26, strategy: String? = nil, appearance: Appearance? = nil,
        device: String = "iphone-17-pro"
    ) throws -> Lab {
        let data = try Data(contentsOf: assetsFolder.appending(path: "Screens/\(file)"))
        let screen = try Screen.decode(data, file: file)
        return try Lab(
            device: device, screen: screen,
            settings: ConditionOverrides(
                strategy: strategy, appearance: appearance, ios: ios, presentation: screen.presentation))
    }

    private func glassRects(_ list: DrawList) -> [(Rect, Double)] {
        list.commands.compactMap { if case .glass(let rect, let radius, _, _) = $0 { (rect, radius) } else { nil } }
    }

    @Test func underIOS26sFloatingTabBarTheContentRunsToTheBottomAndTheInsetIsTheKeyboardsHeight() throws {
        var lab = try lab("settings-tabs.json")
        let tabs = try #require(lab.state.barLayout.tabBarFrame(keyboard: lab.state.presented.keyboardFrame))
        #expect(tabs.minY == 791 && tabs.height == 83, "the bar's region is iOS 18's")
        #expect(lab.state.scrollFrame.maxY == 874, "the scroll view reaches the screen's bottom behind the bar")
        #expect(lab.state.presented.contentInset.bottom == 83, "its resting inset is the bar's region")
        lab.send(.focusField("zipCode"))
        lab.settle()
        let keyboard = lab.state.presented.keyboardFrame
        #expect(keyboard.height == 291, "iOS 26's number pad")
        #expect(lab.state.presented.contentInset.bottom == 291, "the keyboard's whole height")
        #expect(try #require(lab.gap) >= 10 - 0.001)
        #expect(lab.state.problems.isEmpty)
        lab.send(.dismiss)
        lab.settle()
        #expect(lab.state.presented.contentInset.bottom == 83)
        #expect(lab.state.problems.isEmpty)
    }

    @Test func switchingTheVersionMovesTheTabBarsLayout() throws {
        var lab = try lab("settings-tabs.json", ios: .ios18)
        #expect(lab.state.scrollFrame.maxY == 791 && lab.state.presented.contentInset.bottom == 0)
        lab.send(.ios(.ios26))
        lab.settle()
        #expect(lab.state.scrollFrame.maxY == 874 && lab.state.presented.contentInset.bottom == 83)
        lab.send(.ios(.ios18))
        lab.settle()
        #expect(lab.state.scrollFrame.maxY == 791 && lab.state.presented.contentInset.bottom == 0)
    }

    @Test(arguments: [IOSVersion.ios18, .ios26])
    func observer2018sKeyboardHeightInsetIsAnOverInsetOnIOS18AndRightOnIOS26(ios: IOSVersion) throws {
        var lab = try lab("settings-tabs.json", ios: ios, strategy: "observer-2018")
        lab.send(.focusField("zipCode"))
        lab.settle()
        let height = lab.state.presented.keyboardFrame.height
        #expect(lab.state.presented.contentInset.bottom == height)
        if ios == .ios18 {
            #expect(lab.state.problems == [.insetTooLarge(inset: height, expected: height - 83)])
        } else {
            #expect(lab.state.problems.isEmpty, "right under a floating tab bar")
        }
    }

    @Test(arguments: [IOSVersion.ios18, .ios26])
    func swiftUIsTabContentInsetFollowsTheBar(ios: IOSVersion) throws {
        // iOS 18: the keyboard's height less the bar's; iOS 26: the tab's content reaches the bottom, so all of it.
        var lab = try lab("settings-tabs.json", ios: ios, strategy: "swiftui")
        lab.send(.focusField("zipCode"))
        lab.settle()
        let height = lab.state.presented.keyboardFrame.height
        #expect(lab.state.presented.contentInset.bottom == (ios == .ios18 ? height - 83 : height))
        #expect(lab.state.problems.isEmpty)
    }

    @Test(arguments: ["keyboardlab", "resize-2011", "layout-guide", "change-frame-2020", "local-frame", "swiftui"])
    func strategiesThatMeasureTheOverlapAreRightUnderTheFloatingTabBar(strategy: String) throws {
        var lab = try lab("settings-tabs.json", strategy: strategy)
        lab.send(.focusField("zipCode"))
        lab.settle()
        let keyboard = lab.state.presented.keyboardFrame
        let field = try #require(lab.state.focusedWindowRect)
        #expect(field.maxY <= keyboard.minY + 0.001, "\(strategy): the field clears the keyboard")
        #expect(lab.state.problems.isEmpty, "\(strategy): \(lab.state.problems)")
        lab.send(.dismiss)
        lab.settle()
        #expect(lab.state.problems.isEmpty, "\(strategy) after the hide: \(lab.state.problems)")
    }

    @Test func theFloatingTabBarIsAGlassCapsuleAndItsItemsTakeTaps() throws {
        var lab = try lab("settings-tabs.json")
        let capsule = Rect(x: 21, y: 791, width: 360, height: 62)
        let glass = glassRects(lab.draw())
        #expect(glass.contains { $0.0 == capsule && $0.1 == 31 })
        lab.send(.tap(Point(x: 21 + 360 * 1.5 / 4, y: 811)))
        #expect(lab.state.page.tabBar?.selected == 1)
        lab.send(.tap(Point(x: 8, y: 811)))
        #expect(lab.state.page.tabBar?.selected == 1, "outside the capsule")
        let ios18 = try self.lab("settings-tabs.json", ios: .ios18)
        #expect(glassRects(ios18.draw()).isEmpty)
    }

    @Test func iOS26sMediumSheetFloatsAndTheFieldIsJudgedAgainstTheCardAsDrawn() throws {
        var lab = try lab("profile-page-sheet-medium.json")
        let rest = try #require(lab.state.cardFrame)
        #expect(rest == Rect(x: 8, y: 437, width: 386, height: 429))
        #expect(glassRects(lab.draw()).contains { $0.0 == rest && $0.1 == 54 }, "glass, concentric with the display")
        lab.send(.focusField("like"))
        lab.settle()
        let card = try #require(lab.state.cardFrame)
        let keyboard = lab.state.presented.keyboardFrame
        #expect(card.minX == 8 && card.maxY == keyboard.minY - 8)
        #expect(try #require(lab.gap) >= 10 - 0.001)
        #expect(lab.state.problems.isEmpty)
    }

    @Test(arguments: [IOSVersion.ios18, .ios26])
    func aDarkSheetsCardIsElevatedAndThePresentingScreenHasRoundedCorners(ios: IOSVersion) throws {
        let lab = try lab("profile-page-sheet.json", ios: ios, appearance: .dark)
        let list = lab.draw()
        let card = try #require(lab.state.cardFrame)
        let elevated = Color(red: 0x1C, green: 0x1C, blue: 0x1E)
        #expect(
            list.commands.contains {
                if case .fillRounded(let rect, _, let colour) = $0 { rect == card && colour == elevated } else { false }
            })
        // Behind it, the presenting screen scaled to 0.92 from under the status bar, with its corners rounded, and no
        // square strip over them.
        let behindTop = lab.state.safeArea.top
        let rounded = list.commands.contains {
            if case .fillRounded(let rect, let radius, _) = $0 { rect.minY == behindTop && radius >= 10 } else { false }
        }
        let square = list.commands.contains {
            if case .fill(let rect, _) = $0 { rect.minY == behindTop && rect.width < 402 } else { false }
        }
        #expect(rounded && !square)
    }
}
