import Foundation
import KeyboardAvoidance
import KeyboardLabSDL
import KeyboardLabUI
import LabDrawing
import LabFiles
import LabImages

/// `keyboard`: writes the lab's keyboard alone as a PNG with transparency (its iOS 26 glass over a picture or a
/// plain background), and with ``frames`` the rise at 60 fps as screen-sized PNGs with each frame's `y`.
///
/// ```swift
/// let options = KeyboardOverlayJob.Options(
///     settings: ConditionOverrides(deviceID: "iphone-15", ios: .ios26), out: "keyboard.png")
/// let result = try KeyboardOverlayJob(options).run()  // result.frame: the keyboard's frame in window points
/// ```
public struct KeyboardOverlayJob {
    /// What to draw and write: the one value a command hands the job, with the defaults.
    public struct Options: Equatable, Sendable {
        /// The conditions that change the keyboard: device, orientation, appearance, iOS version, navigation (the
        /// standard device and ``KeyboardOverlaySpec``'s defaults where unset).
        public var settings: ConditionOverrides
        /// The keyboard type as typed (see ``KeyboardOverlaySpec/typeNames``).
        public var type: String
        /// Whether the predictive bar shows (never on the number pad).
        public var predictive: Bool
        /// Whether the Prev / Next / Done toolbar shows.
        public var accessory: Bool
        /// What the return key says.
        public var returnKey: ReturnKey
        /// Pixels per point, one of ``KeyboardOverlayJob/scales``.
        public var scale: Int
        /// A picture of the screen (PNG or JPEG, the screen's size at ``scale``) for the glass to frost, or nil.
        public var over: String?
        /// The PNG of the docked keyboard, or nil.
        public var out: String?
        /// The folder for the rise's frames and their JSON, or nil.
        public var frames: String?
        /// Whether to print the result as JSON instead of a sentence.
        public var json: Bool
        /// The Assets folder, or nil to find it.
        public var assets: String?

        /// Options with every default but what is given: the letters keyboard under `settings`.
        public init(
            settings: ConditionOverrides = ConditionOverrides(), type: String = "letters", predictive: Bool = true,
            accessory: Bool = false, returnKey: ReturnKey = .return, scale: Int = 1, over: String? = nil,
            out: String? = nil, frames: String? = nil, json: Bool = false, assets: String? = nil
        ) {
            self.settings = settings
            self.type = type
            self.predictive = predictive
            self.accessory = accessory
            self.returnKey = returnKey
            self.scale = scale
            self.over = over
            self.out = out
            self.frames = frames
            self.json = json
            self.assets = assets
        }
    }

    /// What to draw and write.
    public var options: Options

    /// A job drawing what `options` say.
    public init(_ options: Options) {
        self.options = options
    }

    /// The scales the command draws at.
    public static let scales = 1...3
    /// The rise's frames per second.
    public static let fps = 60.0
    /// The rise's frame files' names: `frame-000.png` and on.
    public static func frameName(_ index: Int) -> String {
        let digits = String(index)
        return "frame-" + String(repeating: "0", count: max(0, 3 - digits.count)) + digits + ".png"
    }
    /// The JSON listing the rise's frames, in the frames folder.
    public static let framesIndexName = "frames.json"

    /// Checks every input, then renders and writes the keyboard and the rise, printing what was written.
    ///
    /// - Throws: One line for a bad input (``LabError/isUsage``) before anything is written: an unknown device, type
    ///   or iOS version, a scale out of range, no output, an output that is not a `.png` or lies in a missing
    ///   folder, a picture to draw over that is missing, unreadable or of the wrong size; each at its option.
    @discardableResult
    public func run() throws -> KeyboardOverlayResult {
        let (out, frames, scale, over) = (options.out, options.frames, options.scale, options.over)
        let (spec, resources) = try checkedSpec()
        let outFile = try out.map { path throws(LabError) in try Self.pngFile(path) }
        let framesFolder = try frames.map { path throws(LabError) in try Self.newFolder(path) }
        let headless = try HeadlessCanvas(resources: resources, scale: Double(scale))
        var phone = spec.phone(resources: resources, measurer: headless.measurer)
        let screen = phone.screen
        let background = try over.map { path throws(LabError) in
            try Self.picture(path, size: PixelMapping(scale: Double(scale)).pixelSize(screen.size), phone: phone)
        }
        let renderer = KeyboardOverlayRenderer(headless: headless, background: background)
        let end = phone.avoidance.transition.end
        phone.advance(to: end)
        let docked = KeyboardOverlay(phone, scale: Double(scale))
        var result = KeyboardOverlayResult(spec: spec, overlay: docked, platform: phone.device.platform)
        if let outFile {
            let image = docked.cropped(try renderer.render(phone))
            try writePNG(image, to: outFile.path)
            result.image = KeyboardOverlayResult.Image(
                path: out ?? outFile.path, width: image.width, height: image.height)
        }
        if let framesFolder, let frames {
            result.rise = try renderer.writeRise(spec, resources: resources, end: end, to: framesFolder)
            result.rise?.folder = frames
            try Self.writeIndex(result, to: framesFolder.appending(path: Self.framesIndexName))
        }
        print(options.json ? result.json() : result.sentence())
        return result
    }

