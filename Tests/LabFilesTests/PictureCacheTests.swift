import Foundation
import KeyboardAvoidance
import LabImages
import LabPNG
import Testing

@testable import LabFiles

/// A design's picture read twice (two scenarios, two matrix combinations) is decoded once and held once; a file
/// saved with other bytes is read again.
@Suite struct PictureCacheTests {
    @Test func theSamePictureIsDecodedOnceAndSharesItsPixels() throws {
        let folder = FileManager.default.temporaryDirectory.appending(
            path: "keyboardlab-pictures-\(UUID().uuidString)", directoryHint: .isDirectory)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appending(path: "design@3x.png").path
        try PNGFile.write(RGBAImage(width: 600, height: 900, fill: Color(red: 10, green: 20, blue: 30)), to: path)
        func read() throws -> [UInt8] {
            try DesignFiles.bitmap(
                "design@3x.png", key: nil, folder: folder, data: Data(), path: "design.json", otherKinds: nil
            ).pixels
        }
        let first = try read()
        let second = try read()
        let shared = first.withUnsafeBufferPointer { a in
            second.withUnsafeBufferPointer { $0.baseAddress == a.baseAddress }
        }
        #expect(shared, "one decoded picture, its pixels shared")
        try PNGFile.write(RGBAImage(width: 600, height: 900, fill: Color(red: 99, green: 20, blue: 30)), to: path)
        let saved = try read()
        #expect(saved[0] == 99, "a saved picture is read again")
    }

    @Test func aPictureIsCheckedOnReadHeldWhileUsedAndDecodedAgainAfterRelease() throws {
        let folder = FileManager.default.temporaryDirectory.appending(
            path: "keyboardlab-pictures-\(UUID().uuidString)", directoryHint: .isDirectory)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var image = RGBAImage(width: 30, height: 40, fill: Color(red: 10, green: 20, blue: 30))
        image.pixels[4 * (7 * 30 + 3)] = 200
        try PNGFile.write(image, to: folder.appending(path: "tall.png").path)
        let bitmap = try DesignFiles.bitmap(
            "tall.png", key: nil, folder: folder, data: Data(), path: "design.json", otherKinds: nil)
        #expect(!bitmap.isHeld, "checked when read, not held until drawn")
        #expect(bitmap.pixel(x: 3, y: 7).red == 200)
        #expect(bitmap.isHeld)
        #expect(bitmap.release(), "pixels let go")
        #expect(!bitmap.isHeld && !bitmap.release(), "nothing more to let go")
        #expect(bitmap.pixels == image.pixels, "decoded again, the same bytes")
        #expect(bitmap.isOpaque)
    }

    @Test func aBitmapWithoutAReaderKeepsItsPixels() throws {
        let bitmap = try #require(DesignBitmap(width: 1, height: 1, pixels: [1, 2, 3, 255], id: 7))
        #expect(!bitmap.release())
        #expect(bitmap.isHeld)
        #expect(bitmap.pixels == [1, 2, 3, 255])
    }
}
