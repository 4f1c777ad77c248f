import Dispatch

/// A task executor on a serial dispatch queue of its own, outside Swift's shared cooperative thread pool.
///
/// The live server test runs its server and its client on one: the test process runs every in-process suite at
/// once on that pool (two threads on a two-core machine), and a job queued there waits behind every test queued
/// before it, so a request could sit unanswered until URLSession gave up. Child tasks (the server's connections)
/// inherit the preference.
final class DedicatedExecutor: TaskExecutor {
    private let queue: DispatchQueue

    /// An executor on a new serial queue labelled `label`.
    init(label: String) { queue = DispatchQueue(label: label) }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        queue.async { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
    }
}
