import Foundation
import KeyboardAvoidance
import LabDrawing
import LabImages
import Testing

@testable import KeyboardLabUI

/// How the Android keyboard and bars look as AOSP draws them: three buttons under the keyboard, the side bar in
/// landscape, the unsynced IME's fade, Material 3's colours, and what the problems put in value goldens.
@Suite struct AndroidLookFidelityTests {
    private func lab(
        _ strategy: String = "insets", orientation: Orientation = .portrait, navigation: NavigationMode = .gesture,
        device: String = "pixel-8", screen: Screen? = nil
    ) throws -> Lab {
        try Lab(
            device: device, orientation: orientation, screen: screen,
            settings: ConditionOverrides(strategy: strategy, navigation: navigation))
    }

    @Test func aPhoneOnItsSideWithButtonsStopsTheKeyboardAtTheSideBarWithNoBarOfItsOwn() throws {
        var buttons = try lab(orientation: .landscape, navigation: .buttons)
        buttons.send(.focusField("books"))
        buttons.settle()
        // LatinIME's landscape keys (45 % of 411.4) and its 36 dp strip: no 48 dp bar.
        #expect(approx(buttons.state.imeInset, 0.45 * 411.4 + 36, 0.2), "ime \(buttons.state.imeInset)")
        let keyboard = try #require(KeyboardGeometry(buttons.state).android)
        #expect(keyboard.navigationBar.height == 0)
        var gestures = try lab(orientation: .landscape)
        gestures.send(.focusField("books"))
        gestures.settle()
        #expect(approx(gestures.state.imeInset, buttons.state.imeInset + 48, 0.01))
    }

    @Test func threeButtonsStayUnderTheKeyboardBackBecomingTheHideChevron() throws {
        var buttons = try lab(navigation: .buttons)
        buttons.send(.focusField("books"))
        buttons.settle()
        let keyboard = try #require(KeyboardGeometry(buttons.state).android)
        let hide = try #require(keyboard.keys.last { $0.key.spec.kind == .dismiss })
        let cell = AndroidKeyboard.navigationButtonWidth
        #expect(approx(hide.touchArea.minX, buttons.state.screen.midX - 1.5 * cell, 1e-6), "in back's place")
        var gestures = try lab()
        gestures.send(.focusField("books"))
        gestures.settle()
        #expect(buttons.draw().commands.count > gestures.draw().commands.count, "home and recents are drawn")
    }

