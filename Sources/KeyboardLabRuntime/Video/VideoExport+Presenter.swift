import KeyboardAvoidance
import KeyboardLabUI
import LabDrawing
import LabImages

extension VideoExport {
    /// One frame of a presenter's video: the phones side by side, centred in `presenter`'s frame on the window's
    /// background, each under its caption as the window draws it (the window's type, the phone's colour,
    /// ``PresenterVideo/captionPixels`` tall), and "SLOW MOTION ×10" at the left while `slow` (as the window's
    /// banner says); a frame whose phones do not fit is fitted into it.
    func presenterImage(
        _ frame: LabFrame, captions: [String], slow: Bool, theme: Theme, presenter: PresenterVideo,
        canvas headless: HeadlessCanvas
    ) throws(LabError) -> RGBAImage {
        let lists = frame.drawLists.prefix(max(1, captions.count))
        var phones: [RGBAImage] = []
        for list in lists { phones.append(try headless.capture(list)) }
        let gap = ContactSheet.gap
        let band = presenter.captionBand
        let width = phones.map(\.width).reduce(0, +) + gap * (phones.count - 1)
        let height = band + (phones.map(\.height).max() ?? 0)
        var canvas = RGBAImage(
            width: max(width + 2 * gap, presenter.width), height: max(height + 2 * gap, presenter.height),
            fill: theme.windowBackground)
        var x = (canvas.width - width) / 2
        let top = (canvas.height - height) / 2
        let points = Double(presenter.captionPixels) / headless.scale
        var widest = width
        for (index, phone) in phones.enumerated() {
            if index < captions.count {
                // A caption may reach past its phone: into the gaps beside it when comparing, across the frame for
                // one phone; a caption wider still gets smaller type (never under the presenter floor) before "…".
                let room = phones.count > 1 ? phone.width + gap : canvas.width - 2 * gap
                let fit = Self.captionFit(captions[index], points: points, room: room, phone: phone.width, headless)
                let size = Size(width: Double(fit.width) / headless.scale, height: Double(band) / headless.scale)
                let caption = CaptionView.caption(
                    captions[index], index: index, count: phones.count, size: size, textSize: fit.points, theme: theme,
                    measurer: headless.measurer)
                canvas.paste(try headless.capture(caption), atX: x + (phone.width - fit.width) / 2, y: top)
                widest = max(widest, fit.width)
            }
            canvas.paste(phone, atX: x, y: top + band)
            x += phone.width + gap
        }
        if slow {
            let room = Double((canvas.width - widest) / 2 - 2 * gap) / headless.scale
            let banner = CaptionView.banner(
                "SLOW MOTION ×10", size: Size(width: max(room, 1), height: Double(band) / headless.scale),
                textSize: points, theme: theme, measurer: headless.measurer)
            canvas.paste(try headless.capture(banner), atX: gap, y: top)
        }
        return Self.fitted(canvas, width: presenter.width, height: presenter.height)
    }

    /// The width in pixels a caption takes over a phone `phone` pixels wide (at least the phone's, at most `room`)
    /// and its type size in points: `points`, or smaller down to the presenter floor (18 pixels) when the words
    /// do not fit `room` at it.
    static func captionFit(
        _ text: String, points: Double, room: Int, phone: Int, _ headless: HeadlessCanvas
    ) -> (width: Int, points: Double) {
        let pad = 2 * ContactSheet.gap
        func pixels(_ size: Double) -> Int {
            let points = headless.measurer.size(of: text, font: FontSpec(.semibold, size: size)).width
            return Int((points * headless.scale).rounded(.up)) + pad
        }
        let least = min(points, PanelMetrics.presenterPixels / headless.scale)
        var size = points
        while pixels(size) > room, size > least { size = max(least, size * 0.95) }
        return (min(room, max(phone, pixels(size))), size)
    }
}
