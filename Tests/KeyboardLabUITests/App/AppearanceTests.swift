import KeyboardAvoidance
import KeyboardLabUI
import LabDrawing
import LabImages
import Testing

/// Dark mode as a designer sees it: the screen, every keyboard kind and its bars, and the hardware-keyboard bar
/// all take the dark palette; the overlay keeps its own colours.
@Suite struct AppearanceTests {
    /// Every colour a list fills with.
    func fills(_ list: DrawList) -> Set<Color> {
        Set(
            list.commands.compactMap { command -> Color? in
                switch command {
                case .fill(_, let color), .hairline(_, let color), .fillRounded(_, _, let color): color
                default: nil
                }
            })
    }

    /// A colour from the palette (magenta for a typo, which no expectation matches).
    func hex(_ text: String) -> Color { Color(hex: text) ?? Color(red: 255, green: 0, blue: 255, alpha: 1) }

    @Test func darkScreenUsesTheDarkPalette() throws {
        var lab = try Lab(settings: ConditionOverrides(appearance: .dark))
        let list = lab.draw()
        #expect(list.background == (hex("#000000")))
        let colours = fills(list)
        #expect(colours.contains(hex("#1C1C1E")), "cells")
        #expect(colours.contains(hex("#38383A")), "separators")
        #expect(list.textRuns.first { $0.text == "Bordeaux" }?.color == .white)
        #expect(list.textRuns.first { $0.text == "ADDRESS" }?.color == (hex("#EBEBF599")))
        #expect(list.textRuns.first { $0.text == "Street and number" }?.color == (hex("#EBEBF54D")))
        lab.send(.appearance(nil))
        #expect(lab.state.conditions.appearance == .light)
        #expect(lab.draw().background == (hex("#F2F2F7")))
    }

    @Test(arguments: ["city", "mail", "zipCode", "notes"])
    func everyKeyboardKindTurnsDark(field: String) throws {
        var lab = try Lab(settings: ConditionOverrides(appearance: .dark))
        lab.send(.accessoryBar(true))
        lab.send(.focusField(field))
        lab.settle()
        let list = lab.draw()
        let colours = fills(list)
        #expect(colours.contains(hex("#2C2C2C")), "keyboard background, predictive and accessory bars")
        #expect(colours.contains(hex("#6B6B6B")), "character keys")
        #expect(
            !colours.contains(hex("#D1D3D9")) && !colours.contains(hex("#ABB0BA")),
            "nothing of the light keyboard")
        let keys = KeyboardGeometry(lab.state).keys.map(\.frame)
        let labels = list.unclippedTextRuns.filter { run in
            run.text != "Done" && keys.contains { $0.contains(Point(x: run.frame.midX, y: run.frame.midY)) }
        }
        #expect(!labels.isEmpty)
        #expect(labels.allSatisfy { $0.color == .white }, "keyboard labels are white")
        #expect(list.textRuns.first { $0.text == "Done" }?.color == (hex("#0A84FF")), "toolbar Done in blue")
    }

    @Test func hardwareKeyboardBarTurnsDark() throws {
        var lab = try Lab(settings: ConditionOverrides(appearance: .dark))
        lab.send(.hardwareKeyboard(true))
        lab.send(.accessoryBar(true))
        lab.send(.focusField("city"))
        lab.settle()
        let colours = fills(lab.draw())
        #expect(colours.contains(hex("#2C2C2C")))
        #expect(!colours.contains(hex("#F7F7F7")))
    }

    @Test func theOverlayKeepsItsOwnColours() throws {
        var lab = try Lab(settings: ConditionOverrides(appearance: .dark))
        lab.send(.overlay(true))
        let light = try Lab()
        let panel = { (lab: Lab) in
            OverlayView.drawPanel(AppState(phones: [lab.state]), height: 700, context: ViewContext(measurer: measurer))
        }
        #expect(panel(lab).background == panel(light).background)
        // The readout under the phone is opaque, the lab's own dark panel, in either appearance.
        #expect(lab.state.labTheme.sidePanel.alpha == 255)
        #expect(fills(lab.draw()).contains(lab.state.labTheme.sidePanel))
    }

    @Test func theDisplayShapeIsDrawnOverEverything() throws {
        var lab = try Lab(device: "iphone-16-pro")
        lab.send(.readout(false))
        let list = lab.draw()
        // The corners come last, before the screen's clip is popped (then only the readout, when shown).
        #expect(list.commands.last == .popClip)
        guard case .fillCorners(let rect, let radius, let color) = try #require(list.commands.dropLast().last) else {
            Issue.record("the corners come last")
            return
        }
        #expect(rect == lab.state.screen && radius == 62 && color == .black)
        let island = try #require(
            list.commands.compactMap { command -> Rect? in
                if case .fillRounded(let rect, _, .black) = command { rect } else { nil }
            }.last)
        #expect(island == Rect(x: 138, y: 11, width: 126, height: 37))
        let time = try #require(list.textRuns.first { $0.text == "9:41" })
        #expect(time.frame.maxX < island.minX, "the time sits left of the island")
        #expect(abs(time.frame.midY - island.midY) < 0.5, "on the island's centre line")
        let glyphs = list.commands.compactMap { command -> Rect? in
            if case .fillRounded(let rect, _, _) = command, rect.maxY < 59, rect.height < 13 { rect } else { nil }
        }
        #expect(!glyphs.isEmpty && glyphs.allSatisfy { $0.minX > island.maxX }, "the glyphs sit right of it")
    }

    @Test func theIPhoneSEKeepsSquareCornersAndNoIsland() throws {
        let list = try Lab(device: "iphone-se").draw()
        #expect(!list.commands.contains { if case .fillCorners = $0 { true } else { false } })
    }
}
