import KeyboardAvoidance
import KeyboardLabSDL
import KeyboardLabUI
import LabDrawing
import Testing

@MainActor @Suite(.serialized)
struct AppWindowTests {
    /// A window on SDL's offscreen video driver: real SDL windows, renderers and events, with no display.
    @Test func rendersCapturesAndPresents() throws {
        try HeadlessVideo.with(driver: "offscreen") {
            try rendersCapturesAndPresents(session: SDLSession(video: true, environment: HeadlessVideo.environment))
        }
    }

    func rendersCapturesAndPresents(session: SDLSession) throws {
        #expect(session.videoDriverName == "offscreen")
        let fonts = try FontLibrary(session: session, directory: TestAssets.fontsDirectory, scale: 1)
        let window = try AppWindow(title: "KeyboardLab test", width: 160, height: 120, fonts: fonts)
        #expect(!window.driverName.isEmpty)
        #expect(window.pixelSize.width == 160 && window.pixelSize.height == 120)
        var list = DrawList(canvas: Size(width: 100, height: 80), background: .white)
        list.fill(Rect(x: 10, y: 10, width: 20, height: 20), .pureRed)
        try window.render([(list, PixelMapping(originX: 30, originY: 20, scale: 1))], clearColor: .black)
        let image = try window.capture()
        window.present()
        #expect(image.width == 160 && image.height == 120)
        #expect(image.color(x: 0, y: 0) == .black)
        #expect(image.color(x: 30, y: 20) == .white)
        #expect(image.color(x: 40, y: 30) == .pureRed)
        #expect(image.color(x: 130, y: 100) == .black)
        window.setTitle("Renamed")
        window.startTextInput()
        window.setTextInputRect(x: 10, y: 10, width: 100, height: 20)
        #expect(window.isTextInputActive)
        window.stopTextInput()
        #expect(!window.isTextInputActive)
    }

    @Test func offscreenSessionCannotOpenAWindow() throws {
        let session = try SDLSession(video: false)
        let fonts = try FontLibrary(session: session, directory: TestAssets.fontsDirectory, scale: 1)
        let error = #expect(throws: LabError.self) {
            try AppWindow(title: "x", width: 10, height: 10, fonts: fonts)
        }
        #expect(error?.isNoDisplay == true)
    }
}
