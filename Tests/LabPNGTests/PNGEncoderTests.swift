import Foundation
import KeyboardLabSDL
import LabImages
import Testing

@testable import LabPNG

@MainActor @Suite(.serialized)
struct PNGEncoderTests {
    /// A deterministic pseudo-random image: noise, flat areas and translucent pixels, so every filter is chosen.
    static func image(width: Int, height: Int, seed: UInt64) -> RGBAImage {
        var state = seed
        var image = RGBAImage(width: width, height: height, fill: Color(red: 242, green: 242, blue: 247))
        for y in 0..<height {
            for x in 0..<width where (x + y) % 3 != 0 || y % 5 == 0 {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                let bits = state >> 24
                image.setColor(
                    Color(
                        red: UInt8(truncatingIfNeeded: bits), green: UInt8(truncatingIfNeeded: bits >> 8),
                        blue: UInt8(truncatingIfNeeded: x * 3),
                        alpha: y % 7 == 0 ? UInt8(truncatingIfNeeded: bits >> 16) : 255),
                    x: x, y: y)
            }
        }
        return image
    }

    @Test(arguments: [(1, 1), (2, 3), (17, 9), (393, 40), (5, 300)])
    func filesDecodeToTheSamePixels(width: Int, height: Int) throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "png-encoder-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appending(path: "image.png").path
        let image = Self.image(width: width, height: height, seed: UInt64(width * 1000 + height))
        try PNGFile.write(image, to: path)
        #expect(try PNGFile.read(path) == image)
        // And as libpng reads it, which checks the zlib stream's header and checksum.
        #expect(try SDLImageFile.read(path) == image)
        let bytes = try Data(contentsOf: URL(filePath: path))
        #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
    }

    @Test func aScreenCompressesWell() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "png-encoder-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var screen = RGBAImage(width: 393, height: 852, fill: Color(red: 242, green: 242, blue: 247))
        screen.fill(.white, x: 16, y: 100, width: 361, height: 300)
        let path = folder.appending(path: "screen.png").path
        try PNGFile.write(screen, to: path)
        let size = try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int ?? .max
        #expect(size < 20_000, "\(size) bytes for 1.3 MB of flat colour")
        #expect(try PNGFile.read(path) == screen)
    }
}
