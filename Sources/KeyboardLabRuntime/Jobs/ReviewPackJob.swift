import Foundation
import KeyboardAvoidance
import KeyboardLabSDL
import KeyboardLabUI
import LabFiles
import LabText

/// `review-pack`: a folder to send for a screen, with no scenario to write: each field focused in turn with a
/// sample value typed that fits its keyboard, one contact sheet per field at @2x across the devices (and iOS
/// versions and appearances asked for), a short video at @2x through every field on the first device, and an
/// `index.html` showing them. The scenarios are written in memory and played by the same code as `sheet` and
/// `shoot --video`.
public struct ReviewPackJob {
    /// What to put in the pack: the one value a command hands the job, with the defaults.
    public struct Options: Equatable, Sendable {
        /// The screen file, as given.
        public var screen: String
        /// The folder to write.
        public var out: String
        /// The devices, side by side in each row of a sheet.
        public var devices: [String]
        /// The iOS versions to vary (`18`, `26`), or none.
        public var ios: [String]
        /// The appearances to vary (`light`, `dark`), or none.
        public var appearances: [String]
        /// The Assets folder, or nil to find it.
        public var assets: String?
        /// Whether to leave out the lines that say what was written.
        public var quiet: Bool

        /// Options with every default but what is given: a pack of `screen`.
        public init(
            screen: String, out: String = "review-pack",
            devices: [String] = ["iphone-se", "iphone-15", "iphone-17-pro-max"],
            ios: [String] = [], appearances: [String] = [], assets: String? = nil, quiet: Bool = false
        ) {
            self.screen = screen
            self.out = out
            self.devices = devices
            self.ios = ios
            self.appearances = appearances
            self.assets = assets
            self.quiet = quiet
        }
    }

    /// What to put in the pack.
    public var options: Options
    /// What the job takes from the world: ffmpeg for the video (without it, the pack has no video).
    public var environment: LabEnvironment

    /// A job writing the pack `options` describe, with what it takes from `environment`.
    public init(_ options: Options, environment: LabEnvironment = .none) {
        self.options = options
        self.environment = environment
    }

    /// When each field's scenario focuses it, types, and is captured, in seconds.
    static let (tapTime, typeTime, captureTime) = (0.2, 0.9, 1.5)
    /// Seconds the video spends on each field.
    static let videoStep = 1.5

    /// What was written: the sheets (one per field), the video (nil without ffmpeg) and the page.
    public struct Written: Equatable, Sendable {
        /// The sheets' paths, in focus order.
        public var sheets: [String]
        /// The video's path, or nil.
        public var video: String?
        /// The page's path.
        public var page: String
    }

