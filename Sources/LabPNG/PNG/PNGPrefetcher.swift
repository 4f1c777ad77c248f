import Foundation
import LabImages

/// Decodes a known list of PNG files ahead of use, on one background thread and a bounded number at a time, so
/// that reading goldens overlaps with rendering on the caller's thread.
///
/// The caller takes each file once, in about the order given. A file the background thread has not started yet
/// is left to the caller (``take(_:)`` returns nil), so a caller that goes out of order never waits for nothing.
///
/// ```swift
/// let goldens = PNGPrefetcher(paths: captures.map(\.goldenPath))
/// defer { goldens.cancel() }
/// for capture in captures {
///     let image = try goldens.take(capture.goldenPath)?.get() ?? PNGFile.read(capture.goldenPath)
/// }
/// ```
public final class PNGPrefetcher: @unchecked Sendable {
    // @unchecked: `slots` and `cancelled` are only read and written while holding `lock`; the other stored
    // properties are constants of Sendable types.
    private enum Slot {
        case waiting
        case claimed
        case decoding
        case done(Result<RGBAImage, FileError>)
    }

    private let lock = NSLock()
    private let paths: [String]
    private let otherKinds: PNGFile.OtherKinds?
    private let ready: [String: DispatchSemaphore]
    private let window: DispatchSemaphore
    private var slots: [String: Slot]
    private var cancelled = false

    /// Starts decoding `paths` (duplicates are decoded once) in order on a background thread.
    ///
    /// - Parameters:
    ///   - paths: The files, in the order the caller will take them.
    ///   - lookahead: How many decoded images may wait to be taken; at least 1. Each waits in memory (an iPad
    ///     golden is 4 MB), so a deep window costs memory and, with one renderer, buys no speed.
    ///   - otherKinds: Decodes the kinds of PNG the codec leaves alone.
    public init(paths: [String], lookahead: Int = 1, otherKinds: PNGFile.OtherKinds? = nil) {
        self.otherKinds = otherKinds
        var seen = Set<String>()
        let unique = paths.filter { seen.insert($0).inserted }
        self.paths = unique
        ready = Dictionary(uniqueKeysWithValues: unique.map { ($0, DispatchSemaphore(value: 0)) })
        slots = Dictionary(uniqueKeysWithValues: unique.map { ($0, Slot.waiting) })
        // Start at 0 and signal up: libdispatch traps when a semaphore goes away below its initial value,
        // which this one does when images are left untaken.
        window = DispatchSemaphore(value: 0)
        for _ in 0..<max(1, lookahead) { window.signal() }
        DispatchQueue.global(qos: .userInitiated).async { [self] in decodeAll() }
    }

    private func decodeAll() {
        for path in paths {
            window.wait()
            let start = lock.withLock { () -> Bool? in
                if cancelled { return nil }
                guard case .waiting? = slots[path] else { return false }
                slots[path] = .decoding
                return true
            }
            guard let start else { return }
            guard start else {
                window.signal()
                continue
            }
            let result = Result { () throws(FileError) -> RGBAImage in try PNGFile.read(path, otherKinds: otherKinds) }
            lock.withLock { slots[path] = .done(result) }
            ready[path]?.signal()
        }
    }

    /// The decoded file at `path`, waiting while it is being decoded; nil when it is not in the list, was taken
    /// already, or has not been started (the caller then reads it itself).
    public func take(_ path: String) -> Result<RGBAImage, FileError>? {
        let slot = lock.withLock { () -> Slot? in
            let slot = slots[path]
            if case .waiting? = slot { slots[path] = .claimed }
            return slot
        }
        switch slot {
        case nil, .waiting?, .claimed?:
            return nil
        case .decoding?, .done?:
            ready[path]?.wait()
            let result = lock.withLock { () -> Result<RGBAImage, FileError>? in
                defer { slots[path] = .claimed }
                if case .done(let result)? = slots[path] { return result }
                return nil
            }
            window.signal()
            return result
        }
    }

    /// Stops decoding ahead; images already decoded and not taken are dropped when this object goes.
    public func cancel() {
        lock.withLock { cancelled = true }
        window.signal()
    }
}
