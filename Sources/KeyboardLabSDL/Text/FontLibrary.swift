import Foundation
import KeyboardAvoidance
import LabDrawing

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
    ]

    /// The folder the font files are read from.
    public let directory: URL
    /// Pixels per point used by ``size(of:font:)``.
    public let scale: Double
    let session: SDLSession
    private var cache: [FontKey: FontHandle] = [:]

    private struct FontKey: Hashable {
        var face: FontFace
        var pixelSize: Int
    }

    /// Opens the three faces from `directory`, checking every file now.
    ///
    /// - Parameters:
    ///   - session: the initialised libraries; the library keeps it alive.
    ///   - directory: a folder holding ``fileNames``, normally `Assets/Fonts`.
    ///   - scale: pixels per point for measuring, for example 2 for a Retina-like canvas.
    /// - Throws: ``SDLError`` of kind ``SDLError/Kind/fontUnavailable`` naming the missing or unreadable file.
    public init(session: SDLSession, directory: URL, scale: Double) throws(SDLError) {
        guard scale > 0, scale.isFinite else {
            throw SDLError(.invalidArgument, "SDL_ttf: font scale must be positive, got \(scale)")
        }
        self.session = session
        self.directory = directory
        self.scale = scale
        for face in FontFace.allCases {
            _ = try font(face, pixelSize: Self.pixelSize(forPoints: 17, scale: scale))
        }
    }

    /// The URL of the file that holds `face`.
    public func fileURL(for face: FontFace) -> URL {
        directory.appending(path: Self.fileNames[face] ?? "\(face.rawValue).ttf")
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
    func font(_ face: FontFace, pixelSize: Int) throws(SDLError) -> FontHandle {
        let key = FontKey(face: face, pixelSize: pixelSize)
        if let handle = cache[key] { return handle }
        let handle = try FontHandle(
            session: session, file: fileURL(for: face), pixelSize: pixelSize, subpixel: face != .monospaced)
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