    /// Writes the pack and prints what it wrote.
    ///
    /// - Throws: ``LabError``: a usage error for an unknown device or value, or a screen with no field.
    @discardableResult public func run() throws -> Written {
        let (screen, out, devices) = (options.screen, options.out, options.devices)
        let resources = try LabSetup.resources(options.assets)
        for device in devices { try LabSetup.checkDevice(device, in: resources) }
        guard let first = devices.first else {
            throw LabError(.usage, at: .option("devices", nil), "expected at least one device")
        }
        try LabSetup.checkExists(screen, "screen")
        guard let shown = try LabSetup.screen(screen) else {
            throw LabError(usage: "\(screen): expected a screen file")
        }
        let fields = shown.form.fields.filter { !$0.isReadOnly }
        guard !fields.isEmpty else { throw LabError("\(screen): no field to focus; expected a screen with fields") }
        // The devices vary fastest: a row of phones for each iOS version and appearance.
        var vary: [String] = []
        if !options.ios.isEmpty { vary.append("ios=" + options.ios.joined(separator: ",")) }
        if !options.appearances.isEmpty { vary.append("appearance=" + options.appearances.joined(separator: ",")) }
        vary.append("device=" + devices.joined(separator: ","))
        let matrix: VariationMatrix
        let specs: [PhoneSpec]
        do {
            matrix = try VariationMatrix(parsing: vary)
            specs = try matrix.specs(resources: resources)
        } catch {
            throw LabError(usage: error)
        }
        let folder = try LabSetup.writableFolder(out)
        let headless = try HeadlessCanvas(resources: resources, scale: 2)
        var sheets: [String] = []
        let context = SheetContext(
            screen: shown, device: first, matrix: matrix, specs: specs, resources: resources, headless: headless)
        for (index, field) in fields.enumerated() {
            let name = String(format: "%02d-%@@2x.png", index + 1, field.id)
            let scenario = folder.appending(path: "\(field.id).scenario").path
            try writePNG(
                try sheet(field, context, scenarioFile: scenario).render(), to: folder.appending(path: name).path)
            sheets.append(name)
        }
        var video: String?
        if environment.ffmpeg != nil {
            try writeVideo(fields, screen: shown, device: first, resources: resources, headless: headless, in: folder)
            video = "review.mp4"
        }
        let unaffected = Self.unaffected(devices: devices, ios: options.ios, resources: resources)
        let page = Self.page(
            screen: screen, fields: fields, sheets: sheets, video: video, devices: devices, vary: vary,
            note: unaffected.isEmpty ? nil : Self.iosNote(unaffected))
        do {
            try Data(page.utf8).write(to: folder.appending(path: "index.html"), options: .atomic)
        } catch {
            throw LabError("\(out)/index.html: cannot write it (\(JSONInput.reason(error)))")
        }
        if !options.quiet {
            let count = { (n: Int, word: String) in "\(n) \(word)\(n == 1 ? "" : "s")" }
            print(
                "wrote \(count(sheets.count, "sheet")) at @2x (\(count(fields.count, "field")) × "
                    + "\(count(Self.phones(matrix, resources: resources), "phone")))"
                    + (video == nil ? ", no video (ffmpeg not found)" : ", review.mp4") + " and index.html to \(out)"
                    + (unaffected.isEmpty ? "" : "; \(Self.iosNote(unaffected))"))
        }
        return Written(
            sheets: sheets.map { folder.appending(path: $0).path },
            video: video.map { folder.appending(path: $0).path },
            page: folder.appending(path: "index.html").path)
    }

    /// What every field's sheet is made with.
    struct SheetContext {
        var screen: Screen
        /// The device the scenario names (each combination names its own).
        var device: String
        var matrix: VariationMatrix
        var specs: [PhoneSpec]
        var resources: LabResources
        var headless: HeadlessCanvas
    }

    /// `field`'s sheet: its scenario (named `scenarioFile`) under every combination, the devices side by side in
    /// each row, each tile labelled by its device and what else varies.
    func sheet(_ field: FormField, _ context: SheetContext, scenarioFile: String) throws -> ContactSheet {
        let scenario = try Self.parse(Self.fieldScenario(field, device: context.device), file: scenarioFile)
        let maker = ContactSheetMaker(
            scenario: scenario, resources: context.resources, overrides: ConditionOverrides(), screen: context.screen,
            times: [Self.captureTime], matrix: context.matrix)
        var tiles: [ContactSheet.Tile] = []
        let labels = Self.tileLabels(context.matrix.combinations) {
            context.resources.device($0)?.platform == .android
        }
        for (combination, (spec, label)) in zip(context.matrix.combinations, zip(context.specs, labels)) {
            guard let label else {
                tiles.append(Self.blankTile)
                continue
            }
            tiles += try maker.capture(combination, spec: spec, headless: context.headless).map {
                ContactSheet.Tile(label: label, image: $0.image)
            }
        }
        let columns = options.devices.count
        let rows = stride(from: 0, to: tiles.count, by: columns).map {
            Array(tiles[$0..<min(tiles.count, $0 + columns)])
        }
        return ContactSheet(rows: rows)
    }

    /// Writes `review.mp4` into `folder`: every field in turn on `device`, rendered on `headless`.
    func writeVideo(
        _ fields: [FormField], screen: Screen, device: String, resources: LabResources, headless: HeadlessCanvas,
        in folder: URL
    ) throws {
        let scenario = try Self.parse(
            Self.videoScenario(fields, device: device), file: folder.appending(path: "review.scenario").path)
        let runner: ScenarioRunner
        runner = try ScenarioRunner(
            scenario: scenario, resources: resources, screen: screen,
            readFile: LabSetup.reader(forScenarioAt: scenario.file))
        try VideoExport(headless: headless, environment: environment).export(
            runner, to: folder.appending(path: "review.mp4").path)
    }

