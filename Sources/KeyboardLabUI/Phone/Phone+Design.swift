import KeyboardAvoidance
import LabDrawing
import LabImages

/// An image screen: the design's picture scaled to the phone's width, its fields as the form's fields.
extension Phone {
    /// The design the phone shows, or nil for the lab's own screens.
    public var design: ScreenDesign? { page.design }

    /// The design as the phone shows it: scaled to its width, with its status band, fonts and insets.
    public var shownDesign: ShownDesign { ShownDesign(phone: self) }

    /// Lays a design out: each field's rect scaled into the scroll view's content, the content the design's
    /// scrolling part, multi-line fields wrapped inside their rects.
    mutating func relayoutDesign(_ design: ScreenDesign, measurer: any TextMeasuring) {
        let width = layoutCardFrame?.width ?? screen.width
        let size = design.size ?? Size(width: width, height: 0)
        let f = shownDesign.factor
        let top = design.fixedTop
        let end = design.contentEnd(height: size.height)
        let rows = design.fields.map {
            Rect(x: $0.rect.minX * f, y: ($0.rect.minY - top) * f, width: $0.rect.width * f, height: $0.rect.height * f)
        }
        var metrics = FormMetrics()
        if let first = design.fields.indices.first(where: { form.fields[$0].isMultiline })
            ?? design.fields.indices.first
        {
            metrics.lineHeight = shownDesign.lineHeight(first)
            metrics.multilinePadding = design.fields[first].textInset * f
        }
        layout = FormLayout(
            designRows: rows, contentSize: Size(width: width, height: max(0, end - top) * f), metrics: metrics)
        editor.wrap(multilineWrappers(measurer: measurer))
        layoutGeneration += 1
        avoidance.follow(safeAreaBottom: screen.maxY - safeArea.bottom)
        syncBars()
    }
}

/// An image screen as a phone shows it: the design's picture scaled to the phone's width, its status band, and its
/// fields' fonts and insets. Nothing here for the lab's own screens (``Phone/design`` is nil): a factor of 1.
///
/// ```swift
/// phone.shownDesign.factor     // 0.95: a 414 pt design on a 393 pt iPhone
/// phone.shownDesign.scaleNote  // "design 414 pt, shown ×0.95"
/// ```
public struct ShownDesign {
    /// The phone showing the design.
    let phone: Phone

    /// The design's picture for the current appearance, once read.
    public var bitmap: DesignBitmap? {
        phone.page.design?.bitmaps?.bitmap(dark: phone.conditions.appearance == .dark)
    }

    /// The design's width in points (the picture's pixels over its scale), or nil before its pixels are known.
    public var width: Double? { phone.page.design?.size?.width }

    /// Screen points per design point: the design scaled uniformly to the width it is shown at (the screen's, or
    /// a form sheet's card); 1 without a design.
    public var factor: Double {
        guard let width = width, width > 0 else { return 1 }
        return (phone.layoutCardFrame?.width ?? phone.screen.width) / width
    }

    /// The design's fixed top as shown, in points: where its scroll view starts below the top of the screen or card.
    public var fixedTop: Double {
        statusBar + ((phone.page.design?.fixedTop ?? 0) - hiddenTop) * factor
    }

    /// The phone's own status bar above a design that asks for it (`"statusBar": "draw"`), or whose captured
    /// status band gives way to the phone's, in points: the safe area's top full screen, none in a sheet's card
    /// (which has no status bar).
    public var statusBar: Double {
        (phone.page.design?.drawsStatusBar == true || replacesStatusBar) && phone.sheet == nil ? phone.safeArea.top : 0
    }

    /// The design's points hidden at its top, in design points: its status bar inside a sheet's card, which has no
    /// status bar of its own, or where the phone's replaces it; none full screen otherwise.
    public var hiddenTop: Double { phone.sheet == nil && !replacesStatusBar ? 0 : phone.page.design?.statusBar ?? 0 }

    /// Whether the design's captured status band (`statusBar`) gives way to the phone's own: full screen, when the
    /// band as shown ends above the bottom of the phone's camera (its Dynamic Island, notch or camera hole), as a
    /// screen captured on an iPhone SE's 20 pt status bar does on an iPhone 15 or a Pixel 8, so its title is not
    /// drawn under the camera.
    public var replacesStatusBar: Bool {
        guard phone.sheet == nil, let design = phone.page.design, !design.drawsStatusBar, design.statusBar > 0,
            phone.device.cutout.kind != .none,
            phone.safeArea.top >= phone.device.cutout.top + phone.device.cutout.size.height
        else { return false }
        return design.statusBar * factor + 1 < phone.device.cutout.top + phone.device.cutout.size.height
    }

    /// What the overlay and panel say about the design's scale: "design 393 pt, shown ×0.95", or nil when it is shown
    /// at its own size (or there is none).
    public var scaleNote: String? {
        guard let width = width, abs(factor - 1) > 0.0005 else { return nil }
        let factor = (factor * 100).rounded() / 100
        return "design \(Screen.points(width)) pt, shown ×\(factor)"
    }

    /// The ink for typed text over a design's `fill`: the light look's text over a light fill, the dark look's
    /// over a dark one, whatever the appearance (a light-only design shown in dark mode keeps readable text).
    public func ink(over fill: Color) -> Color {
        let luminance = 0.2126 * Double(fill.red) + 0.7152 * Double(fill.green) + 0.0722 * Double(fill.blue)
        return phone.resources.theme(for: luminance > 127.5 ? .light : .dark, platform: phone.device.platform).text
    }

    /// What the readout says of a design shown in dark mode with no dark picture: its own pixels stay light.
    public var appearanceNote: String? {
        guard let design = phone.page.design, phone.conditions.appearance == .dark, design.darkImage == nil else {
            return nil
        }
        return "light design shown in dark"
    }

    /// The text of design field `index`: its size on screen.
    public func font(_ index: Int) -> FontSpec? {
        guard let fields = phone.page.design?.fields, fields.indices.contains(index) else { return nil }
        return FontSpec(phone.device.platform.typeface(.regular), size: fields[index].fontSize * factor)
    }

    /// The space between field `index`'s edge and its text: the design's inset, or the theme's padding.
    public func textPadding(ofField index: Int) -> Double {
        guard let fields = phone.page.design?.fields, fields.indices.contains(index) else {
            return phone.theme.fieldPadding
        }
        return fields[index].textInset * factor
    }

    /// The font field `index` is typed in: a design's field's own, else the body font.
    public func fieldFont(_ index: Int) -> FontSpec { font(index) ?? phone.bodyFont }

    /// The line height of design field `index`'s text, in points.
    public func lineHeight(_ index: Int) -> Double {
        ((phone.page.design?.fields[index].fontSize ?? 17) * 22 / 17 * factor).rounded()
    }
}
