import KeyboardAvoidance

/// Where everything on the presented keyboard lies, in window coordinates: the accessory toolbar, the predictive
/// bar and its suggestion slots, and the keys. Drawing and hit testing both read this one value, so a key is
/// pressed exactly where it is drawn.
///
/// ```swift
/// let keyboard = KeyboardGeometry(phone)
/// keyboard.key(at: point)?.spec.label  // "q"
/// ```
public struct KeyboardGeometry: Equatable, Sendable {
    /// The keyboard's presented frame.
    public var frame: Rect
    /// Whether any part of the keyboard is on screen.
    public var isOnScreen: Bool
    /// Whether a hardware keyboard is in use: no keys, only the accessory toolbar if it is on.
    public var isHardware: Bool
    /// Whether the keyboard floats (narrower than the screen): rounded, with a grab handle, no safe-area margins.
    public var isFloating: Bool
    /// The Prev / Next / Done toolbar, if shown.
    public var accessoryBar: AccessoryBar?
    /// The predictive bar's frame, if shown.
    public var predictiveBar: Rect?
    /// The predictive bar's suggestions, left to right.
    public var suggestions: [String]
    /// The word being typed, which the first suggestion repeats in quotes; nil before a word is begun.
    public var typedWord: String?
    /// What the bar offers instead of word predictions on a password, account or code field; nil for predictions.
    /// Its one suggestion (if any) is what a tap fills in.
    public var autoFill: AutoFillBar?
    /// The keys, placed.
    public var keys: [PlacedKey]
    /// Whether the keys form an equal-width grid (the phone's number pad).
    public var isGrid: Bool
    /// The floating keyboard's grab handle strip at its bottom, by which a finger drags it; nil when docked.
    public var handle: Rect?
    /// Where the globe (keyboard switcher) and dictation glyphs sit, below the keys on a docked iPhone keyboard
    /// with a home indicator area, as on iOS; nil elsewhere. Tapping them does nothing here.
    public var globe: Rect?
    /// See ``globe``.
    public var dictation: Rect?
    /// Whether the keyboard is iOS 26's docked glass panel: rounded top corners, translucent, keys without shadows.
    public var isGlass: Bool
    /// The glass panel: the keyboard's frame below the accessory bar; nil unless ``isGlass``.
    public var glass: Rect?
    /// The Gboard-like keyboard's strip, grid and navigation bar on an Android device; nil on iOS.
    public var android: AndroidKeyboard?

    /// The iOS 26 keyboard's top corner radius.
    public static let glassCornerRadius = 26.0
    /// The iOS 26 keyboard's blur, in points.
    public static let glassBlur = 20.0
    /// The iOS 26 letter key's height, corner radius, row gap, side margin and top padding (without, with the
    /// predictive bar).
    static let glassKey = (height: 45.0, radius: 8.0, rowGap: 11.0, side: 8.5, top: 24.0, topUnderBar: 12.0)

    /// How far outside its frame a touch still presses a key.
    public static let touchSlop = 3.0

    /// The keyboard of `phone` as presented now: iOS's, or on an Android device the Gboard-like one.
    ///
    /// - Complexity: O(k) in the layout's keys.
    public init(_ phone: Phone) {
        if phone.device.platform == .android {
            self.init(android: phone)
        } else {
            self.init(ios: phone)
        }
    }

