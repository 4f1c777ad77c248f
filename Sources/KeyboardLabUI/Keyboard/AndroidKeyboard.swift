import KeyboardAvoidance

/// Where the Gboard-like keyboard's parts lie on an Android device, in window coordinates: the suggestion strip on
/// top, the four rows of keys on LatinIME's grid, and the IME's own navigation bar at the bottom with its hide
/// chevron (a key that dismisses), its keyboard switcher and, with gesture navigation, the gesture handle.
/// ``KeyboardGeometry`` holds one on Android, and hit tests its keys by their touch areas.
///
/// ```swift
/// let keyboard = KeyboardGeometry(pixel8)
/// keyboard.android?.grid.faceHeight      // 47.4…
/// keyboard.android?.key(at: point)?.spec.label  // "q"
/// ```
public struct AndroidKeyboard: Equatable, Sendable {
    /// The page of keys shown.
    public var page: AndroidKeyboardPage
    /// The grid the keys lie on.
    public var grid: AndroidKeyboardGrid
    /// The suggestion strip across the keyboard's top.
    public var strip: Rect
    /// The IME's navigation bar across its bottom.
    public var navigationBar: Rect
    /// The cell of the keyboard-switcher glyph at the bar's right (a tap on it does nothing here).
    public var switcher: Rect
    /// The gesture handle's pill, with gesture navigation; nil with buttons.
    public var gestureHandle: Rect?
    /// Every key with where a touch presses it: the page's keys, then the bar's hide chevron (none without a bar:
    /// a phone on its side with three buttons, whose side bar holds it).
    public var keys: [AndroidPlacedKey]
    /// With three buttons, the system's home and recents cells in the bar under the keys, or the side bar's three
    /// cells (∨, home, recents) on a phone on its side; empty with gestures.
    public var systemButtons: [Rect]
    /// What the return key does, which picks its glyph: `return` inserts a newline (↵), the others act.
    public var returnKey: ReturnKey

    /// A navigation button's cell width at either end of the bar.
    public static let navigationButtonWidth = 70.0
    /// The gesture handle's size.
    public static let gestureHandleSize = Size(width: 108, height: 4)
    /// The gesture handle's bottom edge above the screen's bottom.
    public static let gestureHandleBottom = 10.0

    /// The parts of the keyboard in `frame` on `phone`, its keys' area within `sides` (the safe area's left and
    /// right).
    ///
    /// - Complexity: O(k) in the page's keys.
    public init(_ phone: Phone, frame: Rect, sides: EdgeInsets) {
        let metrics = AndroidKeyboardMetrics(
            screen: phone.screen.size, idiom: phone.device.idiom, navigation: phone.conditions.navigation)
        let barHeight = metrics.navigationBar
        page = AndroidKeyboardPage(phone)
        let inner = Rect(
            x: frame.minX + sides.left, y: frame.minY, width: max(0, frame.width - sides.left - sides.right),
            height: frame.height)
        strip = Rect(x: inner.minX, y: frame.minY, width: inner.width, height: metrics.strip)
        navigationBar = Rect(x: frame.minX, y: frame.maxY - barHeight, width: frame.width, height: barHeight)
        let area = Rect(
            x: inner.minX, y: strip.maxY, width: inner.width, height: max(0, navigationBar.minY - strip.maxY))
        grid = AndroidKeyboardGrid(area: area, isLandscape: phone.orientation == .landscape)
        let cell = Self.navigationButtonWidth
        // The buttons keep to the keys' sides, clear of a cutout or a button bar standing at the screen's edge.
        var hide = Rect(x: inner.minX, y: navigationBar.minY, width: cell, height: barHeight)
        // With three buttons the system's bar stays under the keyboard: back becomes the hide chevron, in its place.
        if phone.conditions.navigation == .buttons {
            hide.origin.x = Self.buttonsLeft(in: navigationBar, idiom: phone.device.idiom)
        }
        switcher = Rect(x: inner.maxX - cell, y: navigationBar.minY, width: cell, height: barHeight)
        // A tablet's buttons stand at the taskbar's right end: the switcher goes just before them.
        if phone.conditions.navigation == .buttons, phone.device.idiom == .pad { switcher.origin.x = hide.minX - cell }
        gestureHandle = nil
        if phone.conditions.navigation == .gesture {
            var size = Self.gestureHandleSize
            if phone.device.idiom == .pad { size.width = MaterialMetrics.taskbarHandleWidth }
            gestureHandle = Rect(
                x: navigationBar.midX - size.width / 2, y: navigationBar.maxY - Self.gestureHandleBottom - size.height,
                width: size.width, height: size.height)
        }
        keys = AndroidKeyboardLayouts.layout(for: page, idiom: phone.device.idiom).place(on: grid)
        systemButtons = []
        if barHeight > 0 {
            keys.append(
                AndroidPlacedKey(
                    key: PlacedKey(spec: KeySpec(.dismiss, label: ""), frame: hide), touchArea: hide,
                    isFunctional: false))
            if phone.conditions.navigation == .buttons {
                systemButtons = [1.0, 2.0].map { hide.offsetBy(dx: $0 * cell, dy: 0) }
            }
        } else if phone.conditions.navigation == .buttons {
            systemButtons = MaterialSystemBarView.keys(phone)
        }
        returnKey = phone.keyboardField.map { phone.form.returnKey(for: $0.id) } ?? .return
    }

    /// The left edge of the three navigation buttons (back, home, recents) in the bar `bar`: centred on a phone,
    /// at the right end of a tablet's taskbar.
    public static func buttonsLeft(in bar: Rect, idiom: DeviceIdiom) -> Double {
        idiom == .pad ? bar.maxX - 24 - 3 * navigationButtonWidth : bar.midX - 1.5 * navigationButtonWidth
    }

    /// The key whose touch area holds `point`, if any.
    public func key(at point: Point) -> PlacedKey? {
        keys.first { $0.touchArea.contains(point) }?.key
    }

}
