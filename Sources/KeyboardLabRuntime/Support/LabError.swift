import KeyboardAvoidance
import KeyboardLabSDL
import LabFiles
import LabImages

/// A failure the CLI reports in one line on standard error, with a non-zero exit status.
package struct LabError: Error, CustomStringConvertible {
    /// The line to print.
    package var description: String

    package init(_ message: String) {
        description = message
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
