import CMalloc
import Foundation
import KeyboardAvoidance
import KeyboardLabSDL
import KeyboardLabUI
import LabFiles
import LabImages
import LabPNG

/// `shoot`: renders scenarios headlessly and writes every capture as `<out>/<scenario>/<capture>.png`, each
/// sequence's filmstrip, the trace when asked, and each scenario's whole timeline as a video when asked.
public struct ShootJob {
    /// What to shoot and how: the one value a command hands the job, with the defaults.
    public struct Options: Equatable, Sendable {
        /// The scenario files, as given.
        public var scenarios: [String]
        /// The folder to write PNGs to.
        public var out: String
        /// Pixels per point of the captures, 1 to 4: 2 and 3 write `<capture>@2x.png` and `@3x`, as device
        /// screenshots are.
        public var scale: Int
        /// The trace file (`-` for standard output), or nil.
        public var trace: String?
        /// The video file (`.mp4`, `.webm` or `.gif`), or nil.
        public var video: String?
        /// Pixels per point of the video, 1 to 4.
        public var videoScale: Int
        /// Whether the video is a presenter's: 1920 × 1080 (times ``videoScale``), large readouts and captions.
        public var presenter: Bool
        /// The presenter type's least height in pixels (18, 24 or 30; `--presenter-type`), which makes the video a
        /// presenter's; nil: 18 for a presenter's.
        public var presenterType: Int?
        /// Whether the video shows the overlay panel beside the phone.
        public var withPanel: Bool
        /// The Assets folder, or nil to find it.
        public var assets: String?
        /// The conditions that win over the scenario headers (a device and orientation replace each scenario's).
        public var settings: ConditionOverrides
        /// A screen file that replaces every scenario's form or screen, or nil.
        public var screen: String?
        /// Whether to leave out the line that says what was written (the caller says it).
        public var quiet: Bool

        /// Options with every default but what is given.
        public init(
            scenarios: [String] = [], out: String = "shots", scale: Int = 1, trace: String? = nil,
            video: String? = nil, videoScale: Int = 1, presenter: Bool = false, withPanel: Bool = false,
            assets: String? = nil, settings: ConditionOverrides = ConditionOverrides(), screen: String? = nil,
            quiet: Bool = false, presenterType: Int? = nil
        ) {
            self.scenarios = scenarios
            self.out = out
            self.scale = scale
            self.trace = trace
            self.video = video
            self.videoScale = videoScale
            self.presenter = presenter
            self.withPanel = withPanel
            self.assets = assets
            self.settings = settings
            self.screen = screen
            self.quiet = quiet
            self.presenterType = presenterType
        }

        /// The scales captures and videos are drawn at.
        public static let scales = 1...4
    }

    /// The widest a filmstrip is, in pixels; wider sequences are shrunk by a whole factor.
    static let filmstripWidth = 4096

    /// What to shoot and how.
    public var options: Options
    /// What the job takes from the world: ffmpeg for videos.
    public var environment: LabEnvironment

    /// A job shooting what `options` say, with what it takes from `environment`.
    public init(_ options: Options, environment: LabEnvironment = .none) {
        self.options = options
        self.environment = environment
    }

