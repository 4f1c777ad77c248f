import Foundation
import KeyboardAvoidance
import LabDrawing
import LabImages
import Testing

@testable import KeyboardLabUI

/// What a room sees under each phone and in the panel: readouts that break between values, plots scaled to what
/// they show.
@Suite struct PresentingReadoutTests {
    /// A phone scrolled by the keyboard: its first readout line holds inset and offset.
    func scrolled() throws -> Lab {
        var lab = try Lab()
        lab.send(.focusField("books"))
        lab.settle()
        return lab
    }

    @Test func aReadoutLineTooWideBreaksBetweenValuesNeverInsideOne() throws {
        let lab = try scrolled()
        let font = FontSpec(.monospaced, size: 21)
        let whole = ReadoutView.lines(lab.state, font: font, width: 10_000, measurer: measurer)[0]
        let values = whole.split(separator: "  ").map(String.init)
        #expect(values.count >= 2 && values.last?.hasPrefix("offset ") == true, "\(whole)")
        // Room for everything but the offset's last number: a word wrap would leave "offset 0" on the first line.
        let last = try #require(whole.split(separator: " ").last)
        let width = measurer.size(of: String(whole.dropLast(last.count + 1)), font: font).width + 1
        let lines = ReadoutView.lines(lab.state, font: font, width: width, measurer: measurer)
        let first = lines.prefix { !$0.hasPrefix("kb y") }
        #expect(first.count == 2, "\(lines)")
        for line in first {
            for value in line.split(separator: "  ") {
                #expect(values.contains(String(value)), "\"\(value)\" is part of a value: \(lines)")
            }
        }
        #expect(first.joined(separator: "  ").split(separator: " ") == whole.split(separator: " "))
    }

    /// The chat on a Pixel under Android 15 with adjust-resize, its composer focused and the keyboard settled: the
    /// edge-to-edge flag is up.
    static func android15ChatWithTheKeyboardUp() throws -> Lab {
        let url = assetsFolder.appending(path: "Screens/chat.json")
        let chat = try Screen.decode(Data(contentsOf: url), file: "chat.json")
        var lab = try Lab(
            device: "pixel-8", screen: chat,
            settings: ConditionOverrides(strategy: "adjust-resize", android: .android15))
        lab.send(.focusField("message"))
        lab.settle()
        return lab
    }

    /// Android 15's edge-to-edge flag under a Pixel in presenter type, the strip too narrow for all its lines: the
    /// flag leads, whole and red, and the last line counts what is left out without sending anyone to a panel a
    /// video does not have.
    @Test func whenTheStripIsShortTheFlagsComeBeforeTheValues() throws {
        let lab = try Self.android15ChatWithTheKeyboardUp()
        let flag = try #require(lab.state.problemLines.first { $0.contains("edge-to-edge") })
        let font = FontSpec(.monospaced, size: 21)
        let width = measurer.size(of: "! " + flag, font: font).width * 0.45
        let lines = ReadoutView.flaggedLines(lab.state, font: font, width: width, measurer: measurer)
        #expect(lines.count == ReadoutView.lineCapacity, "\(lines.map(\.text))")
        let red = lines.prefix { $0.isFlag }.map(\.text)
        #expect(!red.isEmpty && lines.first?.isFlag == true, "the flag first: \(lines.map(\.text))")
        #expect(red.joined(separator: " ").contains("edge-to-edge"), "\(red)")
        let last = try #require(lines.last?.text)
        #expect(last.hasPrefix("+") && last.hasSuffix(" more") && !last.contains("panel"), "\(last)")
        // With room for everything, the values lead as before.
        let wide = ReadoutView.flaggedLines(lab.state, font: font, width: 100_000, measurer: measurer)
        #expect(wide.first?.isFlag == false && wide.contains { $0.isFlag }, "\(wide.map(\.text))")
    }

    /// A window short of room gives the strip two lines: the edge-to-edge flag still leads, red, and the strip is
    /// shorter by four lines, not gone.
    @Test func aTwoLineStripShowsTheFlagFirst() throws {
        let lab = try Self.android15ChatWithTheKeyboardUp()
        let full = ReadoutView.height(lab.state)
        var short = lab.state
        short.shortenReadout(to: 2)
        let font = FontSpec(.monospaced, size: 13)
        let lines = ReadoutView.flaggedLines(short, font: font, width: 100_000, measurer: measurer)
        #expect(lines.count == 2 && lines[0].isFlag && lines[0].text.contains("edge-to-edge"), "\(lines.map(\.text))")
        #expect(lines[1].text.hasPrefix("+") && lines[1].text.hasSuffix(" more"), "\(lines.map(\.text))")
        let shorter = full - ReadoutView.height(short)
        #expect(abs(shorter - 4 * ReadoutView.lineHeight(short)) < 1e-9, "four lines shorter: \(shorter)")
    }

