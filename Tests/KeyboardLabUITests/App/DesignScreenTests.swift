import Foundation
import KeyboardAvoidance
import KeyboardLabUI
import LabFiles
import LabImages
import LabPNG
import Testing

/// The shipped sample design on the phone, driven as a user drives it: the picture scrolls, its fields take focus
/// and text, its bar rides the keyboard, on any width and in both appearances.
@Suite struct DesignScreenTests {
    /// The sample design with its pictures read from Assets/Screens.
    static func sampleScreen() throws -> Screen {
        let folder = assetsFolder.appending(path: "Screens")
        let data = try Data(contentsOf: folder.appending(path: "design-signup.json"))
        let screen = try Screen.decode(data, file: "design-signup.json")
        func bitmap(_ name: String, id: UInt64) throws -> DesignBitmap {
            let image = try PNGFile.read(folder.appending(path: name).path)
            return try #require(DesignBitmap(width: image.width, height: image.height, pixels: image.pixels, id: id))
        }
        let bitmaps = DesignBitmaps(
            light: try bitmap("design-signup@3x.png", id: 1), dark: try bitmap("design-signup-dark@3x.png", id: 2))
        return try screen.attaching(bitmaps, data: data, file: "design-signup.json")
    }

    @Test func theDesignScrollsUnderItsFixedTopAndAboveItsBar() throws {
        let lab = try Lab(screen: Self.sampleScreen())
        #expect(lab.state.shownDesign.factor == 1 && lab.state.shownDesign.scaleNote == nil)
        #expect(lab.state.layoutScrollFrame == Rect(x: 0, y: 98, width: 393, height: 852 - 34 - 66 - 98))
        #expect(lab.state.contentSize == Size(width: 393, height: 972 - 98), "the design's scrolling part")
        #expect(lab.state.layout.rowFrames[0] == Rect(x: 16, y: 220 - 98, width: 361, height: 48))
        #expect(lab.state.restingBottomBar == Rect(x: 0, y: 852 - 34 - 66, width: 393, height: 66))
        #expect(lab.state.screenSummary == "image · sticky bar")
    }

    @Test func inASheetTheDesignStartsBelowItsStatusBarAndKeepsTheCardsCorners() throws {
        let lab = try Lab(
            screen: Self.sampleScreen(), settings: ConditionOverrides(presentation: ModalPresentation(.pageSheet)))
        let card = try #require(lab.state.cardFrame)
        #expect(lab.state.layoutScrollFrame.minY == card.minY + 98 - 54, "the navigation bar only, in the card")
        var sources: [Rect] = []
        var clips: [Rect] = []
        for command in lab.draw().commands {
            if case .image(_, let source, let destination) = command, destination.minY == card.minY {
                sources.append(source)
            }
            if case .pushClip(let clip) = command, clip.minY >= card.minY, clip.maxY <= card.minY + 10 {
                clips.append(clip)
            }
        }
        #expect(sources.first?.minY == 54 * 3 && sources.first?.height == 44 * 3, "from below the design's status bar")
        #expect(clips.first.map { $0.minX > card.minX + 3 } == true, "the first rows stay inside the round corner")
        #expect(clips.last.map { $0.minX < card.minX + 1 } == true)
        let full = try Lab(screen: Self.sampleScreen())
        #expect(full.state.layoutScrollFrame.minY == 98, "full screen, the whole fixed top")
    }

    @Test func theLowestFieldClearsTheKeyboardWithTheBarRidingOnTop() throws {
        var lab = try Lab(screen: Self.sampleScreen())
        lab.send(.focusField("referral"))
        lab.settle()
        #expect(lab.state.keyboardType == .letters)
        let keyboard = lab.state.presented.keyboardFrame
        let bar = try #require(lab.state.presentedBottomBar)
        #expect(bar.maxY == keyboard.minY, "the design's bar rides the keyboard")
        #expect(approx(lab.state.presentedGap, 10), "the field settles the gap above the bar")
        #expect(lab.state.problems.isEmpty)
        lab.send(.type("WELCOME10"))
        #expect(lab.state.value(of: "referral") == "WELCOME10")
        let list = lab.draw()
        #expect(list.commands.contains { if case .image = $0 { true } else { false } })
        #expect(list.commands.contains { if case .text(let run) = $0 { run.text == "WELCOME10" } else { false } })
    }

