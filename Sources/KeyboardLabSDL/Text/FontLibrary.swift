import Foundation
import LabDrawing
import LabGeometry
import LabText

/// The bundled typefaces, opened with SDL2_ttf and cached per face and pixel size.
///
/// It measures text in points, as ``TextMeasuring`` asks: text is measured at `size × scale`
/// pixels, the size it is drawn at, and divided by `scale`.
///
/// ```swift
/// let fonts = try FontLibrary(session: session, directory: root.appending(path: "Assets/Fonts"), scale: 2)
/// fonts.size(of: "Bordeaux", font: FontSpec(.regular, size: 17))  // about 70 × 21 points
/// ```
public final class FontLibrary: TextMeasuring {
    /// The file name of each face inside the fonts directory.
    public static let fileNames: [FontFace: String] = [
        .regular: "Inter-Regular.otf",
        .semibold: "Inter-SemiBold.otf",
        .monospaced: "JetBrainsMono-Regular.ttf",
        .roboto: "Roboto-Regular.ttf",
        .robotoMedium: "Roboto-Medium.ttf",
    ]

    /// Where Debian's `fonts-roboto` puts Roboto (the layout changed between releases), searched in order for the
    /// faces KeyboardLab does not ship.
    public static let debianRobotoFolders = [
        "/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF", "/usr/share/fonts/truetype/roboto/unhinted",
        "/usr/share/fonts/truetype/roboto/hinted", "/usr/share/fonts/truetype/roboto",
    ].map { URL(filePath: $0) }

    /// The folder the font files are read from.
    public let directory: URL
    /// The folders the system's faces (Roboto) are searched in.
    public let systemDirectories: [URL]
    /// Pixels per point used by ``size(of:font:)``.
    public let scale: Double
    let session: SDLSession
    private var cache: [FontKey: FontHandle] = [:]

    private struct FontKey: Hashable {
        var face: FontFace
        var pixelSize: Int
    }

    /// Opens the bundled faces from `directory`, checking every file now; the system's faces (Roboto) are looked
    /// up in `systemDirectories` and, when not installed, drawn in the bundled face of the nearest weight
    /// (``missingSystemFaces`` names them).
    ///
    /// - Parameters:
    ///   - session: the initialised libraries; the library keeps it alive.
    ///   - directory: a folder holding ``fileNames``, normally `Assets/Fonts`.
    ///   - scale: pixels per point for measuring, for example 2 for a Retina-like canvas.
    ///   - systemDirectories: where the system's faces are searched, Debian's Roboto folders by default.
    /// - Throws: ``LabError`` naming the missing or unreadable file.
    public init(
        session: SDLSession, directory: URL, scale: Double, systemDirectories: [URL] = FontLibrary.debianRobotoFolders
    ) throws(LabError) {
        guard scale > 0, scale.isFinite else {
            throw LabError("SDL_ttf: font scale must be positive, got \(scale)")
        }
        self.session = session
        self.directory = directory
        self.systemDirectories = systemDirectories
        self.scale = scale
        for face in FontFace.bundled {
            _ = try font(face, pixelSize: Self.pixelSize(forPoints: 17, scale: scale))
        }
    }

    /// The URL of the file that holds `face`: in ``directory`` for a bundled face, else in the first system folder
    /// that has it (nil when none does).
    public func fileURL(for face: FontFace) -> URL? {
        let name = Self.fileNames[face] ?? "\(face.rawValue).ttf"
        guard !face.isBundled else { return directory.appending(path: name) }
        return systemDirectories.map { $0.appending(path: name) }.first {
            FileManager.default.isReadableFile(atPath: $0.path)
        }
    }

    /// The system faces that are not installed, drawn in a bundled face instead: what the window warns of once.
    public var missingSystemFaces: [FontFace] {
        FontFace.allCases.filter { !$0.isBundled && fileURL(for: $0) == nil }
    }

    /// The size `text` takes in `font` on one line, in points.
    ///
    /// Falls back to a fixed-width estimate when SDL2_ttf cannot measure (an unopenable size).
    public func size(of text: String, font: FontSpec) -> Size {
        let pixelSize = Self.pixelSize(forPoints: font.size, scale: scale)
        guard let handle = try? self.font(font.face, pixelSize: pixelSize) else {
            return FixedWidthTextMeasurer().size(of: text, font: font)
        }
        if text.isEmpty { return Size(width: 0, height: Double(handle.lineHeight) / scale) }
        let key = MeasureKey(text: text, face: font.face, pixelSize: pixelSize)
        if let known = measured.value(for: key) { return known }
        guard let pixels = handle.size(of: text) else {
            return FixedWidthTextMeasurer().size(of: text, font: font)
        }
        let size = Size(width: Double(pixels.width) / scale, height: Double(pixels.height) / scale)
        measured.insert(size, for: key)
        return size
    }

    private struct MeasureKey: Hashable {
        var text: String
        var face: FontFace
        var pixelSize: Int
    }

    /// Sizes already measured: a steady frame measures the same labels again, and shaping them costs more than
    /// looking them up.
    private var measured = LRUCache<MeasureKey, Size>(capacity: 4096)

    /// The number of open fonts, one per face and pixel size used so far.
    public var openFontCount: Int { cache.count }

    /// The font for `face` at `pixelSize`, opened on first use.
    func font(_ face: FontFace, pixelSize: Int) throws(LabError) -> FontHandle {
        let key = FontKey(face: face, pixelSize: pixelSize)
        if let handle = cache[key] { return handle }
        guard let file = fileURL(for: face) else {
            let handle = try font(face.fallback, pixelSize: pixelSize)
            cache[key] = handle
            return handle
        }
        let handle = try FontHandle(session: session, file: file, pixelSize: pixelSize, subpixel: face != .monospaced)
        cache[key] = handle
        return handle
    }

    /// The pixel size a `points` font is drawn at under `scale`: rounded to the nearest pixel, at least 1.
    static func pixelSize(forPoints points: Double, scale: Double) -> Int {
        let pixels = (points * scale).rounded()
        guard pixels.isFinite else { return 1 }
        return Int(max(1, min(pixels, 2048)))
    }
}
