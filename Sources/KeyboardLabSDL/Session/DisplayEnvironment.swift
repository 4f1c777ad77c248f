/// Where a window may open, as the process's environment says: read by the executable's `main` and handed to
/// ``SDLSession``, which reads no environment variable itself.
///
/// ```swift
/// let variables = ProcessInfo.processInfo.environment
/// let display = DisplayEnvironment(
///     display: variables["DISPLAY"], waylandDisplay: variables["WAYLAND_DISPLAY"],
///     videoDriver: variables["SDL_VIDEODRIVER"])
/// let session = try SDLSession(video: true, requireDisplay: true, environment: display)
/// ```
public struct DisplayEnvironment: Equatable, Sendable {
    /// The X11 display (`DISPLAY`), or nil when unset.
    public var display: String?
    /// The Wayland display (`WAYLAND_DISPLAY`), or nil when unset.
    public var waylandDisplay: String?
    /// The video driver asked of SDL (`SDL_VIDEODRIVER`), or nil when unset.
    public var videoDriver: String?

    /// An environment with the given display, Wayland display and video driver; all unset by default.
    public init(display: String? = nil, waylandDisplay: String? = nil, videoDriver: String? = nil) {
        self.display = display
        self.waylandDisplay = waylandDisplay
        self.videoDriver = videoDriver
    }
}
