import Foundation
import KeyboardAvoidance
import KeyboardLabSDL
import KeyboardLabUI
import Testing

@MainActor @Suite(.serialized)
struct SDLSessionTests {
    @Test func offscreenSessionsOverlapAndNeedNoVideo() throws {
        let first = try SDLSession(video: false)
        do {
            let second = try SDLSession(video: false)
            #expect(second.hasVideo == false)
            #expect(second.videoDriverName == nil)
        }
        // Ending the second session must not break fonts opened through the first.
        let fonts = try FontLibrary(session: first, directory: TestAssets.fontsDirectory, scale: 1)
        #expect(fonts.size(of: "Still works", font: FontSpec(.regular, size: 12)).width > 0)
    }

    @Test func dummyDriverCountsAsNoDisplay() {
        let driver = ProcessInfo.processInfo.environment["SDL_VIDEODRIVER"]
        if driver == "dummy" || driver == "offscreen" {
            #expect(SDLSession.displayAvailable() == false)
        }
    }

    @Test func requiringADisplayFailsOnHeadlessDrivers() throws {
        guard SDLSession.displayAvailable() == false else { return }
        let error = #expect(throws: SDLError.self) { try SDLSession(video: true, requireDisplay: true) }
        #expect(error?.kind == .noDisplay)
        #expect(error?.description.hasPrefix("SDL: no display available (") == true)
        #expect(error?.description.contains("\n") == false)
    }

    @Test func errorMessagesAreOneLine() {
        let error = SDLError(.noDisplay, "SDL: no display available (first line\nsecond line)")
        #expect(error.description == "SDL: no display available (first line second line)")
    }
}
