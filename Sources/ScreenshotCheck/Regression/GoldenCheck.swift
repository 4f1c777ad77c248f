import CheckReport
import Foundation
import KeyboardAvoidance
import KeyboardLabRuntime
import KeyboardLabSDL
import KeyboardLabUI
import LabFiles
import LabImages
import LabPNG
import ScreenshotComparison

/// The golden comparison of `check`: one capture at a time, one combination after another, then the report.
///
/// A passing capture writes nothing: its report entry links the golden. A failing one writes its actual,
/// expected, diff and composite images into `<report>/<scenario>/`, and a sequence with a failing frame gets a
/// filmstrip. Under a matrix (`check --vary`) each combination is a goldens folder of its own,
/// `<goldens>/<combination>/` with its own environment sidecar, and its report images go to
/// `<report>/<combination>/<scenario>/`.
struct GoldenCheck {
    /// The goldens folder given to `check`.
    let goldensRoot: URL
    let goldensArgument: String
    let report: URL
    let reportArgument: String
    let mode: RecordMode
    let comparator: ImageComparator
    let environment: RenderEnvironment
    /// The value goldens, with `--values`; nil reads and writes none.
    var values: ValueGoldenCheck?
    /// Decodes the goldens ahead on another thread, when set.
    var prefetcher: PNGPrefetcher?
    /// What earlier runs learnt of the goldens' pixels: a golden it knows is decoded only when the render differs.
    var digests: PNGDigestCache?
    /// Whether every capture is rendered twice and the renders compared (`check --determinism`); without it the
    /// second render is made only when a golden is recorded or a capture differs from its golden.
    var determinism = false
    /// The style sheet and script the report page inlines.
    var web = WebAssets()
    /// Encodes and writes the report's images on another thread.
    let writes = PNGWriteQueue()
    private(set) var recordedEnvironment: RenderEnvironment?
    /// The combination being checked (its folder name), or nil without `--vary`.
    private(set) var combination: String?
    var entries: [HTMLReport.Entry] = []
    var sequences: [HTMLReport.FrameSequence] = []
    var failures = 0
    var passes = 0
    /// Scenarios that could not be loaded, reported as errors.
    var errors = 0
    var written = 0
    /// The value goldens the worker processes wrote (one file per scenario and combination with a capture recorded).
    var workerValuesWritten = 0
    /// The open combination's captures checked, failures and goldens written: whether its sidecar is written.
    var combinationTally = (checked: 0, failures: 0, written: 0)
    /// Whether other processes check other scenarios of the open combination (a run without `--vary` split over
    /// workers): its sidecar is then written by ``writeSidecarIfDue()`` once their tallies are in, not by ``end(batch:)``.
    var sharesCombination = false
    /// Whether an environment difference is kept for the report without printing it (a worker sharing the
    /// combination with the first process, which prints it).
    var quietEnvironment = false
    /// The build that records goldens here (`keyboard-lab --version`), written into the environment sidecar.
    var recordedBy: String?
    /// The conditions the open combination's goldens are recorded under besides each scenario's own (the check's
    /// condition flags, overridden by the combination's), written into its environment sidecar.
    var conditions = ConditionOverrides()
    /// The stale goldens the run found, relative to the goldens folder, for the report.
    var stale: [String] = []
    /// The links of goldens into the report made so far (``prelinkGoldens()``), which the report's own reuse.
    var linker: ImageLinker?
    /// The goldens folders found recorded on another machine, each said once, for the report and `accept`.
    var environmentChanges: [EnvironmentChange] = []
    /// The command that records every golden of the run on this machine (`keyboard-lab check … --record all`),
    /// printed with an environment difference; nil prints none.
    var recordCommand: String?
    var frames: [String: [HTMLReport.FrameSequence.Frame]] = [:]
    var filmstrips: [String: String] = [:]
    /// The open scenario's captures by sequence, for the filmstrips of failing sequences: a capture identical to its
    /// golden file is kept as that file's path and read back only if its sequence fails, so a passing scenario
    /// holds no images.
    private var strips: [String: [(name: String, frame: StripFrame)]] = [:]
    private var failingSequences = Set<String>()
    private var openScenario: String?

    init(
        goldens: URL, goldensArgument: String, report: URL, reportArgument: String, mode: RecordMode,
        comparator: ImageComparator, environment: RenderEnvironment
    ) {
        self.goldensRoot = goldens
        self.goldensArgument = goldensArgument
        self.report = report
        self.reportArgument = reportArgument
        self.mode = mode
        self.comparator = comparator
        self.environment = environment
    }

