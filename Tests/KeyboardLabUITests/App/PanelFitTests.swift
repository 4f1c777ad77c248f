import Foundation
import KeyboardAvoidance
import KeyboardLabSDL
import KeyboardLabUI
import LabDrawing
import Testing

/// The side panel fits its window at every scale: with every iOS 26 quirk, SwiftUI's notes, problem flags and a full
/// notification log, every text run's measured width (the bundled fonts, at the window's scale) lies inside its
/// frame and its frame inside the panel, every plot and graph inside the panel, and the panel inside the window.
@MainActor @Suite(.serialized) struct PanelFitTests {
    let session: SDLSession

    init() throws { session = try SDLSession(video: false) }

    /// A lab of `strategies` phones on iOS 26 with every quirk, after several shows and hides (a full log), with
    /// the last field focused so flags show.
    func lab(_ strategies: [String], presenter: Bool, fonts: FontLibrary) throws -> AppState {
        let resources = try loadResources()
        let settings = { (strategy: String) in
            ConditionOverrides(strategy: strategy, ios: .ios26, quirks: Set(KeyboardQuirk.allCases))
        }
        var state = AppState(
            phones: strategies.map { strategy in
                var phone = Phone(resources: resources, form: resources.sampleForm, measurer: fonts)
                phone.apply(settings(strategy), measurer: fonts)
                return phone
            })
        if strategies.count > 1 { state.captions = strategies.map { "strategy \($0)" } }
        if presenter { state.reduce(.presenter(true), at: .zero, measurer: fonts) }
        var time = 0.0
        for field in ["city", "books", "zipCode", "videogames", "city", "zipCode"] {
            state.reduce(.focusField(field), at: Instant(seconds: time), measurer: fonts)
            state.advance(to: Instant(seconds: time + 0.6))
            state.reduce(.dismiss, at: Instant(seconds: time + 0.6), measurer: fonts)
            time += 1.2
            state.advance(to: Instant(seconds: time))
            state.logNotifications(state.takeNotifications())
        }
        state.reduce(.focusField("zipCode"), at: Instant(seconds: time), measurer: fonts)
        state.advance(to: Instant(seconds: time + 0.1))
        state.logNotifications(state.takeNotifications())
        state.scaleNotice = "drawn at scale 0.65 to fit the display (asked 2); readout hidden (Ctrl+O shows it)"
        return state
    }

    func checkInside(_ list: DrawList, fonts: FontLibrary, scale: Double, presenter: Bool) {
        let canvas = Rect(origin: .zero, size: list.canvas).inset(by: EdgeInsets(all: -0.5))
        for run in list.textRuns where !run.text.isEmpty {
            let width = fonts.size(of: run.text, font: run.font).width
            #expect(width <= run.frame.width + 0.5, "\"\(run.text)\" is cut: \(width) in \(run.frame.width)")
            #expect(canvas.contains(run.frame), "\"\(run.text)\" at \(run.frame) outside \(list.canvas)")
            if presenter { #expect(run.font.size * scale >= 18, "\"\(run.text)\" at \(run.font.size * scale) px") }
        }
        for command in list.commands {
            switch command {
            case .fill(let rect, _), .fillRounded(let rect, _, _):
                #expect(canvas.contains(rect), "a fill at \(rect) outside \(list.canvas)")
            case .polyline(let points, _, _):
                for point in points { #expect(canvas.contains(point), "the plot at \(point)") }
            default: break
            }
        }
    }

    @Test(arguments: [
        (["swiftui"], 1.0), (["swiftui"], 2.0), (["swiftui"], 0.65),
        (["keyboardlab", "listener-2018"], 1.0), (["keyboardlab", "swiftui"], 2.0),
        (["keyboardlab", "listener-2018", "observer-2018", "change-frame-2020"], 0.65),
    ])
    func thePanelFitsItsWindow(strategies: [String], scale: Double) throws {
        let fonts = try FontLibrary(session: session, directory: try loadResources().fontsFolder, scale: scale)
        for presenter in [false, true] {
            let state = try lab(strategies, presenter: presenter, fonts: fonts)
            let layout = WindowLayout(state, scale: scale)
            let context = ViewContext(
                measurer: fonts, frameTimes: Array(repeating: 16.7, count: 120), driver: "software")
            let panel = OverlayView.drawPanel(
                state, height: layout.panelHeight, context: context, metrics: layout.metrics)
            #expect(Double(layout.panel.originX) + panel.canvas.width * scale <= Double(layout.width) + 1)
            #expect(panel.canvas.height * scale <= Double(layout.height) + 1)
            checkInside(panel, fonts: fonts, scale: scale, presenter: presenter)
            let texts = panel.textRuns.map(\.text).joined(separator: "\n")
            // A single phone's panel at a scale under 1 in presenter mode (a window that cannot be) may leave lines
            // out, and says so; everywhere else every quirk and the latest notifications show.
            if strategies.count == 1, !presenter || scale >= 1 {
                for quirk in KeyboardQuirk.allCases { #expect(texts.contains(quirk.rawValue), "\(quirk) shown") }
                #expect(
                    texts.contains("keyboardWillShow") || texts.contains("keyboardWillHide"), "the log shows: \(texts)")
            }
            if strategies.count > 1 {
                // The swiftui phone's column says which behaviour is SwiftUI's; no other column has notes.
                #expect(texts.contains("kbSafe") == strategies.contains("swiftui"), "SwiftUI's notes: \(texts)")
            }
            #expect(panel.commands.contains { if case .polyline = $0 { true } else { false } }, "a plot")
            let captions = CaptionView.draw(state, layout: layout, measurer: fonts)
            checkInside(captions, fonts: fonts, scale: scale, presenter: presenter)
            #expect(captions.textRuns.count == (state.showsCaptions ? strategies.count : 0))
            var help = state
            help.reduce(.help(true), at: Instant(seconds: 99), measurer: fonts)
            let helpPanel = OverlayView.drawPanel(
                help, height: layout.panelHeight, context: context, metrics: layout.metrics)
            checkInside(helpPanel, fonts: fonts, scale: scale, presenter: presenter)
            let helpText = helpPanel.textRuns.map(\.text).joined(separator: "\n")
            #expect(helpText.contains("Ctrl+O") && helpText.contains("Ctrl+M"), "the readout and presenter keys")
        }
    }
}
