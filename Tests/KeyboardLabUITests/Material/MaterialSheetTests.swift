import KeyboardAvoidance
import LabDrawing
import LabImages
import Testing

@testable import KeyboardLabUI

/// Material 3's modal bottom sheet on Android: its geometry (the detents, the 640 dp limit, riding the keyboard)
/// and its look (a scrim, no scaling back, 28 dp top corners, the drag handle).
@Suite struct MaterialSheetTests {
    @Test func aMediumSheetIsHalfTheScreenAtRestWithTopCornersOf28AndADragHandle() throws {
        let lab = try materialLab("profile-page-sheet-medium.json")
        let state = lab.state
        let card = try #require(state.cardFrame)
        #expect(state.isBottomSheet)
        #expect(approx(card.height, state.screen.height / 2) && approx(card.maxY, state.screen.maxY))
        #expect(card.width == state.screen.width)
        let list = lab.draw()
        let top = try #require(list.roundedFills.first { $0.rect.minY == card.minY && $0.rect.width == card.width })
        #expect(top.radius == 28 && top.rect.height == 56, "only the top corners are rounded")
        #expect(top.colour == state.theme.elevatedBackground)
        #expect(state.theme.elevatedBackground == Color(hex: "#F7F2FA"), "surfaceContainerLow")
        #expect(list.fills.contains { same($0.rect, state.screen) && $0.colour == state.theme.scrim })
        let handle = try #require(list.roundedFills.first { $0.rect.width == 32 && $0.rect.height == 4 })
        #expect(approx(handle.rect.minY, card.minY + 22) && approx(handle.rect.midX, card.midX))
        #expect(state.barLayout.titleBarHeight == 96, "the handle's 48 dp and a 48 dp title row")
        #expect(approx(state.layoutScrollFrame.minY, card.minY + 96))
    }

    @Test(
        arguments: ["profile-page-sheet-medium.json", "profile-page-sheet.json"], [NavigationMode.gesture, .buttons])
    func theSheetRidesTheKeyboardItsContentEndingOnTheKeyboardsTop(file: String, navigation: NavigationMode) throws {
        var lab = try materialLab(file, navigation: navigation)
        // The navigation area the sheet's content keeps clear of at rest, which its surface runs on under the
        // keyboard by.
        let navigationArea = lab.state.safeArea.bottom
        let resting = try #require(lab.state.cardFrame)
        let screenBottom = lab.state.screen.maxY
        // The content (the scroll view, which keeps no inset of its own) ends above the navigation area at rest.
        #expect(approx(lab.state.scrollFrame.maxY, screenBottom - navigationArea))
        #expect(lab.state.presented.contentInset.bottom == 0)
        lab.send(.focusField("like"))
        lab.time += 0.1
        lab.state.advance(to: Instant(seconds: lab.time))
        let keyboard = lab.state.presented.keyboardFrame
        let moving = try #require(lab.state.cardFrame)
        #expect(approx(moving.maxY, min(lab.state.screen.maxY, keyboard.minY + navigationArea)), "with the keyboard")
        // Padded once by the union of the insets: the larger of the IME and the navigation area.
        let union = max(screenBottom - keyboard.minY, navigationArea)
        #expect(approx(lab.state.scrollFrame.maxY, screenBottom - union), "mid-rise")
        lab.settle()
        let up = try #require(lab.state.cardFrame)
        let top = lab.state.presented.keyboardFrame.minY
        #expect(approx(up.maxY, top + navigationArea))
        #expect(approx(lab.state.scrollFrame.maxY, top), "the content ends on the keyboard's top, not under it")
        #expect(lab.state.presented.contentInset.bottom == 0, "and no inset pads it again")
        #expect(approx(lab.gap, 0), "the field on the keyboard's top, the navigation area not counted again")
        #expect(up.minY >= lab.state.safeArea.top - 1e-9, "no higher than expanded")
        if file.contains("medium") { #expect(up.minY < resting.minY, "it rose") }
        #expect(lab.state.problems.isEmpty, "\(lab.state.problemLines)")
        lab.send(.dismiss)
        lab.settle()
        #expect(lab.state.cardFrame == resting)
    }

    @Test func anExpandedSheetStartsUnderTheStatusBar() throws {
        let lab = try materialLab("profile-page-sheet.json")
        let card = try #require(lab.state.cardFrame)
        #expect(approx(card.minY, lab.state.safeArea.top) && approx(card.maxY, lab.state.screen.maxY))
    }

    @Test(arguments: [("pixel-8", Orientation.landscape), ("pixel-tablet", .portrait)])
    func aSheetIsAtMost640dpWideAndCentred(device: String, orientation: Orientation) throws {
        let lab = try materialLab("profile-page-sheet-medium.json", device: device, orientation: orientation)
        let card = try #require(lab.state.cardFrame)
        #expect(card.width == SheetGeometry.bottomSheetMaxWidth)
        #expect(approx(card.midX, lab.state.screen.midX))
    }

    @Test func theScreenBehindIsNotScaledBack() throws {
        let lab = try materialLab("profile-page-sheet.json")
        let list = lab.draw()
        let screen = lab.state.screen
        // The presenting screen's top app bar spans the whole width from the screen's top, as it does full screen.
        #expect(
            list.fills.contains {
                $0.rect.minY == 0 && $0.rect.width == screen.width && approx($0.rect.maxY, 50.3 + 64)
            })
        #expect(!list.commands.contains { if case .glass = $0 { true } else { false } })
    }

    @Test func aTabletsFormSheetIsACentredCardWithNoHandle() throws {
        let file = "profile-form-sheet.json"
        let lab = try materialLab(file, device: "pixel-tablet")
        let state = lab.state
        let card = try #require(state.cardFrame)
        #expect(!state.isBottomSheet)
        #expect(card.size == SheetGeometry.formSheetSize && approx(card.midX, state.screen.midX))
        let list = lab.draw()
        #expect(list.roundedFills.contains { same($0.rect, card) && $0.radius == 28 })
        #expect(!list.roundedFills.contains { $0.rect.width == 32 && $0.rect.height == 4 })
    }

    @Test func theSheetGeometryPadsByTheKeyboardOnAndroidOnly() {
        let screen = Rect(x: 0, y: 0, width: 400, height: 900)
        let keyboard = Rect(x: 0, y: 560, width: 400, height: 340)
        var sheet = SheetGeometry(
            presentation: ModalPresentation(.pageSheet), screen: screen, safeArea: EdgeInsets(top: 50, bottom: 24),
            idiom: .phone)
        #expect(sheet.card(keyboard: keyboard) == Rect(x: 0, y: 60, width: 400, height: 840), "iOS's stays")
        sheet.isBottomSheet = true
        #expect(sheet.card(keyboard: keyboard) == Rect(x: 0, y: 50, width: 400, height: 510 + 24), "under by 24")
        sheet.presentation = ModalPresentation(.pageSheet, detent: .medium)
        #expect(sheet.card(keyboard: keyboard.offsetBy(dx: 0, dy: 340)) == Rect(x: 0, y: 450, width: 400, height: 450))
        #expect(sheet.card(keyboard: keyboard) == Rect(x: 0, y: 110, width: 400, height: 450 + 24))
        let starting = keyboard.offsetBy(dx: 0, dy: 330)
        #expect(sheet.card(keyboard: starting)?.maxY == 900, "never below the screen")
    }
}
