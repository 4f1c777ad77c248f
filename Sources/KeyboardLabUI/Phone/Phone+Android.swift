import KeyboardAvoidance
import LabDrawing

extension Phone {
    /// Keeps the avoidance in step with the device's platform: a strategy of the other platform gives way to this
    /// platform's default, and on Android the timeline reads the window's facts (edge-to-edge, the navigation
    /// area, the status bar).
    mutating func syncPlatform() {
        let platform = device.platform
        if !avoidance.timeline.strategy.platforms.contains(platform),
            let standard = AvoidanceStrategies.strategy(named: AvoidanceStrategies.standardName(for: platform))
        {
            avoidance.timeline.use(standard)
        }
        avoidance.timeline.android = androidWindow
        avoidance.timeline.keyboardVerticalOffset = page.keyboardVerticalOffset
    }

    /// The Android window's facts on an Android device; nil on iOS.
    public var androidWindow: AndroidWindow? {
        guard device.platform == .android else { return nil }
        return AndroidWindow(
            edgeToEdge: conditions.android != .android14, navigationInset: systemBarsBottom, statusBar: safeArea.top)
    }

    /// The navigation area's height at rest on Android (`systemBars()`'s bottom, the keyboard not included); 0 on
    /// iOS.
    public var systemBarsBottom: Double {
        device.platform == .android ? safeArea.bottom - device.metrics(orientation).safeArea.bottom : 0
    }

    /// The IME inset's bottom now (`ime()`): how much of the screen's bottom the presented keyboard covers, its
    /// navigation area included; 0 with it down.
    public var imeInset: Double { max(0, screen.maxY - presented.keyboardFrame.minY) }

    /// The line the caret is on with the field's bottom padding, in window coordinates as laid out (the pan not
    /// applied): what Android's `adjustPan` keeps above the keyboard. Nil with no focus.
    public var panCaretRect: Rect? {
        guard let focus = editor.focus else { return nil }
        if focus == form.searchIndex { return searchFrame }
        if focus == form.composerIndex { return composerFieldFrame }
        let row = layout.rowFrames[focus]
        let field = form.fields[focus]
        let line =
            field.isMultiline ? layout.caretLineRect(field: focus, line: caretLine) : layout.valueLineRect(field: focus)
        let bottom = field.isMultiline ? min(row.maxY, line.maxY + formMetrics.multilinePadding) : row.maxY
        let rect = Rect(x: line.minX, y: line.minY, width: line.width, height: bottom - line.minY)
        return rect.converted(fromContentOf: layoutScrollFrame, offset: targetState.contentOffset)
    }

    /// Hands the caret's line to the timeline before a show or a focus change.
    mutating func syncCaret() {
        avoidance.timeline.caret = device.platform == .android ? panCaretRect : nil
    }

    /// The keyboard edge a view pinned to the keyboard stands on under the strategy in force, for the keyboard at
    /// `keyboard`: the keyboard itself (iOS, `insets`); the navigation area above it (`compose-double`, padded
    /// twice); where it is heading (`adjust-resize` before edge-to-edge, whose layout jumps at once); or none, the
    /// view at rest (`adjust-resize` under edge-to-edge, `adjust-pan`, whose window pans instead, `adjust-nothing`).
    func pinnedEdge(keyboard: Rect) -> Rect {
        let hidden = Rect(x: keyboard.minX, y: screen.maxY, width: keyboard.width, height: keyboard.height)
        // A bar inside a framework's container stays at rest until the container moves (its safe area, once set).
        if avoidance.timeline.strategy.barsRideSafeArea, avoidance.timeline.strategy.name != "swiftui" { return hidden }
        switch avoidance.timeline.strategy.name {
        case "compose-double" where keyboard.minY < screen.maxY - 0.5:
            let nav = systemBarsBottom
            return Rect(x: keyboard.minX, y: keyboard.minY - nav, width: keyboard.width, height: keyboard.height + nav)
        case "adjust-resize":
            return androidWindow?.edgeToEdge == false ? avoidance.timeline.target.keyboardFrame : hidden
        case "adjust-pan", "adjust-nothing":
            return hidden
        default:
            return keyboard
        }
    }
}

