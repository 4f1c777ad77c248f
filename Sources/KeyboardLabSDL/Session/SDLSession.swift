internal import CSDL2
import Foundation
import LabText

/// The SDL, SDL2_ttf and SDL2_image libraries, initialised for as long as this object lives.
///
/// Create one session first; fonts, canvases and windows keep it alive.
///
/// ```swift
/// let session = try SDLSession(video: false)  // offscreen only: works with no display
/// let fonts = try FontLibrary(session: session, directory: fontsURL, scale: 2)
/// let canvas = try OffscreenCanvas(fonts: fonts, width: 786, height: 1704)
/// ```
public final class SDLSession {
    /// Whether the video subsystem is up, so windows and events are available.
    public let hasVideo: Bool
    private let subsystems: UInt32

    /// Initialises SDL (with video when `video` is true), SDL2_ttf and SDL2_image's PNG support.
    ///
    /// - Parameters:
    ///   - video: starts the video subsystem, for windows and events; false for pure offscreen rendering.
    ///   - requireDisplay: with `video`, also fails when SDL can only offer a headless driver (`dummy`,
    ///     `offscreen`), which it picks silently when no X11 or Wayland display can be reached.
    ///   - environment: with `video`, the display and driver the process was started with, as `main` read them.
    /// - Throws: ``LabError``, one that ``LabError/isNoDisplay`` when `video` is true and no video
    ///   device (or, with `requireDisplay`, no real display) is available, or one saying which library failed
    ///   to start.
    public init(video: Bool, requireDisplay: Bool = false, environment: DisplayEnvironment = DisplayEnvironment())
        throws(LabError)
    {
        let flags: UInt32 = video ? UInt32(SDL_INIT_VIDEO) : 0
        let started = video ? Self.startVideo(environment) : SDL_InitSubSystem(0) == 0
        if !started {
            throw LabError.lastError(
                video ? "no display available" : "could not initialise")
        }
        if video, requireDisplay, Self.isHeadless(Self.currentDriver) {
            let driver = Self.currentDriver
            SDL_QuitSubSystem(flags)
            throw LabError("SDL: no display available (only the headless \"\(driver)\" video driver started)")
        }
        if TTF_Init() < 0 {
            SDL_QuitSubSystem(flags)
            throw LabError.lastError("could not initialise fonts", library: .ttf)
        }
        let png = Int32(IMG_INIT_PNG.rawValue)
        if IMG_Init(png) & png == 0 {
            TTF_Quit()
            SDL_QuitSubSystem(flags)
            throw LabError.lastError("could not initialise PNG support", library: .image)
        }
        subsystems = flags
        hasVideo = video
    }

    // SDL subsystems and SDL2_ttf are reference counted, so sessions may overlap.
    // IMG_Quit is not reference counted and PNG support needs no clean-up, so it is not called.
    deinit {
        TTF_Quit()
        SDL_QuitSubSystem(subsystems)
    }

    /// The usable area of the first display, in pixels (without docks and panels), or nil without video.
    public func usableDisplaySize() -> (width: Int, height: Int)? {
        guard hasVideo else { return nil }
        var rect = SDL_Rect()
        guard SDL_GetDisplayUsableBounds(0, &rect) == 0 else { return nil }
        return (Int(rect.w), Int(rect.h))
    }

    /// The video driver in use ("x11", "wayland", "dummy", "offscreen"), or nil without video.
    public var videoDriverName: String? {
        guard hasVideo, let name = SDL_GetCurrentVideoDriver() else { return nil }
        return String(cString: name)
    }

    /// Whether a window can be shown to a person: video starts, with a real driver and at least one display.
    ///
    /// The `dummy` and `offscreen` drivers count as no display. The connection is closed again, which lets an X
    /// server without `-noreset` reset itself: to open a window, create an ``SDLSession`` with `requireDisplay`
    /// instead of asking first.
    public static func displayAvailable(_ environment: DisplayEnvironment) -> Bool {
        guard startVideo(environment) else {
            SDL_ClearError()
            return false
        }
        defer { SDL_QuitSubSystem(UInt32(SDL_INIT_VIDEO)) }
        return !isHeadless(currentDriver) && SDL_GetNumVideoDisplays() > 0
    }

    private static var currentDriver: String { SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "" }

    private static func isHeadless(_ driver: String) -> Bool {
        ["dummy", "offscreen", "evdev", ""].contains(driver)
    }

    /// Starts the video subsystem, retrying for up to two seconds when a display is set but cannot be reached yet.
    ///
    /// An X server that was started without `-noreset` (Xvfb's default) resets itself each time its last client
    /// disconnects, and refuses connections while it does: a window opened right after another program's window
    /// closed (or after a screenshot tool disconnected) then fails to connect once, and a moment later succeeds.
    /// SDL 2.26 also silently picks its `offscreen` driver when the X11 or Wayland connection fails; that is
    /// retried the same way.
    private static func startVideo(_ environment: DisplayEnvironment) -> Bool {
        let video = UInt32(SDL_INIT_VIDEO)
        let displaySet = environment.display != nil || environment.waylandDisplay != nil
        let driverRequested = !(environment.videoDriver ?? "").isEmpty
        // Without a Wayland compositor to talk to, SDL's Wayland driver would only make libwayland print an
        // XDG_RUNTIME_DIR complaint before KeyboardLab's own message: with no driver asked for, X11 is tried alone.
        if !driverRequested, (environment.waylandDisplay ?? "").isEmpty {
            // Over an empty SDL_VIDEODRIVER too, which a normal hint would not override.
            SDL_SetHintWithPriority(SDL_HINT_VIDEODRIVER, "x11", SDL_HINT_OVERRIDE)
        }
        let attempts = displaySet ? 20 : 1
        for attempt in 1...attempts {
            if SDL_InitSubSystem(video) == 0 {
                if driverRequested || !displaySet || !isHeadless(currentDriver) || attempt == attempts { return true }
                SDL_QuitSubSystem(video)
            } else if attempt == attempts {
                return false
            }
            SDL_Delay(100)
        }
        return false
    }
}
