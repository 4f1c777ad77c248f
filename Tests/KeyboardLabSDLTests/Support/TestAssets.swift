import Foundation
import KeyboardAvoidance
import KeyboardLabSDL
import KeyboardLabUI
import LabImages
import LabTestSupport

/// Locations and fixtures shared by the SDL tests.
enum TestAssets {
    /// The package root.
    static var packageRoot: URL { TestPaths.packageRoot }

    /// Assets/Fonts.
    static var fontsDirectory: URL { packageRoot.appending(path: "Assets/Fonts") }

    /// A fresh, empty temporary folder.
    static func temporaryFolder() throws -> URL { try TestPaths.temporaryFolder("keyboardlab-sdl-tests") }

    /// An offscreen canvas of `width × height` pixels with the bundled fonts, measuring at `scale`.
    @MainActor static func canvas(width: Int, height: Int, scale: Double = 1) throws -> OffscreenCanvas {
        let session = try SDLSession(video: false)
        let fonts = try FontLibrary(session: session, directory: fontsDirectory, scale: scale)
        return try OffscreenCanvas(fonts: fonts, width: width, height: height)
    }
}

extension RGBAImage {
    /// The pixels inside `x0..<x1 × y0..<y1` whose colour differs from `color`.
    func pixelsDiffering(from drawn: Color, x0: Int, y0: Int, x1: Int, y1: Int) -> Int {
        let color = Color(red: drawn.red, green: drawn.green, blue: drawn.blue, alpha: drawn.alpha)
        var count = 0
        for y in max(0, y0)..<min(height, y1) {
            for x in max(0, x0)..<min(width, x1) where self.color(x: x, y: y) != color {
                count += 1
            }
        }
        return count
    }
}

extension Color {
    static let pureRed = Color(red: 255, green: 0, blue: 0)
    static let pureBlue = Color(red: 0, green: 0, blue: 255)
}
