import ArgumentParser
import Foundation
import KeyboardAvoidance
import KeyboardLabUI

/// A `keyboard-lab` subcommand whose work runs on the main actor, where SDL must stay.
nonisolated protocol LabCommand: ParsableCommand, Sendable {
    /// The command's work.
    @MainActor func perform() throws
}

nonisolated extension LabCommand {
    /// Runs ``perform()`` on the main thread, where `main` already is.
    func run() throws {
        try MainActor.assumeIsolated { try perform() }
    }
}