    /// Renders and writes everything, printing what was written.
    ///
    /// - Throws: ``LabError``: a usage error at the option `scale` or `video-scale` out of ``Options/scales``, at
    ///   `presenter-type` for a size not in ``PanelMetrics/presenterSizes`` or without a video, or for a video format
    ///   ffmpeg cannot write; a failure for a scenario that cannot be read or a file not written.
    public func run() throws {
        let (out, scale, trace, video) = (options.out, options.scale, options.trace, options.video)
        if let type = options.presenterType {
            try PresenterVideo.checkType(type)
            guard video != nil else {
                throw LabError(.usage, at: .option("presenter-type", "\(type)"), "expected with --video FILE")
            }
        }
        if let video { _ = try VideoEncoder.check(video, ffmpeg: environment.ffmpeg) }
        for (name, value) in [("video-scale", options.videoScale), ("scale", scale)]
        where !Options.scales.contains(value) {
            throw LabError(.usage, at: .option(name, "\(value)"), "expected 1 to 4")
        }
        let resources = try LabSetup.resources(options.assets)
        let batch = try ScenarioBatch(
            paths: options.scenarios, resources: resources, overrides: options.settings,
            screen: LabSetup.screen(options.screen))
        let folder = try LabSetup.writableFolder(out)
        let headless = try HeadlessCanvas(resources: resources, scale: Double(scale))
        let suffix = HeadlessCanvas.scaleSuffix(Double(scale))
        // The first phone's lines go to the trace file, a `compare` scenario's other phones' beside it.
        let phones = trace == "-" ? 1 : batch.runners.map { max(1, $0.compareSpecs.count) }.max() ?? 1
        let sinks =
            try trace.map { path throws(LabError) in
                try (0..<phones).map { index throws(LabError) in try TraceSink(path: TraceSink.path(path, phone: index))
                }
            } ?? []
        var written = 0
        // PNGs are encoded on other threads while this one renders the next captures.
        let writes = PNGWriteQueue()
        var strips = FilmstripFrames(maxWidth: Self.filmstripWidth)
        func writeStrip(_ key: String, _ frames: [Filmstrip.Frame]) {
            if let strip = try? Filmstrip(frames: frames, maxWidth: Self.filmstripWidth).render() {
                writes.write(strip, to: folder.appending(path: "\(key).filmstrip\(suffix).png").path)
            }
        }
        let traceLine: ((Int, String) -> Void)? =
            sinks.isEmpty ? nil : { index, line in if index < sinks.count { sinks[index].write(line) } }
        try batch.capture(with: headless, trace: traceLine) {
            runner, capture, shot in
            let image = shot.image
            if strips.scenario != runner.scenario.name {
                for (key, frames) in strips.begin(runner.scenario) { writeStrip(key, frames) }
                // The last scenario's captures, freed on the write threads, go back to the system: without this the
                // heap keeps the high-water mark of every scenario so far (an iPad capture is 4 MB).
                _ = CMalloc_Trim()
            }
            let scenarioFolder = try LabSetup.writableFolder(folder.appending(path: runner.scenario.name).path)
            writes.write(image, to: scenarioFolder.appending(path: "\(capture.name)\(suffix).png").path)
            if let (key, frames) = strips.add(Filmstrip.Frame(name: capture.name, image: image), of: capture) {
                writeStrip(key, frames)
            }
            written += 1
        }
        for sink in sinks { sink.flush() }
        for (key, frames) in strips.begin(nil) { writeStrip(key, frames) }
        do { try writes.finish() } catch { throw LabError(error) }
        if !options.quiet { print("wrote \(written) captures of \(batch.runners.count) scenarios to \(folder.path)") }
        if let video { try exportVideos(batch, to: video, resources: resources) }
    }

    /// Renders every scenario's timeline to a video at ``Options/videoScale`` (a presenter's: each scenario at the
    /// scale that fills the projector's frame).
    func exportVideos(_ batch: ScenarioBatch, to video: String, resources: LabResources) throws {
        let (videoScale, withPanel) = (options.videoScale, options.withPanel)
        let headless = try HeadlessCanvas(resources: resources, scale: Double(videoScale))
        var export = VideoExport(headless: headless, withPanel: withPanel, environment: environment)
        let type = Double(options.presenterType ?? Int(PanelMetrics.presenterPixels))
        let presenter = options.presenter || options.presenterType != nil
        let projector = presenter ? PresenterVideo(videoScale: videoScale, typePixels: type) : nil
        for runner in batch.runners {
            let path = VideoExport.path(video, scenario: runner.scenario.name, count: batch.runners.count)
            if let projector {
                let scale = VideoExport.presenterScale(runner, presenter: projector, measurer: headless.measurer)
                export = VideoExport(
                    headless: try HeadlessCanvas(resources: resources, scale: scale), withPanel: withPanel,
                    environment: environment)
                export.presenter = projector
                export.layoutMeasurer = try HeadlessCanvas(resources: resources, scale: 1).measurer
                if VideoExport.turns(runner.scenario) {
                    // Turned, the phones fill the frame at their own scale, not the one they started at.
                    let turned = VideoExport.presenterScale(
                        runner, presenter: projector, measurer: headless.measurer, turned: true)
                    export.turnedHeadless = try HeadlessCanvas(resources: resources, scale: turned)
                }
            }
            let frames = try export.export(runner, to: path)
            print("wrote \(frames) frames at \(NumberText.compact(runner.scenario.fps)) fps to \(path)")
        }
    }
}
