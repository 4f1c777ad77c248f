import CodeAudit
import Foundation
import KeyboardAvoidance
import KeyboardLabUI

extension Benchmarks {
    /// The audit over a generated app of about 200,000 lines (Swift, Kotlin, TypeScript with JSX and Dart files of
    /// about 100 lines each, with an Android module's manifest and build): in process, its lines a second and its
    /// seconds; as a user runs it (`keyboard-lab audit DIR`), its wall clock and peak memory.
    struct AuditFigures {
        var lines: Int
        var inProcessSeconds: Double
        var wallSeconds: Double
        var peakRSS: Double

        var linesPerSecond: Double { Double(lines) / max(inProcessSeconds, 1e-9) }

        /// The figures as rows of the bench table: name, value, target.
        var rows: [(String, String, String)] {
            [
                ("audit, lines a second (mixed app, in process)", String(format: "%.0f", linesPerSecond), "≥ 50,000"),
                (
                    "audit of a \(lines / 1000)k-line app, CLI wall clock / peak memory",
                    String(format: "%.2f s / %.0f MB", wallSeconds, peakRSS), "≤ 5 s / ≤ 300 MB"
                ),
            ]
        }

        var json: String {
            "{\"lines\":\(lines),\"lines_per_s\":\(NumberText.compact(linesPerSecond)),"
                + "\"in_process_s\":\(NumberText.compact(inProcessSeconds)),\"wall_s\":\(NumberText.compact(wallSeconds)),"
                + "\"peak_rss_mb\":\(NumberText.compact(peakRSS))}"
        }

        var table: String { BenchReport.aligned(rows) }
    }

    /// Generates the app, audits it in process (the median of `repeats`) and once as a process.
    func auditFigures(repeats: Int, lines target: Int = 200_000) throws -> AuditFigures {
        let folder = try Self.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let lines = try Self.writeAuditApp(into: folder, lines: target)
        var seconds: [Double] = []
        for _ in 0..<max(1, repeats) {
            let start = clock.now
            let tree = try SourceTree.read(["."], root: folder)
            let audit = Audit(sources: tree.sources, configs: tree.configs, notes: tree.notes)
            seconds.append(Self.milliseconds(clock.now - start) / 1000)
            guard !audit.findings.isEmpty else { throw LabError("bench: the generated app gave no finding") }
        }
        let child = try timedChild([
            "audit", folder.path, "--fail-on", "never", "--format", "json", "--out", "/dev/null",
        ])
        return AuditFigures(
            lines: lines, inProcessSeconds: Percentiles(seconds).p50, wallSeconds: child.seconds,
            peakRSS: child.peakRSS)
    }

    /// Writes an app of at least `lines` lines into `folder`: one Android module, then files of the four languages in
    /// turn, each a small screen with its keyboard code (some right, some wrong). Returns the lines written.
    static func writeAuditApp(into folder: URL, lines: Int) throws -> Int {
        var written = 0
        func write(_ path: String, _ text: String) throws {
            let url = folder.appending(path: path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
            written += text.reduce(0) { $1 == "\n" ? $0 + 1 : $0 }
        }
        try write(
            "app/build.gradle.kts",
            "plugins { id(\"com.android.application\") }\nandroid { defaultConfig { targetSdk = 35 } }\n")
        try write(
            "app/src/main/AndroidManifest.xml",
            "<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\"><application>\n"
                + "<activity android:name=\".Main\" android:windowSoftInputMode=\"adjustResize\" />\n</application></manifest>\n"
        )
        var index = 0
        while written < lines {
            switch index % 4 {
            case 0: try write("ios/Screen\(index).swift", AuditSamples.swift(index))
            case 1: try write("app/src/main/java/app/Screen\(index).kt", AuditSamples.kotlin(index))
            case 2: try write("rn/src/Screen\(index).tsx", AuditSamples.typescript(index))
            default: try write("flutter/lib/screen_\(index).dart", AuditSamples.dart(index))
            }
            index += 1
        }
        return written
    }
}
