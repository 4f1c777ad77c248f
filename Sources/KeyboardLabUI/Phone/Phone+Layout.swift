import KeyboardAvoidance
import LabDrawing

extension Phone {
    /// Lays the form out again for the current device, orientation and multi-line text, wrapping multi-line values
    /// with `measurer`.
    mutating func relayout(measurer: any TextMeasuring) {
        if let design = page.design {
            relayoutDesign(design, measurer: measurer)
            return syncPlatform()
        }
        // In a card narrower than the screen (a form sheet) the form is as wide as the card, clear of the safe area.
        let card = sheet?.card(keyboard: restingKeyboardFrame)
        let width = card?.width ?? screen.width
        // iOS keeps both sides clear of the sensor housing; Android insets only the side of the cutout (or of the
        // button bar).
        let android = device.platform == .android
        let horizontal = width < screen.width ? 0 : android ? safeArea.left : max(safeArea.left, safeArea.right)
        let trailing = width < screen.width || !android ? nil : safeArea.right
        let metrics = formMetrics
        var probe = FormLayout(
            form: form, width: width, metrics: metrics, horizontalSafeArea: horizontal, trailingSafeArea: trailing)
        layout = probe
        editor.wrap(multilineWrappers(measurer: measurer))
        if !editor.lineStarts.isEmpty {
            probe = FormLayout(
                form: form, width: width, metrics: metrics, lineCounts: editor.lineCounts,
                horizontalSafeArea: horizontal, trailingSafeArea: trailing)
        }
        layout = probe
        if let thread = page.thread {
            messageLayout = MessageLayout(
                messages: thread.messages, width: width, font: bodyFont, lineHeight: metrics.lineHeight,
                measurer: measurer)
        }
        layoutGeneration += 1
        avoidance.follow(safeAreaBottom: screen.maxY - safeArea.bottom)
        syncBars()
        syncPlatform()
    }

    /// Replaces field values (from a values file), then lays out again.
    mutating func loadValues(_ byID: [String: String], measurer: any TextMeasuring) {
        var byIndex: [Int: String] = [:]
        for (id, value) in byID { if let index = form.index(of: id) { byIndex[index] = value } }
        editor.load(byIndex)
        relayout(measurer: measurer)
        editor.moveCaretToEnd()
    }

    /// The multi-line fields, each with the wrapper for it as laid out now.
    func multilineWrappers(measurer: any TextMeasuring) -> [(field: Int, wrapper: TextWrapper)] {
        form.fields.indices.filter { form.fields[$0].isMultiline }.map {
            ($0, wrapper(forField: $0, measurer: measurer))
        }
    }

    /// The wrapper for multi-line field `index` (a row, or the composer), measuring with `measurer`.
    public func wrapper(forField index: Int, measurer: any TextMeasuring) -> TextWrapper {
        guard index != form.composerIndex else {
            return TextWrapper(
                measurer: measurer, font: shownDesign.fieldFont(index),
                width: barLayout.composerTextWidth - 2 * shownDesign.textPadding(ofField: index))
        }
        let width = layout.rowFrames[index].width - 2 * shownDesign.textPadding(ofField: index)
        return TextWrapper(
            measurer: measurer, font: shownDesign.fieldFont(index),
            width: max(1, width - multilineLabelColumn(ofField: index, measurer)))
    }

    /// The width a multi-line row's label takes on its first line, with the gap after it: the label as wide as it is
    /// drawn, at most 45 % of the row (as a single-line row's), plus 12. The text's lines start after it. 0 when
    /// labels stack (accessibility sizes): the label has its own line above the text.
    public func multilineLabelColumn(ofField index: Int, _ measurer: any TextMeasuring) -> Double {
        let label = form.fields[index].label
        guard !label.isEmpty, !layout.metrics.stacksLabels else { return 0 }
        let row = layout.rowFrames[index].width
        return min(row * PhoneMetrics.labelShare, measurer.size(of: label, font: bodyFont).width)
            + PhoneMetrics.labelGap
    }

    /// The lines multi-line field `index` shows, each with the character offset where it starts: its value split
    /// where the phone last wrapped it, or, while an IME composition changes the focused one, wrapped again.
    public func displayedLines(ofField index: Int, measurer: any TextMeasuring) -> [(start: Int, text: String)] {
        let value = editor.values[index]
        guard editor.composition.isEmpty || editor.focus != index, let starts = editor.lineStarts[index],
            !starts.isEmpty
        else {
            let shown = editor.focus == index ? value.inserting(editor.composition, at: editor.caret) : value
            return wrapper(forField: index, measurer: measurer).lines(shown)
        }
        var lines: [(start: Int, text: String)] = []
        lines.reserveCapacity(starts.count)
        var lower = value.startIndex
        for (number, start) in starts.enumerated() {
            // Each line but the last ends where the next starts, less the space or newline it broke at.
            let next = number + 1 < starts.count ? starts[number + 1] - 1 : value.count
            let upper = value.index(lower, offsetBy: max(0, next - start), limitedBy: value.endIndex) ?? value.endIndex
            lines.append((start, String(value[lower..<upper])))
            lower = upper < value.endIndex && number + 1 < starts.count ? value.index(after: upper) : upper
        }
        return lines
    }
}
