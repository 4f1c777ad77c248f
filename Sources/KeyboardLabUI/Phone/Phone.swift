import KeyboardAvoidance
import LabDrawing

/// One simulated device as a value: device, orientation, form and values, focus, keyboard options, the avoidance
/// strategy and its timeline, and what the overlay shows. ``reduce(_:at:)`` changes it; ``advance(to:)`` moves time;
/// views only read it. An ``AppState`` holds one or more phones, all driven by the same input.
///
/// ```swift
/// var phone = Phone(resources: resources, form: resources.sampleForm, measurer: fonts)
/// phone.reduce(.focusField("videogames"), at: Instant(seconds: 0))
/// phone.advance(to: Instant(seconds: 0.5))
/// phone.presented.keyboardFrame  // fully up
/// ```
public struct Phone: Equatable, Sendable {
    /// Loaded assets.
    public internal(set) var resources: LabResources
    /// The conditions it runs under: device, orientation, appearance, text size, keyboard mode and options,
    /// dismiss mode, iOS version, quirks and presentation.
    public internal(set) var conditions: PhoneConditions
    /// What it shows: the form, the kind of content, the bars and a chat's messages.
    public internal(set) var page: PhonePage
    /// Where each message's bubble lies, laid out with the renderer's text measurement; nil without messages.
    public internal(set) var messageLayout: MessageLayout?
    /// The fields' values, the focus, the caret, IME composition and shift.
    public internal(set) var editor: PhoneEditor
    /// The avoidance strategy's timeline, the keyboard session and the notifications not yet taken.
    public internal(set) var avoidance: PhoneAvoidance
    /// The finger: the press in progress, the last tap and release, the floating keyboard's place.
    public internal(set) var pointer = PhonePointer()
    /// The overlay, slow motion and touches.
    public internal(set) var chrome = LabChrome()
    /// The notification log, the past animations and the last scroll, for the overlay.
    public internal(set) var diagnostics = PhoneDiagnostics()
    /// The lab clock: the instant last passed to ``advance(to:)`` or ``reduce(_:at:)``.
    public internal(set) var now = Instant.zero
    /// The form's layout for the current device and orientation.
    public internal(set) var layout: FormLayout
    /// Grows each time the layout changes, so the trace writes a new layout line.
    public internal(set) var layoutGeneration = 0

    /// Creates a phone showing `form` alone; see ``init(resources:screen:deviceID:orientation:strategy:measurer:)``.
    public init(
        resources: LabResources, form: Form, deviceID: String? = nil, orientation: Orientation = .portrait,
        strategy: any AvoidanceStrategy = KeyboardLabStrategy(), measurer: any TextMeasuring
    ) {
        self.init(
            resources: resources, screen: Screen(form: form), deviceID: deviceID, orientation: orientation,
            strategy: strategy, measurer: measurer)
    }

    /// Creates a phone at rest, keyboard hidden, showing `screen` (a message list scrolled to its end), laid out for
    /// `deviceID` (default iphone-15) held `orientation`, with `measurer` measuring text as the renderer draws it
    /// (the phone does not keep it). The screen's presentation is a setting the caller applies.
    public init(
        resources: LabResources, screen shown: Screen, deviceID: String? = nil, orientation: Orientation = .portrait,
        strategy: any AvoidanceStrategy = KeyboardLabStrategy(), measurer: any TextMeasuring
    ) {
        self.resources = resources
        let device =
            deviceID.flatMap { resources.device($0) } ?? resources.device(DeviceProfile.standardID)
            ?? resources.devices[0]
        page = PhonePage(shown)
        editor = PhoneEditor(values: shown.form.fields.map(\.value))
        conditions = PhoneConditions(
            device: device, orientation: orientation, dismissMode: shown.form.keyboardDismissMode)
        layout = FormLayout(form: shown.form, width: 0)
        avoidance = PhoneAvoidance(
            timeline: AvoidanceTimeline(
                resting: KeyboardScrollState(
                    keyboardFrame: device.keyboardFrame(
                        orientation, type: .letters, options: KeyboardOptions(), visible: false, ios: .standard),
                    contentInset: .zero, contentOffset: .zero),
                strategy: strategy))
        relayout(measurer: measurer)
        syncQuirks()
        restAtStart()
        layoutGeneration = 0
        diagnostics.record(avoidance.transition, since: .zero)
    }

