import Foundation
import KeyboardAvoidance
import KeyboardLabSDL
import KeyboardLabUI
import LabFiles

/// `sheet`: a contact sheet, one scenario at given instants across every combination of varied phone options, as
/// one labelled PNG grid.
public struct ContactSheetJob {
    /// What to render and where: the one value a command hands the job, with the defaults.
    public struct Options: Equatable, Sendable {
        /// The scenario file, as given.
        public var scenario: String
        /// The instants to render, in seconds.
        public var times: [Double]
        /// The `KEY=V1,V2,…` texts to vary.
        public var vary: [String]
        /// The PNG to write.
        public var out: String
        /// The Assets folder, or nil to find it.
        public var assets: String?
        /// Options that win over the scenario header.
        public var settings: ConditionOverrides
        /// A screen file that replaces every scenario's form or screen, or nil.
        public var screen: String?
        /// Whether the sheet is a presenter's: 1920 × 1080, the phones as large as it allows, large readouts and
        /// labels.
        public var presenter: Bool
        /// The presenter type's least height in pixels (18, 24 or 30; `--presenter-type`), which makes the sheet a
        /// presenter's; nil: 18 for a presenter's.
        public var presenterType: Int?

        /// Options with every default but what is given: `scenario` at `times` for every combination of `vary`.
        public init(
            scenario: String, times: [Double] = [], vary: [String] = [], out: String = "sheet.png",
            assets: String? = nil, settings: ConditionOverrides = ConditionOverrides(), screen: String? = nil,
            presenter: Bool = false, presenterType: Int? = nil
        ) {
            self.scenario = scenario
            self.times = times
            self.vary = vary
            self.out = out
            self.assets = assets
            self.settings = settings
            self.screen = screen
            self.presenter = presenter
            self.presenterType = presenterType
        }
    }

    /// What to render and where.
    public var options: Options

    /// A job rendering what `options` say.
    public init(_ options: Options) {
        self.options = options
    }

    /// Renders and writes the contact sheet, printing where.
    ///
    /// - Throws: ``LabError``: a usage error for no time, a time outside the scenario (at the option `at`), a missing
    ///   scenario, an unknown device, a bad `vary` text or a `presenter-type` not in ``PanelMetrics/presenterSizes``.
    public func run() throws {
        let (scenario, times, settings) = (options.scenario, options.times, options.settings)
        guard !times.isEmpty else { throw LabError(.usage, at: nil, "sheet: expected at least one time (seconds)") }
        if let type = options.presenterType { try PresenterVideo.checkType(type) }
        try LabSetup.checkExists(scenario, "scenario")
        let resources = try LabSetup.resources(options.assets)
        if let device = settings[ConditionKeys.device] { try LabSetup.checkDevice(device, in: resources) }
        let parsed: Scenario
        parsed = try FileInput.scenario(
            URL(filePath: scenario, relativeTo: LabSetup.workingDirectory), path: scenario)
        if let late = times.first(where: { $0 < 0 || $0 > parsed.end }) {
            throw LabError(
                .usage, at: .option("at", "\(late)"),
                "outside the scenario; expected 0 to \(NumberText.compact(parsed.end)) s")
        }
        let matrix: VariationMatrix
        do {
            matrix = try VariationMatrix(parsing: options.vary)
            // Every value checked against the assets (an unknown device) and the scenario's platform (`android` on
            // an iPhone, a strategy of the other platform) before anything is rendered or a folder made.
            let specs = try matrix.specs(resources: resources)
            try PhoneSpec.checkPlatforms(
                specs, base: settings, device: parsed.deviceID, resources: resources, option: "vary")
        } catch {
            throw LabError(usage: error)
        }
        let maker = ContactSheetMaker(
            scenario: parsed, resources: resources, overrides: settings, screen: try LabSetup.screen(options.screen),
            times: times, matrix: matrix)
        let url = URL(filePath: options.out, relativeTo: LabSetup.workingDirectory)
        _ = try LabSetup.writableFolder(url.deletingLastPathComponent().path)
        if options.presenter || options.presenterType != nil {
            let type = Double(options.presenterType ?? Int(PanelMetrics.presenterPixels))
            let image = try maker.presenterSheet(PresenterVideo(videoScale: 1, typePixels: type))
            try writePNG(image, to: url.path)
            print("wrote a presenter's sheet (\(image.width) × \(image.height)) to \(url.path)")
            return
        }
        let sheet = ContactSheet(rows: try maker.tiles(headless: try HeadlessCanvas(resources: resources)))
        try writePNG(sheet.render(), to: url.path)
        let count = sheet.rows.map(\.count).reduce(0, +)
        print("wrote a sheet of \(count) tiles (\(sheet.rows.count) rows) to \(url.path)")
    }
}
