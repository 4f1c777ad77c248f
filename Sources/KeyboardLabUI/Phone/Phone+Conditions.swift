import KeyboardAvoidance
import LabDrawing

extension Phone {
    /// Changes the Dynamic Type size: the form lays out again at the new size and, with the keyboard up, the
    /// avoidance re-runs on the new layout as a frame change (as after a rotation).
    mutating func changeTextSize(_ next: TextSize, measurer: any TextMeasuring) {
        guard next != conditions.textSize else { return }
        conditions.textSize = next
        changeLayout(device: device, orientation: orientation, measurer: measurer)
    }

    /// Docks or floats the keyboard. Floating a docked keyboard posts a hide set whose end frame is the floating
    /// frame (the avoidance restores the scroll view: a floating keyboard covers nothing); docking a floating one
    /// posts a show set from the floating frame. Nothing changes on a device that cannot float its keyboard.
    mutating func changeKeyboardMode(_ mode: KeyboardMode) {
        guard mode != conditions.keyboardMode else { return }
        conditions.keyboardMode = mode
        keyboardFrameDidChange()
    }

    /// Moves the floating keyboard's top-left corner to `origin` (clamped onto the screen): a visible floating
    /// keyboard glides there, posting willChangeFrame and didChangeFrame only.
    mutating func moveFloatingKeyboard(to origin: Point) {
        pointer.placeFloatingKeyboard(
            at: device.clampedFloatingOrigin(origin, orientation, options: conditions.options))
        guard conditions.isFloating, editor.focus != nil else { return }
        let frame = restingKeyboardFrame
        guard frame != avoidance.target.keyboardFrame else { return }
        avoidance.moveKeyboard(
            to: frame, animated: true, screen: screen, scrollFrame: scrollFrame, contentSize: contentSize,
            focus: focusRect, gap: focusGap, at: now)
    }

    /// The finger holds the floating keyboard's handle at `point`: the keyboard follows it, with no notification.
    mutating func dragFloatingKeyboard(to point: Point, grab: PointerState.KeyboardGrab) {
        let origin = Point(x: point.x - grab.offset.x, y: point.y - grab.offset.y)
        pointer.placeFloatingKeyboard(
            at: device.clampedFloatingOrigin(origin, orientation, options: conditions.options))
        avoidance.dragKeyboard(to: restingKeyboardFrame, at: now)
    }

    /// The finger lets the floating keyboard go: if it moved, willChangeFrame and didChangeFrame from where it
    /// was picked up.
    mutating func releaseFloatingKeyboard(_ grab: PointerState.KeyboardGrab) {
        let frame = restingKeyboardFrame
        guard frame != grab.startFrame else { return }
        avoidance.moveKeyboard(
            to: frame, from: grab.startFrame, animated: false, screen: screen, scrollFrame: scrollFrame,
            contentSize: contentSize, focus: focusRect, gap: focusGap, at: now)
    }

    /// The gap kept above the keyboard for the focused field.
    var focusGap: Double { focusedField.map { form.gap(for: $0.id) } ?? form.gap }

    /// Whether `frame` is a docked keyboard's: as wide as the screen.
    func isDocked(_ frame: Rect) -> Bool { frame.width >= screen.width - 0.5 }
}

extension Phone {
    /// The phone's conditions as set, every key filled but the quirks (nil unless given explicitly): what the
    /// recorder writes, through ``ConditionKeys``.
    public var settings: ConditionOverrides {
        var settings = ConditionOverrides()
        for key in ConditionKeys.all { key.read(self, into: &settings) }
        return settings
    }

    /// The phone's value of `key` as every surface writes it (through the table, never a raw value).
    public func text<Value>(_ key: ConditionKey<Value>) -> String { key.current(self).map(key.text(of:)) ?? "" }

    /// What the panel says of the conditions for the other platform that were changed from their defaults: they
    /// take no effect on this device (`android 15 · buttons (no effect on iOS)`, `ios 26 · quirks late-did (no
    /// effect on Android)`), or nil when none was.
    public var otherPlatformNote: String? {
        switch conditions.platform {
        case .ios:
            let app = conditions.androidAppNote
            guard conditions.android != .standard || conditions.navigation != .standard || !app.isEmpty else {
                return nil
            }
            return ([text(ConditionKeys.android)] + app + [text(ConditionKeys.navigation)]).joined(separator: " · ")
                + " (no effect on iOS)"
        case .android:
            var changed: [String] = []
            if conditions.ios != .standard { changed.append("ios \(text(ConditionKeys.ios))") }
            if let quirks = conditions.quirkList, !quirks.isEmpty {
                changed.append("quirks \(text(ConditionKeys.quirks))")
            }
            if conditions.options.hardwareKeyboard { changed.append("hardware keyboard") }
            if conditions.keyboardMode == .floating { changed.append("floating keyboard") }
            return changed.isEmpty ? nil : changed.joined(separator: " · ") + " (no effect on Android)"
        }
    }

    /// The conditions in effect: the keyboard mode the keyboard shows (floating only where it can float) and the
    /// quirks on. The trace's layout line writes these.
    public var effectiveSettings: ConditionOverrides {
        var shown = settings
        shown[ConditionKeys.keyboardMode] = conditions.isFloating ? .floating : .docked
        shown[ConditionKeys.quirks] = conditions.quirks
        return shown
    }
}
