import Foundation

/// A text file written a piece at a time through a buffer, so a report of thousands of captures is never held
/// whole; it is written beside its place and renamed there when ``finish()`` succeeds, so a reader never sees half
/// of it.
///
/// ```swift
/// var stream = try TextFileStream(url)
/// report.write(to: &stream)
/// try stream.finish()
/// ```
struct TextFileStream: TextOutputStream {
    private let url: URL
    private let temporary: URL
    private let handle: FileHandle
    private var buffer: [UInt8] = []
    private var failure: (any Error)?

    /// Opens a new temporary file beside `url`.
    init(_ url: URL) throws {
        self.url = url
        temporary = url.deletingLastPathComponent().appending(
            path: ".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
        guard FileManager.default.createFile(atPath: temporary.path, contents: nil) else { throw Self.systemError() }
        handle = try FileHandle(forWritingTo: temporary)
        buffer.reserveCapacity(1 << 16)
    }

    mutating func write(_ string: String) {
        buffer.append(contentsOf: string.utf8)
        if buffer.count >= 1 << 16 { flush() }
    }

    private mutating func flush() {
        guard failure == nil, !buffer.isEmpty else { return }
        do {
            try handle.write(contentsOf: buffer)
        } catch {
            failure = error
        }
        buffer.removeAll(keepingCapacity: true)
    }

    /// Writes what is buffered, closes the file and puts it in place.
    ///
    /// - Throws: The first error writing met, or the rename's.
    mutating func finish() throws {
        flush()
        try? handle.close()
        if let failure {
            try? FileManager.default.removeItem(at: temporary)
            throw failure
        }
        guard rename(temporary.path, url.path) == 0 else {
            let error = Self.systemError()
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
    }

    /// The failure `errno` names, in the form ``JSONInput/reason(_:)`` reads as the system's words.
    private static func systemError() -> NSError {
        NSError(
            domain: NSCocoaErrorDomain, code: NSFileWriteUnknownError,
            userInfo: [NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(errno))])
    }
}
