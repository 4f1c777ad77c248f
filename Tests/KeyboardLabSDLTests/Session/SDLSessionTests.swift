import Foundation
import KeyboardAvoidance
import KeyboardLabSDL
import KeyboardLabUI
import LabDrawing
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

    /// Video starts on a headless driver, and that driver is what counts as no display.
    @Test(arguments: ["dummy", "offscreen"])
    func dummyDriverCountsAsNoDisplay(driver: String) throws {
        try HeadlessVideo.with(driver: driver) {
            #expect(try SDLSession.displayAvailable(HeadlessVideo.environment) == false)
            let session = try SDLSession(video: true, environment: HeadlessVideo.environment)
            #expect(session.hasVideo)
            #expect(session.videoDriverName == driver)
        }
    }

    @Test(arguments: ["dummy", "offscreen"])
    func requiringADisplayFailsOnHeadlessDrivers(driver: String) throws {
        try HeadlessVideo.with(driver: driver) {
            let error = #expect(throws: LabError.self) {
                try SDLSession(video: true, requireDisplay: true, environment: HeadlessVideo.environment)
            }
            #expect(error?.isNoDisplay == true)
            #expect(
                error?.description == "SDL: no display available (only the headless \"\(driver)\" video driver started)"
            )
            // The failed session ended the video it started: a session without the requirement still opens.
            let reopened = try SDLSession(video: true, environment: HeadlessVideo.environment)
            #expect(reopened.videoDriverName == driver)
        }
    }

    @Test func errorMessagesAreOneLine() {
        let error = LabError("SDL: no display available (first line\nsecond line)")
        #expect(error.description == "SDL: no display available (first line second line)")
    }
}
