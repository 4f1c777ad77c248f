internal import CSDL2
import Foundation
import LabDrawing
import LabImages
import LabText

/// What a golden image's pixels depend on besides the draw list: library versions, renderer, scale and fonts.
///
/// Store it next to goldens; when a comparison fails, ``differences(from:)`` says whether the
/// environment changed rather than the code.
///
/// ```swift
/// let environment = try RenderEnvironment.current(fontsDirectory: fontsURL, scale: 2)
/// let json = try JSONEncoder().encode(environment)
/// ```
public struct RenderEnvironment: Equatable, Codable, Sendable {
    /// One font file and a hash of its bytes.
    public struct FontFingerprint: Equatable, Codable, Sendable {
        /// The file name, for example `Inter-Regular.otf`.
        public var fileName: String
        /// The FNV-1a 64-bit hash of the file's bytes, 16 lowercase hex digits.
        public var fnv1a64: String

        /// Creates a fingerprint.
        public init(fileName: String, fnv1a64: String) {
            self.fileName = fileName
            self.fnv1a64 = fnv1a64
        }
    }

    /// The linked SDL version, "major.minor.patch".
    public var sdlVersion: String
    /// The linked SDL2_ttf version.
    public var ttfVersion: String
    /// The FreeType version SDL2_ttf uses.
    public var freeTypeVersion: String
    /// The renderer goldens are drawn with: "software".
    public var rendererName: String
    /// Pixels per point.
    public var scale: Double
    /// The bundled fonts, in ``FontFace`` order.
    public var fonts: [FontFingerprint]
    /// The system's faces the renderer found (Roboto, for Android's screens, from Debian's `fonts-roboto`), in
    /// ``FontFace`` order: a face that is not installed is left out, as it is drawn in a bundled face instead. Nil in
    /// sidecars written before it was recorded: then it is not known, and takes no part in equality or
    /// ``differences(from:)`` (goldens recorded before stay valid); known on both sides, it does.
    public var systemFonts: [FontFingerprint]?
    /// How glyphs are hinted and placed: "light-subpixel" (light hinting, glyphs at quarter-pixel positions), or
    /// nil in sidecars written before it was recorded, when it was "light" (whole-pixel positions).
    public var textHinting: String?
    /// The KeyboardLab build that recorded the goldens (`keyboard-lab --version`: the version and the commit), as
    /// information: it takes no part in equality or ``differences(from:)``, so goldens recorded by another build
    /// are not drift; nil in sidecars written before it was recorded.
    public var recordedBy: String?
    /// The conditions the goldens were recorded under besides each scenario's own (a check's condition flags and
    /// its `--vary` combination), each written as the condition table writes it, by the key's name; as information,
    /// like ``recordedBy``: it takes no part in equality or ``differences(from:)``. Nil when none was set, and in
    /// sidecars written before it was recorded.
    public var conditions: [String: String]?

    /// Creates an environment from its parts.
    public init(
        sdlVersion: String, ttfVersion: String, freeTypeVersion: String, rendererName: String, scale: Double,
        fonts: [FontFingerprint]
    ) {
        self.sdlVersion = sdlVersion
        self.ttfVersion = ttfVersion
        self.freeTypeVersion = freeTypeVersion
        self.rendererName = rendererName
        self.scale = scale
        self.fonts = fonts
        textHinting = FontHandle.hinting
    }

