import KeyboardAvoidance
import KeyboardLabSDL

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
}
