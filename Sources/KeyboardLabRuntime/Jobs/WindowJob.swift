import Foundation
import KeyboardAvoidance
import KeyboardLabSDL
import KeyboardLabUI

/// Which renderer the window uses (re-exported for the command line).
public typealias WindowRendering = KeyboardLabSDL.WindowRendering

/// `run`: the interactive window; without a display, the demo scenario rendered headlessly instead.
public struct WindowJob {
    /// The device preset id.
    public var device = "iphone-15"
    /// How the phone is held.
    public var orientation = Orientation.portrait
    /// The form file, or nil for the sample form.
    public var form: String?
    /// Pixels per point, 1 to 4.
    public var scale = 1.0
    /// Which renderer the window uses.
    public var rendering = WindowRendering.auto
    /// The trace file (`-` for standard output), or nil.
    public var trace: String?
    /// The values file loaded at start and saved on Ctrl+S and on quit, or nil.
    public var values: String?
    /// Where F12 screenshots go.
    public var screenshots = "screenshots"
    /// Where the headless demo writes its PNGs when there is no display.
    public var demoOut = "keyboard-lab-demo"
    /// The Assets folder, or nil to find it.
    public var assets: String?
    /// Options for every phone.
    public var settings = PhoneSettings()
    /// A screen file (`--screen`) that replaces every scenario's form or screen, or nil.
    public var screen: String?
    /// The `--compare` specs, or nil for one phone.
    public var compare: String?
    /// The scenario file the window records into, or nil.
    public var recordScenario: String?
    /// Quit after this many seconds, for scripted runs.
    public var exitAfter: Double?

    /// A window job with the defaults.
    public init() {}

    /// Opens the window and runs it until it is closed.
    public func run() throws {
        let resources = try LabSetup.resources(assets)
        try LabSetup.checkDevice(device, in: resources)
        if form != nil, screen != nil {
            throw LabError("--form and --screen both name what the phone shows; expected one")
        }
        let labScreen = try LabSetup.screen(screen) ?? Screen(form: LabSetup.form(form, resources: resources))
        // The screen's presentation, unless the command line says otherwise.
        let settings = PhoneSettings(presentation: labScreen.presentation).overriding(with: self.settings)
        if recordScenario != nil, compare != nil {
            throw LabError("--record-scenario records one phone; expected it without --compare")
        }
        var specs: [PhoneSpec]
        do {
            specs =
                try compare.map { text throws(InputError) in try PhoneSpec.parseList(text, resources: resources) } ?? []
        } catch {
            throw LabError(error)
        }
        for index in specs.indices { specs[index].screen = try LabSetup.screen(specs[index].screenPath) }
        guard SDLSession.displayAvailable() else {
            try runHeadlessDemo(resources: resources)
            return
        }
        let app = try FrameLoop(
            resources: resources, screen: labScreen, device: device, orientation: orientation, scale: scale,
            rendering: rendering, settings: settings, compare: specs, valuesPath: values, tracePath: trace,
            screenshotFolder: screenshots, record: recordScenario.map { ($0, screen ?? form) })
        try app.run(exitAfter: exitAfter)
    }

    /// Without a display, renders the demo scenario to PNGs so the command still does its job.
    func runHeadlessDemo(resources: LabResources) throws {
        Console.error(
            "keyboard-lab: no display available (DISPLAY is unset or unreachable); rendering the demo scenario headlessly instead"
        )
        var shoot = ShootJob(
            scenarios: [resources.folder.appending(path: "Scenarios/demo.scenario").path], out: demoOut)
        shoot.trace = trace
        shoot.assets = assets
        shoot.settings = settings
        try shoot.run()
    }
}
