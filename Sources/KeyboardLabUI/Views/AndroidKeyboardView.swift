import KeyboardAvoidance
import LabDrawing
import LabImages

/// Draws the Gboard-like keyboard of an Android device as presented: the background, the suggestion strip (three
/// suggestions between thin dividers, or the tools before any text), the keys on LatinIME's grid, and the IME's
/// navigation bar (hide chevron, keyboard switcher, and the gesture handle with gesture navigation).
enum AndroidKeyboardView {
    /// The suggestions' text size.
    static let suggestionSize = 18.0
    /// The tools' and the navigation bar's glyphs' size.
    static let toolSize = 20.0

    /// Draws `keyboard`, an Android keyboard (``KeyboardGeometry/android`` set), of `state`.
    static func draw(
        _ state: Phone, keyboard: KeyboardGeometry, measurer: any TextMeasuring, into list: inout DrawList
    ) {
        guard let android = keyboard.android else { return }
        let palette = AndroidKeyboardPalette(state.conditions.appearance)
        list.fill(keyboard.frame, palette.background)
        if keyboard.suggestions.isEmpty {
            drawTools(in: android.strip, palette: palette, into: &list)
        } else {
            drawSuggestions(keyboard, palette: palette, measurer: measurer, into: &list)
        }
        let pressed = state.pointer.press?.pressedKey
        for placed in android.keys {
            drawKey(
                placed, of: android, state: state, palette: palette, isPressed: pressed == placed.key,
                measurer: measurer, into: &list)
        }
        guard android.navigationBar.height > 0 else {
            // A phone on its side with three buttons: the side bar stays over the keyboard's end, back as ∨.
            return MaterialSystemBarView.drawButtons(state, hideKeyboard: true, into: &list)
        }
        drawSwitcherGlyph(in: android.switcher, color: palette.ink, background: palette.background, into: &list)
        if let handle = android.gestureHandle {
            list.fillRounded(handle, radius: handle.height / 2, palette.ink)
        }
        if state.conditions.navigation == .buttons { drawHomeAndRecents(android, palette: palette, into: &list) }
    }

    /// The system's home and recents buttons, which stay in the bar under the keyboard beside the hide chevron that
    /// took back's place.
    static func drawHomeAndRecents(
        _ android: AndroidKeyboard, palette: AndroidKeyboardPalette, into list: inout DrawList
    ) {
        let side = MaterialMetrics.iconSize
        let boxes = android.systemButtons.map {
            Rect(x: $0.midX - side / 2, y: $0.midY - side / 2, width: side, height: side)
        }
        guard boxes.count == 2 else { return }
        MaterialGlyphs.drawHome(in: boxes[0], ink: palette.ink, into: &list)
        MaterialGlyphs.drawRecents(in: boxes[1], ink: palette.ink, into: &list)
    }

    /// The strip's suggestions, each centred in its third, a thin divider between two neighbours.
    static func drawSuggestions(
        _ keyboard: KeyboardGeometry, palette: AndroidKeyboardPalette, measurer: any TextMeasuring,
        into list: inout DrawList
    ) {
        let font = FontSpec(.roboto, size: suggestionSize)
        let words = keyboard.suggestions
        for (index, word) in words.enumerated() {
            guard let slot = keyboard.suggestionFrame(index) else { return }
            // A divider stands only between two suggestions.
            if index > 0, !word.isEmpty, !words[index - 1].isEmpty {
                let height = slot.height * 0.45
                list.fill(
                    Rect(x: slot.minX - 0.5, y: slot.midY - height / 2, width: 1, height: height), palette.divider)
            }
            guard !word.isEmpty else { continue }
            let text = measurer.truncating(word, font: font, toWidth: slot.width - 16)
            list.text(TextRun(text, font: font, color: palette.ink, frame: slot, alignment: .center))
        }
    }

    /// The tools the strip shows before any text: the apps grid, stickers and the clipboard from the left, the
    /// settings cog after them, and the microphone at the right.
    static func drawTools(in strip: Rect, palette: AndroidKeyboardPalette, into list: inout DrawList) {
        let size = min(toolSize, strip.height * 0.55)
        let step = strip.width / 6
        func box(_ midX: Double) -> Rect {
            Rect(x: midX - size / 2, y: strip.midY - size / 2, width: size, height: size)
        }
        let (ink, background) = (palette.ink, palette.background)
        drawAppsGlyph(in: box(strip.minX + step / 2), color: ink, background: background, into: &list)
        drawStickerGlyph(in: box(strip.minX + step * 1.5), color: ink, background: background, into: &list)
        drawClipboardGlyph(in: box(strip.minX + step * 2.5), color: ink, background: background, into: &list)
        drawSettingsGlyph(in: box(strip.minX + step * 3.5), color: ink, background: background, into: &list)
        drawMicrophoneGlyph(in: box(strip.maxX - step / 2), color: palette.ink, into: &list)
    }
}
