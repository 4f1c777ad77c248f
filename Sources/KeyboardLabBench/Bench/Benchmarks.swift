import CMalloc
import Foundation
import KeyboardAvoidance
import KeyboardLabRuntime
import KeyboardLabSDL
import KeyboardLabUI
import LabFiles

/// Percentiles of a sample of durations, in milliseconds.
struct Percentiles {
    var p50: Double
    var p99: Double
    var max: Double

    init(_ samples: [Double]) {
        let sorted = samples.sorted()
        func at(_ q: Double) -> Double {
            guard !sorted.isEmpty else { return 0 }
            return sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * q).rounded()))]
        }
        p50 = at(0.5)
        p99 = at(0.99)
        max = sorted.last ?? 0
    }

    /// The bench JSON's object for these percentiles.
    var json: String {
        "{\"p50\":\(NumberText.compact(p50)),\"p99\":\(NumberText.compact(p99)),\"max\":\(NumberText.compact(max))}"
    }
}

/// The measurements behind `bench`.
struct Benchmarks {
    let resources: LabResources
    let headless: HeadlessCanvas
    /// This program (`keyboard-lab`), which the figures timed as a user runs them start as child processes.
    let executable: URL
    /// The environment the children start from, and ffmpeg for the video figures.
    let environment: LabEnvironment
    /// The shipped suite's goldens, recorded by ``recordGoldens()`` for this run; nil before.
    var goldens: URL?
    let clock = ContinuousClock()
    /// Fewer repetitions of everything: a smoke run for tests, not figures to quote.
    var quick = false
    /// Resident memory every 10,000 soak frames, for the curve in the table.
    var checkpoints: [(frames: Int, mb: Double)] = []