    @Test func tabMovesThroughTheFieldsWithTheirKeyboards() throws {
        var lab = try Lab(screen: Self.sampleScreen())
        lab.send(.focusField("name"))
        lab.settle()
        lab.send(.key(.tab))
        lab.settle()
        #expect(lab.state.focusedField?.id == "email" && lab.state.keyboardType == .email)
        lab.send(.key(.tab))
        lab.settle()
        #expect(lab.state.focusedField?.id == "phone" && lab.state.keyboardType == .numberPad)
        #expect(lab.state.form.returnKey(for: "about") == .return)
    }

    @Test func aTapOnAFieldOfThePictureFocusesIt() throws {
        var lab = try Lab(screen: Self.sampleScreen())
        // The email box is at 308–356 pt in the design, the scroll view starting at the fixed top.
        lab.send(.tap(Point(x: 200, y: 330)))
        lab.settle()
        #expect(lab.state.focusedField?.id == "email")
    }

    @Test func aNarrowerScreenShowsTheDesignScaledAndSaysSo() throws {
        let lab = try Lab(device: "iphone-se", screen: Self.sampleScreen())
        let f = 375.0 / 393
        #expect(approx(lab.state.shownDesign.factor, f))
        #expect(lab.state.shownDesign.scaleNote == "design 393 pt, shown ×0.95")
        #expect(approx(lab.state.layoutScrollFrame.minY, 98 * f))
        #expect(approx(lab.state.layout.rowFrames[6].minY, (810 - 98) * f))
        #expect(approx(lab.state.barLayout.bottomBarHeight, 66 * f))
    }

    @Test func theDarkAppearanceShowsTheDarkPicture() throws {
        var lab = try Lab(screen: Self.sampleScreen(), settings: ConditionOverrides(appearance: .dark))
        #expect(lab.state.shownDesign.bitmap?.id == 2)
        lab.send(.focusField("email"))
        lab.settle()
        let fills = lab.draw().commands.compactMap { command -> Color? in
            if case .fill(_, let color) = command { return color }
            return nil
        }
        #expect(
            fills.contains(Color(red: 0x1C, green: 0x1C, blue: 0x1E)), "the field's own dark fill, from the picture")
    }

    @Test func areaAveragingWeighsEachSourcePixelByWhatItCovers() throws {
        // One row 0, 90, 180 (grey) scaled to two pixels: each covers one and a half source pixels.
        let row = try #require(
            RGBAImage(width: 3, height: 1, pixels: [0, 0, 0, 255, 90, 90, 90, 255, 180, 180, 180, 255]))
        let half = row.resampled(width: 2, height: 1)
        #expect(half.color(x: 0, y: 0) == Color(red: 30, green: 30, blue: 30))
        #expect(half.color(x: 1, y: 0) == Color(red: 150, green: 150, blue: 150))
        // A 3 × 3 block of white beside one of black, at a third: one pixel each.
        var blocks = RGBAImage(width: 6, height: 3, fill: .black)
        for y in 0..<3 { for x in 0..<3 { blocks.setColor(.white, x: x, y: y) } }
        let third = blocks.resampled(width: 2, height: 1)
        #expect(third.color(x: 0, y: 0) == .white && third.color(x: 1, y: 0) == .black)
        // Scaled a band of rows at a time, the same bytes as all at once.
        let tall = RGBAImage(width: 9, height: 30, fill: Color(red: 10, green: 200, blue: 40))
        var band = [UInt8](repeating: 0, count: 4 * 3 * 4)
        tall.resampleRows(4..<8, width: 3, height: 10, into: &band)
        #expect(band == Array(tall.resampled(width: 3, height: 10).pixels[(4 * 3 * 4)..<(8 * 3 * 4)]))
    }
}
