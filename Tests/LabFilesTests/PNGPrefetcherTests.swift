import Foundation
import KeyboardLabSDL
import LabFiles
import LabImages
import LabPNG
import LabText
import Testing

@Suite(.serialized)
struct PNGPrefetcherTests {
    /// Five small PNGs of different colours in a fresh folder.
    static func files() throws -> (URL, [String], [RGBAImage]) {
        let folder = FileManager.default.temporaryDirectory.appending(path: "png-prefetch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var paths: [String] = []
        var images: [RGBAImage] = []
        for index in 0..<5 {
            let image = RGBAImage(width: 8, height: 4, fill: Color(red: UInt8(index * 40), green: 7, blue: 9))
            let path = folder.appending(path: "\(index).png").path
            try PNGFile.write(image, to: path)
            paths.append(path)
            images.append(image)
        }
        return (folder, paths, images)
    }

    @Test func takesInOrderGiveTheDecodedImagesOnce() throws {
        let (folder, paths, images) = try Self.files()
        defer { try? FileManager.default.removeItem(at: folder) }
        let prefetcher = PNGPrefetcher(paths: paths, lookahead: 2)
        defer { prefetcher.cancel() }
        for (path, image) in zip(paths, images) {
            let taken = try prefetcher.take(path)?.get().image ?? PNGFile.read(path)
            #expect(taken == image)
            #expect(prefetcher.take(path) == nil, "a file is handed out once")
        }
        #expect(prefetcher.take(folder.appending(path: "other.png").path) == nil)
    }

    @Test func outOfOrderTakesNeverHang() throws {
        let (folder, paths, images) = try Self.files()
        defer { try? FileManager.default.removeItem(at: folder) }
        let prefetcher = PNGPrefetcher(paths: paths, lookahead: 1)
        defer { prefetcher.cancel() }
        for index in [4, 2, 0, 3, 1] {
            let taken = try prefetcher.take(paths[index])?.get().image ?? PNGFile.read(paths[index])
            #expect(taken == images[index])
        }
    }

    @Test func aMissingFileIsReportedAsSuch() throws {
        let (folder, paths, _) = try Self.files()
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = folder.appending(path: "missing.png").path
        let prefetcher = PNGPrefetcher(paths: [missing] + paths)
        defer { prefetcher.cancel() }
        // Decoded ahead or left to the caller, the caller sees the same error.
        let result =
            prefetcher.take(missing)
            ?? Result(catching: { () throws(LabError) in try PNGFile.readDigested(missing, cache: nil) })
        guard case .failure(let error) = result else {
            Issue.record("a missing file decoded")
            return
        }
        #expect(error.description == "PNG: file not found: \(missing)")
    }

    @Test func theWriteQueueWritesEverythingAndReportsTheFirstFailure() throws {
        let (folder, _, images) = try Self.files()
        defer { try? FileManager.default.removeItem(at: folder) }
        let queue = PNGWriteQueue(pending: 2)
        for (index, image) in images.enumerated() {
            queue.write(image, to: folder.appending(path: "w\(index).png").path)
        }
        try queue.finish()
        for (index, image) in images.enumerated() {
            #expect(try PNGFile.read(folder.appending(path: "w\(index).png").path) == image)
        }
        queue.write(images[0], to: folder.appending(path: "no/such/folder.png").path)
        #expect(throws: LabError.self) { try queue.finish() }
    }
}
