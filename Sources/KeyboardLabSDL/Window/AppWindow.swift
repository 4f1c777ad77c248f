internal import CSDL2
import Foundation
import LabDrawing
import LabGeometry
import LabImages
import LabText

/// A desktop window with a renderer: accelerated with vsync when asked for and available, software otherwise.
///
/// A frame is ``render(_:clearColor:)``, then optionally ``capture()``, then ``present()``.
///
/// ```swift
/// let session = try SDLSession(video: true)
/// let fonts = try FontLibrary(session: session, directory: fontsURL, scale: 2)
/// let window = try AppWindow(title: "KeyboardLab", width: 900, height: 1800, fonts: fonts)
/// try window.render([(phone, PixelMapping(originX: 32, originY: 32, scale: 2))], clearColor: .black)
/// window.present()
/// ```
public final class AppWindow {
    /// The SDL render driver in use: "opengl", "opengles2", "software"…
    public let driverName: String
    /// Whether the renderer is hardware accelerated (false for the software fallback).
    public let isAccelerated: Bool
    /// The renderer that executes draw lists, with its text cache statistics.
    public private(set) var renderer: CanvasRenderer
    private let window: WindowHandle
    private let rendererHandle: RendererHandle

    /// Opens a centred window of `width × height` pixels.
    ///
    /// - Parameters:
    ///   - title: the window title.
    ///   - width: the width in pixels.
    ///   - height: the height in pixels.
    ///   - resizable: whether the user may resize the window.
    ///   - fonts: the fonts to draw text with; their session must have been started with video.
    ///   - rendering: which renderer to use.
    /// - Throws: ``LabError``, one that ``LabError/isNoDisplay`` without video.
    public init(
        title: String, width: Int, height: Int, resizable: Bool = true, fonts: FontLibrary,
        rendering: WindowRendering = .auto
    ) throws(LabError) {
        let session = fonts.session
        guard session.hasVideo else {
            throw LabError("SDL: no display available (the session was started without video)")
        }
        guard (1...16384).contains(width), (1...16384).contains(height) else {
            throw LabError("SDL: window size must be 1...16384 pixels, got \(width)×\(height)")
        }
        let triesAccelerated = rendering.triesAccelerated
        // Without this, SDL presents a software renderer's frames through a hidden OpenGL context.
        if !triesAccelerated { SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0") }
        var flags = SDL_WINDOW_SHOWN.rawValue
        if resizable { flags |= SDL_WINDOW_RESIZABLE.rawValue }
        let centred = CSDL2_WindowPosCentered()
        let window = WindowHandle(
            try sdlUnwrap(
                SDL_CreateWindow(title, centred, centred, Int32(width), Int32(height), flags),
                "could not create window"),
            session: session)
        let accelerated =
            !triesAccelerated
            ? nil
            : SDL_CreateRenderer(
                window.pointer, -1, SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue)
        if accelerated == nil { SDL_ClearError() }
        let pointer = try sdlUnwrap(
            accelerated ?? SDL_CreateRenderer(window.pointer, -1, SDL_RENDERER_SOFTWARE.rawValue),
            "could not create a renderer for the window")
        let handle = RendererHandle(pointer, target: window, session: session)
        self.window = window
        self.rendererHandle = handle
        self.driverName = handle.name
        self.isAccelerated = accelerated != nil
        self.renderer = CanvasRenderer(renderer: handle, fonts: fonts)
    }

    /// Draws text with `fonts` from now on (the window's scale changed): a new renderer on the same window, its
    /// caches empty.
    public func use(_ fonts: FontLibrary) {
        renderer = CanvasRenderer(renderer: rendererHandle, fonts: fonts)
    }

    /// The drawable size in pixels.
    public var pixelSize: (width: Int, height: Int) {
        (try? rendererHandle.outputSize()) ?? (0, 0)
    }

    /// The window's identifier, as carried by its events.
    public var windowID: UInt32 { SDL_GetWindowID(window.pointer) }

    /// Resizes the window to `width × height` pixels and centres it again, so a rotated window stays on screen.
    public func resize(width: Int, height: Int) {
        SDL_SetWindowSize(window.pointer, Int32(max(1, min(width, 16384))), Int32(max(1, min(height, 16384))))
        let centred = CSDL2_WindowPosCentered()
        SDL_SetWindowPosition(window.pointer, centred, centred)
    }

    /// Replaces the window title.
    public func setTitle(_ title: String) {
        SDL_SetWindowTitle(window.pointer, title)
    }

    /// Clears the back buffer to `clearColor` and draws each list through its mapping, in order.
    ///
    /// - Throws: ``LabError`` when SDL fails to draw.
    public func render(_ canvases: [(list: DrawList, map: PixelMapping)], clearColor: Color) throws(LabError) {
        try sdlCheck(
            SDL_SetRenderDrawColor(
                rendererHandle.pointer, clearColor.red, clearColor.green, clearColor.blue, clearColor.alpha),
            "could not set the clear colour")
        try sdlCheck(SDL_RenderClear(rendererHandle.pointer), "could not clear the window")
        for canvas in canvases { try renderer.render(canvas.list, at: canvas.map) }
    }

    /// The back buffer's pixels: call after ``render(_:clearColor:)`` and before ``present()``.
    ///
    /// - Complexity: O(pixels).
    public func capture() throws(LabError) -> RGBAImage {
        try rendererHandle.readPixels()
    }

    /// Shows the back buffer.
    public func present() {
        SDL_RenderPresent(rendererHandle.pointer)
    }

    /// Starts delivering ``PlatformEvent/textInput(_:)`` and IME ``PlatformEvent/textEditing(text:cursor:length:)``.
    public func startTextInput() { SDL_StartTextInput() }

    /// Stops text input events and hides any on-screen IME.
    public func stopTextInput() { SDL_StopTextInput() }

    /// Whether text input is on.
    public var isTextInputActive: Bool { SDL_IsTextInputActive() == SDL_TRUE }

    /// Tells the IME where the focused field is, in window pixels, so its candidate list appears next to it.
    public func setTextInputRect(x: Int, y: Int, width: Int, height: Int) {
        var rect = SDL_Rect(x: Int32(x), y: Int32(y), w: Int32(max(0, width)), h: Int32(max(0, height)))
        SDL_SetTextInputRect(&rect)
    }

    /// The clipboard's text, or nil when it holds none.
    public func clipboardText() -> String? {
        guard SDL_HasClipboardText() == SDL_TRUE, let text = SDL_GetClipboardText() else { return nil }
        defer { SDL_free(text) }
        let string = String(cString: text)
        return string.isEmpty ? nil : string
    }

    /// Puts `text` on the clipboard.
    ///
    /// - Throws: ``LabError`` when SDL cannot set the clipboard.
    public func setClipboardText(_ text: String) throws(LabError) {
        try sdlCheck(SDL_SetClipboardText(text), "could not set the clipboard")
    }
}
