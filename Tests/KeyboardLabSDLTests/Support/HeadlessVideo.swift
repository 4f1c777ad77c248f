internal import CSDL2
import Foundation
import KeyboardLabSDL
import Testing

/// SDL's video on a headless driver, for the in-process suites: they run with `SDL_VIDEODRIVER=offscreen` (or
/// `dummy`), as `.ci/test` and the README's test command set it, so a test can force either driver over it.
enum HeadlessVideo {
    /// The headless driver SDL_VIDEODRIVER names; fails the calling test, saying how to run it, when it names none.
    static func requireDriver() throws -> String {
        let driver = ProcessInfo.processInfo.environment["SDL_VIDEODRIVER"] ?? ""
        try #require(
            ["dummy", "offscreen"].contains(driver),
            "SDL_VIDEODRIVER is \"\(driver)\": run the in-process suites headless, SDL_VIDEODRIVER=offscreen swift test"
        )
        return driver
    }

    /// The environment a headless test hands ``SDLSession``: the driver SDL_VIDEODRIVER names.
    static var environment: DisplayEnvironment {
        get throws { DisplayEnvironment(videoDriver: try requireDriver()) }
    }

    /// Runs `body` with SDL's video driver forced to `driver`, over SDL_VIDEODRIVER, then lifts the hint. Only the
    /// main-actor suites start SDL's video, so nothing else starts it meanwhile.
    @MainActor static func with<T>(driver: String, _ body: () throws -> T) throws -> T {
        _ = try requireDriver()
        SDL_SetHintWithPriority(SDL_HINT_VIDEODRIVER, driver, SDL_HINT_OVERRIDE)
        defer { SDL_ResetHint(SDL_HINT_VIDEODRIVER) }
        return try body()
    }
}
