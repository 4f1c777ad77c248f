import KeyboardAvoidance
import KeyboardLabUI
import LabDrawing

/// What a window opens with: its phones (one per `--compare` spec, or one) under the command's settings, and the
/// scale that fits them on the display, at a whole number of pixels per point whenever the phones fit at one (as a
/// presenter's projector asks).
///
/// ```swift
/// let (state, fonts, scale) = try WindowOpening(…, presenter: false).fitted(host: host, scale: 2)
/// ```
struct WindowOpening {
    let resources: LabResources
    let screen: Screen
    let device: String
    let orientation: Orientation
    let settings: ConditionOverrides
    let specs: [PhoneSpec]
    let presenter: Bool
    /// The name of the command's screen or form file without folders (nil: the screen's title), for the captions
    /// of phones that show it beside one that shows another.
    var screenName: String? = nil

    /// The lab's state with the readout under the phones holding `readout` lines (0: hidden) and the side panel shown
    /// or hidden.
    func state(measurer: any TextMeasuring, readout: Int, panel: Bool = true) -> AppState {
        var phones = specs.map {
            $0.phone(
                resources: resources, screen: screen, deviceID: device, orientation: orientation, settings: settings,
                measurer: measurer)
        }
        if phones.isEmpty {
            var phone = Phone(
                resources: resources, screen: screen, deviceID: device, orientation: orientation, measurer: measurer)
            phone.apply(settings, measurer: measurer)
            phones = [phone]
        }
        // Touches show in the window by default, as the Simulator's "show touches".
        for index in phones.indices {
            phones[index].apply(ConditionOverrides(touches: true), measurer: measurer)
            if readout > 0 { phones[index].shortenReadout(to: readout) }
        }
        var state = AppState(phones: phones)
        var base = settings
        (base[ConditionKeys.device], base[ConditionKeys.orientation]) = (
            base[ConditionKeys.device] ?? device, base[ConditionKeys.orientation] ?? orientation
        )
        state.captionSource = CompareCaptions(specs: specs, base: base, screenName: screenName ?? screen.form.title)
        if presenter { state.reduce(.presenter(true), at: .zero, measurer: measurer) }
        if readout <= 0 { state.reduce(.readout(false), at: .zero, measurer: measurer) }
        if !panel { state.reduce(.overlay(false), at: .zero, measurer: measurer) }
        return state
    }

    /// The state, fonts and scale the window opens at: `scale` when the window fits 90 % of the display's usable
    /// area, else the largest whole scale that fits (1 fitting the whole display but a title bar), below 1 only
    /// when 1 does not fit. When the readout under the
    /// phones is all that keeps them from a whole scale, it starts with the fewest lines lost that keep it (the
    /// problem flags first), hidden only when not even one line does (Ctrl+O shows it); in presenter mode the panel
    /// may go too, the readouts (in large type) carrying each phone's values.
    func fitted(host: any WindowHost, scale: Double) throws(LabError) -> (AppState, any TextMeasuring, Double) {
        var fonts = try host.fonts(scale: scale)
        let display = host.displaySize
        let full = ReadoutView.lineCapacity
        var choice = (scale: 0.0, readout: full, panel: true, stacked: false)
        let shorter = (0..<full).reversed().map { ($0, true) }
        for (readout, panel) in [(full, true)] + shorter + [(full, false)] where presenter || panel {
            var candidate = state(measurer: fonts, readout: readout, panel: panel)
            candidate.scaleNotice = panel ? nil : "—"
            let fitted = WindowLayout.fittingArrangement(candidate, requested: scale, display: display)
            if fitted.scale > choice.scale + 0.01 { choice = (fitted.scale, readout, panel, fitted.stacked) }
            if Self.isWhole(fitted.scale) { break }
        }
        if choice.scale != scale {
            fonts = try host.fonts(scale: choice.scale)
        }
        var state = state(measurer: fonts, readout: choice.readout, panel: choice.panel)
        state.stacksPhones = choice.stacked
        state.scaleNotice = Self.scaleNotice(
            drawn: choice.scale, asked: scale, readout: choice.readout, panelHidden: !choice.panel)
        return (state, fonts, choice.scale)
    }

