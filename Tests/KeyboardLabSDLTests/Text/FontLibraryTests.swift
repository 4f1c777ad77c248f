import Foundation
import KeyboardAvoidance
import KeyboardLabSDL
import KeyboardLabUI
import LabDrawing
import Testing

@MainActor @Suite(.serialized)
struct FontLibraryTests {
    @Test func widerTextMeasuresWider() throws {
        let session = try SDLSession(video: false)
        let fonts = try FontLibrary(session: session, directory: TestAssets.fontsDirectory, scale: 2)
        let font = FontSpec(.regular, size: 17)
        let short = fonts.size(of: "Zip", font: font)
        let long = fonts.size(of: "Zip code, city and country", font: font)
        #expect(short.width > 10)
        #expect(long.width > short.width * 3)
        #expect(long.height == short.height)
        // Heights are in points: a 17 pt font is about 20 pt tall, not 40.
        #expect((17...25).contains(short.height))
    }

    @Test func measurementsAgreeAcrossScales() throws {
        let session = try SDLSession(video: false)
        let one = try FontLibrary(session: session, directory: TestAssets.fontsDirectory, scale: 1)
        let three = try FontLibrary(session: session, directory: TestAssets.fontsDirectory, scale: 3)
        let font = FontSpec(.semibold, size: 17)
        let text = "basket, footing, ..."
        #expect(abs(one.size(of: text, font: font).width - three.size(of: text, font: font).width) < 4)
    }

    @Test func monospacedFaceHasEqualAdvances() throws {
        let session = try SDLSession(video: false)
        let fonts = try FontLibrary(session: session, directory: TestAssets.fontsDirectory, scale: 1)
        let font = FontSpec(.monospaced, size: 12)
        #expect(fonts.size(of: "iiii", font: font).width == fonts.size(of: "WWWW", font: font).width)
        #expect(
            fonts.size(of: "iiii", font: FontSpec(.regular, size: 12)).width
                < fonts.size(of: "WWWW", font: FontSpec(.regular, size: 12)).width)
    }

    @Test func missingDirectoryThrowsNamingThePath() throws {
        let session = try SDLSession(video: false)
        let directory = URL(fileURLWithPath: "/nonexistent-keyboardlab/Fonts")
        let error = #expect(throws: LabError.self) {
            try FontLibrary(session: session, directory: directory, scale: 1)
        }
        #expect(error?.kind == .failure)
        #expect(error?.description.contains("/nonexistent-keyboardlab/Fonts/Inter-Regular.otf") == true)
        #expect(error?.description.contains("\n") == false)
    }

    @Test func unreadableFontFileThrowsNamingIt() throws {
        let folder = try TestAssets.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in FontLibrary.fileNames.values {
            try Data("not a font".utf8).write(to: folder.appending(path: name))
        }
        let session = try SDLSession(video: false)
        let error = #expect(throws: LabError.self) { try FontLibrary(session: session, directory: folder, scale: 1) }
        #expect(error?.kind == .failure)
        #expect(error?.description.contains(folder.path) == true)
    }
}
