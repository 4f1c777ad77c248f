import Foundation
import KeyboardAvoidance
import KeyboardLabRuntime
import KeyboardLabUI
import ScreenImport

extension Benchmarks {
    /// Importing a screen and making a review pack of it.
    struct ImportFigures {
        /// The generated Figma file's size (MB).
        var megabytes: Double
        /// Reading it and making the screen file's text, in process, median of five (ms); nil in the full bench,
        /// whose own peak memory it would raise past the bench's (Foundation's JSON tree of 3.5 MB is large): there
        /// the CLI figure stands for it.
        var figmaInProcess: Double?
        /// `keyboard-lab import figma` on it, wall clock (s), median of three: reading, the import, the screen
        /// file read back with its picture, writing.
        var figmaCLI: Double
        /// `keyboard-lab review-pack` of the six-field sample design on three devices, wall clock (s): six
        /// sheets at @2x and the video.
        var reviewPack: Double
    }

    /// Times an import of a 3.5 MB Figma file and a review pack of the imported sample.
    func importFigures(repeats: Int, inProcess measuresInProcess: Bool = true) throws -> ImportFigures {
        let folder = try Self.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let data = ImportSamples.largeFigmaFile(megabytes: 3.5)
        let document = folder.appending(path: "large.json")
        try data.write(to: document)
        let sample = resources.folder.appending(path: "Imports")
        let picturePath = folder.appending(path: "signup@3x.png")
        try FileManager.default.copyItem(at: sample.appending(path: "signup@3x.png"), to: picturePath)
        let picture = ImportPicture(name: "signup@3x.png", width: 1179, height: 2556)
        var inProcess: [Double] = []
        for _ in 0..<(measuresInProcess ? 5 : 0) {
            let start = clock.now
            let screen = try FigmaImport(data: data, file: "large.json").screen(frame: "Checkout", picture: picture)
            _ = screen.screenFile()
            inProcess.append(Self.milliseconds(clock.now - start))
        }
        var wall: [Double] = []
        for _ in 0..<max(1, min(3, repeats)) {
            wall.append(
                try timedChild([
                    "import", "figma", document.path, "--image", picturePath.path, "--frame", "Checkout", "--out",
                    folder.appending(path: "large.screen.json").path,
                ]).seconds)
        }
        // The sample design: six fields, a sticky bar.
        let design = try FigmaImport(data: Data(contentsOf: sample.appending(path: "figma-signup.json")), file: "s")
            .screen(frame: "Sign up", picture: picture)
        let screen = folder.appending(path: "signup.screen.json")
        try design.screenFile().write(to: screen, atomically: true, encoding: .utf8)
        let pack = try timedChild([
            "review-pack", screen.path, "--out", folder.appending(path: "pack").path, "--devices",
            "iphone-se,iphone-15,pixel-8",
        ]).seconds
        return ImportFigures(
            megabytes: Double(data.count) / 1_000_000,
            figmaInProcess: inProcess.isEmpty ? nil : Percentiles(inProcess).p50,
            figmaCLI: Percentiles(wall).p50, reviewPack: pack)
    }
}

extension Benchmarks.ImportFigures {
    /// The figures as rows of the bench table: name, value, target.
    var rows: [(String, String, String)] {
        let n = { (value: Double) in String(format: "%.3f", value) }
        return [
            (
                "import figma, a \(String(format: "%.1f", megabytes)) MB file (in process / CLI wall clock)",
                "\(figmaInProcess.map { n($0) + " ms" } ?? "—") / \(n(figmaCLI)) s", "≤ 1 s"
            ),
            (
                "review-pack, 6 fields × 3 devices, sheets at @2x and video (CLI wall clock)", "\(n(reviewPack)) s",
                "≤ 10 s"
            ),
        ]
    }

    /// The figures as the bench JSON's `import` object.
    var json: String {
        "{\"figma_mb\":\(NumberText.compact(megabytes)),\"figma_ms\":\(figmaInProcess.map(NumberText.compact) ?? "null"),"
            + "\"figma_cli_s\":\(NumberText.compact(figmaCLI)),\"review_pack_s\":\(NumberText.compact(reviewPack))}"
    }

    /// The rows alone, aligned, for `bench --only import`.
    var table: String { BenchReport.aligned(rows) }
}