    /// The scale for a window whose layout changed size (Ctrl+O, Ctrl+M, F2, a rotation, a device switch) while
    /// drawn at `scale` on `display`: the scale that fits it now, `asked` at most and whole where the phones fit at
    /// one, or nil when `scale` still is that scale. With `mayHidePanel` (presenter mode just turned on) the panel
    /// goes when that draws the phones larger, as when the window opens in presenter mode (`hidesPanel`).
    ///
    /// Drawn under the scale asked, the window says so, above the phones when the panel is hidden: the fit keeps
    /// that line's room. With `mayHideNotes` (the panel just hidden, presenter mode just on) the notes go instead
    /// when that draws the phones larger (`hidesNotes`; Ctrl+H shows them), so hiding the panel never shrinks the
    /// phones for the notice's sake.
    static func refit(
        _ state: AppState, scale: Double, asked: Double, display: (width: Int, height: Int)?,
        measurer: any TextMeasuring, mayHidePanel: Bool, mayHideNotes: Bool = false
    ) -> (scale: Double, hidesPanel: Bool, stacked: Bool, hidesNotes: Bool)? {
        var probe = state
        if probe.scaleNotice == nil { probe.scaleNotice = "—" }
        let fitted = WindowLayout.fittingArrangement(probe, requested: asked, display: display)
        var best = (scale: fitted.scale, hidesPanel: false, stacked: fitted.stacked, hidesNotes: false)
        if mayHideNotes, probe.notesVisible {
            var quiet = probe
            quiet.reduce(.notes(false), at: state.phone.now, measurer: measurer)
            let fitted = WindowLayout.fittingArrangement(quiet, requested: asked, display: display)
            if fitted.scale > best.scale + 0.0005 { best = (fitted.scale, false, fitted.stacked, true) }
        }
        // A panel whose presenter type makes it taller than the display at any scale goes too, rather than the
        // phones shrinking to nothing (its least height in pixels does not depend on the scale).
        let tallest = PanelMetrics(presenter: true, scale: 1, pixels: state.presenterPixels).panelMinimumHeight
        let neverFits = state.presenter && display.map { tallest > Double($0.height) } == true
        if mayHidePanel || neverFits, state.phone.chrome.overlayVisible, !isWhole(best.scale) {
            var bare = state
            bare.reduce(.overlay(false), at: state.phone.now, measurer: measurer)
            bare.scaleNotice = "—"
            let fitted = WindowLayout.fittingArrangement(bare, requested: asked, display: display)
            if fitted.scale > best.scale + 0.01 { best = (fitted.scale, true, fitted.stacked, false) }
        }
        guard
            abs(best.scale - scale) > 0.0005 || best.hidesPanel || best.hidesNotes
                || best.stacked != state.stacksPhones
        else {
            return nil
        }
        return best
    }

    /// Whether `scale` is a whole number of pixels per point.
    static func isWhole(_ scale: Double) -> Bool { scale >= 1 && scale == scale.rounded() }

    /// What the panel says about the window's scale: nothing when drawn as asked, else the scale drawn at, the one
    /// asked for, and whether the readout was shortened to `readout` lines (0: hidden) to keep a whole scale.
    static func scaleNotice(
        drawn: Double, asked: Double, readout: Int = ReadoutView.lineCapacity, panelHidden: Bool = false
    ) -> String? {
        let n = NumberText.compact
        let why = isWhole(drawn) ? "to keep scale \(n(drawn))" : "to draw the phones larger"
        var hidden = readout <= 0 ? "; readout hidden \(why) (Ctrl+O shows it)" : ""
        if readout > 0, readout < ReadoutView.lineCapacity {
            hidden = "; readout \(readout == 1 ? "one line" : "\(readout) lines"), flags first, \(why) (F2: all values)"
        }
        if panelHidden { hidden += "; panel hidden to draw the phones larger (F2 shows it)" }
        guard drawn != asked else { return hidden.isEmpty ? nil : "drawn at scale \(n(drawn))" + hidden }
        return "drawn at scale \(n(drawn)) to fit the display (asked \(n(asked)))" + hidden
    }
}
