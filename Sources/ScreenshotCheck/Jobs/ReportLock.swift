import Foundation
import KeyboardAvoidance

/// A report folder held by one check: an exclusive `flock` on `<report>/.keyboard-lab.lock`, so that two checks
/// writing the same report at once are refused instead of mixing their images and JUnit files. The system releases
/// the lock when the process ends, however it ends; a check that ends normally also removes the file.
///
/// ```swift
/// let lock = ReportLock(named: "report")
/// try lock.take(reportURL)
/// defer { lock.release() }
/// ```
final class ReportLock {
    /// The lock file's name inside the report folder.
    static let fileName = ".keyboard-lab.lock"

    /// The report folder as given on the command line, for messages.
    let name: String
    /// The open lock file, or -1 when not held.
    private var descriptor: Int32 = -1

    /// A lock of the report folder given on the command line as `name`, not taken yet.
    init(named name: String) {
        self.name = name
    }

    /// Takes the lock of `folder` (which exists); nothing when it is held already.
    ///
    /// - Throws: One line at the `report` option when another process holds it, or when the lock file cannot be
    ///   made.
    func take(_ folder: URL) throws(LabError) {
        guard descriptor < 0 else { return }
        let path = folder.appending(path: Self.fileName).path
        let opened = open(path, O_CREAT | O_RDWR | O_CLOEXEC, 0o644)
        guard opened >= 0 else {
            throw LabError(
                at: .option("report", name),
                "cannot make its lock file \(Self.fileName) (\(String(cString: strerror(errno))))")
        }
        guard flock(opened, LOCK_EX | LOCK_NB) == 0 else {
            let busy = errno == EWOULDBLOCK
            let reason = String(cString: strerror(errno))
            close(opened)
            throw LabError(
                at: .option("report", name),
                busy
                    ? "in use by another check writing the same report; expected a report folder of its own per check"
                    : "cannot lock \(Self.fileName) (\(reason))")
        }
        descriptor = opened
        self.folder = folder
    }

    /// The folder whose lock is held, for removing the lock file at release.
    private var folder: URL?

    /// Releases the lock and removes the lock file (while still holding it), so the report folder holds the report
    /// alone; the next check may take the folder.
    func release() {
        guard descriptor >= 0 else { return }
        if let folder { unlink(folder.appending(path: Self.fileName).path) }
        close(descriptor)
        descriptor = -1
    }

    deinit { release() }
}
