internal import CSDL2
import LabDrawing
import LabGeometry
import LabImages
import LabText

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension CanvasRenderer {
    /// Samples per pixel side when measuring how much of an edge pixel a rounded corner covers.
    private static let cornerSamples = 8

    /// Fills whole pixels, alpha blended.
    func fill(_ rect: PixelRect, _ color: Color) throws(LabError) {
        guard !rect.isEmpty, color.alpha > 0 else { return }
        if fillInPlace([rect], color) { return }
        try setColor(color)
        var sdlRect = rect.sdlRect
        try sdlCheck(SDL_RenderFillRect(renderer.pointer, &sdlRect), "could not fill a rectangle")
    }

    /// Fills a rectangle with anti-aliased circular corners of `radius` pixels, scanline by scanline.
    ///
    /// Each row is one span of fully covered pixels plus, in the corner bands, a few edge pixels whose
    /// coverage is measured by supersampling and drawn with proportional alpha. Every pixel is drawn once.
    ///
    /// - Complexity: O(height + radius²) pixels examined.
    func fillRounded(_ rect: PixelRect, radius: Double, _ color: Color) throws(LabError) {
        guard !rect.isEmpty, color.alpha > 0 else { return }
        let radius = radius.isFinite ? min(max(radius, 0), Double(rect.width) / 2, Double(rect.height) / 2) : 0
        guard radius >= 0.5 else { return try fill(rect, color) }
        let shape = RoundedShape(rect: rect, radius: radius)
        if fillRoundedInPlace(rect, shape: shape, color) { return }

        var spans: [PixelRect] = []
        var edgePixels: [UInt8: [SDL_Point]] = [:]
        let band = Int(radius.rounded(.up))
        let middle = (rect.y0 + band)..<max(rect.y0 + band, rect.y1 - band)
        if !middle.isEmpty {
            spans.append(PixelRect(x0: rect.x0, y0: middle.lowerBound, x1: rect.x1, y1: middle.upperBound))
        }
        for row in rect.y0..<rect.y1 where !middle.contains(row) {
            let (least, most) = shape.insetRange(row: row)
            let half = (rect.x1 - rect.x0) / 2
            let fullInset = min(half, max(0, Int((most - 1e-9).rounded(.up))))
            let edgeInset = min(fullInset, max(0, Int(least.rounded(.down))))
            let full = (rect.x0 + fullInset)..<max(rect.x0 + fullInset, rect.x1 - fullInset)
            var edges: [Range<Int>] = [(rect.x0 + edgeInset)..<max(rect.x0 + edgeInset, rect.x1 - edgeInset)]
            if full.count > 0 {
                spans.append(PixelRect(x0: full.lowerBound, y0: row, x1: full.upperBound, y1: row + 1))
                edges = [(rect.x0 + edgeInset)..<full.lowerBound, full.upperBound..<(rect.x1 - edgeInset)]
            }
            let alphas = cornerAlphas(radius: radius, band: band, alpha: color.alpha)
            let iy = min(row - rect.y0, rect.y1 - 1 - row)
            for column in edges.joined() {
                let ix = min(column - rect.x0, rect.x1 - 1 - column)
                let alpha = ix < band && iy < band ? alphas[iy * band + ix] : color.alpha
                guard alpha > 0 else { continue }
                edgePixels[alpha, default: []].append(SDL_Point(x: Int32(column), y: Int32(row)))
            }
        }
        if !spans.isEmpty, !fillInPlace(spans, color) {
            try setColor(color)
            try sdlCheck(
                SDL_RenderFillRects(renderer.pointer, spans.map(\.sdlRect), Int32(spans.count)),
                "could not fill a rounded rectangle")
        }
        for alpha in edgePixels.keys.sorted() {
            guard let points = edgePixels[alpha], !renderPointsInPlace(points, color, alpha: alpha) else { continue }
            try setColor(color, alpha: alpha)
            try sdlCheck(
                SDL_RenderDrawPoints(renderer.pointer, points, Int32(points.count)),
                "could not draw a rounded rectangle's edge")
        }
    }

    /// ``fillRounded(_:radius:_:)`` straight into a software renderer's surface: the same spans and edge pixels, each
    /// blended once as they are when drawn through SDL, with nothing collected on the way; false, drawing nothing,
    /// for a window.
    private func fillRoundedInPlace(_ rect: PixelRect, shape: RoundedShape, _ color: Color) -> Bool {
        guard let (pixels, pitch, bounds) = pixelsInPlace() else { return false }
        let radius = shape.radius
        let band = Int(radius.rounded(.up))
        let middle = (rect.y0 + band)..<max(rect.y0 + band, rect.y1 - band)
        let alphas = cornerAlphas(radius: radius, band: band, alpha: color.alpha)
        let full = Blend(color, alpha: color.alpha)
        let columns = bounds.x0..<bounds.x1
        func span(_ range: Range<Int>, row: UnsafeMutablePointer<UInt32>) {
            let clipped = range.clamped(to: columns)
            guard !clipped.isEmpty else { return }
            if full.isOpaque {
                (row + clipped.lowerBound).update(repeating: full.opaque, count: clipped.count)
            } else {
                full.over(row + clipped.lowerBound, count: clipped.count)
            }
        }
        let rows = max(rect.y0, bounds.y0)..<max(rect.y0, bounds.y0, min(rect.y1, bounds.y1))
        for y in rows {
            let line = pixels + y * pitch
            if middle.contains(y) {
                span(rect.x0..<rect.x1, row: line)
                continue
            }
            let (least, most) = shape.insetRange(row: y)
            let half = (rect.x1 - rect.x0) / 2
            let fullInset = min(half, max(0, Int((most - 1e-9).rounded(.up))))
            let edgeInset = min(fullInset, max(0, Int(least.rounded(.down))))
            let inner = (rect.x0 + fullInset)..<max(rect.x0 + fullInset, rect.x1 - fullInset)
            let outer = (rect.x0 + edgeInset)..<max(rect.x0 + edgeInset, rect.x1 - edgeInset)
            span(inner, row: line)
            let iy = min(y - rect.y0, rect.y1 - 1 - y)
            // The edge pixels left and right of the full span (or the whole outer range when there is none), each
            // blended with its coverage; two plain loops, so a row allocates nothing.
            func edge(_ range: Range<Int>) {
                for x in range.clamped(to: columns) {
                    let ix = min(x - rect.x0, rect.x1 - 1 - x)
                    let alpha = ix < band && iy < band ? alphas[iy * band + ix] : color.alpha
                    guard alpha > 0 else { continue }
                    line[x] = alpha == 255 ? full.opaque : Blend(color, alpha: alpha).over(line[x])
                }
            }
            if inner.isEmpty {
                edge(outer)
            } else {
                edge(outer.lowerBound..<inner.lowerBound)
                edge(inner.upperBound..<max(inner.upperBound, outer.upperBound))
            }
        }
        return true
    }

    /// The coverage of the pixels in a top-left corner square of `band × band` for `radius`, computed once per
    /// radius: the other corners are its mirror images, because rectangles have whole-pixel edges.
    func cornerMask(radius: Double, band: Int) -> [Double] {
        if let mask = caches.cornerMasks[radius] { return mask }
        let corner = RoundedShape(rect: PixelRect(x0: 0, y0: 0, x1: 2 * band + 2, y1: 2 * band + 2), radius: radius)
        var mask = [Double](repeating: 1, count: band * band)
        for y in 0..<band {
            for x in 0..<band { mask[y * band + x] = corner.coverage(column: x, row: y, samples: Self.cornerSamples) }
        }
        if caches.cornerMasks.count > 64 { caches.cornerMasks.removeAll() }
        caches.cornerMasks[radius] = mask
        return mask
    }

    /// ``cornerMask(radius:band:)`` as the alpha each pixel of a colour with alpha `alpha` is drawn with (its
    /// coverage times `alpha`, rounded), computed once per radius and alpha: a frame's many corners of a few radii
    /// then look their pixels' alpha up.
    func cornerAlphas(radius: Double, band: Int, alpha: UInt8) -> [UInt8] {
        let key = CornerAlphaKey(radius: radius, alpha: alpha)
        if let alphas = caches.cornerAlphas[key] { return alphas }
        let alphas = cornerMask(radius: radius, band: band).map { UInt8((Double(alpha) * $0).rounded()) }
        if caches.cornerAlphas.count > 256 { caches.cornerAlphas.removeAll() }
        caches.cornerAlphas[key] = alphas
        return alphas
    }

    /// Draws a straight line `width` points wide with square ends at its endpoints.
    ///
    /// Horizontal and vertical lines snap to whole pixels, so a 1-point rule stays crisp; others are a quad.
    func strokeSegment(from start: Point, to end: Point, width: Double, _ color: Color, map: PixelMapping)
        throws(LabError)
    {
        guard color.alpha > 0, start != end else { return }
        let thickness = width.isFinite ? max(1, width * map.scale) : 1
        let pixelThickness = max(1, Int(thickness.rounded()))
        if start.y == end.y {
            let top = Int((map.exact(start).y - thickness / 2).rounded())
            let x0 = map.x(min(start.x, end.x))
            let x1 = max(map.x(max(start.x, end.x)), x0 + 1)
            return try fill(PixelRect(x0: x0, y0: top, x1: x1, y1: top + pixelThickness), color)
        }
        if start.x == end.x {
            let left = Int((map.exact(start).x - thickness / 2).rounded())
            let y0 = map.y(min(start.y, end.y))
            let y1 = max(map.y(max(start.y, end.y)), y0 + 1)
            return try fill(PixelRect(x0: left, y0: y0, x1: left + pixelThickness, y1: y1), color)
        }
        let a = map.exact(start)
        let b = map.exact(end)
        let length = ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
        guard length > 0 else { return }
        let nx = -(b.y - a.y) / length * thickness / 2
        let ny = (b.x - a.x) / length * thickness / 2
        try fillConvexPolygon(
            [(a.x + nx, a.y + ny), (b.x + nx, b.y + ny), (b.x - nx, b.y - ny), (a.x - nx, a.y - ny)], color)
    }

    /// Draws connected segments; opaque lines thicker than a pixel get round-ish joins.
    func strokePolyline(_ points: [Point], width: Double, _ color: Color, map: PixelMapping) throws(LabError) {
        guard points.count >= 2, color.alpha > 0 else { return }
        for (start, end) in zip(points, points.dropFirst()) {
            try strokeSegment(from: start, to: end, width: width, color, map: map)
        }
        let thickness = width.isFinite ? max(1, width * map.scale) : 1
        // Joins overlap the segments, so they are only drawn where double blending cannot show.
        guard color.alpha == 255, thickness >= 2 else { return }
        for joint in points.dropFirst().dropLast() {
            let centre = map.exact(joint)
            let octagon = (0..<8).map { index in
                let angle = Double(index) * Double.pi / 4 + Double.pi / 8
                return (centre.x + cos(angle) * thickness / 2, centre.y + sin(angle) * thickness / 2)
            }
            try fillConvexPolygon(octagon, color)
        }
    }

    /// Fills a convex polygon given in exact pixel coordinates, as a triangle fan.
    private func fillConvexPolygon(_ corners: [(x: Double, y: Double)], _ color: Color) throws(LabError) {
        guard corners.count >= 3 else { return }
        try setColor(color)
        let sdlColor = SDL_Color(r: color.red, g: color.green, b: color.blue, a: color.alpha)
        let vertices = corners.map {
            SDL_Vertex(
                position: SDL_FPoint(x: Float($0.x), y: Float($0.y)), color: sdlColor, tex_coord: SDL_FPoint(x: 0, y: 0)
            )
        }
        var indices: [Int32] = []
        for index in 1..<(corners.count - 1) {
            indices += [0, Int32(index), Int32(index + 1)]
        }
        try sdlCheck(
            SDL_RenderGeometry(renderer.pointer, nil, vertices, Int32(vertices.count), indices, Int32(indices.count)),
            "could not draw a line")
    }
}

