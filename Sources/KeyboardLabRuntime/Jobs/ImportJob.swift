import Foundation
import KeyboardAvoidance
import KeyboardLabSDL
import LabFiles
import LabImages
import LabPNG
import ScreenImport

/// `import`: one import of a design tool's or a UI test's document: the files checked first (a missing one is a
/// usage error), the document read by its reader, the picture's size read from its header, the account reported,
/// the screen file read back as the lab reads it (with its picture), then written; nothing is written after an error
/// or in a dry run.
///
/// ```swift
/// let job = try ImportJob(document: "dump.xml", options: ImportJob.Options(image: "shot.png"))
/// let reader = try job.importing { data throws(LabError) in try UIAutomatorImport(data: data, file: "dump.xml") }
/// try job.finish(report: { print($0) }) { picture throws(LabError) in
///     try reader.screen(picture: picture, devices: job.devices)
/// }
/// ```
public struct ImportJob {
    /// What the command line hands the job.
    public struct Options: Equatable, Sendable {
        /// The picture the document describes (PNG or JPEG), or nil (a Figma frame is then drawn from its nodes).
        public var image: String?
        /// The design's dark picture, or nil.
        public var imageDark: String?
        /// Whether to report without writing.
        public var dryRun: Bool
        /// The Assets folder, or nil to find it.
        public var assets: String?
        /// The screen file to write, or nil for beside the document (`.screen.json`).
        public var out: String?

        /// Options with every default but what is given.
        public init(
            image: String? = nil, imageDark: String? = nil, dryRun: Bool = false, assets: String? = nil,
            out: String? = nil
        ) {
            self.image = image
            self.imageDark = imageDark
            self.dryRun = dryRun
            self.assets = assets
            self.out = out
        }
    }

    /// The document (a Figma response, a dump, a hierarchy), as given.
    public let document: String
    let options: Options
    /// The screen file to write, as given, and where it is.
    let out: String
    let outURL: URL
    /// The device presets, which the dumps and hierarchies are matched against.
    public let devices: [DeviceProfile]

    /// An import of `document` with `options`.
    ///
    /// - Throws: ``LabError`` (usage) for a missing document or picture, or `--out` naming the document itself.
    public init(document: String, options: Options) throws {
        try LabSetup.checkExists(document, "document")
        if let image = options.image { try LabSetup.checkExists(image, "picture") }
        if let dark = options.imageDark { try LabSetup.checkExists(dark, "dark picture") }
        self.document = document
        self.options = options
        let given = options.out ?? Self.besides(document)
        self.out = given
        outURL = URL(filePath: given, relativeTo: LabSetup.workingDirectory).standardizedFileURL
        let documentURL = URL(filePath: document, relativeTo: LabSetup.workingDirectory).standardizedFileURL
        guard outURL.path != documentURL.path else {
            throw LabError(usage: "--out \(given): is the document itself; expected another file for the screen")
        }
        devices = try LabSetup.resources(options.assets).devices
    }

    /// The document read by `read`.
    public func importing<Reader>(_ read: (Data) throws(LabError) -> Reader) throws -> Reader {
        try read(LabSetup.fileData(document))
    }

    /// Makes the screen for the picture with `make`, hands `report` its account, reads it back and writes it. With
    /// no `--image`, the frame `sketch` gives is drawn at @3x beside the screen file and the screen made for that
    /// picture; without `sketch`, `--image` is needed.
    public func finish(
        sketch: (() throws(LabError) -> FigmaSketch)? = nil, report: (String) -> Void,
        _ make: (ImportPicture) throws(LabError) -> ImportedScreen
    ) throws {
        var screen: ImportedScreen
        var drawn: (image: RGBAImage, url: URL)?
        if let image = options.image {
            screen = try make(try picture(image))
        } else if let sketch {
            let frame = try sketch()
            let (picture, url) = try sketchPicture(frame)
            screen = try make(picture)
            screen.notes.insert(
                "no picture given: drew the frame \(frame.frame) from the document's own boxes, solid fills, "
                    + "strokes and texts at @3x into \(picture.file) (no images, effects, gradients or vector "
                    + "paths; texts in the lab's bitmap font); export the frame and pass --image for the design "
                    + "itself", at: 0)
            drawn = (SketchDrawing.image(frame, scale: 3), url)
        } else {
            throw LabError(usage: "--image: missing; expected the screenshot taken with \(document)")
        }
        if let dark = options.imageDark { try screen.addDark(try picture(dark)) }
        for line in screen.account { report(line) }
        let text = screen.screenFile()
        if drawn == nil { try readBack(text) }
        let summary =
            "\(screen.fields.count) field\(screen.fields.count == 1 ? "" : "s")"
            + (screen.bar.map { ", a \($0.keyboard.rawValue) bar" } ?? ", no bar")
        if options.dryRun {
            report("dry run: \(out) not written (\(summary))" + (drawn == nil ? "" : ", nor the drawn picture"))
            return
        }
        let url = try LabSetup.outputFile(out, option: "out")
        if let drawn { try writeDrawn(drawn.image, to: drawn.url, checking: text) }
        do {
            try Data(text.utf8).write(to: url, options: .atomic)
        } catch {
            throw LabError("\(out): cannot write the screen file (\(JSONInput.reason(error)))")
        }
        report("wrote \(out): \(summary); open it with keyboard-lab run --screen \(out)")
    }

