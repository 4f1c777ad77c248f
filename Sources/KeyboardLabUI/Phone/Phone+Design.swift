import KeyboardAvoidance
import LabDrawing
import LabImages

/// An image screen: the design's picture scaled to the phone's width, its fields as the form's fields.
extension Phone {
    /// The design the phone shows, or nil for the lab's own screens.
    public var design: ScreenDesign? { page.design }

    /// The design's picture for the current appearance, once read.
    public var designBitmap: DesignBitmap? {
        page.design?.bitmaps?.bitmap(dark: conditions.appearance == .dark)
    }

    /// The design's width in points (the picture's pixels over its scale), or nil before its pixels are known.
    public var designWidth: Double? { page.design?.size?.width }

    /// Screen points per design point: the design scaled uniformly to the width it is shown at (the screen's, or
    /// a form sheet's card); 1 without a design.
    public var designFactor: Double {
        guard let width = designWidth, width > 0 else { return 1 }
        return (layoutCardFrame?.width ?? screen.width) / width
    }

    /// The design's fixed top as shown, in points: where its scroll view starts below the top of the screen or card.
    var designFixedTop: Double {
        designStatusBar + ((page.design?.fixedTop ?? 0) - designHiddenTop) * designFactor
    }

    /// The phone's own status bar above a design that asks for it (`"statusBar": "draw"`), or whose captured
    /// status band gives way to the phone's, in points: the safe area's top full screen, none in a sheet's card
    /// (which has no status bar).
    var designStatusBar: Double {
        (page.design?.drawsStatusBar == true || designReplacesStatusBar) && sheet == nil ? safeArea.top : 0
    }

    /// The design's points hidden at its top, in design points: its status bar inside a sheet's card, which has no
    /// status bar of its own, or where the phone's replaces it; none full screen otherwise.
    var designHiddenTop: Double { sheet == nil && !designReplacesStatusBar ? 0 : page.design?.statusBar ?? 0 }

    /// Whether the design's captured status band (`statusBar`) gives way to the phone's own: full screen, when the
    /// band as shown ends above the bottom of the phone's camera (its Dynamic Island, notch or camera hole), as a
    /// screen captured on an iPhone SE's 20 pt status bar does on an iPhone 15 or a Pixel 8, so its title is not
    /// drawn under the camera.
    public var designReplacesStatusBar: Bool {
        guard sheet == nil, let design = page.design, !design.drawsStatusBar, design.statusBar > 0,
            device.cutout.kind != .none, safeArea.top >= device.cutout.top + device.cutout.size.height
        else { return false }
        return design.statusBar * designFactor + 1 < device.cutout.top + device.cutout.size.height
    }

    /// What the overlay and panel say about the design's scale: "design 393 pt, shown ×0.95", or nil when it is shown
    /// at its own size (or there is none).
    public var designScaleNote: String? {
        guard let width = designWidth, abs(designFactor - 1) > 0.0005 else { return nil }
        let factor = (designFactor * 100).rounded() / 100
        return "design \(Screen.points(width)) pt, shown ×\(factor)"
    }

    /// The ink for typed text over a design's `fill`: the light look's text over a light fill, the dark look's
    /// over a dark one, whatever the appearance (a light-only design shown in dark mode keeps readable text).
    func designInk(over fill: Color) -> Color {
        let luminance = 0.2126 * Double(fill.red) + 0.7152 * Double(fill.green) + 0.0722 * Double(fill.blue)
        return resources.theme(for: luminance > 127.5 ? .light : .dark, platform: device.platform).text
    }

    /// What the readout says of a design shown in dark mode with no dark picture: its own pixels stay light.
    public var designAppearanceNote: String? {
        guard let design = page.design, conditions.appearance == .dark, design.darkImage == nil else { return nil }
        return "light design shown in dark"
    }

    /// The text of design field `index`: its size on screen.
    func designFont(_ index: Int) -> FontSpec? {
        guard let fields = page.design?.fields, fields.indices.contains(index) else { return nil }
        return FontSpec(device.platform.typeface(.regular), size: fields[index].fontSize * designFactor)
    }

    /// The space between field `index`'s edge and its text: the design's inset, or the theme's padding.
    func textPadding(ofField index: Int) -> Double {
        guard let fields = page.design?.fields, fields.indices.contains(index) else { return theme.fieldPadding }
        return fields[index].textInset * designFactor
    }

    /// The font field `index` is typed in: a design's field's own, else the body font.
    func fieldFont(_ index: Int) -> FontSpec { designFont(index) ?? bodyFont }

    /// The line height of design field `index`'s text, in points.
    func designLineHeight(_ index: Int) -> Double {
        ((page.design?.fields[index].fontSize ?? 17) * 22 / 17 * designFactor).rounded()
    }

    /// Lays a design out: each field's rect scaled into the scroll view's content, the content the design's
    /// scrolling part, multi-line fields wrapped inside their rects.
    mutating func relayoutDesign(_ design: ScreenDesign, measurer: any TextMeasuring) {
        let width = layoutCardFrame?.width ?? screen.width
        let size = design.size ?? Size(width: width, height: 0)
        let f = designFactor
        let top = design.fixedTop
        let end = design.contentEnd(height: size.height)
        let rows = design.fields.map {
            Rect(x: $0.rect.minX * f, y: ($0.rect.minY - top) * f, width: $0.rect.width * f, height: $0.rect.height * f)
        }
        var metrics = FormMetrics()
        if let first = design.fields.indices.first(where: { form.fields[$0].isMultiline })
            ?? design.fields.indices.first
        {
            metrics.lineHeight = designLineHeight(first)
            metrics.multilinePadding = design.fields[first].textInset * f
        }
        layout = FormLayout(
            designRows: rows, contentSize: Size(width: width, height: max(0, end - top) * f), metrics: metrics)
        editor.wrap(multilineWrappers(measurer: measurer))
        layoutGeneration += 1
        avoidance.timeline.safeAreaBottom = screen.maxY - safeArea.bottom
        syncBars()
    }
}
