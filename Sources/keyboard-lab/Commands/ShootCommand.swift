import ArgumentParser
import Foundation
import KeyboardAvoidance
import KeyboardLabSDL
import KeyboardLabUI
import ScreenshotComparison

/// `keyboard-lab shoot`: renders scenarios headlessly and writes every capture as a PNG.
struct ShootCommand: LabCommand {
    static let configuration = CommandConfiguration(
        commandName: "shoot",
        abstract: "Render scenarios headlessly and write every capture as <out>/<scenario>/<capture>.png.")

    @Argument(help: "Scenario files (.scenario).")
    var scenarios: [String] = []

    @Option(help: "The folder to write PNGs to.")
    var out: String = "shots"

    @Option(help: "Write the JSON Lines trace to FILE ('-' for standard output).")
    var trace: String?

    @Option(help: "Also render each scenario's whole timeline to a video: FILE.mp4 (H.264), .webm (VP9) or .gif.")
    var video: String?

    @Option(help: "Pixels per point of the video (1 to 4).")
    var videoScale: Int = 1

    @Flag(help: "Draw the overlay panel beside the phone in the video, as in the window.")
    var withPanel = false

    @OptionGroup var assets: AssetsOption

    @OptionGroup var phone: PhoneOptions

    @MainActor func perform() throws {
        if let video { _ = try VideoEncoder.check(video) }
        let resources = try LabSetup.resources(assets.path)
        let batch = try ScenarioBatch(paths: scenarios, resources: resources, overrides: phone.settings)
        let folder = try LabSetup.writableFolder(out)
        let renderer = try HeadlessRenderer(resources: resources)
        let sink = try trace.map { path throws(LabError) in try TraceSink(path: path) }
        var sequences: [String: [Filmstrip.Frame]] = [:]
        var written = 0
        // PNGs are encoded on other threads while this one renders the next captures.
        let writes = PNGWriteQueue()
        // A scenario's filmstrips are written when it ends, so only one scenario's captures are held at a time.
        func writeFilmstrips() {
            for (key, frames) in sequences.sorted(by: { $0.key < $1.key }) where frames.count > 1 {
                if let strip = try? Filmstrip(frames: frames, maxWidth: 4096).render() {
                    writes.write(strip, to: folder.appending(path: "\(key).filmstrip.png").path)
                }
            }
            sequences.removeAll()
        }
        var scenario: String?
        try batch.render(with: renderer, trace: sink.map { sink in { line in sink.write(line) } }) {
            runner, capture, _, image in
            if scenario != runner.scenario.name { writeFilmstrips() }
            scenario = runner.scenario.name
            let scenarioFolder = try LabSetup.writableFolder(folder.appending(path: runner.scenario.name).path)
            writes.write(image, to: scenarioFolder.appending(path: "\(capture.name).png").path)
            sequences["\(runner.scenario.name)/\(capture.sequence)", default: []].append(
                Filmstrip.Frame(name: capture.name, image: image))
            written += 1
        }
        sink?.flush()
        writeFilmstrips()
        do { try writes.finish() } catch { throw LabError(error) }
        print("wrote \(written) captures of \(batch.runners.count) scenarios to \(folder.path)")
        if let video { try exportVideos(batch, to: video, resources: resources) }
    }

    /// Renders every scenario's timeline to a video at `--video-scale`.
    @MainActor func exportVideos(_ batch: ScenarioBatch, to video: String, resources: LabResources) throws {
        guard (1...4).contains(videoScale) else { throw LabError("--video-scale \(videoScale): expected 1 to 4") }
        let renderer = try HeadlessRenderer(resources: resources, scale: Double(videoScale))
        let export = VideoExport(renderer: renderer, withPanel: withPanel)
        for runner in batch.runners {
            let path = VideoExport.path(video, scenario: runner.scenario.name, count: batch.runners.count)
            let frames = try export.export(runner, to: path)
            print("wrote \(frames) frames at \(NumberText.compact(runner.scenario.fps)) fps to \(path)")
        }
    }
}

func writePNG(_ image: RGBAImage, to path: String) throws(LabError) {
    do {
        try PNGFile.write(image, to: path)
    } catch {
        throw LabError(error)
    }
}
