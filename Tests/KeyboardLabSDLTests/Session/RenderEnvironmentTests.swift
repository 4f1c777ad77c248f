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

    /// Android's screens are drawn in the system's Roboto, or in Inter where it is not installed: a machine without
    /// it differs in its environment, so a check says so (exit 3) instead of failing on pixels.
    @Test func aMissingSystemFontIsAnEnvironmentDifference() throws {
        let folder = try TestAssets.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["Roboto-Regular.ttf", "Roboto-Medium.ttf"] {
            try Data(name.utf8).write(to: folder.appending(path: name))
        }
        let with = try RenderEnvironment.current(
            fontsDirectory: TestAssets.fontsDirectory, scale: 1, systemDirectories: [folder])
        let without = try RenderEnvironment.current(
            fontsDirectory: TestAssets.fontsDirectory, scale: 1, systemDirectories: [])
        #expect(with.systemFonts?.map(\.fileName) == ["Roboto-Regular.ttf", "Roboto-Medium.ttf"])
        #expect(without.systemFonts == [])
        #expect(with != without)
        let hashes = try #require(with.systemFonts).map { "\($0.fileName)=\($0.fnv1a64)" }.joined(separator: ",")
        #expect(without.differences(from: with) == ["systemFonts: \(hashes) → none"])
        // A sidecar written before the system fonts were recorded does not know them: the goldens stay valid.
        var older = with
        older.systemFonts = nil
        #expect(older == without && without == older)
        #expect(without.differences(from: older).isEmpty)
        let decoded = try JSONDecoder().decode(RenderEnvironment.self, from: JSONEncoder().encode(with))
        #expect(decoded.systemFonts == with.systemFonts)
    }
}