    /// Puts the scroll view at its resting inset, at the content's top, or at a message list's end.
    mutating func restAtStart() {
        let inset = baseInset
        let scroll = ScrollGeometry(frame: layoutScrollFrame, contentSize: contentSize)
        let y = page.thread == nil ? -inset.top : scroll.offsetRange(inset: inset).upperBound
        avoidance.settle(
            scroll: ScrollTarget(contentInset: inset, contentOffset: Point(x: 0, y: y)), at: now)
    }

    // MARK: Geometry

    /// The form the page shows (``page``'s form, read everywhere).
    public var form: Form { page.form }
    /// The device preset in use (``conditions``' device, read everywhere).
    public var device: DeviceProfile { conditions.device }
    /// How the phone is held (``conditions``' orientation, read everywhere).
    public var orientation: Orientation { conditions.orientation }

    /// The look for the current appearance.
    public var theme: Theme {
        var theme = baseTheme
        // A card presented over the dimmed screen is at iOS's elevated level: lighter in dark mode.
        if conditions.presentation.style != .fullScreen {
            theme.background = theme.elevatedBackground
            theme.cell = theme.elevatedCell
        }
        return theme
    }
    /// The appearance's palette at the base level: the presenting screen behind a card.
    public var baseTheme: Theme { resources.theme(for: conditions.appearance, platform: device.platform) }
    /// KeyboardLab's own colours (overlay, panel, plot, window), from the light theme file: they do not follow the
    /// appearance.
    public var labTheme: Theme { resources.theme }
    /// Body text (labels, values, placeholders) at the current text size (Roboto on Android).
    public var bodyFont: FontSpec { resources.dynamicType.bodyFont(conditions.textSize, platform: device.platform) }
    /// Section headers at the current text size (Roboto on Android).
    public var footnoteFont: FontSpec {
        resources.dynamicType.footnoteFont(conditions.textSize, platform: device.platform)
    }
    /// The form's spacing at the current text size and device (the iPad's readable width; Material 3's text fields
    /// on Android).
    public var formMetrics: FormMetrics {
        var metrics = resources.dynamicType.formMetrics(conditions.textSize, platform: device.platform)
        metrics.readableWidth = device.readableWidth ?? .infinity
        return metrics
    }
    /// The screen's bounds in points (``conditions``' screen, read everywhere).
    public var screen: Rect { conditions.screen }
    /// The safe area: the device's, with Android's navigation area at rest (``conditions``' safe area, read
    /// everywhere).
    public var safeArea: EdgeInsets { conditions.safeArea }
    /// The scroll view's frame as laid out: under the navigation bar down to the screen's bottom, or to the top of
    /// the bottom bar or tab bar at rest. The avoidance reads this one; resizing strategies start from it.
    public var layoutScrollFrame: Rect {
        if let card = sheet?.card(keyboard: restingKeyboardFrame) { return barLayout.contentFrame(of: card) }
        let top = page.design == nil ? safeArea.top + barLayout.navigationAreaHeight : shownDesign.fixedTop
        let bottom = screen.maxY - barLayout.reservedBottom(reachesScreenBottom: true)
        return Rect(x: 0, y: top, width: screen.width, height: max(0, bottom - top))
    }
    /// The scroll view's frame as presented now: the layout's, or the one a resizing strategy set, or, for a
    /// keyboard layout guide, pinned to the presented keyboard's top.
    public var scrollFrame: Rect { presented.scrollFrame ?? layoutScrollFrame }
    /// The scroll view's inset with no keyboard: the home indicator's area, the floating tab bar's region on iOS 26,
    /// or none for a scroll view pinned to a keyboard layout guide (which ends at the safe area).
    public var baseInset: EdgeInsets {
        // A card that stops short of the screen's bottom with the keyboard down (a form sheet) keeps clear of the home
        // indicator itself.
        let hidden = Rect(x: screen.minX, y: screen.maxY, width: screen.width, height: 0)
        let restingCard = sheet?.card(keyboard: hidden)
        let reachesBottom = restingCard.map { $0.maxY >= screen.maxY - 0.5 } ?? true
        let pins = avoidance.strategy.pinsScrollViewToKeyboard
        // Under a floating tab bar the bar's region is the resting inset (a scroll view pinned to the keyboard
        // layout guide ends at the safe area, so only the bar's 49 pt of it).
        if barLayout.contentRunsUnderTabBar {
            return EdgeInsets(bottom: TabBar.height + (pins || !reachesBottom ? 0 : safeArea.bottom))
        }
        // A card floating just above the screen's bottom (iOS 26's medium sheet) keeps clear of the part of the home
        // indicator's area it reaches into; a form sheet far above it, of none.
        if let restingCard, !reachesBottom, !pins, barLayout.reservedBottom(reachesScreenBottom: false) == 0 {
            return EdgeInsets(
                bottom: max(0, barLayout.contentFrame(of: restingCard).maxY - (screen.maxY - safeArea.bottom)))
        }
        // Bars below the scroll view keep it clear of the home indicator themselves.
        return pins || !reachesBottom
            || barLayout.reservedBottom(reachesScreenBottom: true) > 0
            ? .zero : EdgeInsets(bottom: safeArea.bottom)
    }
    /// The presented keyboard frame, inset, offset and scroll frame now. The offset keeps to the range the
    /// presented inset allows: on a screen taller than the content (an iPad) that range's upper bound bends at
    /// its lower bound while the animation moves the offset in a straight line, which would otherwise scroll past
    /// it for a few frames.
    public var presented: KeyboardScrollState { pinned(avoidance.state(at: now)) }

