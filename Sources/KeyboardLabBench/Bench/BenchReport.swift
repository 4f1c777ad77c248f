import Foundation
import KeyboardLabUI

/// Every figure of `keyboard-lab bench`.
struct BenchReport {
    var sampleFrames: Percentiles
    var largeFrames: Percentiles
    var dragFrames: Percentiles
    var conditionFrames: Percentiles
    /// The sample form's cycle with the iOS 26 glass keyboard, light and dark.
    var glassLight: Percentiles
    var glassDark: Percentiles
    /// The cycle in a medium page sheet on the iPhone 15, and in a form sheet on the iPad.
    var pageSheet: Percentiles
    var formSheet: Percentiles
    /// The screens with bars and chats.
    var screens: Benchmarks.ScreenFigures
    /// The Pixel 8's frames.
    var android: Benchmarks.AndroidFigures
    /// The React Native and Flutter strategies' frames.
    var frameworks: Benchmarks.FrameworkFigures
    /// A long designer's screen: loading it, its frames, the window's memory with it.
    var design: Benchmarks.DesignFigures
    /// `import figma` of a 3.5 MB file, and a review pack.
    var imports: Benchmarks.ImportFigures
    /// The audit of a generated 200,000-line app.
    var audit: Benchmarks.AuditFigures
    var compareOne: Percentiles
    var compareFour: Percentiles
    var contactSheetSeconds: Double
    /// `keyboard --frames`, the iPhone 15's iOS 26 keyboard rising at @3x, CLI wall clock (s).
    var keyboardRiseSeconds: Double
    /// Microseconds a live-reload poll of two unchanged files (``Benchmarks/liveReloadPoll()``).
    var liveReloadPoll: Double
    var avoidanceSample: Double
    var avoidanceLarge: Double
    var focusSample: Double
    var focusLarge: Double
    var loadLarge: Double
    var capturesPerSecond: Double
    /// The check of the fixed workload (``Benchmarks/fixedWorkload``), comparable across suites: rendering each
    /// capture once and twice.
    var fixed: Benchmarks.CheckThroughput
    var suiteSeconds: Double
    var suiteCaptures: Int
    /// The suite's check in process with `--values`, interleaved with the plain runs.
    var suiteValues: Benchmarks.ValuesFigures
    /// The shipped suite's `check` and `shoot` as separate processes, wall clock (s): the check as run again, with
    /// its goldens' digests cached, and its first run, without.
    var suiteCheckWall: Double
    var suiteCheckColdWall: Double
    var suiteShootWall: Double
    /// The cores this machine offers the process.
    var cores: Int
    var startup: Double
    var video: Video
    var peakRSS: Double
    /// Peak resident memory (MB) of the shipped suite's `check` process, the highest of its runs.
    var checkPeakRSS: Double
    /// Peak resident memory (MB) of the shipped suite's `shoot` process, the highest of its runs.
    var shootPeakRSS: Double
    /// Peak resident memory (MB) of the window with the sample form, or nil without a display.
    var windowPeakRSS: Double?
    var rssAfter1k: Double
    var rssAfterSoak: Double
    var soakFrames: Int
    var rssCheckpoints: [(frames: Int, mb: Double)]
    var textCacheHitRate: Double
    /// `review`: its first page after the check, and an accept's round trip.
    var review: Benchmarks.ReviewFigures
    /// The shipped suite on a 3-phone × light/dark matrix.
    var matrix: Benchmarks.MatrixFigures

    /// The video export figures: speed over real time, and peak memory of short and long exports.
    struct Video {
        /// The demo scenario's length over the wall time of its MP4 export at scale 1.
        var speed: Double
        /// Peak resident memory (MB) of exporting a 5-second and a 60-second scenario.
        var shortRSS: Double
        var longRSS: Double
    }

    /// The report as aligned columns: figure, value, target.
    var table: String {
        Self.aligned(
            frameRows + screens.rows + android.rows + frameworks.rows + timingRows + fixed.rows + checkRows
                + matrix.rows + design.rows + imports.rows + audit.rows + memoryRows)
    }

    /// A figure with three decimals.
    private func n(_ value: Double) -> String { String(format: "%.3f", value) }

