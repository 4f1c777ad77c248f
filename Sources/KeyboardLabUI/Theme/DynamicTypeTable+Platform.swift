import KeyboardAvoidance
import LabDrawing

extension DynamicTypeTable {
    /// The largest font scale Android offers (200 %).
    public static let largestAndroidFontScale = 2.0

    /// Android's font scale standing for the text size `size`: the body size's ratio to the default's (1 at `l`),
    /// at most 2.
    ///
    /// ```swift
    /// table.androidFontScale(.l)    // 1
    /// table.androidFontScale(.ax5)  // 2
    /// ```
    public func androidFontScale(_ size: TextSize) -> Double {
        min(Self.largestAndroidFontScale, body(size) / max(1, body(.l)))
    }

    /// Body text at `size`: Inter at the Dynamic Type size on iOS; Material 3's bodyLarge on Android.
    public func bodyFont(_ size: TextSize, platform: Platform) -> FontSpec {
        guard platform == .android else { return FontSpec(.regular, size: body(size)) }
        return MaterialTextStyle.bodyLarge.font(scale: androidFontScale(size))
    }

    /// Section headers at `size`: Inter at the footnote size on iOS; Material 3's titleSmall on Android.
    public func footnoteFont(_ size: TextSize, platform: Platform) -> FontSpec {
        guard platform == .android else { return FontSpec(.regular, size: footnote(size)) }
        return MaterialTextStyle.titleSmall.font(scale: androidFontScale(size))
    }

    /// The form metrics at `size` on `platform`: iOS's grouped rows (``formMetrics(_:)``), or on Android a
    /// column of Material 3 filled text fields.
    public func formMetrics(_ size: TextSize, platform: Platform) -> FormMetrics {
        guard platform == .android else { return formMetrics(size) }
        return Self.materialMetrics(scale: androidFontScale(size))
    }

    /// A column of Material 3 filled text fields at font scale `scale`. Each row holds one field with 4 dp above
    /// and below it; the field holds its floating label (bodySmall's line) over its value (bodyLarge's), 8 dp
    /// inside its top and bottom: 56 dp tall and a 64 dp row at the default scale. Rows stack their label over
    /// their value, so the value's line, the caret's and a tap's are the ones drawn; a multi-line field adds a
    /// bodyLarge line per line of text. Fields stand 16 dp from the screen's sides (24 dp from 600 dp), section
    /// headers (titleSmall) over them.
    public static func materialMetrics(scale: Double) -> FormMetrics {
        var metrics = FormMetrics()
        let line = (MaterialTextStyle.bodyLarge.lineHeight(scale: scale)).rounded()
        let label = (MaterialTextStyle.bodySmall.lineHeight(scale: scale)).rounded()
        let gap = MaterialMetrics.fieldGap
        let padding = MaterialMetrics.fieldVerticalPadding
        metrics.stacksLabels = true
        metrics.lineHeight = line
        // A row is 2 × padding + 2 lines when labels stack; the label's line is shorter than a value's.
        metrics.multilinePadding = (2 * gap + 2 * padding + label - line) / 2
        metrics.rowHeight = 2 * metrics.multilinePadding + 2 * line
        metrics.headerLabelHeight = max(30, line + 8)
        metrics.sectionHeaderHeight = (MaterialTextStyle.titleSmall.lineHeight(scale: scale)).rounded()
        metrics.sectionSpacing = 24
        metrics.headerToGroup = 4
        metrics.topPadding = 8
        metrics.bottomPadding = 24
        metrics.groupInset = 16
        metrics.wideGroupInset = 24
        metrics.wideScreenWidth = 600
        return metrics
    }
}