    /// The environment offscreen rendering has here, for the fonts in `fontsDirectory` at `scale`, with the system
    /// faces found in `systemDirectories` (Debian's Roboto folders by default, as ``FontLibrary`` searches them).
    ///
    /// - Throws: ``LabError`` naming a font file that cannot be read,
    ///   or saying why, when SDL2_ttf cannot start.
    /// - Complexity: O(total size of the font files).
    public static func current(
        fontsDirectory: URL, scale: Double, systemDirectories: [URL] = FontLibrary.debianRobotoFolders
    ) throws(LabError) -> RenderEnvironment {
        var sdl = SDL_version()
        SDL_GetVersion(&sdl)
        let ttf = TTF_Linked_Version()?.pointee ?? SDL_version()
        // SDL2_ttf's initialisation is reference counted, so this is safe while a session is alive.
        try sdlCheck(TTF_Init(), "could not initialise fonts", library: .ttf)
        var major: Int32 = 0
        var minor: Int32 = 0
        var patch: Int32 = 0
        TTF_GetFreeTypeVersion(&major, &minor, &patch)
        TTF_Quit()
        var fonts: [FontFingerprint] = []
        for face in FontFace.bundled {
            let name = FontLibrary.fileNames[face] ?? face.rawValue
            let path = fontsDirectory.appending(path: name).path
            guard let data = FileManager.default.contents(atPath: path) else {
                throw LabError("SDL_ttf: font file missing or unreadable: \(path)")
            }
            fonts.append(FontFingerprint(fileName: name, fnv1a64: FNV1a64.hexDigest(of: data)))
        }
        var environment = RenderEnvironment(
            sdlVersion: "\(sdl.major).\(sdl.minor).\(sdl.patch)", ttfVersion: "\(ttf.major).\(ttf.minor).\(ttf.patch)",
            freeTypeVersion: "\(major).\(minor).\(patch)", rendererName: "software", scale: scale, fonts: fonts)
        environment.systemFonts = systemFaces(in: systemDirectories)
        return environment
    }

    /// The system faces found in `directories` (each in the first folder that has it), with their hashes.
    ///
    /// - Complexity: O(total size of the font files found).
    static func systemFaces(in directories: [URL]) -> [FontFingerprint] {
        FontFace.allCases.filter { !$0.isBundled }.compactMap { face in
            let name = FontLibrary.fileNames[face] ?? "\(face.rawValue).ttf"
            for folder in directories {
                if let data = FileManager.default.contents(atPath: folder.appending(path: name).path) {
                    return FontFingerprint(fileName: name, fnv1a64: FNV1a64.hexDigest(of: data))
                }
            }
            return nil
        }
    }

    /// Whether the two environments render alike: every field but ``recordedBy`` and ``conditions`` is equal, and
    /// ``systemFonts`` where both know it.
    public static func == (lhs: RenderEnvironment, rhs: RenderEnvironment) -> Bool {
        lhs.sdlVersion == rhs.sdlVersion && lhs.ttfVersion == rhs.ttfVersion
            && lhs.freeTypeVersion == rhs.freeTypeVersion && lhs.rendererName == rhs.rendererName
            && lhs.scale == rhs.scale && lhs.fonts == rhs.fonts && lhs.hinting == rhs.hinting
            && (lhs.systemFonts == nil || rhs.systemFonts == nil || lhs.systemFonts == rhs.systemFonts)
    }

    /// ``textHinting``, with what a sidecar that does not say meant.
    var hinting: String { textHinting ?? "light" }

    /// One line per field that differs from `other`, such as `"freeTypeVersion: 2.12.1 → 2.13.2"`; empty when equal.
    public func differences(from other: RenderEnvironment) -> [String] {
        var lines: [String] = []
        func compare(_ name: String, _ mine: String, _ theirs: String) {
            if mine != theirs { lines.append("\(name): \(theirs) → \(mine)") }
        }
        compare("sdlVersion", sdlVersion, other.sdlVersion)
        compare("ttfVersion", ttfVersion, other.ttfVersion)
        compare("freeTypeVersion", freeTypeVersion, other.freeTypeVersion)
        compare("rendererName", rendererName, other.rendererName)
        compare("scale", "\(scale)", "\(other.scale)")
        compare("textHinting", hinting, other.hinting)
        compare(
            "fonts", fonts.map { "\($0.fileName)=\($0.fnv1a64)" }.joined(separator: ","),
            other.fonts.map { "\($0.fileName)=\($0.fnv1a64)" }.joined(separator: ","))
        if let mine = systemFonts, let theirs = other.systemFonts {
            compare("systemFonts", Self.listed(mine), Self.listed(theirs))
        }
        return lines
    }

    /// Fonts as one line, `none` for none.
    static func listed(_ fonts: [FontFingerprint]) -> String {
        fonts.isEmpty ? "none" : fonts.map { "\($0.fileName)=\($0.fnv1a64)" }.joined(separator: ",")
    }
}
