import Foundation
import KeyboardAvoidance
import KeyboardLabRuntime
import KeyboardLabSDL
import KeyboardLabUI
import LabFiles
import LabImages
import LabPNG

extension Benchmarks {
    /// A long designer's screen: a 1179 × 7,500-pixel @3x picture (393 × 2,500 pt) with 28 fields and a sticky bar.
    struct DesignFigures {
        /// Reading, decoding and checking the picture and laying the phone out, median of five (ms).
        var load: Double
        /// Frames while the keyboard rises for the lowest field, and while a finger scrolls the design.
        var rise: Percentiles
        var scroll: Percentiles
        /// Peak resident memory (MB) of the window showing it, or nil without a display.
        var windowRSS: Double?
    }

    /// The long design's fields: a 48 pt box every 80 pt below the fixed top.
    static let longDesignFields = 28

    /// Writes the long design's picture (light grey boxes on white, a blue bar) and its screen file into `folder`,
    /// and returns the screen file's path.
    static func writeLongDesign(in folder: URL) throws -> String {
        let width = 1179
        let height = 7500
        var image = RGBAImage(width: width, height: height, fill: .white)
        let box = Color(red: 0xF2, green: 0xF2, blue: 0xF7)
        let label = Color(red: 0x6E, green: 0x6E, blue: 0x73)
        let bar = Color(red: 0x00, green: 0x7A, blue: 0xFF)
        func paint(_ x: Int, _ y: Int, _ w: Int, _ h: Int, _ color: Color) {
            for row in y..<min(height, y + h) {
                for column in x..<min(width, x + w) { image.setColor(color, x: column, y: row) }
            }
        }
        paint(0, 0, width, 294, Color(red: 0xF9, green: 0xF9, blue: 0xF9))
        var fields: [String] = []
        for index in 0..<longDesignFields {
            let top = 120 + index * 80
            paint(48, top * 3 - 36, 300, 24, label)
            paint(48, top * 3, 1083, 144, box)
            fields.append("{\"id\": \"f\(index)\", \"rect\": [16, \(top), 361, 48], \"textInset\": 16}")
        }
        paint(48, 2404 * 3, 1083, 150, bar)
        try PNGFile.write(image, to: folder.appending(path: "long@3x.png").path)
        let screen = """
            {"content": {"kind": "image", "image": "long@3x.png", "fixedTop": 98,
                         "fields": [\(fields.joined(separator: ", "))]},
             "bottomBar": {"kind": "image", "rect": [0, 2400, 393, 66], "keyboard": "sticky"}}
            """
        let path = folder.appending(path: "long.json").path
        try screen.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    func designFigures(repeats: Int) throws -> DesignFigures {
        let folder = try Self.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try Self.writeLongDesign(in: folder)
        var loads: [Double] = []
        var screen: Screen?
        for _ in 0..<5 {
            // Each load decodes the picture: none is kept from the load before, nor held by it while this one
            // decodes (two 35 MB pictures at once were the bench's peak).
            screen = nil
            DesignFiles.forgetDecodedPictures()
            let start = clock.now
            let loaded = try LabSetup.screen(path)
            _ = loaded.map { Phone(resources: resources, screen: $0, measurer: headless.measurer) }
            loads.append(Self.milliseconds(clock.now - start))
            screen = loaded
        }
        guard let screen else { throw LabError("bench: the long design did not load") }
        let lowest = "f\(Self.longDesignFields - 1)"
        var runtime = runtime(Phone(resources: resources, screen: screen, measurer: headless.measurer))
        var frame = 0
        var rise: [Double] = []
        var scroll: [Double] = []
        // One run first, which scales the picture and fills the caches, then the measured ones.
        for run in 0..<(repeats + 1) {
            let samples = try timedRun(&runtime, script: Self.designScript(focus: lowest), length: 160, frame: &frame)
            guard run > 0 else { continue }
            rise += samples[1..<16]
            scroll += samples[60..<100]
        }
        return DesignFigures(
            load: Percentiles(loads).p50, rise: Percentiles(rise), scroll: Percentiles(scroll),
            windowRSS: try designWindowPeakRSS(screen: path))
    }

    /// The design's cycle: the lowest field focused (the keyboard rises, the design scrolls up to it), then with
    /// the keyboard down a finger dragging the design from its end back towards its top (frames 60 to 100), then
    /// released.
    static func designScript(focus id: String) -> (Int) -> [StepInput] {
        { local in
            switch local {
            case 0: [StepInput(.focusField(id))]
            case 40: [StepInput(.dismiss)]
            case 59: [StepInput(.pointerDown(Point(x: 200, y: 200)))]
            case 60..<100: [StepInput(.pointerMoved(Point(x: 200, y: 200 + Double(local - 59) * 12)))]
            case 100: [StepInput(.pointerUp(Point(x: 200, y: 680)))]
            default: []
            }
        }
    }

    /// The peak resident memory (MB) of the window showing the design at `screen` for three seconds, or nil without
    /// a display.
    func designWindowPeakRSS(screen: String) throws -> Double? {
        guard SDLSession.displayAvailable(environment.display) else { return nil }
        return try timedChild([
            "run", "--screen", screen, "--exit-after", "3", "--screenshots", NSTemporaryDirectory(),
        ]).peakRSS
    }
}

extension Benchmarks.DesignFigures {
    /// The figures as rows of the bench table: name, value, target.
    var rows: [(String, String, String)] {
        let n = { (value: Double) in String(format: "%.3f", value) }
        return [
            ("load a 1179 × 7,500 px @3x design (read, decode, check, lay out)", "\(n(load)) ms", "≤ 150 ms"),
            (
                "frame, that design, keyboard rising / scrolling (p99)", "\(n(rise.p99)) / \(n(scroll.p99)) ms",
                "p99 ≤ 2.5 ms"
            ),
            (
                "peak resident memory, window with that design (process)",
                windowRSS.map { "\(n($0)) MB" } ?? "no display", "≤ 100 MB"
            ),
        ]
    }

    /// The figures as the bench JSON's `design` object.
    var json: String {
        "{\"load_ms\":\(NumberText.compact(load)),\"frame_ms\":{\"rise\":\(rise.json),\"scroll\":\(scroll.json)},"
            + "\"window_rss_mb\":\(windowRSS.map(NumberText.compact) ?? "null")}"
    }

    /// The rows alone, aligned, for `bench --only design`.
    var table: String { BenchReport.aligned(rows) }
}
