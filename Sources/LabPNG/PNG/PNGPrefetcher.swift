import Foundation
import LabImages
import LabText

/// Reads a known list of PNG files ahead of use (``PNGFile/readDigested(_:cache:otherKinds:)``: decoded unless a
/// digest cache knows them), on one background thread and a bounded number at a time, so that reading goldens
/// overlaps with rendering on the caller's thread.
///
/// The caller takes each file once, in about the order given. A file the background thread has not started yet
/// is left to the caller (``take(_:)`` returns nil), so a caller that goes out of order never waits for nothing.
/// A caller that would wait for the file being read reads the next file meanwhile, so when reading is the slower
/// side both threads read.
///
/// ```swift
/// let goldens = PNGPrefetcher(paths: captures.map(\.goldenPath))
/// defer { goldens.cancel() }
/// for capture in captures {
///     let image = try goldens.take(capture.goldenPath)?.get().image ?? PNGFile.read(capture.goldenPath)
/// }
/// ```
public final class PNGPrefetcher: @unchecked Sendable {
    // @unchecked: `slots` and `cancelled` are only read and written while holding `lock`; the other stored
    // properties are constants of Sendable types.
    private enum Slot {
        case waiting
        case claimed
        case decoding
        case done(Result<DigestedPNG, LabError>)
        /// Read by the caller while it waited for the file before: taking it frees no place in the window.
        case readAhead(Result<DigestedPNG, LabError>)
    }

    private let lock = NSLock()
    private let paths: [String]
    /// Each path's place in ``paths``.
    private let order: [String: Int]
    private let otherKinds: PNGFile.OtherKinds?
    private let cache: PNGDigestCache?
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
    ///   - cache: The digests of files decoded before, whose pixels are then not decoded; nil decodes every file.
    public init(
        paths: [String], lookahead: Int = 1, otherKinds: PNGFile.OtherKinds? = nil, cache: PNGDigestCache? = nil
    ) {
        self.otherKinds = otherKinds
        self.cache = cache
        var seen = Set<String>()
        let unique = paths.filter { seen.insert($0).inserted }
        self.paths = unique
        order = Dictionary(uniqueKeysWithValues: unique.enumerated().map { ($1, $0) })
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
            let result = Result { () throws(LabError) -> DigestedPNG in
                try PNGFile.readDigested(path, cache: cache, otherKinds: otherKinds)
            }
            lock.withLock { slots[path] = .done(result) }
            ready[path]?.signal()
        }
    }

    /// The file at `path` as read, waiting while it is being read; nil when it is not in the list, was taken
    /// already, or has not been started (the caller then reads it itself).
    public func take(_ path: String) -> Result<DigestedPNG, LabError>? {
        let slot = lock.withLock { () -> Slot? in
            let slot = slots[path]
            if case .waiting? = slot { slots[path] = .claimed }
            return slot
        }
        switch slot {
        case nil, .waiting?, .claimed?:
            return nil
        case .readAhead(let result)?:
            lock.withLock { slots[path] = .claimed }
            return result
        case .decoding?, .done?:
            if case .decoding? = slot { readNext(after: path) }
            ready[path]?.wait()
            let result = lock.withLock { () -> Result<DigestedPNG, LabError>? in
                defer { slots[path] = .claimed }
                if case .done(let result)? = slots[path] { return result }
                return nil
            }
            window.signal()
            return result
        }
    }

    /// Reads the file after `path` on the caller's thread when the background thread has not started it, while that
    /// thread reads `path`; ``take(_:)`` then hands it over without waiting.
    private func readNext(after path: String) {
        guard let index = order[path], index + 1 < paths.count else { return }
        let next = paths[index + 1]
        let claimed = lock.withLock { () -> Bool in
            guard !cancelled, case .waiting? = slots[next] else { return false }
            slots[next] = .decoding
            return true
        }
        guard claimed else { return }
        let result = Result { () throws(LabError) -> DigestedPNG in
            try PNGFile.readDigested(next, cache: cache, otherKinds: otherKinds)
        }
        lock.withLock { slots[next] = .readAhead(result) }
    }

    /// Stops reading ahead; images already decoded and not taken are dropped when this object goes.
    public func cancel() {
        lock.withLock { cancelled = true }
        window.signal()
    }
}
