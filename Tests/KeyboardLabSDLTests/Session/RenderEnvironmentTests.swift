import Foundation
import KeyboardLabSDL
import Testing

@MainActor @Suite(.serialized)
struct RenderEnvironmentTests {
    @Test func describesLibrariesAndFonts() throws {
        let environment = try RenderEnvironment.current(fontsDirectory: TestAssets.fontsDirectory, scale: 2)
        #expect(environment.sdlVersion.hasPrefix("2."))
        #expect(environment.ttfVersion.hasPrefix("2."))
        #expect(environment.freeTypeVersion.split(separator: ".").count == 3)
        #expect(environment.freeTypeVersion != "0.0.0")
        #expect(environment.rendererName == "software")
        #expect(environment.scale == 2)
        #expect(
            environment.fonts.map(\.fileName) == [
                "Inter-Regular.otf", "Inter-SemiBold.otf", "JetBrainsMono-Regular.ttf",
            ])
        #expect(environment.fonts.allSatisfy { $0.fnv1a64.count == 16 && $0.fnv1a64.allSatisfy(\.isHexDigit) })
        #expect(Set(environment.fonts.map(\.fnv1a64)).count == 3)
    }

    @Test func roundTripsThroughJSONAndReportsDifferences() throws {
        let environment = try RenderEnvironment.current(fontsDirectory: TestAssets.fontsDirectory, scale: 1)
        let decoded = try JSONDecoder().decode(RenderEnvironment.self, from: JSONEncoder().encode(environment))
        #expect(decoded == environment)
        #expect(environment.differences(from: decoded).isEmpty)
        var changed = decoded
        changed.freeTypeVersion = "1.0.0"
        #expect(environment.differences(from: changed) == ["freeTypeVersion: 1.0.0 → \(environment.freeTypeVersion)"])
    }

    @Test func fontHashIsFNV1a64() throws {
        let folder = try TestAssets.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in FontLibrary.fileNames.values { try Data("a".utf8).write(to: folder.appending(path: name)) }
        let environment = try RenderEnvironment.current(fontsDirectory: folder, scale: 1)
        // FNV-1a 64 of "a" is af63dc4c8601ec8c.
        #expect(environment.fonts.allSatisfy { $0.fnv1a64 == "af63dc4c8601ec8c" })
    }
}
