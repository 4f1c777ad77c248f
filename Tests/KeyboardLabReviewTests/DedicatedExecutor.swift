import Dispatch

/// A task executor on a serial dispatch queue of its own, outside Swift's shared cooperative thread pool.
///
/// The live server test runs its server and its client on one. The test process runs every suite at once on that
/// pool, which has one thread per core (two here), and the HTTP server handles each connection in a child task: on the
/// pool, a request waits until a pool thread is free. A test that blocks its thread (waiting for a child process, as
/// the CLI tests did for minutes) starves it, and URLSession gives up after 60 s (NSURLErrorDomain -1001, the flake).
/// With two threads blocked, the request now still completes in milliseconds. Child tasks (the server's connections)
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
