import Foundation
import KeyboardAvoidance
import KeyboardLabSDL
import KeyboardLabUI

/// Which renderer the window uses (re-exported for the command line).
public typealias WindowRendering = KeyboardLabSDL.WindowRendering

/// `run`: the interactive window; without a display, the demo scenario rendered headlessly instead.
public struct WindowJob {
    /// What the window shows and how: the one value a command hands the job, with the defaults.
    public struct Options: Equatable, Sendable {
        /// The form file, or nil for the sample form.
        public var form: String?
        /// Pixels per point, 1 to 4.
        public var scale: Double
        /// Which renderer the window uses.
        public var rendering: WindowRendering
        /// The trace file (`-` for standard output), or nil.
        public var trace: String?
        /// The values file loaded at start and saved on Ctrl+S and on quit, or nil.
        public var values: String?
        /// Where F12 screenshots go.
        public var screenshots: String
        /// Where the headless demo writes its PNGs when there is no display.
        public var demoOut: String
        /// The Assets folder, or nil to find it.
        public var assets: String?
        /// The conditions every phone starts with (its device and orientation too), winning over the screen's.
        public var settings: ConditionOverrides
        /// A screen file that replaces every scenario's form or screen, or nil.
        public var screen: String?
        /// The compare specs, or nil for one phone.
        public var compare: String?
        /// The scenario file the window records into, or nil.
        public var recordScenario: String?
        /// Whether the window opens in presenter mode (large type, captions).
        public var presenter: Bool
        /// Quit after this many seconds, for scripted runs.
        public var exitAfter: Double?

        /// Options with every default but what is given.
        public init(
            form: String? = nil, scale: Double = 1, rendering: WindowRendering = .auto, trace: String? = nil,
            values: String? = nil, screenshots: String = "screenshots", demoOut: String = "keyboard-lab-demo",
            assets: String? = nil, settings: ConditionOverrides = ConditionOverrides(), screen: String? = nil,
            compare: String? = nil, recordScenario: String? = nil, presenter: Bool = false, exitAfter: Double? = nil
        ) {
            self.form = form
            self.scale = scale
            self.rendering = rendering
            self.trace = trace
            self.values = values
            self.screenshots = screenshots
            self.demoOut = demoOut
            self.assets = assets
            self.settings = settings
            self.screen = screen
            self.compare = compare
            self.recordScenario = recordScenario
            self.presenter = presenter
            self.exitAfter = exitAfter
        }

        /// The scales the window draws at.
        public static let scales = 1.0...4.0
    }

    /// What the window shows and how.
    public var options: Options
    /// What the window takes from the world: ffmpeg for its recording.
    public var environment: LabEnvironment

    /// A window job doing what `options` say, with what it takes from `environment`.
    public init(_ options: Options, environment: LabEnvironment = .none) {
        self.options = options
        self.environment = environment
    }

    /// Opens the window and runs it until it is closed.
    ///
    /// - Throws: ``LabError``: a usage error for an unknown device, both a form and a screen, a scale out of
    ///   ``Options/scales``, a bad compare spec or a condition the device's platform cannot take.
    public func run() throws {
        let (form, screen, compare) = (options.form, options.screen, options.compare)
        let resources = try LabSetup.resources(options.assets)
        let device = options.settings[ConditionKeys.device] ?? DeviceProfile.standardID
        try LabSetup.checkDevice(device, in: resources)
        guard Options.scales.contains(options.scale) else {
            throw LabError(.usage, at: .option("scale", NumberText.compact(options.scale)), "expected 1 to 4")
        }
        if let form, screen != nil {
            throw LabError(
                .usage, at: .option("form", form),
                "a screen names what the phone shows too; expected a form or a screen")
        }
        let labScreen = try LabSetup.screen(screen) ?? Screen(form: LabSetup.form(form, resources: resources))
        // The screen's presentation, unless the command line says otherwise.
        let settings = ConditionOverrides(presentation: labScreen.presentation).overriding(with: options.settings)
        var specs: [PhoneSpec]
        do {
            specs =
                try compare.map { text throws(LabError) in try PhoneSpec.parseList(text, resources: resources) } ?? []
            try PhoneSpec.checkPlatforms(specs, base: settings, device: device, resources: resources)
        } catch {
            throw LabError(usage: error)
        }
        if specs.isEmpty, let profile = resources.device(device),
            let problem = settings.platformProblem(on: profile, comparing: false)
        {
            throw LabError(usage: problem)
        }
        for index in specs.indices { specs[index].screen = try LabSetup.screen(specs[index].screenPath) }
        // One connection to the display, kept for the window: asking first and connecting again would race an X
        // server that resets itself when its last client leaves.
        let session: SDLSession
        do {
            session = try SDLSession(video: true, requireDisplay: true, environment: environment.display)
        } catch  where error.isNoDisplay {
            try runHeadlessDemo(resources: resources, screen: labScreen, settings: settings, device: device)
            return
        } catch {
            throw LabError(error)
        }
        let host = SDLWindowHost(session: session, fontsFolder: resources.fontsFolder, rendering: options.rendering)
        let app = try FrameLoop(
            host: host, resources: resources, screen: labScreen, device: device,
            orientation: settings[ConditionKeys.orientation] ?? .portrait, scale: options.scale, settings: settings,
            compare: specs, valuesPath: options.values,
            tracePath: options.trace, screenshotFolder: options.screenshots,
            record: options.recordScenario.map {
                ($0, screen.map(ScenarioRecorder.Source.screen) ?? form.map(ScenarioRecorder.Source.form), compare)
            }, presenter: options.presenter, screenName: (screen ?? form).map(PhoneSpec.fileName),
            watch: Self.watchedFiles(screen: screen, form: form, device: device, resources: resources),
            environment: environment)
        try app.run(exitAfter: options.exitAfter)
    }