/// The geometry of a rounded rectangle in exact pixel coordinates, for coverage tests.
private struct RoundedShape {
    let left: Double
    let right: Double
    let top: Double
    let bottom: Double
    let radius: Double

    init(rect: PixelRect, radius: Double) {
        left = Double(rect.x0)
        right = Double(rect.x1)
        top = Double(rect.y0)
        bottom = Double(rect.y1)
        self.radius = radius
    }

    /// How far `y` lies inside a corner band, measured from the corner circles' centre line (0 outside the bands).
    private func depth(y: Double) -> Double {
        min(radius, max(top + radius - y, y - (bottom - radius), 0))
    }

    /// How far the edge is pushed in from the left (and right) side at height `y`.
    private func inset(y: Double) -> Double {
        let d = depth(y: y)
        return d <= 0 ? 0 : radius - max(0, radius * radius - d * d).squareRoot()
    }

    /// The least and greatest inset over pixel row `row`.
    ///
    /// The depth is piecewise linear in y, with corners at the circles' centres, so the extremes are
    /// at the row's edges or at those centres.
    func insetRange(row: Int) -> (least: Double, most: Double) {
        let upper = Double(row)
        let lower = upper + 1
        let first = inset(y: upper)
        let second = inset(y: lower)
        var least = min(first, second)
        var most = max(first, second)
        // A row that holds a corner circle's centre line also takes the inset there (no array: this runs per row).
        func include(_ centre: Double) {
            guard centre > upper, centre < lower else { return }
            let value = inset(y: centre)
            least = min(least, value)
            most = max(most, value)
        }
        include(top + radius)
        include(bottom - radius)
        return (least, most)
    }

    /// The fraction of pixel (column, row) inside the shape, from `samples × samples` sample points.
    func coverage(column: Int, row: Int, samples: Int) -> Double {
        var inside = 0
        let step = 1 / Double(samples)
        for sy in 0..<samples {
            let y = Double(row) + (Double(sy) + 0.5) * step
            let dy = max(top + radius - y, y - (bottom - radius), 0)
            for sx in 0..<samples {
                let x = Double(column) + (Double(sx) + 0.5) * step
                let dx = max(left + radius - x, x - (right - radius), 0)
                if dx * dx + dy * dy <= radius * radius { inside += 1 }
            }
        }
        return Double(inside) / Double(samples * samples)
    }
}
