import KeyboardAvoidance
import KeyboardLabUI
import LabDrawing
import Testing

/// The Android keyboard's keys lie on LatinIME's grid: the Pixel 8's faces and widths, the pads' columns, the
/// landscape and tablet shares, and the strip and navigation bar around the keys.
@Suite struct AndroidKeyboardGridTests {
    /// The Android keyboard of `lab` once `field` is focused and the keyboard has settled.
    static func keyboard(_ lab: inout Lab, field: String = "city") throws -> (KeyboardGeometry, AndroidKeyboard) {
        lab.send(.focusField(field))
        lab.settle()
        let keyboard = KeyboardGeometry(lab.state)
        return (keyboard, try #require(keyboard.android))
    }

    /// The placed key labelled `label` (any kind), or the first of `kind`.
    static func key(_ android: AndroidKeyboard, _ label: String = "", kind: KeyKind = .character) throws -> PlacedKey {
        try #require(
            android.keys.first { $0.key.spec.kind == kind && (label.isEmpty || $0.key.spec.label == label) }?.key)
    }

    /// The keys whose faces share a top with `key`'s, left to right.
    static func row(of key: PlacedKey, in android: AndroidKeyboard) -> [PlacedKey] {
        android.keys.map(\.key).filter { abs($0.frame.minY - key.frame.minY) < 0.001 && $0.spec.kind != .dismiss }
    }

    @Test func thePixel8sFacesFollowTheGrid() throws {
        var lab = try Lab(device: "pixel-8")
        let (keyboard, android) = try Self.keyboard(&lab)
        let grid = android.grid
        let width = 411.4
        let height = grid.area.height
        // The whole frame is the IME's: a 40 dp strip, the keys, the 48 dp bar.
        #expect(abs(keyboard.frame.height - (height + 40 + 48)) < 0.001)
        #expect(abs(android.strip.height - 40) < 0.001)
        #expect(abs(android.navigationBar.height - 48) < 0.001)
        #expect(abs(android.navigationBar.maxY - lab.state.screen.maxY) < 0.001)
        #expect(abs(height - 0.618 * width) < 0.01)
        #expect(abs(grid.faceHeight - 47.4) < 0.05)
        #expect(abs(grid.verticalGap - 0.06127 * height) < 0.001)
        #expect(abs(grid.horizontalGap - 0.01739 * width) < 0.001)
        let q = try Self.key(android, "q").frame
        #expect(abs(q.width - 34.0) < 0.05)
        #expect(abs(q.height - grid.faceHeight) < 0.001)
        #expect(abs(q.minX - grid.horizontalGap / 2) < 0.001)
        #expect(abs(q.minY - (android.strip.maxY + 0.02335 * height)) < 0.001)
        // Each row is a pitch below the one above: the face and the gap under it.
        let a = try Self.key(android, "a").frame
        #expect(abs(a.minY - q.minY - (grid.faceHeight + grid.verticalGap)) < 0.001)
        #expect(abs(a.minX - (0.05 * width + grid.horizontalGap / 2)) < 0.001)
        // Four faces and the three gaps between them fill the keys' height less the paddings: the bottom padding
        // follows the last row's face down to the navigation bar.
        let space = try Self.key(android, kind: .space).frame
        #expect(abs(space.maxY + 0.04669 * height - android.navigationBar.minY) < 0.001)
    }

    @Test func theLettersRowsWidthsAreShares() throws {
        var lab = try Lab(device: "pixel-8")
        let (_, android) = try Self.keyboard(&lab)
        let gap = android.grid.horizontalGap
        let width = android.grid.area.width
        let bottom = Self.row(of: try Self.key(android, kind: .space), in: android)
        #expect(bottom.map(\.spec.label) == ["?123", ",", "", ".", ""])
        #expect(bottom.map(\.spec.kind) == [.numbers, .character, .space, .character, .returnKey])
        for (key, share) in zip(bottom, [0.15, 0.1, 0.5, 0.1, 0.15]) {
            #expect(abs(key.frame.width - (share * width - gap)) < 0.001, "\(key.spec.label)")
        }
        let third = Self.row(of: try Self.key(android, kind: .shift), in: android)
        #expect(third.map(\.spec.label).joined() == "zxcvbnm")
        let shift = try Self.key(android, kind: .shift).frame
        let delete = try Self.key(android, kind: .delete).frame
        #expect(abs(shift.width - (0.15 * width - gap)) < 0.001)
        #expect(abs(delete.width - (0.15 * width - gap)) < 0.001, "delete fills the rest")
        #expect(abs(delete.maxX + gap / 2 - width) < 0.001)
        #expect(Self.row(of: try Self.key(android, "q"), in: android).map(\.spec.label).joined() == "qwertyuiop")
        #expect(Self.row(of: try Self.key(android, "a"), in: android).map(\.spec.label).joined() == "asdfghjkl")
    }