    /// The spec the flags describe, checked against the assets, and the assets.
    func checkedSpec() throws(LabError) -> (KeyboardOverlaySpec, LabResources) {
        let settings = options.settings
        guard Self.scales.contains(options.scale) else {
            throw LabError(.usage, at: .option("scale", "\(options.scale)"), "expected 1, 2 or 3")
        }
        guard options.out != nil || options.frames != nil else {
            throw LabError(
                .usage, at: .option("out", nil), "missing, and no frames folder; expected a PNG, frames or both")
        }
        let resources = try LabSetup.resources(options.assets)
        let device = settings[ConditionKeys.device] ?? DeviceProfile.standardID
        try LabSetup.checkDevice(device, in: resources)
        var spec = KeyboardOverlaySpec(deviceID: device)
        spec.orientation = settings[ConditionKeys.orientation] ?? spec.orientation
        spec.ios = settings[ConditionKeys.ios] ?? spec.ios
        spec.navigation = settings[ConditionKeys.navigation] ?? spec.navigation
        switch KeyboardOverlaySpec.type(named: options.type) {
        case .success(let type): spec.type = type
        case .failure(let error): throw LabError(usage: error)
        }
        spec.appearance = settings[ConditionKeys.appearance] ?? spec.appearance
        spec.predictiveBar = options.predictive
        spec.accessoryBar = options.accessory
        spec.returnKey = options.returnKey
        return (spec, resources)
    }

    /// The `--out` file: a `.png` path, not a folder, in a folder that exists and can be written.
    static func pngFile(_ path: String) throws(LabError) -> URL {
        let url = URL(filePath: path, relativeTo: LabSetup.workingDirectory).standardizedFileURL
        var isFolder: ObjCBool = false
        if path.hasSuffix("/")
            || (FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) && isFolder.boolValue)
        {
            throw LabError(.usage, at: .option("out", path), "is a folder; expected a file such as keyboard.png")
        }
        guard url.pathExtension.lowercased() == "png" else {
            throw LabError(
                .usage, at: .option("out", path), "expected a .png file (the keyboard is drawn with transparency)")
        }
        let folder = url.deletingLastPathComponent()
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw LabError(.usage, at: .option("out", path), "the folder \(folder.path) does not exist")
        }
        guard FileManager.default.isWritableFile(atPath: folder.path) else {
            throw LabError(.usage, at: .option("out", path), "the folder \(folder.path) is not writable")
        }
        return url
    }

    /// The `--frames` folder: made if missing, inside a folder that exists; an existing file is refused.
    static func newFolder(_ path: String) throws(LabError) -> URL {
        let url = URL(filePath: path, relativeTo: LabSetup.workingDirectory).standardizedFileURL
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) {
            guard isFolder.boolValue else {
                throw LabError(.usage, at: .option("frames", path), "is a file; expected a folder")
            }
            return url
        }
        let parent = url.deletingLastPathComponent()
        guard FileManager.default.fileExists(atPath: parent.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw LabError(.usage, at: .option("frames", path), "the folder \(parent.path) does not exist")
        }
        return url
    }

    /// Writes the frames' JSON.
    static func writeIndex(_ result: KeyboardOverlayResult, to url: URL) throws(LabError) {
        do {
            try Data((result.framesJSON() + "\n").utf8).write(to: url)
        } catch {
            throw LabError("\(url.path): cannot write (\(JSONInput.reason(error)))")
        }
    }
}
