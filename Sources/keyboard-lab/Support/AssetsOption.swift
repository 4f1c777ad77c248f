import ArgumentParser

/// The option every command shares: where the assets are.
struct AssetsOption: ParsableArguments {
    @Option(name: .customLong("assets"), help: "The Assets folder (default: found beside the executable, or ./Assets).")
    var path: String?
}
