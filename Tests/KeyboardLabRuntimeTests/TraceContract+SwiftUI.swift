import Testing

extension TraceContract {
    /// `swiftui` at every frame: the keyboard safe area never below the device's; a `safeAreaInset` bar on its edge
    /// (`screen.maxY − safeAreaBottom`, interactive drags included); the inset `max(I0.bottom, F.maxY − visible
    /// bottom)` once settled, the visible bottom being the bar's top or the safe area's edge; and then, until a finger
    /// scrolls, a focused single-line field below the visible top ends on or above the visible bottom (gap 0 allowed).
    mutating func checkSwiftUI(_ frame: TraceFrame, _ layout: Layout, card: [Double]?) {
        guard let screenBottom, let deviceSafeBottom else { return }
        #expect(frame.safeAreaBottom >= deviceSafeBottom - 0.001, "\(scenario) at \(frame.time): kbSafe below S")
        let edge = screenBottom - frame.safeAreaBottom
        var visibleBottom = edge
        if let pinned = frame.pinned, let rest = layout.restingBar {
            let restBottom = rest[1] + rest[3]
            let expected = layout.barIsPinned ? min(restBottom, edge) : restBottom
            #expect(
                abs(pinned[1] + pinned[3] - expected) < 0.001,
                "\(scenario) at \(frame.time): bar bottom \(pinned[1] + pinned[3]), want \(expected) (kbSafe)")
            if layout.barIsPinned { visibleBottom = pinned[1] }
        }
        // A card moves the scroll view with the keyboard; the inset is then checked by the sheet tests.
        // Mid-animation the inset moves on the same progress as the safe area, between the two ends' values
        // (``checkSwiftUIProgress(_:)``).
        guard card == nil, frame.progress == 1, !frame.interactive else { return }
        checks["swiftui inset", default: 0] += 1
        let overlap = max(0, layout.scrollFrame[1] + layout.height - visibleBottom)
        let expected = max(baseInset ?? 0, overlap)
        #expect(
            abs(frame.inset[2] - expected) < 0.01,
            "\(scenario) at \(frame.time): inset \(frame.inset[2]), want \(expected) from kbSafe \(frame.safeAreaBottom)"
        )
        // Once a finger scrolled the content, the field is where the user left it.
        if !touched, frame.touch == nil, let rect = frame.focused, rect[3] <= 44,
            frame.keyboard[2] >= layout.scrollFrame[2], frame.keyboard[1] < screenBottom,
            rect[1] >= layout.scrollFrame[1], frame.pinned.map({ rect[1] < $0[1] }) ?? true
        {
            #expect(
                rect[1] + rect[3] <= visibleBottom + 0.001,
                "\(scenario) at \(frame.time): field bottom \(rect[1] + rect[3]) below \(visibleBottom)")
        }
    }

    /// Within one animation (no notification and no new layout since the frame before), the keyboard safe area and
    /// the inset move on the same progress between their two ends, as SwiftUI animates a layout change: every
    /// frame's `(safeAreaBottom, inset.bottom)` lies on the line through the animation's first two distinct ones.
    mutating func checkSwiftUIProgress(_ frame: TraceFrame) {
        if notificationsSinceFrame > 0 || frame.progress == 1 || frame.interactive { swiftUIAnimation.removeAll() }
        guard frame.progress < 1, !frame.interactive else { return }
        let point = (frame.safeAreaBottom, frame.inset[2])
        guard let first = swiftUIAnimation.first, let second = swiftUIAnimation.dropFirst().first else {
            if swiftUIAnimation.first.map({ abs($0.0 - point.0) > 0.01 }) ?? true { swiftUIAnimation.append(point) }
            return
        }
        let along = first.1 + (second.1 - first.1) * (point.0 - first.0) / (second.0 - first.0)
        #expect(
            abs(point.1 - along) < 0.01,
            "\(scenario) at \(frame.time): inset \(point.1) off the animation's line (\(along)) at kbSafe \(point.0)")
    }
}