    /// What the running animation is heading to.
    public var targetState: KeyboardScrollState { pinned(avoidance.target) }

    /// `values` with the scroll view pinned to the keyboard for a strategy that pins it, and the offset kept in
    /// the range the inset allows in the frame presented.
    func pinned(_ values: KeyboardScrollState) -> KeyboardScrollState {
        var now = values
        var frame = now.scrollFrame ?? layoutScrollFrame
        // A card moving with the keyboard carries the scroll view with it.
        if let card = sheet?.card(keyboard: now.keyboardFrame) {
            let content = barLayout.contentFrame(of: card)
            // A strategy's resized frame keeps its bottom; its top rides the card.
            let bottom = now.scrollFrame.map { min(content.maxY, $0.maxY) } ?? content.maxY
            frame = Rect(x: content.minX, y: content.minY, width: content.width, height: max(0, bottom - content.minY))
            now.scrollFrame = frame
        }
        if avoidance.strategy.pinsScrollViewToKeyboard {
            // A view pinned to the guide too (a sticky bar, a composer) sits between the scroll view and the keyboard.
            let keyboard =
                avoidance.pinned?.obstruction(keyboard: now.keyboardFrame, screen: screen) ?? now.keyboardFrame
            frame = LayoutGuide.pinnedFrame(
                layout: frame, keyboard: keyboard, safeBottom: screen.maxY - safeArea.bottom)
            now.scrollFrame = frame
        }
        now.contentOffset.y = ScrollGeometry(frame: frame, contentSize: contentSize).clampedOffsetY(
            now.contentOffset.y, inset: now.contentInset)
        return now
    }
    /// The focused field.
    public var focusedField: FormField? { editor.focus.map { form.fields[$0] } }
    /// The field the keyboard is for: the focused one, or the one it was up for while it hides (see
    /// ``PhoneEditor/keyboardOwner``); nil before any focus.
    public var keyboardField: FormField? {
        (editor.focus ?? editor.keyboardOwner).flatMap { form.fields.indices.contains($0) ? form.fields[$0] : nil }
    }
    /// The keyboard type the keyboard's field brings up (letters before any focus): a number pad stays a number pad
    /// all the way down.
    public var keyboardType: KeyboardType { keyboardField?.keyboardType ?? .letters }

