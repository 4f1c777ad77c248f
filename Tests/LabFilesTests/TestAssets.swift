import Foundation
import KeyboardAvoidance
import KeyboardLabSDL
import KeyboardLabUI
import LabImages

/// Locations and fixtures shared by the PNG codec tests.
enum TestAssets {
    /// The package root: the nearest folder above this file holding Package.swift.
    static let packageRoot: URL = {
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while folder.path != "/" {
            if FileManager.default.fileExists(atPath: folder.appending(path: "Package.swift").path) { return folder }
            folder.deleteLastPathComponent()
        }
        return URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    }()

    /// A fresh, empty temporary folder.
    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appending(
            path: "keyboardlab-labfiles-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// An offscreen canvas of `width × height` pixels with the bundled fonts, measuring at `scale`: the renderer
    /// whose captures the codec writes.
    @MainActor static func canvas(width: Int, height: Int, scale: Double = 1) throws -> OffscreenCanvas {
        let session = try SDLSession(video: false)
        let fonts = try FontLibrary(
            session: session, directory: packageRoot.appending(path: "Assets/Fonts"), scale: scale)
        return try OffscreenCanvas(fonts: fonts, width: width, height: height)
    }
}

extension Color {
    static let pureBlue = Color(red: 0, green: 0, blue: 255)
}
