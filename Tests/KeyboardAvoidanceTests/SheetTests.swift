import KeyboardAvoidance
import Testing

/// Presented cards: where they sit for a keyboard, and the local-frame bug they expose.
@Suite struct SheetTests {
    private let phone = Rect(x: 0, y: 0, width: 393, height: 852)
    private let phoneSafe = EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
    private let pad = Rect(x: 0, y: 0, width: 834, height: 1194)
    private let padSafe = EdgeInsets(top: 24, left: 0, bottom: 20, right: 0)
    private let hidden = Rect(x: 0, y: 852, width: 393, height: 336)
    private let shown = Rect(x: 0, y: 516, width: 393, height: 336)

    private func card(_ presentation: ModalPresentation, keyboard: Rect, idiom: DeviceIdiom = .phone) -> Rect? {
        let pad = idiom == .pad
        return SheetGeometry(
            presentation: presentation, screen: pad ? self.pad : phone, safeArea: pad ? padSafe : phoneSafe,
            idiom: idiom
        ).card(keyboard: keyboard)
    }

    @Test func aLargePageSheetStartsTenPointsUnderTheSafeAreaAndStays() {
        let large = ModalPresentation(.pageSheet)
        #expect(card(large, keyboard: hidden) == Rect(x: 0, y: 69, width: 393, height: 783))
        #expect(card(large, keyboard: shown) == Rect(x: 0, y: 69, width: 393, height: 783))
        #expect(card(.fullScreen, keyboard: shown) == nil)
        // iOS shows a form sheet as a page sheet on an iPhone.
        #expect(card(ModalPresentation(.formSheet), keyboard: shown) == Rect(x: 0, y: 69, width: 393, height: 783))
    }

    @Test func aMediumPageSheetRisesWithTheKeyboardNoHigherThanTheLargeDetent() {
        let medium = ModalPresentation(.pageSheet, detent: .medium)
        #expect(card(medium, keyboard: hidden)?.minY == 426)
        #expect(
            card(medium, keyboard: shown) == Rect(x: 0, y: 90, width: 393, height: 426), "its bottom on the keyboard")
        let halfway = Rect(x: 0, y: 684, width: 393, height: 336)
        #expect(card(medium, keyboard: halfway)?.minY == 258.0)
        let tall = Rect(x: 0, y: 400, width: 393, height: 452)
        #expect(card(medium, keyboard: tall)?.minY == 69)
        // A floating keyboard (narrower than the screen) leaves it at rest.
        #expect(card(medium, keyboard: Rect(x: 20, y: 300, width: 320, height: 250))?.minY == 426)
    }

    @Test func iOS26sMediumPageSheetFloatsEightPointsInAndRisesWithTheKeyboard() {
        var sheet = SheetGeometry(
            presentation: ModalPresentation(.pageSheet, detent: .medium), screen: phone, safeArea: phoneSafe,
            idiom: .phone)
        sheet.floatingInset = SheetGeometry.floatingSheetInset
        #expect(sheet.card(keyboard: hidden) == Rect(x: 8, y: 426, width: 377, height: 418))
        #expect(sheet.card(keyboard: shown) == Rect(x: 8, y: 90, width: 377, height: 418), "8 pt above the keyboard")
        // The large detent meets the edges as on iOS 18.
        sheet.presentation = ModalPresentation(.pageSheet)
        #expect(sheet.card(keyboard: shown) == Rect(x: 0, y: 69, width: 393, height: 783))
        // SwiftUI's move to the large detent takes the card to the edges on the keyboard's progress.
        sheet.presentation = ModalPresentation(.pageSheet, detent: .medium)
        sheet.largeWhenKeyboardUp = true
        #expect(sheet.card(keyboard: hidden) == Rect(x: 8, y: 426, width: 377, height: 418))
        #expect(sheet.card(keyboard: shown) == Rect(x: 0, y: 69, width: 393, height: 783))
        let halfway = Rect(x: 0, y: 684, width: 393, height: 336)
        #expect(sheet.card(keyboard: halfway)?.minX == 4)
    }

    @Test func anIPadFormSheetClearsTheKeyboardBy20PointsOrStops20UnderTheSafeArea() {
        let form = ModalPresentation(.formSheet)
        let rest = card(form, keyboard: Rect(x: 0, y: 1194, width: 834, height: 320), idiom: .pad)
        #expect(rest == Rect(x: 147, y: 287, width: 540, height: 620))
        let up = card(form, keyboard: Rect(x: 0, y: 874, width: 834, height: 320), idiom: .pad)
        #expect(up?.maxY == 854.0)
        let landscape = SheetGeometry(
            presentation: form, screen: Rect(x: 0, y: 0, width: 1194, height: 834), safeArea: padSafe, idiom: .pad)
        #expect(landscape.card(keyboard: Rect(x: 0, y: 429, width: 1194, height: 405))?.minY == 44)
    }

    @Test func localFrameUnderLiftsByTheCardsTopAndMatchesKeyboardlabFullScreen() {
        let frame = Rect(x: 0, y: 69 + 44, width: 393, height: 852 - 113)
        let scroll = ScrollGeometry(
            frame: frame, contentSize: Size(width: 393, height: 1400), contentInset: EdgeInsets(bottom: 34),
            contentOffset: .zero)
        let row = Rect(x: 16, y: 560, width: 361, height: 44)
        var context = AvoidanceContext(screen: phone, scroll: scroll, focus: row)
        let info = KeyboardInfo(event: .willShow, beginFrame: hidden, endFrame: shown)
        var right = KeyboardLabStrategy()
        var local = LocalFrame()
        let fullScreen = (right.receive(info, in: context), local.receive(info, in: context))
        #expect(fullScreen.0 == fullScreen.1)
        context.card = Rect(x: 0, y: 69, width: 393, height: 783)
        right = KeyboardLabStrategy()
        local = LocalFrame()
        let a = right.receive(info, in: context)
        let b = local.receive(info, in: context)
        #expect(a?.contentInset.bottom == 336)
        #expect(b?.contentInset.bottom == 267.0)
        #expect((a?.contentOffset.y ?? 0) - (b?.contentOffset.y ?? 0) == 69)
    }

    @Test func presentationsParseWithDidYouMean() throws {
        #expect(try ModalPresentation.parse("pageSheet/medium").get() == ModalPresentation(.pageSheet, detent: .medium))
        #expect(try ModalPresentation.parse("formSheet").get() == ModalPresentation(.formSheet))
        guard case .failure(let error) = ModalPresentation.parse("pageSheat") else {
            Issue.record("expected a failure")
            return
        }
        #expect(
            error.description
                == "unknown presentation style \"pageSheat\"; did you mean \"pageSheet\"?; expected fullScreen, pageSheet, formSheet"
        )
        guard case .failure(let detent) = ModalPresentation.parse(style: "pageSheet", detent: "half") else {
            Issue.record("expected a failure")
            return
        }
        #expect(detent.description == "unknown presentation detent \"half\"; expected large, medium")
        guard case .failure(let misplaced) = ModalPresentation.parse("formSheet/medium") else {
            Issue.record("expected a failure")
            return
        }
        #expect(
            misplaced.description
                == "a formSheet has no detent, found \"medium\"; expected a detent only after pageSheet")
    }
}