    static func milliseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) * 1e-15
    }

    /// A form of `count` fields in sections of 100, as JSON text.
    static func largeFormJSON(fields count: Int) -> Data {
        var text = "{\"title\":\"Large\",\"headerLabels\":[\"Generated form\"],\"sections\":["
        let sections = (count + 99) / 100
        for s in 0..<sections {
            if s > 0 { text += "," }
            text += "{\"title\":\"Section \(s)\",\"fields\":["
            for f in 0..<min(100, count - s * 100) {
                if f > 0 { text += "," }
                let kind = f % 10 == 3 ? "phone" : f % 10 == 7 ? "email" : "text"
                text +=
                    "{\"id\":\"f\(s * 100 + f)\",\"label\":\"Field \(s * 100 + f)\",\"placeholder\":\"Value\",\"kind\":\"\(kind)\"}"
            }
            text += "]}"
        }
        return Data((text + "]}").utf8)
    }

    mutating func runAll(soakFrames: Int) throws -> BenchReport {
        let largeData = Self.largeFormJSON(fields: 10_000)
        var loadTimes: [Double] = []
        var large = resources.sampleForm
        for _ in 0..<5 {
            let start = clock.now
            large = try Form.decode(largeData, file: "generated")
            _ = FormLayout(form: large, width: 393)
            loadTimes.append(Self.milliseconds(clock.now - start))
        }
        let sample = try frameCycle(form: resources.sampleForm, focus: "books", repeats: quick ? 2 : 20)
        let largeFrames = try frameCycle(form: large, focus: "f9990", repeats: quick ? 2 : 20)
        let dragFrames = try interactiveDragFrames(repeats: quick ? 2 : 40)
        let compareOne = try compareFrames(phones: 1, repeats: quick ? 2 : 15)
        let compareFour = try compareFrames(phones: 4, repeats: quick ? 2 : 15)
        releaseMemory()
        let contactSheet = try contactSheetTime()
        releaseMemory()
        let keyboardRise = try keyboardRiseWall()
        let conditionFrames = try conditionFrames(repeats: quick ? 2 : 20)
        let glassLight = try glassFrames(.light, repeats: quick ? 2 : 20)
        let glassDark = try glassFrames(.dark, repeats: quick ? 2 : 20)
        let pageSheet = try presentedFrames(
            device: "iphone-15", ModalPresentation(.pageSheet, detent: .medium), repeats: quick ? 2 : 20)
        let formSheet = try presentedFrames(
            device: "ipad-pro-11", ModalPresentation(.formSheet), repeats: quick ? 2 : 20)
        releaseMemory()
        let screens = try screenFigures(repeats: quick ? 2 : 20)
        releaseMemory()
        let design = try designFigures(repeats: quick ? 2 : 20)
        // The design's 35 MB picture and its scaled copies go before the Figma file is generated.
        releaseMemory()
        let imports = try importFigures(repeats: quick ? 1 : 3, inProcess: false)
        releaseMemory()
        let android = try androidFigures(repeats: quick ? 2 : 20)
        let frameworks = try frameworkFigures(repeats: quick ? 1 : 4)
        releaseMemory()
        let (eventSample, focusSample) = avoidanceCost(form: resources.sampleForm)
        let (eventLarge, focusLarge) = avoidanceCost(form: large)
        // The median of three in-process checks of the shipped suite; captures per second is that throughput. Each
        // is followed by a check with value goldens, for the cost of `--values` on the same machine.
        releaseMemory()
        let valueChecks = try suiteChecksWithValues(runs: quick ? 1 : 3)
        let suites = valueChecks.plain
        let suite = suites.sorted { $0.seconds < $1.seconds }[suites.count / 2]
        let captures = Double(suite.captures) / suite.seconds
        let fixed = try fixedWorkloadThroughput(runs: quick ? 1 : 3)
        _ = CMalloc_Trim()
        let wall = try suiteWallClock()
        let matrix = try matrixCheck()
        let windowRSS = try windowPeakRSS()
        let startup = try startupTime()
        let videoSpeed = try videoSpeed()
        let videoShort = try videoExportPeakRSS(seconds: quick ? 2 : 5)
        let videoLong = try videoExportPeakRSS(seconds: quick ? 6 : 60)
        let hitRate = try textCacheHitRate()
        let review = try reviewFigures(accepts: quick ? 3 : 30)
        let (after1k, afterSoak) = try soak(frames: soakFrames)
        return BenchReport(
            sampleFrames: Percentiles(sample), largeFrames: Percentiles(largeFrames),
            dragFrames: Percentiles(dragFrames), conditionFrames: Percentiles(conditionFrames),
            glassLight: Percentiles(glassLight), glassDark: Percentiles(glassDark),
            pageSheet: Percentiles(pageSheet), formSheet: Percentiles(formSheet), screens: screens, android: android,
            frameworks: frameworks,
            design: design, imports: imports,
            compareOne: Percentiles(compareOne), compareFour: Percentiles(compareFour),
            contactSheetSeconds: contactSheet, keyboardRiseSeconds: keyboardRise,
            liveReloadPoll: try liveReloadPoll(), avoidanceSample: eventSample,
            avoidanceLarge: eventLarge, focusSample: focusSample, focusLarge: focusLarge,
            loadLarge: Percentiles(loadTimes).p50, capturesPerSecond: captures, fixed: fixed,
            suiteSeconds: suite.seconds,
            suiteCaptures: suite.captures, suiteValues: valueChecks, suiteCheckWall: wall.check,
            suiteCheckColdWall: wall.checkCold, suiteShootWall: wall.shoot,
            cores: ProcessInfo.processInfo.activeProcessorCount, startup: startup,
            video: BenchReport.Video(speed: videoSpeed, shortRSS: videoShort, longRSS: videoLong),
            peakRSS: Self.peakRSS(), checkPeakRSS: wall.checkPeakRSS, shootPeakRSS: wall.shootPeakRSS,
            windowPeakRSS: windowRSS, rssAfter1k: after1k,
            rssAfterSoak: afterSoak, soakFrames: soakFrames, rssCheckpoints: checkpoints, textCacheHitRate: hitRate,
            review: review, matrix: matrix)
    }

    /// Drops the shared canvases (a compare window's, an iPad's) and their cached text, and gives freed pages back
    /// to the system: run between groups of figures, so the next group's peak starts from what the bench needs, not
    /// from what an earlier group once used. A 10,000-message file's JSON tree and a suite's decoded goldens are
    /// freed in bursts.
    func releaseMemory() {
        headless.releaseCanvases()
        DesignFiles.forgetDecodedPictures()
        _ = CMalloc_Trim()
    }

    /// The scripted cycle at 60 Hz, with the field scrolled into view first: focus, keyboard show, Tab ×5, dismiss;
    /// one entry per frame of reduce + advance + layout + view + render (no present).
    func frameCycle(form: Form, focus id: String, repeats: Int) throws -> [Double] {
        try frameCycle(
            starting: Phone(resources: resources, form: form, measurer: headless.measurer), focus: id, repeats: repeats)
    }

    /// A runtime over one phone, measuring text with the headless canvas's fonts.
    func runtime(_ phone: Phone) -> LabRuntime {
        LabRuntime(state: AppState(phones: [phone]), measurer: headless.measurer)
    }

    /// ``frameCycle(form:focus:repeats:)`` from `phone` as it is (device, appearance, text size).
    func frameCycle(starting phone: Phone, focus id: String, repeats: Int) throws -> [Double] {
        var runtime = formRuntime(phone, focus: id)
        var frame = 0
        var samples: [Double] = []
        samples.reserveCapacity(repeats * 220)
        for _ in 0..<repeats {
            samples += try timedRun(&runtime, script: Self.formScript(focus: id), length: 220, frame: &frame)
        }
        return Array(samples.dropFirst(220))
    }

    /// A runtime over `phone` with the field `id` first scrolled into the middle of the screen, as a user would
    /// before tapping it.
    func formRuntime(_ phone: Phone, focus id: String) -> LabRuntime {
        var runtime = runtime(phone)
        if let index = phone.form.index(of: id) {
            let target = phone.layout.rowFrames[index].midY - phone.scrollFrame.height / 2
            runtime.step([StepInput(.scroll(dx: 0, dy: -target))], to: .zero)
        }
        return runtime
    }

    /// The form cycle's script: focus `id`, Tab ×5, dismiss.
    static func formScript(focus id: String) -> (Int) -> [StepInput] {
        let script: [Int: Action] = [
            0: .focusField(id), 40: .key(.tab), 60: .key(.tab), 80: .key(.tab), 100: .key(.tab), 120: .key(.tab),
            160: .dismiss,
        ]
        return { local in script[local].map { [StepInput($0)] } ?? [] }
    }

    /// One run of a 60 Hz cycle on `runtime`: `length` frames from `frame` on, each with the inputs `script` gives
    /// for its index in the run; one entry per frame of reduce + advance + layout + view + render.
    func timedRun(
        _ runtime: inout LabRuntime, script: (Int) -> [StepInput], length: Int, frame: inout Int
    ) throws -> [Double] {
        var samples: [Double] = []
        samples.reserveCapacity(length)
        for local in 0..<length {
            let time = Instant(seconds: Double(frame) / 60)
            let start = clock.now
            try headless.render(runtime.step(script(local), to: time, drawing: .captures))
            samples.append(Self.milliseconds(clock.now - start))
            frame += 1
        }
        return samples
    }

    /// Nanoseconds per keyboard event (will-show target) and per focus change (re-target), median of runs.
    func avoidanceCost(form: Form) -> (Double, Double) {
        let device = resources.device("iphone-15") ?? resources.devices[0]
        let layout = FormLayout(form: form, width: 393)
        let screen = device.screenBounds(.portrait)
        let frame = Rect(x: 0, y: 103, width: 393, height: 749)
        let keyboard = device.keyboardFrame(.portrait, type: .letters, options: KeyboardOptions(), visible: true)
        let scroll = ScrollGeometry(frame: frame, contentSize: layout.contentSize, contentInset: EdgeInsets(bottom: 34))
        let rows = layout.rowFrames
        let iterations = quick ? 2_000 : 200_000
        var sink = 0.0
        func measure(_ body: (Int) -> Double) -> Double {
            var runs: [Double] = []
            for _ in 0..<5 {
                let start = clock.now
                for i in 0..<iterations { sink += body(i) }
                runs.append(Self.milliseconds(clock.now - start) * 1e6 / Double(iterations))
            }
            return Percentiles(runs).p50
        }
        let perEvent = measure { i in
            var strategy = KeyboardLabStrategy()
            return strategy.keyboardWillShow(
                keyboard: keyboard, screen: screen, scroll: scroll, focus: rows[(i * 7919) % rows.count]
            ).contentOffset.y
        }
        var strategy = KeyboardLabStrategy()
        _ = strategy.keyboardWillShow(keyboard: keyboard, screen: screen, scroll: scroll, focus: rows[0])
        let perFocus = measure { i in
            // A focus change: find the next field (hit test by a content point) and re-target.
            let row = rows[(i * 7919) % rows.count]
            let index = layout.fieldIndex(at: Point(x: row.midX, y: row.midY)) ?? 0
            return strategy.target(keyboard: keyboard, screen: screen, scroll: scroll, focus: rows[index]).contentOffset
                .y
        }
        if sink == .infinity { print(sink) }
        return (perEvent, perFocus)
    }

    /// Process start to first rendered frame: the median of five runs of `keyboard-lab first-frame`.
    func startupTime() throws -> Double {
        var runs: [Double] = []
        for _ in 0..<5 { runs.append(try timedChild(["first-frame"]).seconds * 1000) }
        return Percentiles(runs).p50
    }

    /// The share of text runs served from the texture cache over steady frames.
    func textCacheHitRate() throws -> Double {
        var runtime = runtime(Phone(resources: resources, form: resources.sampleForm, measurer: headless.measurer))
        runtime.step([StepInput(.focusField("books"))], to: .zero)
        let settled = runtime.step([], to: Instant(seconds: 1), drawing: .captures)
        try headless.render(settled)
        guard let list = settled.drawLists.first, let canvas = headless.canvas(for: list) else { return 0 }
        canvas.renderer.resetTextCacheCounters()
        for frame in 0..<60 {
            try headless.render(runtime.step([], to: Instant(seconds: 1 + Double(frame) / 60), drawing: .captures))
        }
        let stats = canvas.renderer.textCacheStatistics
        return Double(stats.hits) / Double(max(1, stats.hits + stats.misses))
    }

    /// Resident memory after 1,000 frames and after `frames` frames of the full pipeline with actions cycling.
    mutating func soak(frames: Int) throws -> (Double, Double) {
        var runtime = runtime(Phone(resources: resources, form: resources.sampleForm, measurer: headless.measurer))
        let actions: [Action] = [
            .focusField("videogames"), .type("Zelda"), .key(.tab), .scroll(dx: 0, dy: -80), .key(.shiftTab),
            .rotate(nil),
            .predictiveBar(nil), .key(.backspace), .accessoryBar(nil), .rotate(nil), .setDevice(nil), .dismiss,
        ]
        var after1k = 0.0
        checkpoints = []
        for frame in 0..<frames {
            let time = Instant(seconds: Double(frame) / 60)
            let inputs = frame % 20 == 0 ? [StepInput(actions[(frame / 20) % actions.count])] : []
            try headless.render(runtime.step(inputs, to: time, drawing: .captures))
            if frame + 1 == 1_000 { after1k = Self.currentRSS() }
            if (frame + 1) % 10_000 == 0 { checkpoints.append((frame + 1, Self.currentRSS())) }
        }
        return (after1k, Self.currentRSS())
    }

    static func currentRSS() -> Double {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Double(fields[1]) else { return 0 }
        return pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576
    }

    static func peakRSS() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Double(usage.ru_maxrss) / 1024
    }
}