    /// The files the window reloads when saved: the screen or form file, and the device preset's file.
    static func watchedFiles(screen: String?, form: String?, device: String, resources: LabResources)
        -> [LiveReload.Source]
    {
        var files: [LiveReload.Source] = []
        if let screen { files.append(.screen(path: screen)) } else if let form { files.append(.form(path: form)) }
        let deviceFile = resources.folder.appending(path: "Devices/\(device).json")
        if FileManager.default.fileExists(atPath: deviceFile.path) {
            files.append(.device(id: device, path: deviceFile.path))
        }
        return files
    }

    /// Without a display, renders a demo to PNGs so the command still does its job, on the device, screen or form and
    /// conditions the command line asked for: the shipped demo scenario for the sample form, else a short demo of the
    /// given screen (its first field focused, typed in and dismissed), written beside the PNGs as `demo.scenario`.
    /// Says so, and where the PNGs went, on one line.
    func runHeadlessDemo(
        resources: LabResources, screen labScreen: Screen, settings: ConditionOverrides, device: String
    )
        throws
    {
        let shown = options.screen ?? options.form
        let demoOut = options.demoOut
        var scenario = resources.folder.appending(path: "Scenarios/demo.scenario").path
        if shown != nil {
            let folder = try LabSetup.writableFolder(demoOut)
            let url = folder.appending(path: "demo.scenario")
            do {
                try Self.demoScenario(for: labScreen).write(to: url, atomically: true, encoding: .utf8)
            } catch {
                throw LabError("\(url.path): cannot write the demo scenario (\(JSONInput.reason(error)))")
            }
            scenario = url.path
        }
        let shoot = ShootJob.Options(
            scenarios: [scenario], out: demoOut, trace: options.trace, assets: options.assets, settings: settings,
            screen: shown, quiet: true)
        try ShootJob(shoot, environment: environment).run()
        Console.error(
            "keyboard-lab: no display available (DISPLAY is unset or unreachable); rendered a demo of "
                + "\(shown ?? "the sample form") on \(device) headlessly instead, into \(demoOut)/")
    }

    /// A demo of `screen`: its first field focused, a word typed, then dismissed, with captures of each.
    static func demoScenario(for screen: Screen) -> String {
        var lines = [
            "# A demo of the screen given to `run` with no display: written by keyboard-lab.", "at 0.00 overlay on",
        ]
        if let field = screen.form.fields.first(where: { !$0.isReadOnly }) {
            lines += [
                "at 0.00 tap field \(field.id)", "at 0.60 type \"Zelda\"", "at 1.50 key escape",
                "capture 0.00 0.125 0.25 0.50 as show", "capture 0.90 as typed", "capture 1.55 2.00 as dismiss",
            ]
        } else {
            lines.append("capture 0.00 as rest")
        }
        return (lines + ["end 2.1"]).joined(separator: "\n") + "\n"
    }
}
