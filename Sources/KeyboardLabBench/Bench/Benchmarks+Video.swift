import Foundation
import KeyboardAvoidance
import KeyboardLabRuntime
import KeyboardLabSDL
import KeyboardLabUI
import LabFiles

extension Benchmarks {
    /// `shoot --video` of the shipped demo scenario to MP4 at scale 1, in this process: the video's length over
    /// the wall time the export took, so 4 means four times faster than real time. The median of three runs.
    func videoSpeed() throws -> Double {
        let file = resources.folder.appending(path: "Scenarios/demo.scenario")
        let scenario = try FileInput.scenario(file)
        let runner = try ScenarioRunner(
            scenario: scenario, resources: resources, readPictures: LabSetup.pictures(forScenarioAt: file.path),
            readFile: LabSetup.reader(forScenarioAt: file.path))
        let folder = try Self.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var speeds: [Double] = []
        for _ in 0..<(quick ? 1 : 3) {
            let start = clock.now
            try VideoExport(headless: headless, environment: environment).export(
                runner, to: folder.appending(path: "demo.mp4").path)
            speeds.append(scenario.end / (Self.milliseconds(clock.now - start) / 1000))
        }
        return Percentiles(speeds).p50
    }

    /// The peak resident memory, in MB, of a `keyboard-lab video-probe` process exporting a `seconds`-long
    /// scenario to MP4: frames stream to ffmpeg, so it should not grow with the video's length.
    func videoExportPeakRSS(seconds: Int) throws -> Double {
        try timedChild(["video-probe", "--seconds", "\(seconds)"]).peakRSS
    }

    /// A scenario of `seconds` seconds on the sample form: every two seconds a field is tapped, typed into and
    /// dismissed, so the keyboard is always moving or about to.
    static func videoProbeScenario(seconds: Int) -> String {
        var lines = ["# video-probe: show, type, dismiss every two seconds"]
        let fields = ["hobbies", "city", "books", "phone"]
        for cycle in 0..<max(1, seconds / 2) {
            let t = Double(cycle * 2)
            lines.append(String(format: "at %.2f tap field %@", t, fields[cycle % fields.count]))
            lines.append(String(format: "at %.2f type \"abc\"", t + 0.6))
            lines.append(String(format: "at %.2f key escape", t + 1.2))
        }
        lines.append("end \(seconds)")
        return lines.joined(separator: "\n") + "\n"
    }

    /// This process image's peak resident memory in MB (`VmHWM`). Unlike `getrusage`'s `ru_maxrss`, which Linux
    /// carries across `exec`, so that a child reports the parent it was forked from, it starts at the `exec`.
    static func highWaterRSS() -> Double {
        guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = text.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
            let kilobytes = line.split(separator: " ").dropFirst().first.flatMap({ Double($0) })
        else { return 0 }
        return kilobytes / 1024
    }

    /// A new temporary folder for the bench's files.
    static func scratchFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appending(path: "keyboard-lab-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}
