import Foundation

/// Writing to the terminal: results to standard output, progress and errors to standard error.
package enum Console {
    /// Whether standard error is a terminal, so a progress line can rewrite itself.
    package static let errorIsTerminal = isatty(STDERR_FILENO) == 1

    package static func error(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    /// Rewrites the progress line in a terminal; prints nothing otherwise.
    package static func progress(_ line: String) {
        guard errorIsTerminal else { return }
        FileHandle.standardError.write(Data(("\r\u{1B}[K" + line).utf8))
    }

    package static func endProgress() {
        guard errorIsTerminal else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }
}
