import KeyboardAvoidance

extension KeyboardGeometry {
    /// The Gboard-like keyboard of `phone`, an Android device, as presented now: the whole frame is the IME's (strip,
    /// keys, navigation bar), always docked, with no accessory toolbar; the strip is the predictive bar, whose
    /// suggestions are the word being typed and its completions, or nothing (the tools show) before any text, with
    /// suggestions off, on a pad, or on a password field with nothing to fill.
    ///
    /// - Complexity: O(k) in the page's keys.
    init(android phone: Phone) {
        frame = phone.presented.keyboardFrame
        isOnScreen = frame.minY < phone.screen.maxY - 0.01
        isHardware = phone.conditions.options.hardwareKeyboard
        isFloating = false
        accessoryBar = nil
        predictiveBar = nil
        suggestions = []
        typedWord = nil
        autoFill = nil
        keys = []
        isGrid = false
        handle = nil
        globe = nil
        dictation = nil
        isGlass = false
        glass = nil
        android = nil
        guard isOnScreen, !isHardware else { return }
        let safe = phone.safeArea
        let keyboard = AndroidKeyboard(phone, frame: frame, sides: EdgeInsets(left: safe.left, right: safe.right))
        android = keyboard
        keys = keyboard.keys.map(\.key)
        isGrid = keyboard.page.isPad
        predictiveBar = keyboard.strip
        offerAndroidSuggestions(phone)
    }

    /// What the strip suggests: a fill on a password or code field that offers one; with suggestions on, outside
    /// the pads and once the field holds text, the predictive bar's words without quotes, the word being typed in
    /// the middle.
    private mutating func offerAndroidSuggestions(_ phone: Phone) {
        if let field = phone.keyboardField, let bar = AutoFillBar(field: field, in: phone.form) {
            autoFill = bar
            suggestions = bar.fill.map { [$0] } ?? []
            return
        }
        let text = phone.editor.keyboardText
        guard phone.conditions.options.predictiveBar, phone.keyboardType.allowsPredictiveBar, !text.isEmpty else {
            return
        }
        let predictive = PredictiveText(
            text: text, caret: phone.editor.caret,
            starters: phone.resources.keyboards.layout(for: phone.keyboardType).suggestions,
            words: phone.resources.keyboards.letters.words ?? [], isEmail: phone.keyboardType == .email)
        suggestions = predictive.suggestions
        typedWord = predictive.typedWord
        // The word as typed takes the middle, where the strip puts what a space would keep, its completions either
        // side of it.
        if typedWord != nil, suggestions.count == 3 { suggestions.swapAt(0, 1) }
    }
}
