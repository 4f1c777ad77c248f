import ArgumentParser

/// The `keyboard-lab` command: the window by default, plus headless shooting, golden checks and benchmarks.
@main
struct KeyboardLab: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "keyboard-lab",
        abstract: "Design, demonstrate and regression-test iOS keyboard avoidance on Linux.",
        subcommands: [
            RunCommand.self, ShootCommand.self, CheckCommand.self, BenchCommand.self, SoakCommand.self,
            DevicesCommand.self, SheetCommand.self,
            FirstFrameCommand.self,
        ],
        defaultSubcommand: RunCommand.self)
}