    /// `@2x` and so on after a golden's name at a scale above 1, as device screenshots are named; nothing at 1.
    var scaleSuffix: String { HeadlessCanvas.scaleSuffix(environment.scale) }

    /// The open combination's goldens folder: `<goldens>/<combination>`, or the goldens folder without `--vary`.
    var goldens: URL { combination.map { goldensRoot.appending(path: $0) } ?? goldensRoot }

    /// The open combination's folder of report images: `<report>/<combination>`, or the report folder.
    var imageRoot: URL { combination.map { report.appending(path: $0) } ?? report }

    /// The environment sidecar of the open combination's goldens: one per scale, so goldens at 1× and 2× live side
    /// by side.
    var sidecar: URL { goldens.appending(path: "environment\(scaleSuffix).json") }

    /// Starts checking the goldens of `combination` (its folder name; nil without `--vary`): reads its sidecar.
    mutating func begin(combination: String?) throws(LabError) {
        self.combination = combination
        recordedEnvironment = nil
        combinationTally = (0, 0, 0)
        // Sequences are named by scenario: a failure under one combination must not make filmstrips in the next.
        failingSequences.removeAll()
        frames.removeAll()
        filmstrips.removeAll()
        let folder = goldens
        values?.goldens = folder
        try loadEnvironment()
    }

    mutating func loadEnvironment() throws(LabError) {
        guard FileManager.default.fileExists(atPath: sidecar.path) else { return }
        recordedEnvironment = try FileInput.json(RenderEnvironment.self, from: sidecar)
    }

    /// Whether goldens here were made in another environment.
    var environmentDiffers: Bool {
        guard let recordedEnvironment else { return false }
        return recordedEnvironment != environment
    }

    /// One filmstrip frame: the pixels, or the golden file that holds exactly them.
    private enum StripFrame {
        case image(RGBAImage)
        case golden(String)
    }

    /// Where one capture's files are.
    struct Files {
        let golden: URL
        let folder: URL
        let name: String

        func report(_ suffix: String) -> URL { folder.appending(path: "\(name).\(suffix).png") }
    }

    /// The golden of `capture` of `scenario` under `combination` (nil without `--vary`).
    func golden(scenario: String, capture: String, combination: String?) -> URL {
        (combination.map { goldensRoot.appending(path: $0) } ?? goldensRoot).appending(path: scenario)
            .appending(path: "\(capture)\(scaleSuffix).png")
    }

    /// Checks one capture: `image` is a render of it on `device`; `again` renders it a second time and gives the
    /// second render's pixels when they differ from `image` (nil when the two match byte for byte), called only when
    /// a golden is to be recorded, the capture differs from its golden, or with ``determinism``; `masks` are the
    /// scenario's masks at the capture, `values` its numbers (with `--values`), `problems` the flags the phone shows
    /// (a failing capture's line quotes them), `seconds` what it took so far.
    mutating func check(
        scenario: Scenario, capture: Capture, image: RGBAImage, again: SecondRender, device: String,
        masks: [CaptureMask] = [], values: [String: Double]? = nil, problems: [String] = [], seconds: Double
    ) throws(LabError) {
        if openScenario != scenario.name { try closeScenario() }
        openScenario = scenario.name
        let files = Files(
            golden: golden(scenario: scenario.name, capture: capture.name, combination: combination),
            folder: imageRoot.appending(path: scenario.name), name: capture.name)
        var entry = HTMLReport.Entry(
            scenario: scenario.name, capture: capture.name, status: .pass, goldenPath: display(files.golden),
            masks: masks.map(\.description), combination: combination, device: device)
        let golden = prefetcher?.take(files.golden.path)
        let matchesGoldenFile = try judge(
            &entry, files: files, image: image, again: again, golden: golden, masks: masks.compactMap(\.pixels))
        if let values, self.values != nil { try judgeValues(&entry, scenario: scenario.name, values: values) }
        // What the lab flags on the phone, in the check's output, the summary and JUnit: the problem, not only where
        // the pixels or numbers moved.
        if entry.status.isFailure, !problems.isEmpty {
            entry.message += "; flagged: " + problems.joined(separator: ", ")
        }
        // Values that fail where the pixels pass: the actual image is this render, for the report and the review.
        if entry.valuesOnly { entry.actualPath = try write(image, files.report("actual")) }
        // Every capture's (not only a failure's): an accept tells from them whether it was given this goldens folder.
        // The golden's, from the bytes read to judge it, unless it was written since.
        if entry.goldenStamp == nil || entry.status == .new { entry.goldenStamp = Self.stamp(files.golden) }
        entry.seconds = seconds
        let key = "\(scenario.name)/\(capture.sequence)"
        combinationTally.checked += 1
        if entry.status.isFailure {
            failures += 1
            combinationTally.failures += 1
            failingSequences.insert(key)
            announce(entry)
        } else {
            passes += 1
        }
        entries.append(entry)
        frames[key, default: []].append(
            HTMLReport.FrameSequence.Frame(
                name: capture.name, expectedPath: entry.expectedPath, actualPath: entry.actualPath))
        strips[key, default: []].append(
            (capture.name, matchesGoldenFile ? .golden(files.golden.path) : .image(image)))
    }