    /// The iOS keyboard of `phone` as presented now.
    private init(ios phone: Phone) {
        android = nil
        frame = phone.presented.keyboardFrame
        isOnScreen = frame.minY < phone.screen.maxY - 0.01
        isHardware = phone.conditions.options.hardwareKeyboard
        isFloating = frame.width < phone.screen.width - 0.5
        isGlass = phone.conditions.ios.hasGlassKeyboard && !isFloating && !isHardware
        glass = nil
        let metrics = phone.device.metrics(phone.orientation)
        let wide = phone.device.idiom == .pad && !isFloating
        var layout = phone.resources.keyboards.layout(for: phone.keyboardType, wide: wide)
        // A phone with a Home button has no band below the keys: emoji and dictation join the bottom row.
        if phone.device.idiom == .phone, !phone.device.hasHomeIndicator { layout = layout.withHomeButtonRow }
        isGrid = layout.grid ?? false
        let safe = isFloating ? EdgeInsets.zero : phone.safeArea
        var y = frame.minY
        accessoryBar = nil
        if phone.conditions.options.accessoryBar {
            let bar = Rect(x: frame.minX, y: y, width: frame.width, height: metrics.accessoryBarHeight)
            // A bar along the bottom edge (hardware keyboard) keeps its buttons clear of the display's corners.
            var margins = safe
            if !isFloating, bar.maxY >= phone.screen.maxY - 0.5 {
                let corner = phone.device.displayCornerRadius * 0.3
                margins.left = max(margins.left, corner)
                margins.right = max(margins.right, corner)
            }
            accessoryBar = AccessoryBar(frame: bar, safeArea: margins)
            y += metrics.accessoryBarHeight
        }
        if isGlass { glass = Rect(x: frame.minX, y: y, width: frame.width, height: frame.maxY - y) }
        predictiveBar = nil
        handle = nil
        globe = nil
        dictation = nil
        suggestions = []
        typedWord = nil
        autoFill = nil
        keys = []
        guard isOnScreen, !isHardware else { return }
        var bottom = frame.maxY - safe.bottom
        if isFloating {
            let strip = phone.device.floatingKeyboard?.handleHeight ?? 18
            handle = Rect(x: frame.minX, y: frame.maxY - strip, width: frame.width, height: strip)
            bottom = frame.maxY - strip
        }
        if phone.conditions.options.predictiveBar && phone.keyboardType.allowsPredictiveBar {
            predictiveBar = Rect(x: frame.minX, y: y, width: frame.width, height: metrics.predictiveBarHeight)
            // Suggestions are worked out only where a bar shows them.
            offerSuggestions(phone, starters: layout.suggestions)
            y += metrics.predictiveBarHeight
        }
        let area = Rect(
            x: frame.minX + safe.left, y: y, width: frame.width - safe.left - safe.right, height: bottom - y)
        if !isFloating, phone.device.idiom == .phone, safe.bottom >= 20 {
            // Level with the home indicator's band top, clear of the display's corners.
            let size = 26.0
            let midY = bottom + 4
            globe = Rect(x: area.minX + 34 - size / 2, y: midY - size / 2, width: size, height: size)
            dictation = Rect(x: area.maxX - 34 - size / 2, y: midY - size / 2, width: size, height: size)
        }
        if isGlass {
            let key = Self.glassKey
            keys = layout.place(
                in: area, theme: phone.theme, keyHeight: metrics.keyHeight ?? key.height,
                rowGap: metrics.keyRowGap ?? key.rowGap, top: predictiveBar == nil ? key.top : key.topUnderBar,
                side: key.side)
            return
        }
        keys = layout.place(
            in: area, theme: phone.theme, keyHeight: isFloating ? nil : metrics.keyHeight,
            rowGap: isFloating ? nil : metrics.keyRowGap)
    }

    /// What the bar offers: AutoFill on a password, account or code field, else predictions from what is typed.
    private mutating func offerSuggestions(_ phone: Phone, starters: [String]) {
        if let field = phone.keyboardField, let bar = AutoFillBar(field: field, in: phone.form) {
            autoFill = bar
            suggestions = bar.fill.map { [$0] } ?? []
            return
        }
        let predictive = PredictiveText(
            text: phone.editor.keyboardText, caret: phone.editor.caret,
            starters: starters, words: phone.resources.keyboards.letters.words ?? [],
            isEmail: phone.keyboardType == .email)
        suggestions = predictive.suggestions
        typedWord = predictive.typedWord
    }

    /// The frame of suggestion slot `index` in the predictive bar.
    public func suggestionFrame(_ index: Int) -> Rect? {
        guard let bar = predictiveBar, !suggestions.isEmpty else { return nil }
        let slot = bar.width / Double(suggestions.count)
        return Rect(x: bar.minX + Double(index) * slot, y: bar.minY, width: slot, height: bar.height)
    }

    /// The suggestion under `point`, if any (an empty slot offers none).
    public func suggestion(at point: Point) -> String? {
        suggestions.indices.first { suggestionFrame($0)?.contains(point) == true }.map { suggestions[$0] }.flatMap {
            $0.isEmpty ? nil : $0
        }
    }

    /// The key under `point`, allowing ``touchSlop`` around each key; on Android, the key whose touch area (its slot
    /// with half the gaps) holds it.
    public func key(at point: Point) -> PlacedKey? {
        if let android { return android.key(at: point) }
        return keys.first { $0.frame.inset(by: EdgeInsets(all: -Self.touchSlop)).contains(point) }
    }
}