    /// With three buttons a tablet's keyboard stands on its 60 dp taskbar instead of covering it; with gestures on
    /// the 32 dp stashed taskbar, whose handle is 220 dp wide.
    @Test func aTabletsKeyboardStandsOnItsTaskbar() throws {
        for (navigation, bar) in [(NavigationMode.buttons, 60.0), (.gesture, 32.0)] {
            var lab = try lab(navigation: navigation, device: "pixel-tablet")
            lab.send(.focusField("books"))
            lab.settle()
            let keyboard = try #require(KeyboardGeometry(lab.state).android)
            let screen = lab.state.screen
            #expect(approx(keyboard.navigationBar.minY, screen.maxY - bar, 1e-6), "\(navigation)")
            #expect(approx(lab.state.imeInset, 302.4 + 44 + bar, 1e-6), "\(navigation): ime \(lab.state.imeInset)")
            if navigation == .gesture { #expect(keyboard.gestureHandle?.width == 220) }
        }
    }

    /// A tablet's letters follow LatinIME's sw600dp rows: delete ends the first row, the return key the second,
    /// `!`, `?` and a second shift the third, the emoji key the fourth.
    @Test func aTabletsLettersFollowTheSw600dpRows() throws {
        var lab = try lab(device: "pixel-tablet")
        lab.send(.focusField("books"))
        lab.settle()
        let rows = try keyRows(lab)
        #expect(rows.count == 4)
        #expect(rows.first?.last?.key.spec.kind == .delete)
        #expect(rows.dropFirst().first?.last?.key.spec.kind == .returnKey)
        #expect(rows.dropFirst(2).first?.map(\.key.spec.label).suffix(3) == ["!", "?", ""])
        #expect(rows.last?.last?.key.spec.kind == .emoji)
    }

    /// The keys of `lab`'s Android keyboard by row, top to bottom, each left to right (the hide chevron left out).
    private func keyRows(_ lab: Lab) throws -> [[AndroidPlacedKey]] {
        let keyboard = try #require(KeyboardGeometry(lab.state).android)
        return Dictionary(grouping: keyboard.keys.filter { $0.key.spec.kind != .dismiss }) {
            Int(($0.key.frame.midY * 10).rounded())
        }.sorted { $0.key < $1.key }.map { $0.value.sorted { $0.key.frame.minX < $1.key.frame.minX } }
    }

    /// A tablet's symbols follow LatinIME's sw600dp rows too: keys 9 % wide, delete ending the digits, the return
    /// key the second row, `~ [ <` at both ends of the third, the emoji key ending the fourth; a phone keeps its own.
    @Test func aTabletsSymbolsFollowTheSw600dpRows() throws {
        var lab = try lab(device: "pixel-tablet")
        lab.send(.focusField("books"))
        lab.settle()
        let symbolsKey = try #require(try keyRows(lab).last?.first)
        lab.send(.tap(Point(x: symbolsKey.key.frame.midX, y: symbolsKey.key.frame.midY)))
        let keyboard = try #require(KeyboardGeometry(lab.state).android)
        #expect(keyboard.page == .symbols)
        let rows = try keyRows(lab).map { $0.map(\.key) }
        #expect(rows.count == 4)
        #expect(rows.first?.map(\.spec.label).prefix(10).joined() == "1234567890")
        #expect(rows.first?.last?.spec.kind == .delete)
        #expect(rows.dropFirst().first?.last?.spec.kind == .returnKey)
        let third = rows.dropFirst(2).first?.map(\.spec.label) ?? []
        let more = AndroidKeyboardLayouts.tabletMoreSymbolsLabel
        #expect(third.first == more && third.last == more && third.dropFirst().prefix(2) == ["\\", "="], "\(third)")
        #expect(rows.last?.first?.spec.label == "ABC" && rows.last?.last?.spec.kind == .emoji)
        let one = try #require(rows.first?.first)
        #expect(
            approx(
                one.frame.width,
                AndroidKeyboardLayouts.tabletKey * keyboard.grid.area.width - keyboard.grid.horizontalGap, 1e-6))
        var phone = try self.lab()
        phone.send(.focusField("books"))
        phone.settle()
        let phoneSymbols = try #require(try keyRows(phone).last?.first)
        phone.send(.tap(Point(x: phoneSymbols.key.frame.midX, y: phoneSymbols.key.frame.midY)))
        let phoneLabels = try keyRows(phone).flatMap { $0.map(\.key.spec.label) }
        #expect(phoneLabels.contains("=\\<") && !phoneLabels.contains(more))
    }