    /// Frame times of the sample form, a large form, a drag, conditions, keyboards and sheets.
    private var frameRows: [(String, String, String)] {
        return [
            (
                "frame, sample form (p50 / p99 / max)",
                "\(n(sampleFrames.p50)) / \(n(sampleFrames.p99)) / \(n(sampleFrames.max)) ms", "p99 ≤ 2.5 ms"
            ),
            (
                "frame, 10,000 fields (p50 / p99 / max)",
                "\(n(largeFrames.p50)) / \(n(largeFrames.p99)) / \(n(largeFrames.max)) ms", "p99 ≤ 1.2 × sample"
            ),
            (
                "frame during an interactive drag (p50 / p99 / max)",
                "\(n(dragFrames.p50)) / \(n(dragFrames.p99)) / \(n(dragFrames.max)) ms", "p99 ≤ 2.5 ms"
            ),
            (
                "frame, iPad Pro 11 dark at ax5 (p50 / p99 / max)",
                "\(n(conditionFrames.p50)) / \(n(conditionFrames.p99)) / \(n(conditionFrames.max)) ms",
                "p99 ≤ 2.5 ms"
            ),
            (
                "frame, sample form, iOS 26 keyboard light / dark (p99)",
                "\(n(glassLight.p99)) / \(n(glassDark.p99)) ms", "p99 ≤ 2.5 ms"
            ),
            (
                "frame, page sheet medium (iPhone 15) / form sheet (iPad) (p99)",
                "\(n(pageSheet.p99)) / \(n(formSheet.p99)) ms", "p99 ≤ 2.5 ms"
            ),
        ]
    }

    /// Compare, contact sheet, keyboard rise, live reload, avoidance and the in-process check.
    private var timingRows: [(String, String, String)] {
        return [
            Self.compareRow(one: compareOne, four: compareFour),
            ("12-tile contact sheet (3 devices × 4 strategies)", "\(n(contactSheetSeconds)) s", ""),
            Benchmarks.keyboardRiseRow(keyboardRiseSeconds),
            Benchmarks.liveReloadRow(liveReloadPoll),
            (
                "avoidance per keyboard event (sample / large)",
                "\(Int(avoidanceSample)) / \(Int(avoidanceLarge)) ns",
                "≤ 5,000 ns"
            ),
            (
                "avoidance per focus change (sample / large)", "\(Int(focusSample)) / \(Int(focusLarge)) ns",
                "≤ 5,000 ns"
            ),
            ("load + lay out 10,000 fields", "\(n(loadLarge)) ms", "≤ 150 ms"),
            (
                "check captures per second (suite in process: render, read golden, compare)",
                String(format: "%.1f", capturesPerSecond),
                "≥ 300"
            ),
        ]
    }

    /// The shipped suite checked and shot, in process and as the command line.
    private var checkRows: [(String, String, String)] {
        return [
            ("check of the shipped suite, in process", "\(suiteCaptures) captures in \(n(suiteSeconds)) s", ""),
            (
                "check of the shipped suite, CLI wall clock (run again: digests cached)", "\(n(suiteCheckWall)) s",
                "≤ 0.6 s"
            ),
            (
                "check of the shipped suite, CLI wall clock (first run: every golden decoded)",
                "\(n(suiteCheckColdWall)) s", "≤ 0.6 s"
            ),
            ("shoot of the shipped suite, CLI wall clock", "\(n(suiteShootWall)) s", "≤ 1.0 s"),
            (
                "check --values of the shipped suite, in process, over plain check (interleaved)",
                String(format: "%.3f (%.3f s)", suiteValues.ratio, suiteValues.seconds), "≤ 1.10"
            ),
        ]
    }

    /// Start-up, video, memory, the soak, the text cache and the review server.
    private var memoryRows: [(String, String, String)] {
        return [
            ("cores", "\(cores)", ""),
            ("process start to first rendered frame", "\(n(startup)) ms", "≤ 300 ms"),
            ("video export, demo to MP4 at scale 1", String(format: "%.1f× real time", video.speed), "≥ 4×"),
            (
                "video export peak RSS, 5 s / 60 s", "\(n(video.shortRSS)) / \(n(video.longRSS)) MB",
                "60 s ≤ 5 s + 10 MB"
            ),
            ("peak resident memory of bench itself", "\(n(peakRSS)) MB", "≤ 100 MB"),
            ("peak resident memory, check of the shipped suite (process)", "\(n(checkPeakRSS)) MB", "≤ 80 MB"),
            ("peak resident memory, shoot of the shipped suite (process)", "\(n(shootPeakRSS)) MB", "≤ 100 MB"),
            (
                "peak resident memory, window with the sample form (process)",
                windowPeakRSS.map { "\(n($0)) MB" } ?? "no display", "≤ 80 MB"
            ),
            (
                "RSS after 1,000 / \(soakFrames.formatted()) frames", "\(n(rssAfter1k)) / \(n(rssAfterSoak)) MB",
                "no growth"
            ),
            (
                "RSS every 10,000 frames",
                rssCheckpoints.map { String(format: "%.0f", $0.mb) }.joined(separator: " "),
                "flat"
            ),
            ("text cache hit rate in steady frames", String(format: "%.1f %%", textCacheHitRate * 100), ""),
            ("review: first page after the check (HTTP)", "\(n(review.firstPage)) ms", "≤ 1,000 ms"),
            (
                "review: accept round trip (HTTP, p50 / max)",
                "\(n(review.accept.p50)) / \(n(review.accept.max)) ms", "≤ 50 ms"
            ),
        ]
    }