    /// Renders a capture a second time: the second render's pixels when they differ from the first, else nil.
    typealias SecondRender = () throws(LabError) -> RGBAImage?

    /// Sets the entry's verdict and writes the files it needs; `golden` is the golden when already read. Returns
    /// whether the golden file now holds exactly `image`.
    private mutating func judge(
        _ entry: inout HTMLReport.Entry, files: Files, image: RGBAImage, again: SecondRender,
        golden: Result<DigestedPNG, LabError>?, masks: [PixelMask]
    ) throws(LabError) -> Bool {
        let exists = FileManager.default.fileExists(atPath: files.golden.path)
        let records = mode == .all || (!exists && mode == .missing) || (environmentDiffers && mode == .failed)
        // Rendered twice before a golden is written (and on every capture with --determinism): a flaky render is
        // never recorded. After that the second render is made once at most, for a capture that differs.
        let renderedTwice = determinism || records
        if renderedTwice, try flaky(&entry, files: files, image: image, again: again) { return false }
        if records {
            try recordGolden(image, files: files)
            entry.status = .new
            entry.message = exists ? "golden rewritten" : "golden recorded"
            entry.expectedPath = relative(files.golden)
            return true
        }
        if environmentDiffers, let recorded = recordedEnvironment {
            entry.status = .environmentDiffers
            entry.message = noteEnvironment(recorded)
            return false
        }
        guard exists else {
            entry.status = .missing
            entry.message = "no golden at \(display(files.golden)) (record mode \(mode.rawValue))"
            entry.actualPath = try write(image, files.report("actual"))
            return false
        }
        let read =
            golden
            ?? Result { () throws(LabError) in
                try PNGFile.readDigested(files.golden.path, cache: digests, otherKinds: SDLImageFile.read)
            }
        let pixels: RGBAImage
        do throws(LabError) {
            let expected = try read.get()
            entry.goldenStamp = expected.stamp
            if let decoded = expected.image {
                // Decoded already: compared as it is (comparing bytes costs less than a digest of the render).
                pixels = decoded
            } else if expected.pixels == ContentDigest(pixelsOf: image) {
                // Equal digests: the same pixels and size, whatever the options and masks; nothing to decode.
                return identical(&entry, comparison: comparator.identical(image.size, excluding: masks), files: files)
            } else {
                pixels = try PNGFile.read(files.golden.path, otherKinds: SDLImageFile.read)
            }
        } catch {
            entry.status = .fail
            entry.message = error.description
            entry.actualPath = try write(image, files.report("actual"))
            return false
        }
        return try compare(
            &entry, expected: pixels, image: image, again: renderedTwice ? { nil } : again, files: files, masks: masks)
    }

    /// Renders the capture again and, when the two renders differ, fails it as a flaky render (its two renders in
    /// the report); returns whether it did.
    private func flaky(
        _ entry: inout HTMLReport.Entry, files: Files, image: RGBAImage, again: SecondRender
    ) throws(LabError) -> Bool {
        guard let second = try again() else { return false }
        entry.status = .nondeterministic
        entry.message =
            "flaky render: two renders of this capture gave different pixels, so a difference from its golden "
            + "need not be the screen's; the renderer is not deterministic here"
        entry.actualPath = try write(image, files.report("actual"))
        _ = try write(second, files.report("second"))
        return true
    }

