import Foundation
import KeyboardAvoidance
import KeyboardLabSDL
import KeyboardLabUI
import LabDrawing
import LabFiles
import LabImages
import LabPNG
import Testing

@MainActor @Suite(.serialized)
struct PNGFileTests {
    /// A small image with opaque, translucent and transparent pixels.
    private func sampleImage() throws -> RGBAImage {
        var image = RGBAImage(width: 7, height: 5, fill: Color(red: 10, green: 20, blue: 30))
        image.setColor(Color(red: 255, green: 0, blue: 0, alpha: 128), x: 1, y: 1)
        image.setColor(Color(red: 0, green: 0, blue: 0, alpha: 0), x: 6, y: 4)
        image.setColor(.white, x: 3, y: 2)
        return image
    }

    @Test func roundTripPreservesBytes() throws {
        let folder = try TestAssets.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appending(path: "sample.png").path
        let image = try sampleImage()
        try PNGFile.write(image, to: path)
        let read = try PNGFile.read(path)
        #expect(read == image)
        // Overwriting works and leaves no temporary file behind.
        try PNGFile.write(image, to: path)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["sample.png"])
    }

    @Test func renderedCanvasRoundTrips() throws {
        let folder = try TestAssets.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var list = DrawList(canvas: Size(width: 60, height: 30), background: .white)
        list.fillRounded(Rect(x: 4, y: 4, width: 52, height: 22), radius: 6, .pureBlue)
        list.text(
            TextRun(
                "Ok", font: FontSpec(.semibold, size: 13), color: .white,
                frame: Rect(x: 4, y: 4, width: 52, height: 22), alignment: .center))
        let image = try TestAssets.canvas(width: 120, height: 60, scale: 2).capture(list, scale: 2)
        let path = folder.appending(path: "canvas.png").path
        try PNGFile.write(image, to: path)
        #expect(try PNGFile.read(path).pixels == image.pixels)
    }

    @Test func missingFileSaysNotFound() {
        let path = "/nonexistent-keyboardlab/missing.png"
        let error = #expect(throws: LabError.self) { try PNGFile.read(path) }
        #expect(error?.kind == .failure)
        #expect(error?.description == "PNG: file not found: \(path)")
    }

    @Test func lfsPointerSaysRunGitLFSPull() throws {
        let folder = try TestAssets.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appending(path: "golden.png").path
        let pointer = """
            version https://git-lfs.github.com/spec/v1
            oid sha256:4d7a214614ab2935c943f9e0ff69d22eadbb8f32b1258daaa5e2ca24d17e2393
            size 12345

            """
        try Data(pointer.utf8).write(to: URL(fileURLWithPath: path))
        let error = #expect(throws: LabError.self) { try PNGFile.read(path) }
        #expect(error?.kind == .failure)
        #expect(error?.description == "PNG: \(path) is a Git LFS pointer, not a PNG: run git lfs pull")
    }

    @Test func randomBytesSayNotAPNG() throws {
        let folder = try TestAssets.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appending(path: "noise.png").path
        var generator = SystemRandomNumberGenerator()
        try Data((0..<256).map { _ in UInt8.random(in: 0...0x88, using: &generator) }).write(
            to: URL(fileURLWithPath: path))
        let error = #expect(throws: LabError.self) { try PNGFile.read(path) }
        #expect(error?.kind == .failure)
        #expect(error?.description == "PNG: \(path) is not a PNG (bad signature)")
    }

    @Test func truncatedPNGSaysTruncatedOrCorrupt() throws {
        let folder = try TestAssets.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appending(path: "cut.png").path
        var list = DrawList(canvas: Size(width: 64, height: 64), background: .white)
        list.text(
            TextRun(
                "Truncate me", font: FontSpec(.regular, size: 11), color: .black,
                frame: Rect(x: 0, y: 0, width: 64, height: 64)))
        try PNGFile.write(try TestAssets.canvas(width: 64, height: 64).capture(list, scale: 1), to: path)
        let full = try Data(contentsOf: URL(fileURLWithPath: path))
        try full.prefix(full.count / 2).write(to: URL(fileURLWithPath: path))
        let error = #expect(throws: LabError.self) { try PNGFile.read(path) }
        #expect(error?.kind == .failure)
        #expect(error?.description.hasPrefix("PNG: \(path) is a truncated or corrupt PNG (") == true)
        #expect(error?.description.contains("\n") == false)
    }

    @Test func missingFolderSaysCannotWrite() throws {
        let path = "/nonexistent-keyboardlab/out/shot.png"
        let error = #expect(throws: LabError.self) { try PNGFile.write(try sampleImage(), to: path) }
        #expect(error?.kind == .failure)
        #expect(error?.description == "PNG: cannot write \(path): folder /nonexistent-keyboardlab/out does not exist")
    }
}
