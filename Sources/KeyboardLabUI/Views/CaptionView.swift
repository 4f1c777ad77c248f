import KeyboardAvoidance
import LabDrawing
import LabImages

/// The captions above the phones: what differs between compared phones (their `--compare` specs), in each phone's
/// colour from the panel's columns, or the device and strategy in presenter mode; in the panel's type, shortened
/// with "…" to the phone's width.
///
/// ```swift
/// CaptionView.draw(state, layout: layout, measurer: fonts)  // a list for the band above the phones
/// ```
public enum CaptionView {
    /// The band above the phones with a caption over each, in window points (empty when no caption is shown); with
    /// `notices`, the scale notice above them when the panel that shows it is hidden.
    public static func draw(
        _ app: AppState, layout: WindowLayout, measurer: any TextMeasuring, notices: Bool = true
    ) -> DrawList {
        let theme = app.phone.labTheme
        // Stacked, the band spans the phones' column and is drawn after them: only its text may paint.
        let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
        var list = DrawList(canvas: layout.captionBand, background: layout.isStacked ? clear : theme.windowBackground)
        let font = FontSpec(.semibold, size: layout.metrics.textSize)
        if notices, layout.showsNoticeAbove, let notice = app.shownScaleNotice {
            // The panel is hidden: its scale notice goes above the captions.
            let frame = Rect(
                x: WindowLayout.margin, y: WindowLayout.margin / 2,
                width: layout.captionBand.width - 2 * WindowLayout.margin,
                height: layout.metrics.lineHeight)
            let mono = FontSpec(.monospaced, size: layout.metrics.textSize)
            list.text(
                TextRun(
                    measurer.truncating(notice, font: mono, toWidth: frame.width), font: mono, color: theme.plotInset,
                    frame: frame))
        }
        guard app.showsCaptions else { return list }
        let palette = CompareView.colors(theme)
        for (index, frame) in layout.captions.enumerated() where index < app.phones.count {
            let text = measurer.truncating(app.caption(index), font: font, toWidth: frame.width)
            let color = app.phones.count > 1 ? palette[index % palette.count] : theme.overlayText
            list.text(TextRun(text, font: font, color: color, frame: frame, alignment: .center))
        }
        return list
    }

    /// One caption over phone `index` of `count` as a video draws it, in a band `size` points wide: the window's
    /// type (semibold, `textSize` points), the phone's colour when comparing (the text colour for one), centred and
    /// shortened with "…" to the width, on the window's background.
    public static func caption(
        _ text: String, index: Int, count: Int, size: Size, textSize: Double, theme: Theme,
        measurer: any TextMeasuring
    ) -> DrawList {
        var list = DrawList(canvas: size, background: theme.windowBackground)
        let font = FontSpec(.semibold, size: textSize)
        let palette = CompareView.colors(theme)
        let color = count > 1 ? palette[index % palette.count] : theme.overlayText
        let frame = Rect(origin: .zero, size: size)
        list.text(
            TextRun(
                measurer.truncating(text, font: font, toWidth: size.width), font: font, color: color, frame: frame,
                alignment: .center))
        return list
    }

    /// A banner line as a video draws it beside the captions, in a band `size` points wide: what the window's
    /// banner says (slow motion), in its colour and the captions' type, shortened with "…" to the width.
    public static func banner(
        _ text: String, size: Size, textSize: Double, theme: Theme, measurer: any TextMeasuring
    ) -> DrawList {
        var list = DrawList(canvas: size, background: theme.windowBackground)
        let font = FontSpec(.semibold, size: textSize)
        list.text(
            TextRun(
                measurer.truncating(text, font: font, toWidth: size.width), font: font, color: theme.plotInset,
                frame: Rect(origin: .zero, size: size)))
        return list
    }
}
