import KeyboardAvoidance
import LabDrawing

extension Phone {
    /// Changes the focused field's text and caret; a multi-line field that grew or shrank lays out again, and a
    /// caret that moved to another line is kept in view.
    mutating func edit(measurer: any TextMeasuring, _ change: (inout TextEditing) -> Void) {
        guard let focus = editor.focus else { return }
        let isMultiline = form.fields[focus].isMultiline
        let lineBefore = isMultiline ? editor.caretLine : 0
        guard let old = editor.edit(change), isMultiline else { return }
        let grew = editor.rewrap(field: focus, after: old, with: wrapper(forField: focus, measurer: measurer))
        if grew, focus == form.composerIndex {
            // The composer grew or shrank: a frame change of the obstruction, the content unchanged.
            syncBars()
            keepFocusVisible()
        } else if grew {
            relayout(measurer: measurer)
            avoidance.noteMoved()
            avoidance.clampOffsets(scrollFrame: layoutScrollFrame, contentSize: contentSize)
            keepFocusVisible()
        } else if editor.caretLine != lineBefore {
            keepFocusVisible()
        }
    }

    /// Types `text` at the caret, replacing any composition.
    mutating func insert(_ text: String, measurer: any TextMeasuring) {
        guard editor.focus != nil, !text.isEmpty else { return }
        editor.endComposition()
        edit(measurer: measurer) { $0.insert(text) }
    }

    /// Replaces the word before the caret with a predictive suggestion and a space (none on an email keyboard); an
    /// AutoFill suggestion (a strong password, a code) replaces the field's whole text instead.
    mutating func acceptSuggestion(_ word: String, measurer: any TextMeasuring) {
        guard editor.focus != nil, !word.isEmpty else { return }
        editor.endComposition()
        if let field = focusedField, let fill = AutoFillBar(field: field, in: form)?.fill, fill == word {
            edit(measurer: measurer) { $0 = TextEditing(text: fill, caret: fill.count) }
            return
        }
        let isEmail = keyboardType == .email
        let accepted = word + (isEmail ? "" : " ")
        let isSeparator = isEmail ? PredictiveText.isEmailSeparator : PredictiveText.isSeparator
        edit(measurer: measurer) { $0.replaceWordBeforeCaret(with: accepted, where: isSeparator) }
    }

    /// Pastes `text`; newlines become spaces in a single-line field.
    mutating func paste(_ text: String, measurer: any TextMeasuring) {
        let single = focusedField.map { !$0.isMultiline } ?? true
        insert(single ? text.replacing("\r\n", with: " ").replacing("\n", with: " ") : text, measurer: measurer)
    }

    /// A special key: focus moves, Return, Escape, Backspace and caret moves.
    mutating func press(_ key: EditKey, measurer: any TextMeasuring) {
        switch key {
        case .tab: if let focus = editor.focus, let next = form.focusable(after: focus) { focusField(at: next) }
        case .shiftTab:
            if let focus = editor.focus, let previous = form.focusable(before: focus) { focusField(at: previous) }
        case .shiftReturn: if focusedField?.isMultiline == true { insert("\n", measurer: measurer) }
        case .returnKey:
            guard let focus = editor.focus else { return }
            if focus == form.composerIndex { return send(measurer: measurer) }
            switch form.returnKey(for: form.fields[focus].id) {
            case .return where form.fields[focus].isMultiline: insert("\n", measurer: measurer)
            case .next: if let next = form.focusable(after: focus) { focusField(at: next) } else { dismiss() }
            default: dismiss()
            }
        case .escape: dismiss()
        case .backspace:
            if !editor.deleteComposedCharacter() { edit(measurer: measurer) { $0.deleteBackward() } }
        case .left: edit(measurer: measurer) { $0.moveLeft() }
        case .right: edit(measurer: measurer) { $0.moveRight() }
        case .home: edit(measurer: measurer) { $0.moveToStart() }
        case .end: edit(measurer: measurer) { $0.moveToEnd() }
        }
    }
}
