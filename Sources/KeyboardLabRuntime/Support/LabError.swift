import KeyboardAvoidance
import KeyboardLabSDL
import LabFiles
import ScreenshotComparison

/// A failure the CLI reports in one line on standard error, with a non-zero exit status.
struct LabError: Error, CustomStringConvertible {
    /// The line to print.
    var description: String

    init(_ message: String) {
        description = message
    }

    init(_ error: InputError) {
        description = error.description
    }

    init(_ error: SDLError) {
        description = error.description
    }

    init(_ error: FileError) {
        description = error.description
    }
}

/// Writes `image` as a PNG at `path`, failing with one line.
func writePNG(_ image: RGBAImage, to path: String) throws(LabError) {
    do {
        try PNGFile.write(image, to: path)
    } catch {
        throw LabError(error)
    }
}
