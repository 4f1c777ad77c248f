import KeyboardAvoidance
import LabDrawing

extension Phone {
    /// Whether the message list as presented shows its end (within 1 pt); nil for content that is not messages.
    public var isAtEnd: Bool? {
        guard page.thread != nil else { return nil }
        let now = presented
        return LiftPolicy.isAtEnd(
            now.scrollTarget, in: ScrollGeometry(frame: now.scrollFrame ?? layoutScrollFrame, contentSize: contentSize))
    }

    /// Whether the composer holds something to send: any character but spaces and newlines. Checked every frame
    /// for the send button, so it stops at the first such character instead of trimming the text.
    public var canSend: Bool {
        guard let index = form.composerIndex else { return false }
        return editor.values[index].unicodeScalars.contains { !$0.properties.isWhitespace }
    }

    /// Sends what the composer holds: a `me` message appears at the list's end, the composer empties (and
    /// shrinks, a frame change of the obstruction), the keyboard stays; a list at its end scrolls to the new end.
    /// Blank text sends nothing.
    mutating func send(measurer: any TextMeasuring) {
        guard let index = form.composerIndex, var thread = page.thread, canSend else { return }
        let text = editor.values[index].trimmingCharacters(in: .whitespacesAndNewlines)
        let wasAtEnd = LiftPolicy.isAtEnd(
            avoidance.target.scrollTarget,
            in: ScrollGeometry(frame: layoutScrollFrame, contentSize: contentSize))
        let message = Message(from: .me, text: text)
        thread.messages.append(message)
        self.page.thread = thread
        messageLayout?.append(message, measurer: measurer)
        // The content grew: the trace writes a new layout line.
        layoutGeneration += 1
        editor.clear(field: index)
        syncBars()
        avoidance.noteMoved()
        if editor.focus != nil { keepFocusVisible() }
        avoidance.clampOffsets(scrollFrame: layoutScrollFrame, contentSize: contentSize)
        guard wasAtEnd else { return }
        let end = ScrollGeometry(frame: layoutScrollFrame, contentSize: contentSize).offsetRange(
            inset: avoidance.target.contentInset
        ).upperBound
        avoidance.scrollContent(
            toOffsetY: end, scrollFrame: layoutScrollFrame, contentSize: contentSize, at: now)
    }

    /// How many points of the newest message the composer (or the keyboard) hides once `target` is reached, when
    /// the list heads to its end, or was at its end when the keyboard came up and nothing moved it since; nil when
    /// it shows whole, or the list was scrolled away from its end.
    func newestMessageHidden(_ target: KeyboardScrollState) -> Double? {
        guard let layout = messageLayout, let last = layout.bubbles.last,
            let bar = barLayout.bottomBarFrame(
                keyboard: target.keyboardFrame, keyboardSafeArea: keyboardSafeArea(target))
        else { return nil }
        let frame = target.scrollFrame ?? layoutScrollFrame
        let atEnd = LiftPolicy.isAtEnd(target.scrollTarget, in: ScrollGeometry(frame: frame, contentSize: contentSize))
        guard atEnd || (avoidance.session?.startedAtEnd == true && avoidance.session?.moved != true) else { return nil }
        let bubble = last.converted(fromContentOf: frame, offset: target.contentOffset)
        let hidden = min(bubble.height, bubble.maxY - bar.minY)
        return hidden > 0.5 ? hidden : nil
    }
}