    /// `text` parsed as a scenario from `file`; an error is the lab's own.
    static func parse(_ text: String, file: String) throws(LabError) -> Scenario {
        return try ScenarioParser.parse(text, file: file)
    }

    /// The scenario of one field's sheet: focus it, type its sample, capture once the keyboard has settled.
    static func fieldScenario(_ field: FormField, device: String) -> String {
        """
        device \(device)
        at \(tapTime) tap field \(field.id)
        at \(typeTime) type \(quoted(sample(for: field)))
        capture \(captureTime) as \(field.id)
        end \(captureTime)
        """
    }

    /// The video's scenario: every field in turn, its sample typed, then the keyboard dismissed.
    static func videoScenario(_ fields: [FormField], device: String) -> String {
        var lines = ["device \(device)", "fps 30"]
        for (index, field) in fields.enumerated() {
            let start = 0.3 + Double(index) * videoStep
            lines.append("at \(NumberText.compact(start)) tap field \(field.id)")
            lines.append("at \(NumberText.compact(start + 0.6)) type \(quoted(sample(for: field)))")
        }
        let end = 0.3 + Double(fields.count) * videoStep
        lines += ["at \(NumberText.compact(end)) key escape", "end \(NumberText.compact(end + 0.8))"]
        return lines.joined(separator: "\n") + "\n"
    }

    /// A value that fits the field's keyboard and words: an address for email, digits for a number pad, a
    /// sentence for a multi-line field.
    static func sample(for field: FormField) -> String {
        let words = (field.id + " " + field.label + " " + field.placeholder).lowercased()
        if field.isSecure || words.contains("password") || words.contains("senha") { return "correct horse 42" }
        switch field.keyboardType {
        case .email: return "camille.martin@example.com"
        case .numberPad: return words.contains("phone") || words.contains("tel") ? "11912345678" : "123456"
        case .multiline: return "Back on Monday; the parcel can wait at the door."
        case .letters:
            if field.isMultiline { return "Back on Monday; the parcel can wait at the door." }
            if field.returnKey == .search || words.contains("search") { return "keyboard" }
            return words.contains("name") ? "Camille Martin" : "Sample text"
        }
    }

    /// `text` as a scenario's quoted text.
    static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// The page to send: the screen, the video, each field's sheet under its id, keyboard and sample.
    static func page(
        screen: String, fields: [FormField], sheets: [String], video: String?, devices: [String], vary: [String],
        note: String? = nil
    ) -> String {
        let h = TextEscaping.html
        var body = [
            "<h1>\(h(URL(filePath: screen).lastPathComponent))</h1>",
            "<p>Each field focused in turn, a sample typed: \(h(devices.joined(separator: ", ")))"
                + (vary.count > 1 ? "; a row for each of \(h(vary.dropLast().joined(separator: "; ")))" : "") + ".</p>",
        ]
        if let note { body.append("<p>\(h(note)).</p>") }
        if let video { body.append("<video src=\"\(h(video))\" controls muted loop playsinline></video>") }
        for (field, sheet) in zip(fields, sheets) {
            body.append(
                "<section><h2>\(h(field.id)) <small>\(h(field.keyboardType.rawValue)), typed "
                    + "\(h(sample(for: field)))</small></h2><a href=\"\(h(sheet))\"><img src=\"\(h(sheet))\" "
                    + "alt=\"\(h(field.id)) focused on every device\"></a></section>")
        }
        return """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8"><title>Review: \(h(URL(filePath: screen).lastPathComponent))</title>
            <style>body{font:15px/1.4 system-ui,sans-serif;margin:2em;background:#202024;color:#eee}
            img,video{max-width:100%;height:auto;display:block;margin:.5em 0 2em}small{color:#aaa;font-weight:normal}</style>
            </head><body>
            \(body.joined(separator: "\n"))
            </body></html>

            """
    }
}