    /// On a phone on its side with three buttons the status bar's icons end before the side bar, not under it.
    @Test func theStatusIconsStayClearOfTheSideBar() throws {
        let buttons = try lab(orientation: .landscape, navigation: .buttons).state
        let side = buttons.safeArea.right
        #expect(side == 48)
        #expect(MaterialStatusBarView.iconsRight(buttons) <= buttons.screen.width - side - 1)
        let gestures = try lab(orientation: .landscape).state
        #expect(gestures.safeArea.right == 0)
        #expect(
            MaterialStatusBarView.iconsRight(gestures)
                == gestures.screen.width - MaterialStatusBarView.horizontalInset(gestures))
        let upright = try lab(navigation: .buttons).state
        #expect(
            MaterialStatusBarView.iconsRight(upright)
                == upright.screen.width - MaterialStatusBarView.horizontalInset(upright))
    }

    @Test func aTabletsButtonsAndSwitcherDoNotOverlap() throws {
        var lab = try lab(orientation: .landscape, navigation: .buttons, device: "pixel-tablet")
        lab.send(.focusField("books"))
        lab.settle()
        let keyboard = try #require(KeyboardGeometry(lab.state).android)
        #expect(keyboard.systemButtons.count == 2)
        for cell in keyboard.systemButtons + (keyboard.keys.last.map { [$0.touchArea] } ?? []) {
            #expect(!cell.intersects(keyboard.switcher), "\(cell) and the switcher \(keyboard.switcher)")
        }
    }

    @Test func theUnsyncedKeyboardFadesInAndOutTheSyncedOneDoesNot() throws {
        var unsynced = try lab("adjust-nothing")
        unsynced.send(.focusField("books"))
        unsynced.state.advance(to: Instant(seconds: unsynced.time + 0.05))
        #expect(approx(unsynced.state.keyboardOpacity, 0.5, 1e-6), "min(1, 2t) a quarter of the way")
        unsynced.settle()
        #expect(unsynced.state.keyboardOpacity == 1)
        unsynced.send(.dismiss)
        unsynced.state.advance(to: Instant(seconds: unsynced.time + 0.1))
        let hiding = unsynced.state.keyboardOpacity
        #expect(hiding > 0 && hiding < 1, "fading out: \(hiding)")
        var synced = try lab("insets")
        synced.send(.focusField("books"))
        synced.state.advance(to: Instant(seconds: synced.time + 0.05))
        #expect(synced.state.keyboardOpacity == 1)
    }

    @Test func theKeyboardsColoursAreMaterial3Roles() {
        let dark = AndroidKeyboardPalette(.dark)
        #expect(dark.ink == Color(hex: "#E6E0E9"), "onSurface, dark")
        #expect(dark.functional == Color(hex: "#4A4458"), "secondaryContainer, dark")
        #expect(dark.functionalInk == Color(hex: "#E8DEF8"), "onSecondaryContainer, dark")
        #expect(AndroidKeyboardPalette(.light).ink == Color(hex: "#1D1B20"), "onSurface, light")
    }

    @Test func theGalaxyIsLabelledAsPixelChromeAtItsSize() throws {
        let lab = try lab(device: "galaxy-s24")
        #expect(lab.state.device.name.contains("Pixel chrome at Galaxy size"))
    }

    @Test func aProblemIsAValueGoldensKey() throws {
        let data = try Data(contentsOf: assetsFolder.appending(path: "Screens/signup-sticky.json"))
        var lab = try lab("rn-padding", device: "iphone-15", screen: Screen.decode(data, file: "s.json"))
        lab.send(.focusField("city"))
        lab.settle()
        let values = FrameValues(lab.state).flattened
        let header = lab.state.layoutScrollFrame.minY
        #expect(approx(values["problem.offsetMissing"], FrameValues.rounded(header), 1e-9), "\(values)")
        #expect(
            lab.state.problemLines.contains(
                "covered by \(NumberText.compact(header)) pt (keyboardVerticalOffset missing)"))
    }
}

extension AndroidLookFidelityTests {
    @Test func aPhoneOnItsSideInsetsOnlyTheCutoutsSide() throws {
        let lab = try lab(orientation: .landscape)
        let row = lab.state.layout.rowFrames[try #require(lab.state.form.index(of: "books"))]
        let left = row.minX
        let right = lab.state.layoutScrollFrame.width - row.maxX
        #expect(lab.state.safeArea.left > 40 && lab.state.safeArea.right == 0)
        #expect(approx(left - right, lab.state.safeArea.left, 1e-6), "left \(left), right \(right)")
        // An iPhone keeps both sides clear of its sensor housing.
        let iphone = try Lab(device: "iphone-15", orientation: .landscape)
        let iRow = iphone.state.layout.rowFrames[0]
        #expect(approx(iRow.minX, iphone.state.layoutScrollFrame.width - iRow.maxX, 1e-6))
    }
}
