import Foundation
import KeyboardAvoidance
import KeyboardLabUI
import LabImages
import LabProcess

/// Encodes frames into a video with Debian's `ffmpeg`, fed raw frames through a pipe as they are rendered: nothing
/// is buffered, so memory stays flat however long the video.
///
/// `.mp4` is H.264 and `.webm` VP9, both fed 4:2:0 frames converted here (BT.601, limited range, tagged so): the
/// conversion then runs beside the encoder instead of in ffmpeg's one pipeline thread, where it cost more than
/// the encoding. `.gif` is a palette-optimised GIF, fed RGBA.
final class VideoEncoder {
    /// The container formats by file extension.
    static let formats = ["mp4", "webm", "gif"]

    let path: String
    let width: Int
    let height: Int
    private let process: Process
    private let input: FileHandle
    private let errors: Pipe
    private var failed = false
    /// The 4:2:0 conversion, for the formats fed 4:2:0.
    private var converter: YUV420Converter?
    /// The last RGBA frame, for the formats fed RGBA.
    private var lastPixels: [UInt8] = []

    /// Starts ffmpeg writing `path` at `fps` frames per second of `width × height` pixels.
    ///
    /// - Throws: ``LabError`` for an unknown extension, an unwritable path or a missing ffmpeg.
    init(path: String, width: Int, height: Int, fps: Double, environment: LabEnvironment) throws(LabError) {
        let (url, ffmpeg) = try Self.check(path, ffmpeg: environment.ffmpeg)
        let ext = url.pathExtension.lowercased()
        self.path = path
        self.width = width
        self.height = height
        let converter = ext == "gif" ? nil : YUV420Converter(width: width, height: height)
        var arguments = ["-hide_banner", "-loglevel", "error", "-y", "-f", "rawvideo"]
        if let converter {
            arguments +=
                ["-pix_fmt", "yuv420p", "-s", "\(converter.paddedWidth)x\(converter.paddedHeight)"] + Self.tags
        } else {
            arguments += ["-pix_fmt", "rgba", "-s", "\(width)x\(height)"]
        }
        arguments += ["-r", NumberText.compact(fps), "-i", "-"]
        let process: Process
        do {
            process = try environment.runner.start(
                ffmpeg, arguments + Self.codec(ext, fps: fps) + [url.path], input: .pipe, output: .null, error: .pipe)
        } catch {
            throw LabError("\(path): cannot start ffmpeg (\(error.localizedDescription))")
        }
        guard let pipe = process.standardInput as? Pipe, let errors = process.standardError as? Pipe else {
            throw LabError("\(path): cannot start ffmpeg (no pipe)")
        }
        self.process = process
        self.errors = errors
        self.converter = converter
        input = pipe.fileHandleForWriting
        // A frame is about a megabyte: a pipe that holds one whole frame halves the hand-offs with ffmpeg.
        _ = fcntl(input.fileDescriptor, 1031 /* F_SETPIPE_SZ */, 1 << 20)
        // A dying ffmpeg must not kill keyboard-lab with SIGPIPE: writes then fail and are reported.
        signal(SIGPIPE, SIG_IGN)
    }

    /// Checks that `path` can take a video before anything is rendered: a known extension, a writable folder,
    /// and an ffmpeg to run (`ffmpeg`, which the executable found). Returns the file's URL and ffmpeg's.
    static func check(_ path: String, ffmpeg: URL?) throws(LabError) -> (URL, URL) {
        let url = URL(filePath: path, relativeTo: LabSetup.workingDirectory)
        let ext = url.pathExtension.lowercased()
        guard Self.formats.contains(ext) else {
            throw LabError(usage: "\(path): unknown video format \".\(ext)\"; expected .mp4, .webm or .gif")
        }
        let folder = url.deletingLastPathComponent()
        guard FileManager.default.isWritableFile(atPath: folder.path) else {
            throw LabError(
                usage: "\(path): cannot write the video (the folder \(folder.path) is missing or not writable)")
        }
        guard let ffmpeg else {
            throw LabError(
                "\(path): ffmpeg was not found; install Debian's ffmpeg (bash .ci/deps does) or set KEYBOARD_LAB_FFMPEG"
            )
        }
        return (url, ffmpeg)
    }

    /// What the 4:2:0 frames are: BT.601's matrix at limited range, so players do not guess BT.709 for a tall video.
    static let tags = ["-colorspace", "smpte170m", "-color_range", "tv"]

    /// The encoder arguments for `ext`.
    static func codec(_ ext: String, fps: Double) -> [String] {
        // The frames are already 4:2:0 at even sizes (``YUV420Converter``); the tags go into the stream too.
        let tagged = ["-pix_fmt", "yuv420p"] + tags
        return switch ext {
        case "webm":
            [
                "-c:v", "libvpx-vp9", "-b:v", "0", "-crf", "32", "-deadline", "realtime", "-cpu-used", "8", "-row-mt",
                "1",
            ]
                + tagged
        case "gif":
            // GIF delays are whole hundredths: faster than 50 fps plays wrong in viewers, so it drops to 50.
            [
                "-filter_complex",
                "[0:v]fps=\(NumberText.compact(min(fps, 50))),split[a][b];[a]palettegen=stats_mode=diff[p];"
                    + "[b][p]paletteuse=dither=none",
            ]
        default:
            // ultrafast: a flat UI compresses well anyway, the export must run several times faster than real time
            // on two cores (bench), and the window's recording must keep up with the session. One encoder thread:
            // keyboard-lab renders on the other core, and x264's frame threads only contend with it.
            ["-c:v", "libx264", "-preset", "ultrafast", "-crf", "20", "-threads", "1", "-movflags", "+faststart"]
                + tagged
        }
    }

    /// Writes one frame, which must be `width × height`.
    func write(_ image: RGBAImage) throws(LabError) {
        guard image.width == width, image.height == height else {
            throw LabError("\(path): a frame is \(image.width)×\(image.height); expected \(width)×\(height)")
        }
        guard !failed else { return }
        if converter != nil {
            converter?.convert(image)
        } else {
            lastPixels = image.pixels
        }
        writeAgain()
    }

    /// Writes the last frame once more (a window recording repeats a frame that took longer than a video frame).
    func writeAgain() {
        send(converter?.planes ?? lastPixels)
    }

    /// Sends `bytes` down the pipe, straight from the buffer, without a copy.
    private func send(_ bytes: [UInt8]) {
        guard !failed else { return }
        bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count, !failed {
                let count = Glibc.write(input.fileDescriptor, base + offset, buffer.count - offset)
                if count > 0 {
                    offset += count
                } else if count < 0, errno != EINTR {
                    failed = true
                }
            }
        }
    }

    /// Closes the pipe and waits for ffmpeg.
    ///
    /// - Throws: ``LabError`` with ffmpeg's last error line when it failed.
    func finish() throws(LabError) {
        try? input.close()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilEnded()
        guard process.terminationStatus == 0, !failed else {
            let last =
                message.split(separator: "\n").last.map(String.init) ?? "exit status \(process.terminationStatus)"
            throw LabError("\(path): ffmpeg failed: \(last)")
        }
    }
}
