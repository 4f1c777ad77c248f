import Foundation
import KeyboardAvoidance
import KeyboardLabSDL
import KeyboardLabUI
import LabDrawing
import LabFiles
import Testing

/// The side panel on a projector: text at least 13 pixels at scale 1, help lines whole, and a plot per phone when
/// comparing. Measured with the bundled fonts.
@MainActor @Suite(.serialized) struct PanelTests {
    let fonts: FontLibrary
    let session: SDLSession

    init() throws {
        session = try SDLSession(video: false)
        fonts = try FontLibrary(session: session, directory: try loadResources().fontsFolder, scale: 1)
    }

    /// The panel of `phones` phones after a show, a focus change and typing, as the window draws it.
    func panel(strategies: [String] = ["keyboardlab"], help: Bool = false) throws -> (DrawList, AppState) {
        let resources = try loadResources()
        var state = AppState(
            phones: strategies.map { strategy in
                var phone = Phone(resources: resources, form: resources.sampleForm, measurer: fonts)
                phone.apply(ConditionOverrides(strategy: strategy), measurer: fonts)
                return phone
            })
        state.reduce(.focusField("books"), at: Instant(seconds: 0), measurer: fonts)
        state.reduce(.key(.tab), at: Instant(seconds: 1), measurer: fonts)
        state.reduce(.type("Zelda"), at: Instant(seconds: 1.2), measurer: fonts)
        if help { state.reduce(.help(true), at: Instant(seconds: 1.3), measurer: fonts) }
        state.advance(to: Instant(seconds: 2))
        let context = ViewContext(measurer: fonts, frameTimes: [16.7, 16.6], workTime: 0.9, driver: "software")
        let height = WindowLayout(state, scale: 1).panelHeight
        return (OverlayView.drawPanel(state, height: height, context: context), state)
    }

    @Test(arguments: [(["keyboardlab"], false), (["keyboardlab"], true), (["keyboardlab", "listener-2018"], false)])
    func everyLineIsAtLeast13PixelsAndWhole(strategies: [String], help: Bool) throws {
        let (list, _) = try panel(strategies: strategies, help: help)
        let runs = list.textRuns
        #expect(runs.count > 20)
        for run in runs where !run.text.isEmpty {
            #expect(run.font.size >= 13, "\"\(run.text)\" at \(run.font.size)")
            let width = fonts.size(of: run.text, font: run.font).width
            #expect(width <= run.frame.width + 0.5, "\"\(run.text)\" is cut: \(width) in \(run.frame.width)")
            #expect(run.frame.maxY <= list.canvas.height, "\"\(run.text)\" below the panel")
            #expect(run.frame.maxX <= list.canvas.width + 0.5, "\"\(run.text)\" beyond the panel")
        }
    }

    @Test func comparingDrawsAPlotForEachPhone() throws {
        let (list, state) = try panel(strategies: ["keyboardlab", "listener-2018", "observer-2018"])
        let keyboardLines = list.commands.filter { command in
            if case .polyline(_, _, let color) = command { return color == state.phone.labTheme.plotKeyboard }
            return false
        }
        #expect(keyboardLines.count == 3, "one keyboard-top line per phone's plot")
    }
}