    /// The picture a frame drawn with no `--image` becomes: `NAME-sketch@3x.png` beside the screen file
    /// (`signup-sketch@3x.png` for `signup.screen.json`), and where it goes.
    func sketchPicture(_ sketch: FigmaSketch) throws -> (ImportPicture, URL) {
        var stem = outURL.deletingPathExtension().lastPathComponent
        if stem.hasSuffix(".screen") { stem = String(stem.dropLast(".screen".count)) }
        let name = "\(stem)-sketch@3x.png"
        let url = outURL.deletingLastPathComponent().appending(path: name)
        let file = (out.split(separator: "/").dropLast().map(String.init) + [name]).joined(separator: "/")
        let picture = ImportPicture(
            name: name, file: file, width: Int((sketch.size.width * 3).rounded()),
            height: Int((sketch.size.height * 3).rounded()))
        return (picture, url)
    }

    /// Writes the drawn picture, then reads the screen file `text` back with it; a screen that does not read back
    /// takes its picture with it.
    func writeDrawn(_ image: RGBAImage, to url: URL, checking text: String) throws {
        do {
            try PNGFile.write(image, to: url.path)
        } catch {
            throw LabError("\(url.lastPathComponent): cannot write the drawn picture (\(error))")
        }
        do {
            try readBack(text)
        } catch {
            try? FileManager.default.removeItem(at: url)
            throw error
        }
    }

    /// The picture `path` names, its size read from its header, named relative to the screen file.
    func picture(_ path: String) throws -> ImportPicture {
        let bytes = try LabSetup.fileData(path)
        let url = URL(filePath: path, relativeTo: LabSetup.workingDirectory).standardizedFileURL
        let name = Self.relativePath(of: url, from: outURL.deletingLastPathComponent())
        return try ImportPicture(name: name, bytes: [UInt8](bytes), file: path)
    }

    /// Reads `text` as the lab will, its picture beside it: an import never writes a file the lab refuses.
    func readBack(_ text: String) throws {
        let data = Data(text.utf8)
        do {
            let screen = try Screen.decode(data, file: out)
            _ = try DesignFiles.attach(
                to: screen, data: data, screenURL: outURL, path: out, otherKinds: SDLImageFile.read)
        } catch {
            throw LabError("\(out): the screen made from \(document) does not read back (\(error)); nothing written")
        }
    }

    /// `url`'s path relative to the folder `base`: `signup@3x.png` beside it, `../pictures/signup@3x.png` elsewhere.
    static func relativePath(of url: URL, from base: URL) -> String {
        let target = url.standardizedFileURL.pathComponents
        let from = base.standardizedFileURL.pathComponents
        var shared = 0
        while shared < min(target.count - 1, from.count), target[shared] == from[shared] { shared += 1 }
        let ups = Array(repeating: "..", count: from.count - shared)
        return (ups + target[shared...]).joined(separator: "/")
    }

    /// The screen file's default path: `document`'s without its extension, `.screen.json` (`dump.screen.json`).
    static func besides(_ document: String) -> String {
        let name = document.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? document
        let folder = document.dropLast(name.count)
        let stem = name.lastIndex(of: ".").map { String(name[..<$0]) } ?? name
        return folder + (stem.isEmpty ? name : stem) + ".screen.json"
    }
}
