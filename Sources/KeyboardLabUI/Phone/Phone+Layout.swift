import KeyboardAvoidance

extension Phone {
    /// Lays the form out again for the current device, orientation and multi-line text.
    mutating func relayout() {
        lineCounts = [:]
        let horizontal = max(safeArea.left, safeArea.right)
        let metrics = formMetrics
        var probe = FormLayout(form: form, width: screen.width, metrics: metrics, horizontalSafeArea: horizontal)
        for (index, field) in form.fields.enumerated() where field.isMultiline {
            lineCounts[index] = wrapper(forRow: probe.rowFrames[index]).lines(values[index]).count
        }
        if !lineCounts.isEmpty {
            probe = FormLayout(
                form: form, width: screen.width, metrics: metrics, lineCounts: lineCounts,
                horizontalSafeArea: horizontal)
        }
        layout = probe
        layoutGeneration += 1
        timeline.safeAreaBottom = screen.maxY - safeArea.bottom
    }

    /// Replaces field values (from a values file), then lays out again.
    mutating func loadValues(_ byID: [String: String]) {
        for (id, value) in byID { if let index = form.index(of: id) { values[index] = value } }
        relayout()
        if let focus { caret = values[focus].count }
    }

    /// The wrapper for a multi-line row of the given frame.
    func wrapper(forRow row: Rect) -> TextWrapper {
        TextWrapper(measurer: text.base, font: bodyFont, width: row.width - 2 * theme.fieldPadding)
    }

    /// The line the caret is on in the focused multi-line field.
    var caretLine: Int {
        guard let focus else { return 0 }
        let wrap = wrapper(forRow: layout.rowFrames[focus])
        return wrap.line(ofCaret: caret, in: wrap.lines(values[focus]))
    }
}
