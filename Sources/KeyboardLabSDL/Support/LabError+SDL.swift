internal import CSDL2
import LabText

/// Which library a failing call belongs to: it names the message's prefix.
enum SDLLibrary: String {
    case sdl = "SDL"
    case ttf = "SDL_ttf"
    case image = "SDL_image"
}

extension LabError {
    /// The words that start the error for a missing display, which ``isNoDisplay`` looks for.
    static let noDisplay = "SDL: no display available"

    /// Whether the error says no display (video device) is available for a window, so a caller can fall back to
    /// drawing offscreen.
    ///
    /// ```swift
    /// do { _ = try SDLSession(video: true) } catch where error.isNoDisplay { print(error) }
    /// // SDL: no display available (x11 not available)
    /// ```
    public var isNoDisplay: Bool { place == nil && message.hasPrefix(Self.noDisplay) }

    /// The one helper that turns the last C failure into an error: `"<library>: <context> (<SDL_GetError()>)"`.
    ///
    /// SDL2_ttf's `TTF_GetError` and SDL2_image's `IMG_GetError` are macros for `SDL_GetError`,
    /// so one reader serves all three libraries. The SDL error is cleared afterwards.
    static func lastError(_ context: String, library: SDLLibrary = .sdl) -> LabError {
        let reason = SDL_GetError().map { String(cString: $0) } ?? ""
        SDL_ClearError()
        let detail = reason.isEmpty ? "no details from \(library.rawValue)" : reason
        return LabError("\(library.rawValue): \(context) (\(detail))")
    }
}

/// Throws the last C error, with `context`, when an SDL status code is negative.
func sdlCheck(_ status: Int32, _ context: @autoclosure () -> String, library: SDLLibrary = .sdl) throws(LabError) {
    if status < 0 { throw LabError.lastError(context(), library: library) }
}

/// Returns `pointer`, or throws the last C error, with `context`, when it is nil.
func sdlUnwrap<T>(_ pointer: T?, _ context: @autoclosure () -> String, library: SDLLibrary = .sdl) throws(LabError)
    -> T
{
    guard let pointer else { throw LabError.lastError(context(), library: library) }
    return pointer
}