extension Phone {
    /// Targets Android `version` and sets up `navigation` (nil keeps each): on an Android device the layout and
    /// the keyboard follow (the navigation area changes the safe area; edge-to-edge changes what `adjust-resize`
    /// does), as after a rotation.
    mutating func changeAndroid(_ version: AndroidVersion?, navigation: NavigationMode?, measurer: any TextMeasuring) {
        let before = (conditions.android, conditions.navigation)
        let wasAtEnd = isAtEnd == true
        if let version { conditions.android = version }
        if let navigation { conditions.navigation = navigation }
        guard before != (conditions.android, conditions.navigation), device.platform == .android else { return }
        changeLayout(device: device, orientation: orientation, measurer: measurer)
        // A message list at its end stays there when the navigation area changes its height.
        if wasAtEnd, !avoidance.timeline.isKeyboardShown {
            let scroll = ScrollGeometry(frame: layoutScrollFrame, contentSize: contentSize)
            let end = scroll.offsetRange(inset: baseInset).upperBound
            post(
                avoidance.timeline.rest(
                    scroll: ScrollTarget(contentInset: baseInset, contentOffset: Point(x: 0, y: end)), at: now))
        }
    }
}

extension Phone {
    /// The problems' lengths in the platform's unit: points on iOS, dp on Android.
    public var lengthUnit: String { device.platform == .android ? "dp" : "pt" }

    /// The problems as the overlay, the readout and the trace write them, in ``lengthUnit``.
    public var problemLines: [String] { problems.map { $0.text(unit: lengthUnit) } }

    /// `found` with Android's own words: under `adjust-resize` with edge-to-edge enforced a covered field says why;
    /// `adjust-pan` flags the app bar it pushed off the screen; `compose-double` flags its doubled inset.
    func androidProblems(_ found: [AvoidanceProblem]) -> [AvoidanceProblem] {
        guard let window = androidWindow else { return found }
        let strategy = avoidance.timeline.strategy.name
        var problems = found
        if strategy == "adjust-resize", window.edgeToEdge {
            problems = problems.map {
                if case .fieldCovered(let points) = $0 { .edgeToEdgeCovered(points: points) } else { $0 }
            }
        }
        let target = targetState
        guard avoidance.timeline.isKeyboardShown else { return problems }
        if strategy == "adjust-pan", page.design == nil {
            let barTop = safeArea.top
            let off = min(navigationAreaHeight, target.pan - barTop)
            if off > 0.5 { problems.append(.appBarOffScreen(points: off)) }
        }
        if strategy == "compose-double", systemBarsBottom > 0.5 {
            problems.append(.doubleInset(points: systemBarsBottom))
        }
        return problems
    }

    /// The bar problems in Android's words: a composer left under the keyboard by edge-to-edge says why, and the
    /// gap `compose-double` leaves under a pinned bar is its doubled inset, flagged once.
    func androidBarProblems(_ found: [AvoidanceProblem]) -> [AvoidanceProblem] {
        guard let window = androidWindow else { return found }
        let strategy = avoidance.timeline.strategy.name
        return found.compactMap { problem in
            switch problem {
            case .barCovered(let points)
            where strategy == "adjust-resize" && window.edgeToEdge && editor.focus == form.composerIndex:
                .edgeToEdgeCovered(points: points)
            case .barDetached where strategy == "compose-double": nil
            default: problem
            }
        }
    }
}

extension Phone {
    /// The window's Ctrl+I: the next iOS version on an iPhone, the next Android version the app targets on an
    /// Android device.
    public var nextVersionAction: Action {
        guard device.platform == .android else { return .ios(nil) }
        return .condition(ConditionOverrides(android: conditions.android.next))
    }

    /// The window's Ctrl+N: the other Android navigation mode.
    public var nextNavigationAction: Action {
        .condition(ConditionOverrides(navigation: conditions.navigation.toggled))
    }
}
