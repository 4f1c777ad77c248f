import KeyboardAvoidance
import LabDrawing

extension Phone {
    /// Applies `action` at `time`: the only way a phone changes, with no side effects. `measurer` measures text
    /// where the action lays out or wraps it (typing, taps that place the caret, rotation, text size).
    ///
    /// Time first advances to `time` (posting any did-notifications due), then the action applies.
    ///
    /// ```swift
    /// phone.reduce(.focusField("city"), at: Instant(seconds: 1), measurer: fonts)
    /// phone.takeNotifications().map(\.info.event)  // [.willChangeFrame, .willShow]
    /// ```
    public mutating func reduce(_ action: Action, at time: Instant, measurer: any TextMeasuring) {
        advance(to: time)
        switch action {
        case .tap(let point):
            pointer.tap(at: point, time: time)
            tap(at: point, measurer: measurer)
        case .pointerDown(let point): pointerDown(at: point)
        case .pointerMoved(let point): pointerMoved(to: point)
        case .pointerUp(let point): pointerUp(at: point, measurer: measurer)
        case .pointerCancel: pointer.cancel()
        case .focusField(let id): if let index = form.index(of: id) { focusField(at: index) }
        case .type(let text): insert(text, measurer: measurer)
        case .paste(let text): paste(text, measurer: measurer)
        case .compose(let text): editor.compose(text)
        case .key(let key): press(key, measurer: measurer)
        case .scroll(let dx, let dy): userScroll(dx: dx, dy: dy)
        case .dismiss: dismiss()
        case .hardwareKeyboard(let on): changeOptions { $0.hardwareKeyboard = on ?? !$0.hardwareKeyboard }
        case .predictiveBar(let on): changeOptions { $0.predictiveBar = on ?? !$0.predictiveBar }
        case .accessoryBar(let on): changeOptions { $0.accessoryBar = on ?? !$0.accessoryBar }
        case .chrome(let change):
            chrome.reduce(change)
            if case .slowAnimations = change { avoidance.slowDown(by: chrome.timeScale) }
        case .loadValues(let byID): loadValues(byID, measurer: measurer)
        case .condition(let overrides): change(overrides, measurer: measurer)
        case .nextCondition(let name):
            if let step = ConditionKeys.named(name)?.next(of: self) { change(step, measurer: measurer) }
        case .tapSearch: if let index = form.searchIndex, editor.focus != index { focusField(at: index) }
        case .tapBar: tapBar()
        case .tapTab(let index): tapTab(index)
        case .send: send(measurer: measurer)
        case .moveKeyboard(let origin): moveFloatingKeyboard(to: origin)
        case .acceptSuggestion(let word): acceptSuggestion(word, measurer: measurer)
        }
        diagnostics.record(avoidance.transition, since: time)
    }

    /// Changes the conditions `overrides` sets: a new device or orientation lays the phone out again (an unknown
    /// device is ignored: scenarios and flags check ids first), then the others apply as a header's do.
    mutating func change(_ overrides: ConditionOverrides, measurer: any TextMeasuring) {
        if let id = overrides[ConditionKeys.device], let next = resources.device(id) {
            changeLayout(device: next, orientation: orientation, measurer: measurer)
        }
        if let next = overrides[ConditionKeys.orientation], next != orientation {
            changeLayout(device: device, orientation: next, measurer: measurer)
        }
        apply(overrides, measurer: measurer)
    }

    /// Moves the clock to `time`, posting the did-notifications of animations that settled by then.
    public mutating func advance(to time: Instant) {
        guard time >= now else { return }
        now = time
        avoidance.advance(to: time)
        // Once the hide that ends a keyboard session has settled, check that the inset and offset came back.
        if avoidance.isSessionSettled(at: now) { avoidance.endSession(presented: presented) }
    }
}

extension Phone {
    /// Shows the readout under the phone in a capture, in presenter type that stays `pixels` (18, or 24 or 30 for a
    /// far room) or more when the phone is drawn at `scale` pixels per point (a presenter's video or sheet).
    public mutating func presentReadout(drawnAt scale: Double, pixels: Double = PanelMetrics.presenterPixels) {
        chrome.presentReadout(drawnAt: scale, pixels: pixels)
    }

    /// Gives the readout strip under the phone `lines` lines (1 to ``ReadoutView/lineCapacity``): a window short of
    /// room keeps a shorter strip, the problem flags first, rather than none.
    public mutating func shortenReadout(to lines: Int) {
        chrome.shortenReadout(to: lines)
    }
}