    /// Rows of (figure, value, target) as aligned columns, one row a line.
    static func aligned(_ rows: [(String, String, String)]) -> String {
        let width = rows.map(\.0.count).max() ?? 0
        let valueWidth = rows.map(\.1.count).max() ?? 0
        return rows.map { row in
            row.0.padding(toLength: width + 2, withPad: " ", startingAt: 0)
                + row.1.padding(toLength: valueWidth + 2, withPad: " ", startingAt: 0) + row.2
        }.joined(separator: "\n")
    }

    var json: String {
        func f(_ value: Double) -> String { NumberText.compact(value) }
        func p(_ value: Percentiles) -> String { value.json }
        return "{\"frame_ms\":{\"sample\":\(p(sampleFrames)),\"large\":\(p(largeFrames)),\"drag\":\(p(dragFrames)),"
            + "\"ipad_dark_ax5\":\(p(conditionFrames)),\"ios26_light\":\(p(glassLight)),\"ios26_dark\":\(p(glassDark)),"
            + "\"page_sheet_medium\":\(p(pageSheet)),\"form_sheet_ipad\":\(p(formSheet)),"
            + "\(screens.frameJSON),\(android.frameJSON),\(frameworks.frameJSON),"
            + "\"compare_1\":\(p(compareOne)),\"compare_4\":\(p(compareFour))},"
            + "\"swiftui_frame_ms\":\(screens.swiftUI.json),\"sheet_12_tiles_s\":\(f(contactSheetSeconds)),"
            + "\(Benchmarks.keyboardRiseJSON(keyboardRiseSeconds)),\(Benchmarks.liveReloadJSON(liveReloadPoll)),"
            + "\"avoidance_ns\":{\"sample\":\(f(avoidanceSample)),\"large\":\(f(avoidanceLarge))},"
            + "\"focus_change_ns\":{\"sample\":\(f(focusSample)),\"large\":\(f(focusLarge))},"
            + "\"load_large_ms\":\(f(loadLarge)),\"load_chat_10k_ms\":\(f(screens.longLoad)),\"captures_per_s\":\(f(capturesPerSecond)),"
            + "\(fixed.json),"
            + "\"suite_check_s\":\(f(suiteSeconds)),\"suite_captures\":\(suiteCaptures),"
            + "\"suite_check_values_s\":\(f(suiteValues.seconds)),\"suite_values_ratio\":\(f(suiteValues.ratio)),"
            + "\"suite_check_wall_s\":\(f(suiteCheckWall)),\"suite_check_cold_wall_s\":\(f(suiteCheckColdWall)),"
            + "\"suite_shoot_wall_s\":\(f(suiteShootWall)),\"cores\":\(cores),"
            + "\"startup_ms\":\(f(startup)),"
            + "\"video\":{\"speed_x_realtime\":\(f(video.speed)),\"rss_5s_mb\":\(f(video.shortRSS)),"
            + "\"rss_60s_mb\":\(f(video.longRSS))},"
            + "\"rss_mb\":{\"peak\":\(f(peakRSS)),\"check_suite_peak\":\(f(checkPeakRSS)),"
            + "\"shoot_suite_peak\":\(f(shootPeakRSS)),"
            + "\"window_peak\":\(windowPeakRSS.map(f) ?? "null"),\"after_1k_frames\":\(f(rssAfter1k)),\"after_100k_frames\":\(f(rssAfterSoak))},"
            + "\"soak_frames\":\(soakFrames),\"text_cache_hit_rate\":\(f(textCacheHitRate)),\"matrix\":\(matrix.json),"
            + "\"design\":\(design.json),\"import\":\(imports.json),\"audit\":\(audit.json),"
            + "\"review\":{\"first_page_ms\":\(f(review.firstPage)),\"accept_ms\":\(p(review.accept))}}"
    }
}

extension BenchReport {
    /// The compare window's row: one and four phones' frame p99, the four held to four times the one.
    static func compareRow(one: Percentiles, four: Percentiles) -> (String, String, String) {
        let n = { (value: Double) in String(format: "%.3f", value) }
        return ("compare window, 1 / 4 phones (p99)", "\(n(one.p99)) / \(n(four.p99)) ms", "4 phones ≤ 4 × 1 phone")
    }
}
