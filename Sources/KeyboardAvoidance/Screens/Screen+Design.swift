import Foundation

extension Screen {
    /// Checks a design picture's size in pixels before it is decoded: at most 8,192 × 32,768.
    ///
    /// - Parameters:
    ///   - key: `"light"` or `"dark"` for one of two pictures, nil for the only one.
    ///   - data: the screen file's bytes, to place the error on its `image` key.
    /// - Throws: ``LabError`` naming the screen file, the key and the largest size accepted.
    public static func checkPictureSize(
        width: Int, height: Int, name: String, key: String?, data: Data, file: String
    ) throws(LabError) {
        guard width > ScreenDesign.maximumPixelWidth || height > ScreenDesign.maximumPixelHeight else { return }
        throw ScreenReader(data: data, file: file).fail(
            ["content", "image"] + (key.map { [$0] } ?? []),
            "\(name) is \(width) × \(height) px; expected at most 8,192 × 32,768 px")
    }

    /// This screen with its design's pictures attached, once their sizes are checked against the file: a dark
    /// picture the light one's size, every field and the bar inside the picture, the fields in the scrolling part
    /// (below `fixedTop`, above the bar), `fixedTop` above the picture's end.
    ///
    /// - Parameters:
    ///   - data: the screen file's bytes, to place an error on its key.
    ///   - file: the screen file, as errors name it.
    /// - Throws: ``LabError`` naming the file, the key or field, and what was expected.
    public func attaching(_ bitmaps: DesignBitmaps, data: Data, file: String) throws(LabError) -> Screen {
        guard var design else { return self }
        let reader = ScreenReader(data: data, file: file)
        if let dark = bitmaps.dark, dark.width != bitmaps.light.width || dark.height != bitmaps.light.height {
            throw reader.fail(
                ["content", "image", "dark"],
                "\(design.darkImage ?? "") is \(dark.width) × \(dark.height) px; expected the light picture's size, "
                    + "\(bitmaps.light.width) × \(bitmaps.light.height) px")
        }
        try Self.checkScale(design, bitmaps: bitmaps, reader: reader)
        let size = Size(
            width: Double(bitmaps.light.width) / design.scale, height: Double(bitmaps.light.height) / design.scale)
        let whole = Rect(origin: .zero, size: size)
        let shown = "\(Self.points(size.width)) × \(Self.points(size.height)) pt at @\(Int(design.scale))x"
        guard size.width >= ScreenDesign.minimumWidth else {
            throw reader.fail(
                ["content", "image"],
                "the design is \(shown); expected a screen at least \(Int(ScreenDesign.minimumWidth)) pt wide "
                    + "(its pixels over its scale)")
        }
        guard design.fixedTop < size.height else {
            throw reader.fail(
                ["content", "fixedTop"],
                "\(Self.points(design.fixedTop)) is past the design's end (\(shown)); expected less than "
                    + Self.points(size.height))
        }
        if let bar = design.bar {
            guard whole.contains(bar.rect) else {
                throw reader.fail(
                    ["bottomBar", "rect"],
                    "\(Self.shown(bar.rect)) lies outside the design (\(shown)); expected a rect inside it")
            }
            guard bar.rect.minY >= design.fixedTop else {
                throw reader.fail(
                    ["bottomBar", "rect"],
                    "\(Self.shown(bar.rect)) starts above fixedTop (\(Self.points(design.fixedTop))); expected a bar "
                        + "below the scrolling part")
            }
        }
        let end = design.contentEnd(height: size.height)
        for (index, field) in design.fields.enumerated() {
            let path = ["content", "fields", "[\(index)]", "rect"]
            guard whole.contains(field.rect) else {
                throw reader.fail(
                    path, "\(Self.shown(field.rect)) lies outside the design (\(shown)); expected a rect inside it")
            }
            guard field.rect.minY >= design.fixedTop, field.rect.maxY <= end else {
                throw reader.fail(
                    path,
                    "\(Self.shown(field.rect)) is not in the scrolling part (from fixedTop \(Self.points(design.fixedTop)) "
                        + "to \(Self.points(end))); expected a field that scrolls")
            }
        }
        design.bitmaps = bitmaps
        var screen = self
        screen.design = design
        return screen
    }

