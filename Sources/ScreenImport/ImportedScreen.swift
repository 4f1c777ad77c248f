import KeyboardAvoidance

/// An image screen read from what a design tool or a UI test knows: the picture, its scale, the fixed top, the
/// fields in reading order and the bar, with the account of what was found and skipped.
///
/// ```swift
/// let screen = try FigmaImport(data: json, file: "signup.json", picture: picture).screen(frame: "Sign up")
/// print(screen.account.joined(separator: "\n"))
/// let file = screen.screenFile()  // an ordinary screen file, as text
/// ```
public struct ImportedScreen: Equatable, Sendable {
    /// What the screen was read from: `Figma frame "Sign up" (1:2) on page "Mobile"`.
    public var source: String
    /// The screen's title (the frame's name), or nil.
    public var title: String?
    /// The picture the screen file names.
    public var picture: ImportPicture
    /// The design's dark picture, the same size, or nil.
    public var darkPicture: ImportPicture?
    /// Pixels per design point, a whole number from 1 to 4.
    public var scale: Int
    /// Points at the top that do not scroll: the status bar and navigation bar.
    public var fixedTop: Double
    /// The status bar's points at the top of ``fixedTop``.
    public var statusBar: Double
    /// The fields, in reading order.
    public var fields: [ImportedField]
    /// The bar at the bottom, or nil.
    public var bar: ImportedBar?
    /// What else was found, one line each: the scale, the device matched, the fixed top's node.
    public var notes: [String]
    /// What was left out and why, one line each: `"Promo" (INSTANCE 4:2): a button, not a field`.
    public var skipped: [String]

    /// A screen read from `source`.
    public init(
        source: String, title: String? = nil, picture: ImportPicture, scale: Int, fixedTop: Double = 0,
        statusBar: Double = 0, fields: [ImportedField] = [], bar: ImportedBar? = nil, notes: [String] = [],
        skipped: [String] = []
    ) {
        self.source = source
        self.title = title
        self.picture = picture
        self.scale = scale
        self.fixedTop = fixedTop
        self.statusBar = statusBar
        self.fields = fields
        self.bar = bar
        self.notes = notes
        self.skipped = skipped
    }

    /// The design's size in points: the picture's pixels over the scale.
    public var size: Size {
        Size(width: Double(picture.width) / Double(scale), height: Double(picture.height) / Double(scale))
    }

    /// `rect` as a file writes it, `[16, 220, 361, 48]`, each number to at most two decimals.
    public static func shown(_ rect: Rect) -> String {
        "[" + [rect.minX, rect.minY, rect.width, rect.height].map(number).joined(separator: ", ") + "]"
    }

    /// `value` to at most two decimals: `393`, `411.43`.
    public static func number(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded(), abs(rounded) < 1e9 { return String(Int(rounded)) }
        return String(rounded)
    }

    /// Adds the design's dark picture.
    ///
    /// - Throws: ``LabError`` when its size is not the light picture's.
    public mutating func addDark(_ dark: ImportPicture) throws(LabError) {
        guard dark.width == picture.width, dark.height == picture.height else {
            throw LabError(
                "\(dark.file) is \(dark.width) × \(dark.height) px, but \(picture.file) is \(picture.width) × "
                    + "\(picture.height) px; expected the dark picture of the same screen, the same size")
        }
        darkPicture = dark
    }

    /// Keeps the fields that can be an image screen's: inside the picture, below the fixed top and above the bar,
    /// naming the others in ``skipped``; then puts them in reading order with their Return keys.
    mutating func settleFields(_ found: [ImportedField]) {
        let whole = Rect(origin: .zero, size: size)
        let end = bar?.rect.minY ?? size.height
        var kept: [ImportedField] = []
        for var field in found {
            let name = "\(field.origin) \"\(field.label)\""
            let inside = field.rect.intersection(whole)
            guard !inside.isEmpty, inside.height >= field.rect.height / 2, inside.width >= field.rect.width / 2 else {
                skipped.append("\(name): outside the picture")
                continue
            }
            let cut = zip(inside.components, field.rect.components).contains { abs($0 - $1) > 0.005 }
            if cut {
                notes.append("\(name): cut to the picture, \(Self.shown(inside))")
                field.rect = inside
            }
            if field.rect.minY < fixedTop - 0.5 {
                skipped.append(
                    "\(name): in the fixed top (above \(Self.number(fixedTop)) pt); an image screen's fields scroll")
            } else if field.rect.maxY > end + 0.5 {
                skipped.append(
                    "\(name): in or below the bar (from \(Self.number(end)) pt); an image screen's fields "
                        + "are above it")
            } else {
                field.rect = Rect(
                    x: field.rect.minX, y: max(field.rect.minY, fixedTop), width: field.rect.width,
                    height: min(field.rect.maxY, end) - max(field.rect.minY, fixedTop))
                kept.append(field)
            }
        }
        fields = ImportedField.inReadingOrder(kept)
    }
}
