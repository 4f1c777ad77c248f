/// Where every part of a form lies in the scroll view's content coordinates.
///
/// Rows are stored top to bottom, so hit tests and visible-range queries are binary searches.
///
/// ```swift
/// let layout = FormLayout(form: form, width: 393)
/// layout.fieldIndex(at: Point(x: 100, y: 300))  // the row under that content point, if any
/// ```
public struct FormLayout: Equatable, Hashable, Sendable {
    /// The content's size.
    public private(set) var contentSize = Size.zero
    /// Each field's row frame, in focus order.
    public private(set) var rowFrames: [Rect] = []
    /// Each header label's frame.
    public private(set) var headerLabelFrames: [Rect] = []
    /// Each section's header text frame.
    public private(set) var sectionHeaderFrames: [Rect] = []
    /// Each section's group (rounded block) frame.
    public private(set) var groupFrames: [Rect] = []
    /// The index of the first field of each section, plus the field count at the end.
    public private(set) var sectionStarts: [Int] = []
    /// The metrics used.
    public let metrics: FormMetrics
    /// Whether the rows lie where a design put them (side by side, in any order) rather than top to bottom: hit
    /// tests and visible-range queries then look at every row.
    public private(set) var isFreeform = false

    /// A design's layout: each field at its own rect (content coordinates, in focus order), one section holding
    /// them all, in content of `contentSize`.
    public init(designRows: [Rect], contentSize: Size, metrics: FormMetrics) {
        self.metrics = metrics
        rowFrames = designRows
        isFreeform = true
        let bounds = Rect(origin: .zero, size: contentSize)
        sectionHeaderFrames = [Rect(x: 0, y: 0, width: contentSize.width, height: 0)]
        groupFrames = [bounds]
        sectionStarts = [0, designRows.count]
        self.contentSize = contentSize
    }

    /// Lays out `form` for a scroll view `width` wide.
    ///
    /// - Parameters:
    ///   - lineCounts: the number of wrapped lines of multi-line fields by field index; fewer than
    ///     ``FormMetrics/minimumLines`` (or absent) gives the minimum.
    ///   - horizontalSafeArea: extra left and right margins (landscape sensor housing).
    ///   - trailingSafeArea: the right margin when it differs from the left, `horizontalSafeArea` (Android, whose
    ///     landscape safe area is the cutout's side alone, or the side button bar's); nil for the same on both.
    /// - Complexity: O(n) in the number of fields.
    public init(
        form: Form, width: Double, metrics: FormMetrics = FormMetrics(), lineCounts: [Int: Int] = [:],
        horizontalSafeArea: Double = 0, trailingSafeArea: Double? = nil
    ) {
        self.metrics = metrics
        let group = width >= metrics.wideScreenWidth ? metrics.wideGroupInset : metrics.groupInset
        let readable = (width - metrics.readableWidth) / 2
        let inset = max(group + horizontalSafeArea, readable)
        let trailing = max(group + (trailingSafeArea ?? horizontalSafeArea), readable)
        let groupWidth = max(0, width - inset - trailing)
        var y = metrics.topPadding
        headerLabelFrames.reserveCapacity(form.headerLabels.count)
        for _ in form.headerLabels {
            headerLabelFrames.append(Rect(x: inset, y: y, width: groupWidth, height: metrics.headerLabelHeight))
            y += metrics.headerLabelHeight
        }
        rowFrames.reserveCapacity(form.fields.count)
        var index = 0
        for section in form.sections {
            sectionStarts.append(index)
            if section.isOutsideContent {
                // The navigation bar's search field and the composer are not in the content: empty rows, found by no
                // point.
                sectionHeaderFrames.append(Rect(x: inset, y: 0, width: groupWidth, height: 0))
                groupFrames.append(Rect(x: inset, y: 0, width: groupWidth, height: 0))
                for _ in section.fields {
                    rowFrames.append(Rect(x: inset, y: 0, width: groupWidth, height: 0))
                    index += 1
                }
                continue
            }
            let first = index == (form.searchIndex == nil ? 0 : 1)
            y += metrics.sectionSpacing - (form.headerLabels.isEmpty && first ? metrics.sectionSpacing / 2 : 0)
            sectionHeaderFrames.append(
                Rect(x: inset + 16, y: y, width: groupWidth - 32, height: metrics.sectionHeaderHeight))
            y += metrics.sectionHeaderHeight + metrics.headerToGroup
            let groupTop = y
            for field in section.fields {
                let height: Double
                if field.isMultiline {
                    let lines = max(metrics.minimumLines, lineCounts[index] ?? 0)
                    height = 2 * metrics.multilinePadding + Double(lines) * metrics.lineHeight + multilineLabelLine
                } else {
                    height = metrics.rowHeight
                }
                rowFrames.append(Rect(x: inset, y: y, width: groupWidth, height: height))
                y += height
                index += 1
            }
            groupFrames.append(Rect(x: inset, y: groupTop, width: groupWidth, height: y - groupTop))
        }
        sectionStarts.append(index)
        y += metrics.bottomPadding
        contentSize = Size(width: width, height: y)
    }

