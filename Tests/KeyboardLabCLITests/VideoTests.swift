import Foundation
import Testing

/// `shoot --video`: the scenario's whole timeline, at its frame rate, encoded by ffmpeg.
@Suite(.serialized, Integration.run) struct VideoTests {
    static let hasFFmpeg = FileManager.default.isExecutableFile(atPath: "/usr/bin/ffmpeg")

    /// Runs a tool from /usr/bin and returns its standard output.
    func tool(_ name: String, _ arguments: [String]) throws -> Data {
        let process = Process()
        process.executableURL = URL(filePath: "/usr/bin/\(name)")
        process.arguments = arguments
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.killIfStillRunning(after: 120)
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return data
    }

    /// ffprobe's `key=value` lines for the first video stream and the container.
    func probe(_ url: URL) throws -> [String: String] {
        let text = String(
            decoding: try tool(
                "ffprobe",
                [
                    "-v", "error", "-select_streams", "v:0", "-show_entries",
                    "stream=r_frame_rate,width,height:format=duration", "-of", "default=noprint_wrappers=1", url.path,
                ]), as: UTF8.self)
        var values: [String: String] = [:]
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
            if parts.count == 2 { values[parts[0]] = parts[1] }
        }
        return values
    }

    /// The RGBA bytes of an image or of the video frame at `time`.
    func rgba(_ url: URL, at time: Double? = nil) throws -> Data {
        let seek = time.map { ["-ss", String($0)] } ?? []
        return try tool(
            "ffmpeg",
            ["-nostdin", "-v", "error"] + seek + [
                "-i", url.path, "-frames:v", "1", "-f", "rawvideo", "-pix_fmt", "rgba", "-",
            ])
    }

    /// The mean absolute difference per colour channel (0…255) between a video frame `videoWidth` pixels wide
    /// (4:2:0 pads odd sizes by a column) and a PNG `width × height`, over the PNG's pixels.
    func meanDifference(video: Data, videoWidth: Int, png: Data, width: Int, height: Int) -> Double {
        var total = 0
        for y in 0..<height {
            for x in 0..<width {
                for c in 0..<3 {
                    total += abs(Int(video[(y * videoWidth + x) * 4 + c]) - Int(png[(y * width + x) * 4 + c]))
                }
            }
        }
        return Double(total) / Double(width * height * 3)
    }

    @Test(.enabled(if: hasFFmpeg)) func anMP4OfTheDemoLastsTheScenarioAtItsFrameRateAndMatchesItsCaptures() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let video = folder.appending(path: "demo.mp4")
        let result = try keyboardLab([
            "shoot", "Assets/Scenarios/demo.scenario", "--out", folder.appending(path: "shots").path, "--video",
            video.path,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let info = try probe(video)
        #expect(info["r_frame_rate"] == "60/1")
        let duration = try #require(Double(info["duration"] ?? ""))
        #expect(abs(duration - 2.1) <= 1.0 / 60 + 1e-6, "the demo ends at 2.1 s; the video lasts \(duration) s")
        let videoWidth = try #require(Int(info["width"] ?? ""))
        // A frame at a capture's instant equals that capture, within video compression: mean |Δ| ≤ 2.5 of 255.
        for (capture, time) in [("show-0.50", 0.5), ("type-and-tab-1.40", 1.4), ("dismiss-2.00", 2.0)] {
            let png = try rgba(folder.appending(path: "shots/demo/\(capture).png"))
            let frame = try rgba(video, at: time)
            let difference = meanDifference(video: frame, videoWidth: videoWidth, png: png, width: 393, height: 852)
            #expect(difference <= 2.5, "\(capture): mean difference \(difference)")
        }
        // And differs clearly from another instant, so the comparison means something.
        let early = try rgba(folder.appending(path: "shots/demo/show-0.08.png"))
        let late = try rgba(video, at: 0.5)
        #expect(meanDifference(video: late, videoWidth: videoWidth, png: early, width: 393, height: 852) > 2.5)
    }

    @Test(.enabled(if: hasFFmpeg), arguments: [("webm", "60/1", 2.1), ("gif", "50/1", 2.1)])
    func webmAndGIFProbeRight(ext: String, rate: String, duration: Double) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let video = folder.appending(path: "demo.\(ext)")
        let result = try keyboardLab([
            "shoot", "Assets/Scenarios/demo.scenario", "--out", folder.path, "--video", video.path, "--with-panel",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let info = try probe(video)
        #expect(info["r_frame_rate"] == rate)
        #expect(abs((Double(info["duration"] ?? "") ?? 0) - duration) <= 0.021)
        #expect(Int(info["width"] ?? "") ?? 0 >= 393 + 360, "the panel is beside the phone")
    }

    /// How many of the top `rows` rows' pixels of a `width`-wide RGBA frame are nearly white: caption letters.
    func brightPixels(_ frame: Data, width: Int, rows: Int) -> Int {
        var count = 0
        for offset in stride(from: 0, to: min(frame.count, width * rows * 4), by: 4)
        where frame[offset] > 220 && frame[offset + 1] > 220 && frame[offset + 2] > 220 {
            count += 1
        }
        return count
    }

    /// The height of the first run of rows, from the top, holding nearly white pixels: a single phone's caption.
    func captionHeight(_ frame: Data, width: Int) -> Int {
        let rows = frame.count / (width * 4)
        func bright(_ y: Int) -> Bool {
            (0..<width).contains { x in
                let i = (y * width + x) * 4
                return frame[i] > 220 && frame[i + 1] > 220 && frame[i + 2] > 220
            }
        }
        guard let top = (0..<rows).first(where: bright) else { return 0 }
        var bottom = top
        while bottom + 1 < rows, bright(bottom + 1) { bottom += 1 }
        return bottom - top + 1
    }

    @Test(.enabled(if: hasFFmpeg)) func aPresentersVideoIs1080pThroughARotationWithCaptionsARoomCanRead() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let video = folder.appending(path: "talk.mp4")
        let result = try keyboardLab([
            "shoot", "Assets/Scenarios/rotate-while-shown.scenario", "--out", folder.appending(path: "shots").path,
            "--video", video.path, "--presenter",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let info = try probe(video)
        #expect(info["width"] == "1920" && info["height"] == "1080", "\(info)")
        // Upright and on its side, the caption's letters (4 dots a pixel, 28 pixels tall) stand above the phone.
        for time in [0.3, 1.3] {
            let frame = try rgba(video, at: time)
            #expect(frame.count == 1920 * 1080 * 4)
            let portrait = time < 0.7
            let band = portrait ? 60 : 300
            #expect(brightPixels(frame, width: 1920, rows: band) > 2000, "caption at \(time) s")
        }
    }

    @Test func aPresentersSheetIs1080pWithOneRowOfLargePhones() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let sheet = folder.appending(path: "sheet.png")
        let result = try keyboardLab([
            "sheet", "Assets/Scenarios/design-signup.scenario", "--at", "1.0", "--vary", "device=iphone-se,iphone-15",
            "--vary", "appearance=light,dark", "--out", sheet.path, "--presenter",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("wrote a presenter's sheet (1920 × 1080)"), "\(result.stdout)")
        let png = try Data(contentsOf: sheet)
        let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }
        let height = png[20..<24].reduce(0) { $0 << 8 | Int($1) }
        #expect(width == 1920 && height == 1080)
    }

    /// `--presenter-type 30`: a presenter's video and sheet in a far room's type, still 1080p, the captions' band
    /// holding more ink than at the least type.
    @Test(.enabled(if: hasFFmpeg)) func largerPresenterTypeMakesAPresentersVideoAndSheet() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var ink: [Int] = []
        for type in ["18", "30"] {
            let video = folder.appending(path: "talk-\(type).mp4")
            let result = try keyboardLab([
                "shoot", "Assets/Scenarios/show-hide-iphone-15.scenario", "--out", folder.appending(path: "shots").path,
                "--video", video.path, "--presenter-type", type,
            ])
            #expect(result.status == 0, "\(result.stderr)")
            let info = try probe(video)
            #expect(info["width"] == "1920" && info["height"] == "1080", "\(info)")
            ink.append(captionHeight(try rgba(video, at: 0.1), width: 1920))
        }
        #expect(ink[0] >= 20 && ink[1] > ink[0] * 3 / 2, "30-pixel type's caption taller than 18-pixel type's: \(ink)")
        let sheet = folder.appending(path: "sheet.png")
        let result = try keyboardLab([
            "sheet", "Assets/Scenarios/design-signup.scenario", "--at", "1.0", "--vary", "device=iphone-se,iphone-15",
            "--out", sheet.path, "--presenter-type", "24",
        ])
        #expect(result.stdout.contains("wrote a presenter's sheet (1920 × 1080)"), "\(result.stdout) \(result.stderr)")
    }

    @Test(arguments: [
        (
            ["--video", "demo.avi"], [String: String](),
            "demo.avi: unknown video format \".avi\"; expected .mp4, .webm or .gif"
        ),
        (["--video", "/nonexistent/demo.mp4"], [:], "/nonexistent/demo.mp4: cannot write the video"),
        (["--video", "demo.mp4"], ["KEYBOARD_LAB_FFMPEG": "/nonexistent/ffmpeg"], "demo.mp4: ffmpeg was not found"),
    ])
    func badVideoRequestsGetOneLine(arguments: [String], environment: [String: String], expected: String) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try keyboardLab(
            ["shoot", packageRoot.appending(path: "Assets/Scenarios/demo.scenario").path, "--out", "shots"] + arguments,
            environment: environment, in: folder)
        #expect(result.status != 0)
        #expect(!result.crashed)
        #expect(result.stderr.contains(expected), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(!FileManager.default.fileExists(atPath: folder.appending(path: "shots").path), "nothing rendered")
    }
}