    /// The keyboard's frame at rest for the current focus, options and mode.
    public var restingKeyboardFrame: Rect {
        if conditions.isFloating,
            let frame = device.floatingKeyboardFrame(
                orientation, origin: pointer.floatingOrigin, options: conditions.options, visible: editor.focus != nil)
        {
            return frame
        }
        let frame = device.keyboardFrame(
            orientation, type: keyboardType, options: conditions.options, visible: editor.focus != nil,
            ios: conditions.ios)
        return device.platform == .android ? androidKeyboardFrame(frame) : frame
    }

    /// The rect the avoidance keeps visible: the focused row, whole, while it fits above the keyboard (and any bar
    /// riding it) with the gap on both sides. A row taller than that keeps the line the caret is on visible instead:
    /// a multi-line field's caret line (its last line with the row's bottom padding, so the field's edge keeps the
    /// gap), a single-line row's value line (accessibility sizes on a short screen).
    public var focusRect: Rect? {
        // The navigation bar's search field and the composer are not in the content: it is not scrolled for them.
        guard let focus = editor.focus, focus != form.searchIndex, focus != form.composerIndex else { return nil }
        let row = layout.rowFrames[focus]
        // The room where the scroll view will be once the keyboard settles: a card may be rising with it.
        let frame = sheet == nil ? scrollFrame : layoutScrollFrame
        let overlap = KeyboardLabStrategy.overlap(
            keyboard: obstruction(restingKeyboardFrame), scrollFrame: frame, screen: screen)
        let room = frame.height - overlap - 2 * form.gap(for: form.fields[focus].id)
        guard row.height > room else { return row }
        return form.fields[focus].isMultiline
            ? layout.caretLineRect(field: focus, line: editor.caretLine) : layout.valueLineRect(field: focus)
    }

    /// The focused field's frame in window coordinates as presented now.
    public var focusedWindowRect: Rect? { editor.focus.flatMap(windowRect(ofField:)) }

    /// Field `index`'s frame in window coordinates as presented now: a row where the scroll moved it (on screen or
    /// not), the navigation search field in its bar, the composer in the bottom bar; nil for a bar field not shown.
    public func windowRect(ofField index: Int) -> Rect? {
        // The navigation search field is in the bar, and the composer in the bottom bar, where they are drawn.
        if index == form.searchIndex { return barLayout.searchFrame }
        if index == form.composerIndex { return barLayout.composerFieldFrame }
        guard layout.rowFrames.indices.contains(index) else { return nil }
        return layout.rowFrames[index].converted(fromContentOf: scrollFrame, offset: presented.contentOffset)
    }

    /// The part of field `index` that can be seen now, in window coordinates: a row clipped to the scroll view's
    /// frame (nil when scrolled out of it), a bar field whole.
    public func visibleWindowRect(ofField index: Int) -> Rect? {
        guard let rect = windowRect(ofField: index) else { return nil }
        guard index != form.searchIndex, index != form.composerIndex else { return rect }
        let visible = rect.intersection(scrollFrame)
        return visible.isEmpty ? nil : visible
    }

    /// The scroll geometry as presented now.
    public var scrollGeometry: ScrollGeometry {
        let now = presented
        return ScrollGeometry(
            frame: scrollFrame, contentSize: contentSize, contentInset: now.contentInset,
            contentOffset: now.contentOffset)
    }

    /// The value of field `id`.
    public func value(of id: String) -> String? { form.index(of: id).map { editor.values[$0] } }

    /// Every field's value by id, for saving.
    public var valuesByID: [String: String] {
        Dictionary(uniqueKeysWithValues: zip(form.fields.map(\.id), editor.values))
    }

    /// Takes the notifications posted since the last call, in order.
    public mutating func takeNotifications() -> [TimedNotification] { avoidance.takeNotifications() }
}
