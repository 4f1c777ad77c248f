internal import CSDL2
import LabText

/// A failure reported by SDL, SDL2_ttf or SDL2_image, as one line.
///
/// ```swift
/// do { _ = try SDLSession(video: true) } catch let error as SDLError { print(error) }
/// // SDL: no display available (x11 not available)
/// ```
public struct SDLError: OneLineError {
    /// What kind of failure this is, so callers can react without parsing the message.
    public enum Kind: Equatable, Hashable, Sendable {
        /// A call into SDL2, SDL2_ttf or SDL2_image failed.
        case library
        /// No display (video device) is available for a window.
        case noDisplay
        /// A font file is missing or unreadable.
        case fontUnavailable
        /// A file has the PNG signature but cannot be decoded.
        case corruptPNG
        /// An argument (a size, an image) is out of range.
        case invalidArgument
    }

    /// The kind of failure.
    public let kind: Kind
    /// The one-line message, for example `SDL: could not create window (No available video device)`.
    public let message: String

    /// An error of `kind` saying `message` (``OneLineError/init(_:_:)`` folds its line breaks).
    public init(kind: Kind, message: String) {
        self.kind = kind
        self.message = message
    }
}

/// Which library a failing call belongs to: it names the message's prefix.
enum SDLLibrary: String {
    case sdl = "SDL"
    case ttf = "SDL_ttf"
    case image = "SDL_image"
}

extension SDLError {
    /// The one helper that turns the last C failure into an error: `"<library>: <context> (<SDL_GetError()>)"`.
    ///
    /// SDL2_ttf's `TTF_GetError` and SDL2_image's `IMG_GetError` are macros for `SDL_GetError`,
    /// so one reader serves all three libraries. The SDL error is cleared afterwards.
    static func lastError(_ context: String, library: SDLLibrary = .sdl, kind: Kind = .library) -> SDLError {
        let reason = SDL_GetError().map { String(cString: $0) } ?? ""
        SDL_ClearError()
        let detail = reason.isEmpty ? "no details from \(library.rawValue)" : reason
        return SDLError(kind, "\(library.rawValue): \(context) (\(detail))")
    }
}

/// Throws the last C error, with `context`, when an SDL status code is negative.
func sdlCheck(_ status: Int32, _ context: @autoclosure () -> String, library: SDLLibrary = .sdl) throws(SDLError) {
    if status < 0 { throw SDLError.lastError(context(), library: library) }
}

/// Returns `pointer`, or throws the last C error, with `context`, when it is nil.
func sdlUnwrap<T>(_ pointer: T?, _ context: @autoclosure () -> String, library: SDLLibrary = .sdl) throws(SDLError)
    -> T
{
    guard let pointer else { throw SDLError.lastError(context(), library: library) }
    return pointer
}
