import Foundation
import KeyboardLabSDL
import LabFiles
import LabImages
import LabPNG
import LabText
import Synchronization
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

    /// A caller that would wait for the file being read reads the next one itself, and takes it without waiting.
    /// The first two files are greyscale, which the codec leaves to `otherKinds`: the first holds the background
    /// thread until the second is read (or ten seconds pass, so a broken hand-over fails instead of hanging).
    @Test func aWaitingCallerReadsTheNextFileItself() throws {
        let (folder, paths, images) = try Self.files()
        defer { try? FileManager.default.removeItem(at: folder) }
        for path in paths.prefix(2) { try Self.greyscale(path) }
        let entered = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let caller = Thread.current.description
        let readBy = Mutex<[String: String]>([:])
        let prefetcher = PNGPrefetcher(paths: paths) { path in
            readBy.withLock { $0[path] = Thread.current.description }
            if path == paths[0] {
                entered.signal()
                _ = release.wait(timeout: .now() + 10)
            } else {
                release.signal()
            }
            return images[path == paths[0] ? 0 : 1]
        }
        defer { prefetcher.cancel() }
        entered.wait()
        #expect(try prefetcher.take(paths[0])?.get().image == images[0])
        #expect(readBy.withLock { $0[paths[1]] } == caller, "the second file was read by the waiting caller")
        #expect(try prefetcher.take(paths[1])?.get().image == images[1])
        for index in 2..<5 {
            #expect(try prefetcher.take(paths[index])?.get().image ?? PNGFile.read(paths[index]) == images[index])
        }
    }

    /// Rewrites the PNG at `path` as greyscale in its header (colour type 0, its CRC recomputed): a kind the codec
    /// does not decode.
    static func greyscale(_ path: String) throws {
        var bytes = [UInt8](try Data(contentsOf: URL(filePath: path)))
        // Signature (8), length (4), "IHDR" (4), width and height (8), bit depth (1): the colour type.
        bytes[25] = 0
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes[12..<29] {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        crc ^= 0xFFFF_FFFF
        for index in 0..<4 { bytes[29 + index] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * index)) }
        try Data(bytes).write(to: URL(filePath: path))
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
