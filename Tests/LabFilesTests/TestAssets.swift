import Foundation
import KeyboardAvoidance
import KeyboardLabSDL
import KeyboardLabUI
import LabImages
import LabTestSupport

/// Locations and fixtures shared by the PNG codec tests.
enum TestAssets {
    /// The package root.
    static var packageRoot: URL { TestPaths.packageRoot }

    /// A fresh, empty temporary folder.
    static func temporaryFolder() throws -> URL { try TestPaths.temporaryFolder("keyboardlab-labfiles-tests") }

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