    /// A compare panel's problem column narrower than React Native's flag's longest word: the word breaks where the
    /// line ends and goes on, so every letter of "keyboardVerticalOffset missing" is shown, none cut with "…".
    @Test func aFlagsWordWiderThanItsColumnBreaksInsteadOfBeingCut() {
        let flag = "! covered by 103 pt (keyboardVerticalOffset missing)"
        let font = FontSpec(.monospaced, size: 13)
        let width = measurer.size(of: "(keyboardVertical", font: font).width
        let lines = OverlayView.wrapped(flag, font: font, width: width, measurer: measurer)
        #expect(lines.allSatisfy { !$0.contains("…") }, "\(lines)")
        #expect(lines.allSatisfy { measurer.size(of: $0, font: font).width <= width + 1e-9 }, "\(lines)")
        let letters = lines.joined().filter { !$0.isWhitespace }
        #expect(letters == flag.filter { !$0.isWhitespace }, "\(lines)")
    }

    /// Ctrl+Shift+M: presenter mode with larger type, 24 then 30 pixels, then back to the least, 18; the panel, the
    /// captions and the readout under the phone grow with it.
    @Test func presenterTypeStepsLargerForAFarRoom() throws {
        let lab = try Lab()
        var app = AppState(phones: [lab.state])
        var sizes: [Double] = []
        for _ in 0..<3 {
            app.reduce(.presenterType(nil), at: .zero, measurer: measurer)
            #expect(app.presenter)
            let metrics = WindowLayout(app, scale: 1).metrics
            #expect(metrics.textSize >= app.presenterPixels, "\(metrics.textSize) points at scale 1")
            #expect(abs(ReadoutView.textSize(app.phone) - 21 * app.presenterPixels / 18) < 1e-9)
            sizes.append(app.presenterPixels)
        }
        #expect(sizes == [24, 30, 18])
    }

    /// The plot's curves as drawn in the single phone's panel, with the area they are clipped to.
    func plotted(_ lab: Lab) throws -> (area: Rect, curves: [Color: [Point]]) {
        let app = AppState(phones: [lab.state])
        let list = OverlayView.drawPanel(app, height: 1000, context: ViewContext(measurer: measurer))
        var (clip, area): (Rect?, Rect?)
        var curves: [Color: [Point]] = [:]
        for command in list.commands {
            if case .pushClip(let rect) = command { clip = rect }
            if case .polyline(let points, _, let colour) = command { (curves[colour], area) = (points, clip) }
        }
        return (try #require(area), curves)
    }

    @Test func withTheKeyboardUpThePlotSpansItsAreaAndEveryCurveShows() throws {
        var lab = try Lab()
        lab.send(.focusField("books"))
        lab.settle(1.5)
        for keyboardUp in [false, true] {
            // Rising, then up for longer than the plot shows: the keyboard's values only.
            if keyboardUp { lab.settle(TimelineHistory.window.seconds + 1) }
            try expectSpreadCurves(lab)
        }
    }

    func expectSpreadCurves(_ lab: Lab) throws {
        let (area, curves) = try plotted(lab)
        let theme = lab.state.labTheme
        let offset = try #require(curves[theme.plotOffset])
        let inset = try #require(curves[theme.plotInset])
        let keyboard = try #require(curves[theme.plotKeyboard])
        let ys = (offset + inset + keyboard).map(\.y)
        let span = (ys.max() ?? 0) - (ys.min() ?? 0)
        #expect(span >= 0.7 * area.height, "the curves use \(span) of the plot's \(area.height) points")
        for (name, curve) in [("offset.y", offset), ("inset.bottom", inset), ("keyboard top", keyboard)] {
            #expect(
                curve.allSatisfy { $0.y >= area.minY + 1 && $0.y <= area.maxY - 1 },
                "\(name) is drawn inside the plot, clear of its edges: \(curve.map(\.y)) in \(area)")
        }
        // Offset and inset settle at different values: their lines are apart, not one on the other.
        let (o, i) = (try #require(offset.last?.y), try #require(inset.last?.y))
        #expect(abs(o - i) >= 4, "offset.y at \(o), inset.bottom at \(i)")
    }

    @Test func anOffsetPastTheScreensHeightIsStillDrawnInsideThePlot() throws {
        var lab = try Lab(settings: ConditionOverrides(textSize: .ax5))
        lab.send(.focusField("books"))
        lab.settle(1.5)
        #expect(lab.state.presented.contentOffset.y > lab.state.screen.height, "\(lab.state.presented.contentOffset)")
        let (area, curves) = try plotted(lab)
        let offset = try #require(curves[lab.state.labTheme.plotOffset])
        let top = try #require(offset.last?.y)
        #expect(top >= area.minY + 1 && top <= area.maxY - 1, "offset.y drawn at \(top) in \(area)")
        // The plot says its range: the offset, its largest value, at its top right.
        let panel = OverlayView.drawPanel(
            AppState(phones: [lab.state]), height: 1000, context: ViewContext(measurer: measurer))
        let largest = NumberText.compact(lab.state.presented.contentOffset.y.rounded(.up))
        let label = try #require(panel.textRuns.last { $0.text == largest }, "\(largest)")
        #expect(label.frame.minY < area.midY && label.alignment == .trailing)
    }
}
