import CheckReport
import Foundation
import GoldenReview

/// A check run on disk for accepting goldens: a goldens folder with a failing, a passing and a missing capture, and
/// a report folder with the actual images. The review session's and accept's tests use it, and the review server's
/// through its own extension.
public struct ReviewFixture: Sendable {
    /// The fixture's own temporary folder, holding `goldens`, `report` and a file outside both.
    public let folder: URL
    /// The goldens folder: `form/shown.png` (old) and `form/hidden.png` (passing).
    public var goldens: URL { folder.appending(path: "goldens") }
    /// The report folder: `form/shown.actual.png` and `form/typed.actual.png`.
    public var report: URL { folder.appending(path: "report") }

    /// Bytes that pass for a PNG: the signature, then `tag`.
    public static func png(_ tag: String) -> Data {
        Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) + Data(tag.utf8)
    }

    /// `form/shown`'s golden before any accept.
    public static let oldGolden = png("old golden")
    /// `form/shown`'s capture, which differs from its golden.
    public static let actual = png("actual")
    /// `form/typed`'s capture, which has no golden.
    public static let newActual = png("new capture")
    /// `form/hidden`'s golden, which its capture matches.
    public static let passing = png("passing")

    /// Writes the goldens and report folders in a fresh temporary folder.
    public init() throws {
        folder = FileManager.default.temporaryDirectory.appending(path: "review-\(UUID().uuidString)")
        let files = FileManager.default
        try files.createDirectory(at: goldens.appending(path: "form"), withIntermediateDirectories: true)
        try files.createDirectory(at: report.appending(path: "form"), withIntermediateDirectories: true)
        try Self.oldGolden.write(to: goldens.appending(path: "form/shown.png"))
        try Self.passing.write(to: goldens.appending(path: "form/hidden.png"))
        try Self.actual.write(to: report.appending(path: "form/shown.actual.png"))
        try Self.newActual.write(to: report.appending(path: "form/typed.actual.png"))
        try Data("outside".utf8).write(to: folder.appending(path: "outside.png"))
    }

    /// The check's report: `form/shown` fails, `form/hidden` passes, `form/typed` has no golden.
    public var data: CheckReportData {
        let golden = { (name: String) in goldens.appending(path: "form/\(name).png").path }
        return CheckReportData(
            scenarios: ["form"], shard: .whole, thresholds: "tolerance 0, max 0 pixels",
            entries: [
                HTMLReport.Entry(
                    scenario: "form", capture: "shown", status: .fail, message: "12 pixels differ",
                    expectedPath: "form/shown.expected.png", actualPath: "form/shown.actual.png",
                    goldenPath: golden("shown")),
                HTMLReport.Entry(
                    scenario: "form", capture: "hidden", status: .pass, goldenPath: golden("hidden")),
                HTMLReport.Entry(
                    scenario: "form", capture: "typed", status: .missing, actualPath: "form/typed.actual.png",
                    goldenPath: golden("typed")),
            ], sequences: [])
    }

    /// A review session over the fixture's report and goldens.
    public func session() throws -> ReviewSession {
        try ReviewSession(data: data, goldens: goldens, report: report, trashBatch: "test")
    }

    /// Every file under the goldens folder with its bytes, to show a refused request changed nothing.
    public func snapshot() throws -> [String: Data] {
        var files: [String: Data] = [:]
        let root = goldens.resolvingSymlinksInPath().path
        guard let walker = FileManager.default.enumerator(atPath: root) else { return files }
        for case let path as String in walker {
            if let bytes = FileManager.default.contents(atPath: root + "/" + path) { files[path] = bytes }
        }
        return files
    }

    /// The bytes of the golden at `name` (relative to the goldens folder), or nil when there is none.
    public func golden(_ name: String) -> Data? {
        FileManager.default.contents(atPath: goldens.appending(path: name).path)
    }

    /// The stamp the goldens folder gives `bytes`.
    public static func stamp(_ bytes: Data) -> String { GoldenFolder.stamp(of: bytes) }
}
