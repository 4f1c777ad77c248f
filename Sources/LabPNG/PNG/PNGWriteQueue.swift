import Foundation
import LabImages
import LabText

/// Writes PNG files on background threads, as many at once as there are cores, so encoding overlaps with the
/// caller's rendering and with itself; a bounded number of images wait at a time, and the first failure is
/// reported by ``finish()``.
///
/// ```swift
/// let queue = PNGWriteQueue()
/// queue.write(diff, to: "report/form/shown.diff.png")
/// try queue.finish()  // waits for every write; throws the first error
/// ```
public final class PNGWriteQueue: @unchecked Sendable {
    // @unchecked: `firstError` is only read and written while holding `lock`; the other stored properties are
    // constants of Sendable types.
    private let queue = DispatchQueue(label: "keyboard-lab.png-writes", qos: .userInitiated, attributes: .concurrent)
    private let group = DispatchGroup()
    private let slots: DispatchSemaphore
    private let lock = NSLock()
    private var firstError: LabError?

    /// One image encoding on each core: more pending images would only wait in memory (an iPad capture is 4 MB, a
    /// filmstrip of three 12 MB), as the encoders cannot run more at once than there are cores, and the caller
    /// renders the next image meanwhile.
    public static var defaultPending: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }

    /// Creates a queue that holds at most `pending` images not yet written (at least 1); that also bounds how
    /// many are encoded at once.
    public init(pending: Int = defaultPending) {
        // Start at 0 and signal up: libdispatch traps when a semaphore goes away below its initial value.
        slots = DispatchSemaphore(value: 0)
        for _ in 0..<max(1, pending) { slots.signal() }
    }

    /// Queues `image` to be written to `path` with ``PNGFile/write(_:to:)``; waits while the queue is full.
    public func write(_ image: RGBAImage, to path: String) {
        slots.wait()
        queue.async(group: group) { [self] in
            defer { slots.signal() }
            do throws(LabError) {
                try PNGFile.write(image, to: path)
            } catch {
                lock.withLock { firstError = firstError ?? error }
            }
        }
    }

    /// Waits until every queued image is written.
    ///
    /// - Throws: The first ``LabError`` a write met, if any.
    public func finish() throws(LabError) {
        group.wait()
        if let error = lock.withLock({ firstError }) { throw error }
    }
}