    @Test func theEmailPageHasAnAtInPlaceOfTheComma() throws {
        var lab = try Lab(device: "pixel-8")
        let (_, android) = try Self.keyboard(&lab, field: "mail")
        #expect(android.page == .email)
        let bottom = Self.row(of: try Self.key(android, kind: .space), in: android)
        #expect(bottom.map(\.spec.label) == ["?123", "@", "", ".", ""])
    }

    @Test func thePadsHaveThreeDigitColumnsAndAColumnOfFunctions() throws {
        for (field, page) in [("zipCode", AndroidKeyboardPage.numbers), ("phone", .phone)] {
            var lab = try Lab(device: "pixel-8")
            let (keyboard, android) = try Self.keyboard(&lab, field: field)
            #expect(android.page == page)
            #expect(keyboard.isGrid)
            let gap = android.grid.horizontalGap
            let width = android.grid.area.width
            let first = Self.row(of: try Self.key(android, "1"), in: android)
            #expect(first.map(\.spec.label) == ["1", "2", "3", "-"])
            for key in first.prefix(3) { #expect(abs(key.frame.width - (4.0 / 15 * width - gap)) < 0.001) }
            #expect(abs(first[3].frame.width - ((1 - 12.0 / 15) * width - gap)) < 0.001)
            #expect(Self.row(of: try Self.key(android, "4"), in: android).map(\.spec.label) == ["4", "5", "6", "."])
            let third = Self.row(of: try Self.key(android, "7"), in: android)
            #expect(third.map(\.spec.kind) == [.character, .character, .character, .delete])
            let bottom = Self.row(of: try Self.key(android, "0"), in: android)
            #expect(bottom.map(\.spec.kind).suffix(2) == [.space, .returnKey])
            #expect(bottom.first?.spec.label == (page == .phone ? "*#" : ","))
            #expect(try Self.key(android, "0").spec.subtitle == (page == .phone ? "+" : ""))
            #expect(try Self.key(android, "2").spec.subtitle == (page == .phone ? "ABC" : ""))
        }
    }

    @Test func landscapeAndTheTabletUseTheirOwnHeightAndWidth() throws {
        var phone = try Lab(device: "pixel-8", orientation: .landscape)
        let (landscape, sideways) = try Self.keyboard(&phone)
        let height = sideways.grid.area.height
        #expect(abs(sideways.strip.height - 36) < 0.001)
        #expect(abs(landscape.frame.height - (height + 36 + 48)) < 0.001)
        #expect(abs(sideways.grid.verticalGap - 0.05368 * height) < 0.001)
        #expect(sideways.grid.bottomPadding == 0)
        #expect(abs(sideways.grid.letterSize - 0.65 * sideways.grid.faceHeight) < 0.001)
        // The keys keep clear of the punch hole's side.
        let safe = phone.state.safeArea
        #expect(abs(sideways.grid.area.width - (914.3 - safe.left - safe.right)) < 0.001)
        #expect(abs(sideways.grid.horizontalGap - 0.0102 * sideways.grid.area.width) < 0.001)

        var tablet = try Lab(device: "pixel-tablet")
        let (_, pad) = try Self.keyboard(&tablet)
        #expect(abs(pad.strip.height - 44) < 0.001)
        #expect(abs(pad.grid.area.height - 302.4) < 0.001)
        #expect(abs(pad.grid.letterSize - 0.55 * pad.grid.faceHeight) < 0.001)
        let q = try Self.key(pad, "q").frame
        // LatinIME's sw600dp rows: a letter is 9 % of the width, not a phone's 10 %.
        let share = AndroidKeyboardLayouts.tabletKey
        #expect(abs(q.width - (share * pad.grid.area.width - pad.grid.horizontalGap)) < 0.001)
    }

    @Test func theNavigationBarHasItsHandleOnlyWithGestures() throws {
        var gesture = try Lab(device: "pixel-8")
        let (_, withGestures) = try Self.keyboard(&gesture)
        let handle = try #require(withGestures.gestureHandle)
        #expect(handle.size == Size(width: 108, height: 4))
        #expect(abs(handle.midX - 411.4 / 2) < 0.001)
        #expect(abs(handle.maxY - (gesture.state.screen.maxY - 10)) < 0.001)
        let hide = try Self.key(withGestures, kind: .dismiss).frame
        #expect(withGestures.navigationBar.contains(Point(x: hide.midX, y: hide.midY)))
        #expect(hide.midX < withGestures.switcher.midX)

        var buttons = try Lab(device: "pixel-8", settings: ConditionOverrides(navigation: .buttons))
        let (_, withButtons) = try Self.keyboard(&buttons)
        #expect(withButtons.gestureHandle == nil)
        #expect(withButtons.keys.contains { $0.key.spec.kind == .dismiss })
    }

    @Test func anIPhoneKeepsItsOwnKeyboard() throws {
        var lab = try Lab(device: "iphone-15")
        lab.send(.focusField("city"))
        lab.settle()
        #expect(KeyboardGeometry(lab.state).android == nil)
    }
}