    /// The index of the field whose row contains `point` (content coordinates), or nil.
    ///
    /// - Complexity: O(log n).
    public func fieldIndex(at point: Point) -> Int? {
        if isFreeform { return rowFrames.firstIndex { $0.contains(point) } }
        let i = firstRow(endingAfter: point.y)
        guard i < rowFrames.count, rowFrames[i].contains(point) else { return nil }
        return i
    }

    /// The indices of the rows that intersect the vertical band `minY..<maxY` (content coordinates).
    ///
    /// - Complexity: O(log n).
    public func rows(intersectingMinY minY: Double, maxY: Double) -> Range<Int> {
        if isFreeform { return 0..<rowFrames.count }
        let start = firstRow(endingAfter: minY)
        var low = start
        var high = rowFrames.count
        while low < high {
            let mid = (low + high) / 2
            if rowFrames[mid].minY < maxY { low = mid + 1 } else { high = mid }
        }
        return start..<max(start, low)
    }

    /// The first row whose bottom lies below `y`.
    private func firstRow(endingAfter y: Double) -> Int {
        var low = 0
        var high = rowFrames.count
        while low < high {
            let mid = (low + high) / 2
            if rowFrames[mid].maxY <= y { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// The section that holds field `index`.
    ///
    /// - Complexity: O(log s) in the number of sections.
    public func section(ofField index: Int) -> Int {
        var low = 0
        var high = sectionStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if sectionStarts[mid] <= index { low = mid } else { high = mid - 1 }
        }
        return min(low, max(0, groupFrames.count - 1))
    }

    /// The rect of a single-line field's value line, in content coordinates: the row's second line when labels
    /// stack above values, else a line centred in the row.
    public func valueLineRect(field index: Int) -> Rect {
        let row = rowFrames[index]
        let y =
            metrics.stacksLabels
            ? row.minY + metrics.multilinePadding + metrics.lineHeight : row.midY - metrics.lineHeight / 2
        return Rect(x: row.minX, y: y, width: row.width, height: metrics.lineHeight)
    }

    /// The rect of a stacked row's label line, in content coordinates (the row's first line).
    public func labelLineRect(field index: Int) -> Rect {
        let row = rowFrames[index]
        return Rect(x: row.minX, y: row.minY + metrics.multilinePadding, width: row.width, height: metrics.lineHeight)
    }

    /// The height of the line a multi-line row's label takes above its text when labels stack (accessibility text
    /// sizes); 0 when the label sits beside the text.
    public var multilineLabelLine: Double { metrics.stacksLabels ? metrics.lineHeight : 0 }

    /// The rect of line `line` (0-based) of a multi-line field's text, in content coordinates: what the avoidance
    /// strategy keeps visible while editing it. On the row's last line it reaches the row's bottom, padding
    /// included, so the field's edge, not just its text, keeps the gap above the keyboard (or a bar riding it).
    public func caretLineRect(field index: Int, line: Int) -> Rect {
        let row = rowFrames[index]
        let y = min(
            row.minY + metrics.multilinePadding + multilineLabelLine + Double(max(0, line)) * metrics.lineHeight,
            row.maxY - metrics.multilinePadding - metrics.lineHeight)
        let isLast = y + metrics.lineHeight >= row.maxY - metrics.multilinePadding - 0.5
        let height = metrics.lineHeight + (isLast ? metrics.multilinePadding : 0)
        return Rect(x: row.minX, y: y, width: row.width, height: height)
    }
}
