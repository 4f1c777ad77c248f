/// A designer's screen: a picture exported from Figma, Sketch or Penpot, with the rects of its text fields and of
/// its bottom bar in the design's points. The screen file names the picture; the command line reads it and hands
/// its pixels over in ``bitmaps``.
///
/// ```swift
/// let screen = try Screen.decode(data, file: "Assets/Screens/design-signup.json")
/// screen.design?.scale  // 3, from the file's "@3x" suffix
/// screen.design?.fixedTop  // 98: the status and navigation bars as designed, which do not scroll
/// ```
public struct ScreenDesign: Equatable, Hashable, Sendable {
    /// The picture for the light appearance, as the screen file names it (relative to the screen file).
    public var image: String
    /// The picture for the dark appearance, or nil to show the light one in both.
    public var darkImage: String?
    /// Pixels per design point: the file's `scale`, else the `@Nx` suffix of the picture's name, else 1.
    public var scale: Double
    /// The points at the design's top that do not scroll (the status bar and navigation bar as designed).
    public var fixedTop: Double
    /// The top of ``fixedTop`` that is the status bar as exported, in points: inside a page or form sheet's card,
    /// which has no status bar of its own, the design is shown from below it. 0 for a design exported without one.
    public var statusBar: Double = 0
    /// Whether the phone draws its own status bar above the design (`"statusBar": "draw"`): for a picture exported
    /// without one, shown full screen from below the status bar.
    public var drawsStatusBar = false
    /// The text fields, in focus order.
    public var fields: [DesignField]
    /// The bar cut from the design that sits above the home indicator, or nil.
    public var bar: DesignBar?
    /// The pictures' pixels, once the command line has read them; nil straight out of the decoder.
    public var bitmaps: DesignBitmaps?

    /// A design.
    public init(
        image: String, darkImage: String? = nil, scale: Double = 1, fixedTop: Double = 0, fields: [DesignField] = [],
        bar: DesignBar? = nil
    ) {
        self.image = image
        self.darkImage = darkImage
        self.scale = scale
        self.fixedTop = fixedTop
        self.fields = fields
        self.bar = bar
    }

    /// The design's size in points, once its pixels are known.
    public var size: Size? {
        bitmaps.map { Size(width: Double($0.light.width) / scale, height: Double($0.light.height) / scale) }
    }

    /// Where the scrolling part ends, in design points: the bar's top, or the design's end.
    public func contentEnd(height: Double) -> Double { bar?.rect.minY ?? height }

    /// The narrowest design accepted, in points: a phone's screen, never a sliver scaled up hundreds of times.
    public static let minimumWidth = 200.0
    /// The largest picture accepted, in pixels.
    public static let maximumPixelWidth = 8192
    /// The tallest picture accepted, in pixels.
    public static let maximumPixelHeight = 32768

    /// The widths in points of the screens designs are drawn for, held upright: the lab's phones and tablets and
    /// the frames design tools offer. A picture whose width at its scale is none of them, while at another scale it
    /// is one, was given the wrong scale.
    public static let screenWidths: [Double] = [
        320, 360, 375, 390, 393, 402, 411.4, 412, 414, 420, 426.7, 428, 430, 440, 744, 768, 800, 810, 820, 834, 1024,
    ]

    /// Whether `width` points is within 3 % of a screen's width (``screenWidths``).
    public static func isScreenWidth(_ width: Double) -> Bool { screenWidthDistance(width) <= 0.03 }

    /// How far `width` points is from the nearest screen's width, as a fraction of it.
    public static func screenWidthDistance(_ width: Double) -> Double {
        screenWidths.map { abs(width - $0) / $0 }.min() ?? .infinity
    }

    /// The scale a picture's name carries: 2 for `name@2x.png`, nil without the suffix.
    public static func scale(inName name: String) -> Double? {
        let stem = name.split(separator: "/").last.map(String.init) ?? name
        guard let at = stem.lastIndex(of: "@") else { return nil }
        let rest = stem[stem.index(after: at)...]
        guard let x = rest.firstIndex(where: { $0 == "x" || $0 == "X" }), let number = Int(rest[..<x]),
            (1...4).contains(number)
        else {
            return nil
        }
        return Double(number)
    }
}
