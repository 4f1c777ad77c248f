extension DeviceProfile {
    /// The floating keyboard's size held `orientation` with `options` (the accessory toolbar sits on top of it),
    /// or nil on a device without one.
    public func floatingKeyboardSize(_ orientation: Orientation, options: KeyboardOptions) -> Size? {
        guard let floating = floatingKeyboard else { return nil }
        let bar = options.accessoryBar ? metrics(orientation).accessoryBarHeight : 0
        return Size(width: floating.width, height: floating.height + bar)
    }

    /// Where the floating keyboard rests when nobody moved it: centred, a little above the bottom safe area.
    public func defaultFloatingOrigin(_ orientation: Orientation, options: KeyboardOptions) -> Point {
        let screen = screenSize(orientation)
        let size = floatingKeyboardSize(orientation, options: options) ?? .zero
        let bottom = screen.height - metrics(orientation).safeArea.bottom - 40
        return clampedFloatingOrigin(
            Point(x: (screen.width - size.width) / 2, y: bottom - size.height), orientation, options: options)
    }

    /// `origin` moved so the whole floating keyboard stays on screen, inside the safe area's top and bottom: its
    /// bottom always stays above the screen's bottom edge, so it never reads as docked
    /// (`width < screen.width && maxY < screen.height`).
    public func clampedFloatingOrigin(_ origin: Point, _ orientation: Orientation, options: KeyboardOptions) -> Point {
        let screen = screenSize(orientation)
        let safe = metrics(orientation).safeArea
        let size = floatingKeyboardSize(orientation, options: options) ?? .zero
        let x = min(max(origin.x, 0), max(0, screen.width - size.width))
        let lowest = screen.height - max(1, safe.bottom) - size.height
        let y = min(max(origin.y, safe.top), max(safe.top, lowest))
        return Point(x: x.isFinite ? x : 0, y: y.isFinite ? y : safe.top)
    }

    /// The floating keyboard's frame in window coordinates with its top-left corner at `origin` (clamped; nil
    /// for the default place), or nil on a device without one. A hidden floating keyboard lies just below the
    /// screen (`y` = screen height), straight under where it floats.
    public func floatingKeyboardFrame(
        _ orientation: Orientation, origin: Point?, options: KeyboardOptions, visible: Bool
    ) -> Rect? {
        guard let size = floatingKeyboardSize(orientation, options: options) else { return nil }
        let place =
            origin.map { clampedFloatingOrigin($0, orientation, options: options) }
            ?? defaultFloatingOrigin(orientation, options: options)
        let y = visible ? place.y : screenSize(orientation).height
        return Rect(origin: Point(x: place.x, y: y), size: size)
    }
}
