import KeyboardAvoidance
import KeyboardLabSDL
import LabFiles
import LabImages
import LabPNG

/// A failure the CLI reports in one line on standard error, with a non-zero exit status.
package struct LabError: Error, CustomStringConvertible {
    /// The line to print.
    package var description: String
    /// Whether the error is a usage error (a bad flag or value), which the command line exits with 64 for.
    package var isUsage = false

    package init(_ message: String) {
        description = message
    }

    /// A usage error: a bad flag or value, reported before anything is done.
    package init(usage message: String) {
        description = message
        isUsage = true
    }

    package init(_ error: InputError) {
        description = error.description
    }

    package init(_ error: SDLError) {
        description = error.description
    }

    package init(_ error: FileError) {
        description = error.description
    }
}

/// Writes `image` as a PNG at `path`, failing with one line.
package func writePNG(_ image: RGBAImage, to path: String) throws(LabError) {
    do {
        try PNGFile.write(image, to: path)
    } catch {
        throw LabError(error)
    }
}
