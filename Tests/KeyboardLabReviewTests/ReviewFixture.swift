import CheckReport
import FlyingFox
import Foundation
import GoldenReview
import KeyboardLabReview
import Testing

/// A check run on disk for the review server: a goldens folder with a failing, a passing and a missing capture, and
/// a report folder with the actual images.
struct ReviewFixture {
    let folder: URL
    var goldens: URL { folder.appending(path: "goldens") }
    var report: URL { folder.appending(path: "report") }
    let token = "0123456789abcdef0123456789abcdef"

    /// Bytes that pass for a PNG: the signature, then `tag`.
    static func png(_ tag: String) -> Data { Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) + Data(tag.utf8) }

    static let oldGolden = png("old golden")
    static let actual = png("actual")
    static let newActual = png("new capture")
    static let passing = png("passing")

    init() throws {
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
    var data: CheckReportData {
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

    func session() throws -> ReviewSession {
        try ReviewSession(data: data, goldens: goldens, report: report, trashBatch: "test")
    }

    func server(log: @escaping @Sendable (String) -> Void = { _ in }) throws -> ReviewServer {
        var server = ReviewServer(session: try session(), token: token)
        server.log = log
        return server
    }

    /// Every file under the goldens folder with its bytes, to show a refused request changed nothing.
    func snapshot() throws -> [String: Data] {
        var files: [String: Data] = [:]
        let root = goldens.resolvingSymlinksInPath().path
        guard let walker = FileManager.default.enumerator(atPath: root) else { return files }
        for case let path as String in walker {
            if let bytes = FileManager.default.contents(atPath: root + "/" + path) { files[path] = bytes }
        }
        return files
    }

    func golden(_ name: String) -> Data? { FileManager.default.contents(atPath: goldens.appending(path: name).path) }

    static func stamp(_ bytes: Data) -> String { GoldenFolder.stamp(of: bytes) }

    /// A JSON body.
    static func body(_ text: String) -> Data { Data(text.utf8) }

    /// The token header, and a JSON content type.
    var headers: HTTPHeaders {
        var fields: HTTPHeaders = [.contentType: "application/json"]
        Self.set(&fields, ReviewServer.tokenHeader, token)
        return fields
    }

    /// Sets the field `name` to `value`, or removes it when `value` is empty.
    static func set(_ fields: inout HTTPHeaders, _ name: String, _ value: String) {
        fields[HTTPHeader(name)] = value.isEmpty ? nil : value
    }
}