    /// Passes a capture whose comparison found it the same as its golden; returns whether they are byte-equal.
    private func identical(_ entry: inout HTMLReport.Entry, comparison: ImageComparison, files: Files) -> Bool {
        entry.expectedPath = relative(files.golden)
        entry.actualPath = entry.expectedPath
        entry.message = comparison.summary
        return comparison.status == .identical
    }

    /// Compares with a readable golden; a difference renders the capture again (`again`) to tell a flaky render
    /// from a changed screen, and a changed screen writes the four review images (or rewrites the golden). Returns
    /// whether the golden file holds exactly `image` afterwards (the comparator found them byte-equal, or the
    /// golden was rewritten).
    private mutating func compare(
        _ entry: inout HTMLReport.Entry, expected: RGBAImage, image: RGBAImage, again: SecondRender, files: Files,
        masks: [PixelMask]
    ) throws(LabError) -> Bool {
        let comparison = comparator.compare(expected: expected, actual: image, excluding: masks)
        if comparison.passed { return identical(&entry, comparison: comparison, files: files) }
        entry.expectedPath = relative(files.golden)
        if try flaky(&entry, files: files, image: image, again: again) { return false }
        if mode == .failed {
            try recordGolden(image, files: files)
            entry.status = .new
            entry.message = "golden rewritten: \(comparison.summary)"
            return true
        }
        entry.status = .fail
        entry.message = "\(comparison.summary); rendered twice alike, so the screen changed"
        entry.actualPath = try write(image, files.report("actual"))
        entry.expectedPath = try write(expected, files.report("expected"))
        if let diff = comparison.diffImage { entry.diffPath = try write(diff, files.report("diff")) }
        let composite = Composite(expected: expected, actual: image, comparison: comparison).render()
        entry.compositePath = try write(composite, files.report("composite"))
        return false
    }

    /// What identifies the golden's bytes now (``FileStamp``), `absent` when there is no file: an
    /// accept from the report refuses a golden that changed since.
    static func stamp(_ url: URL) -> String {
        FileManager.default.contents(atPath: url.path).map(FileStamp.of) ?? "absent"
    }

    private mutating func recordGolden(_ image: RGBAImage, files: Files) throws(LabError) {
        _ = try LabSetup.writableFolder(files.golden.deletingLastPathComponent().path)
        try writePNG(image, to: files.golden.path)
        written += 1
        combinationTally.written += 1
    }

    /// Queues a report image to be written, making its folder first; returns its path relative to the report.
    private func write(_ image: RGBAImage, _ url: URL) throws(LabError) -> String {
        _ = try LabSetup.writableFolder(url.deletingLastPathComponent().path)
        writes.write(image, to: url.path)
        return relative(url)
    }

    /// Writes the filmstrips of the open scenario's failing sequences and its value golden when recorded, and lets
    /// go of its images.
    mutating func closeScenario() throws(LabError) {
        defer {
            strips.removeAll()
            openScenario = nil
        }
        try values?.close()
        for (key, captures) in strips.sorted(by: { $0.key < $1.key })
        where captures.count > 1 && failingSequences.contains(key) {
            let frames = captures.compactMap { capture -> Filmstrip.Frame? in
                switch capture.frame {
                case .image(let image): return Filmstrip.Frame(name: capture.name, image: image)
                case .golden(let path):
                    return (try? PNGFile.read(path, otherKinds: SDLImageFile.read)).map {
                        Filmstrip.Frame(name: capture.name, image: $0)
                    }
                }
            }
            guard frames.count == captures.count, let strip = try? Filmstrip(frames: frames, maxWidth: 4096).render()
            else { continue }
            filmstrips[key] = try write(strip, imageRoot.appending(path: "\(key).filmstrip.png"))
        }
    }

    /// Prints a failing capture: its message, composite and accept command. An environment difference is said once
    /// for its goldens folder instead (``noteEnvironment(_:)``).
    func announce(_ entry: HTMLReport.Entry) {
        guard entry.status != .environmentDiffers else { return }
        Console.endProgress()
        Console.error("FAIL \(entry.suiteName)/\(entry.capture): \(entry.message)")
        if let composite = entry.compositePath {
            Console.error("  composite: \(HTMLReport.join(reportDisplay, composite))")
        }
        if let accept = entry.acceptCommand(reportFolder: reportDisplay) { Console.error("  accept:    \(accept)") }
    }
}