    /// Refuses a scale the picture contradicts, naming the likely one: at the file's scale the picture is no
    /// screen's width, or a field or the bar lies outside it, while at another scale from 1 to 4 it is a screen's
    /// width and everything lies inside. (A renamed export, or `"scale": 2` on an @3x one, would otherwise put every
    /// field in the wrong place.)
    static func checkScale(_ design: ScreenDesign, bitmaps: DesignBitmaps, reader: ScreenReader) throws(LabError) {
        let (width, height) = (Double(bitmaps.light.width), Double(bitmaps.light.height))
        let rects = design.fields.map(\.rect) + (design.bar.map { [$0.rect] } ?? [])
        func outside(_ scale: Double) -> Rect? {
            let whole = Rect(x: 0, y: 0, width: width / scale, height: height / scale)
            return rects.first { !whole.contains($0) }
        }
        let fits = ScreenDesign.isScreenWidth(width / design.scale)
        let stray = outside(design.scale)
        guard !fits || stray != nil else { return }
        let likely = [1.0, 2, 3, 4].filter {
            $0 != design.scale && ScreenDesign.isScreenWidth(width / $0) && outside($0) == nil
        }.min { ScreenDesign.screenWidthDistance(width / $0) < ScreenDesign.screenWidthDistance(width / $1) }
        guard let likely else { return }
        let declared =
            ((try? JSONSerialization.jsonObject(with: reader.data)) as? [String: Any]).flatMap {
                ($0["content"] as? [String: Any])?["scale"]
            } != nil
        let how =
            declared
            ? "\"scale\": \(points(design.scale))"
            : ScreenDesign.scale(inName: design.image) != nil
                ? "the @\(Int(design.scale))x in its name" : "no \"scale\" and no @Nx in its name"
        let reason =
            fits
            ? "\(stray.map(shown) ?? "") lies outside its \(points(width / design.scale)) × "
                + "\(points(height / design.scale)) pt"
            : "\(points(width / design.scale)) pt wide, no phone's or tablet's width"
        throw reader.fail(
            ["content", declared ? "scale" : "image"],
            "\(design.image) is \(bitmaps.light.width) × \(bitmaps.light.height) px, read at @\(Int(design.scale))x "
                + "(\(how)): \(reason); at @\(Int(likely))x it is \(points(width / likely)) × \(points(height / likely)) "
                + "pt and every field fits; expected \"scale\": \(Int(likely))"
                + (declared ? "" : " or the name \(Self.renamed(design.image, scale: Int(likely)))"))
    }

    /// `name` with the scale `scale` in it: `signup@3x.png` for `signup.png` or `signup@2x.png`.
    static func renamed(_ name: String, scale: Int) -> String {
        let file = name.split(separator: "/").last.map(String.init) ?? name
        let dot = file.lastIndex(of: ".") ?? file.endIndex
        var stem = String(file[..<dot])
        if ScreenDesign.scale(inName: file) != nil, let at = stem.lastIndex(of: "@") { stem = String(stem[..<at]) }
        return stem + "@\(scale)x" + file[dot...]
    }

    /// `value` as a file writes it: `393`, or `392.5`.
    public static func points(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(value)
    }

    /// A rect as a file writes it: `[16, 402, 361, 48]`.
    static func shown(_ rect: Rect) -> String { "[" + rect.components.map(points).joined(separator: ", ") + "]" }
}

extension Screen {
    /// An error about a design's picture, placed on the screen file's `image` key (or its `light` or `dark`).
    public static func pictureError(key: String?, _ message: String, data: Data, file: String) -> LabError {
        ScreenReader(data: data, file: file).fail(["content", "image"] + (key.map { [$0] } ?? []), message)
    }
}
