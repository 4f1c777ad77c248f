import CheckReport
import Foundation
import GoldenReview
import KeyboardLabRuntime
import LabText

/// `accept`: applies the actual images (and values) of a check's report folder, such as a CI run's downloaded
/// artifact, to the goldens, with the review server's refusals (``ReportAccept``). The caller hands in the time, which
/// names the batch of replaced goldens under `.trash/`.
///
/// ```swift
/// let result = try AcceptJob(AcceptJob.Options(report: "ci-report", goldens: "Tests/Goldens")).run(at: .now)
/// result.lines    // ["accepted demo/show-0.50.png", "replaced files are kept in …/.trash/20261126T090000-1"]
/// ```
public struct AcceptJob {
    /// What the command line hands the job.
    public struct Options: Equatable, Sendable {
        /// The report folder, as the user named it.
        public var report: String
        /// The goldens folder, as the user named it.
        public var goldens: String
        /// The captures to accept (`[combination/]scenario/capture`); none: every failing or new one.
        public var captures: [String]

        /// Options with every default but what is given.
        public init(report: String, goldens: String, captures: [String] = []) {
            self.report = report
            self.goldens = goldens
            self.captures = captures
        }
    }

    let options: Options

    /// An accept with `options`.
    public init(_ options: Options) { self.options = options }

    /// Reads the report folder and accepts; `now` names the trash batch (`20261126T090000`).
    ///
    /// - Throws: ``LabError`` for a report folder that cannot be read; refusals come back in the result.
    public func run(at now: Date) throws -> ReportAccept.Result {
        let folder = URL(filePath: options.report, relativeTo: LabSetup.workingDirectory).standardizedFileURL
        let data = try ReportFiles.read(folder, named: options.report)
        let batch = now.formatted(.iso8601.year().month().day().time(includingFractionalSeconds: false))
            .replacingOccurrences(of: ":", with: "")
        var accept = ReportAccept(
            data: data, report: folder,
            goldens: URL(filePath: options.goldens, relativeTo: LabSetup.workingDirectory).standardizedFileURL,
            trashBatch: batch)
        accept.reportName = options.report
        accept.goldensName = options.goldens
        let names = options.captures
        let job = accept
        return Blocking.wait { await job.run(names) }
    }
}

/// Runs async work to its end from synchronous code that is not on the work's executor.
nonisolated enum Blocking {
    /// The result of `body`, waited for on this thread.
    static func wait<T: Sendable>(_ body: @escaping @Sendable () async -> T) -> T {
        let box = Box<T>()
        let done = DispatchSemaphore(value: 0)
        Task.detached {
            box.value = await body()
            done.signal()
        }
        done.wait()
        guard let value = box.value else { preconditionFailure("the task signalled without a value") }
        return value
    }

    /// The result, handed from the task to the waiting thread (the semaphore orders the accesses).
    private final class Box<T>: @unchecked Sendable {
        var value: T?
    }
}
