import CheckReport
import Foundation
import GoldenReview
import GoldenReviewTestSupport
import Testing

/// `keyboard-lab accept` from a report folder: the goldens folder must be the one checked, refusals are one line and
/// write nothing, and goldens recorded on another machine get their environment sidecar re-recorded.
@Suite struct ReportAcceptTests {
    /// The fixture's report with the stamps a check records: every golden's as it read it.
    static func stamped(_ fixture: ReviewFixture) -> CheckReportData {
        var data = fixture.data
        data.goldens = fixture.goldens.path
        for index in data.entries.indices {
            let name = "form/\(data.entries[index].capture).png"
            data.entries[index].goldenStamp = fixture.golden(name).map(ReviewFixture.stamp) ?? "absent"
        }
        return data
    }

    static func accept(_ data: CheckReportData, _ fixture: ReviewFixture, goldens: URL? = nil) -> ReportAccept {
        var accept = ReportAccept(
            data: data, report: fixture.report, goldens: goldens ?? fixture.goldens, trashBatch: "t")
        accept.reportName = "report"
        accept.goldensName = goldens?.lastPathComponent ?? "goldens"
        return accept
    }

    @Test func anotherGoldensFolderIsRefusedInOneLineAndNothingIsWritten() async throws {
        let fixture = try ReviewFixture()
        defer { try? FileManager.default.removeItem(at: fixture.folder) }
        let other = fixture.folder.appending(path: "other-goldens")
        try FileManager.default.createDirectory(at: other.appending(path: "form"), withIntermediateDirectories: true)
        try ReviewFixture.png("another suite").write(to: other.appending(path: "form/hidden.png"))
        let result = await Self.accept(Self.stamped(fixture), fixture, goldens: other).run([])
        #expect(result.refused)
        #expect(result.lines.count == 1, "\(result.lines)")
        #expect(
            result.lines.first?.hasPrefix("other-goldens: not the goldens folder report was checked against") == true)
        #expect(result.lines.first?.hasSuffix("; nothing written") == true, "\(result.lines)")
        let written = try FileManager.default.contentsOfDirectory(atPath: other.appending(path: "form").path)
        #expect(written == ["hidden.png"], "nothing written")
    }

    @Test func theCheckedFolderIsAccepted() async throws {
        let fixture = try ReviewFixture()
        defer { try? FileManager.default.removeItem(at: fixture.folder) }
        let result = await Self.accept(Self.stamped(fixture), fixture).run([])
        #expect(!result.refused, "\(result.lines)")
        #expect(fixture.golden("form/shown.png") == ReviewFixture.actual)
        #expect(fixture.golden("form/typed.png") == ReviewFixture.newActual)
    }

    @Test func acceptingOneThenTheRestLeavesTheFirstAsItIs() async throws {
        let fixture = try ReviewFixture()
        defer { try? FileManager.default.removeItem(at: fixture.folder) }
        let data = Self.stamped(fixture)
        let first = await Self.accept(data, fixture).run(["form/shown"])
        #expect(!first.refused && first.lines.first == "accepted form/shown.png", "\(first.lines)")
        let rest = await Self.accept(data, fixture).run([])
        #expect(!rest.refused, "\(rest.lines)")
        #expect(rest.lines.first == "form/shown.png: already accepted", "\(rest.lines)")
        #expect(rest.lines.contains("accepted form/typed.png"), "\(rest.lines)")
        #expect(fixture.golden("form/typed.png") == ReviewFixture.newActual)
        let again = await Self.accept(data, fixture).run([])
        #expect(
            !again.refused && again.lines.last == "report: nothing to accept; every failing capture is already accepted"
        )
    }

    @Test func aCaptureTheReportDoesNotHaveIsOneLine() async throws {
        let fixture = try ReviewFixture()
        defer { try? FileManager.default.removeItem(at: fixture.folder) }
        let before = try fixture.snapshot()
        let result = await Self.accept(Self.stamped(fixture), fixture).run(["form/shown", "form/renamed"])
        #expect(result.refused && result.lines.count == 1, "\(result.lines)")
        #expect(result.lines.first?.hasPrefix("form/renamed: no such capture in report;") == true)
        #expect(result.lines.first?.hasSuffix("; nothing written") == true)
        #expect(try fixture.snapshot() == before)
    }

    /// The fixture's goldens recorded on another machine: every capture `environment-differs`.
    static func elsewhere(_ fixture: ReviewFixture, sidecar: Data) throws -> CheckReportData {
        try sidecar.write(to: fixture.goldens.appending(path: "environment.json"))
        var data = Self.stamped(fixture)
        for index in data.entries.indices {
            data.entries[index].status = .environmentDiffers
            data.entries[index].actualPath = nil
        }
        data.environments = [
            EnvironmentChange(
                sidecar: "environment.json", stamp: ReviewFixture.stamp(sidecar), changes: ["sdlVersion: 1 → 2"],
                recorded: "SDL 1", here: "SDL 2", sidecarText: "{ \"sdlVersion\" : \"2\" }")
        ]
        return data
    }

    @Test func goldensRecordedElsewhereGetTheirSidecarReRecorded() async throws {
        let fixture = try ReviewFixture()
        defer { try? FileManager.default.removeItem(at: fixture.folder) }
        let old = Data("{ \"sdlVersion\" : \"1\" }".utf8)
        let data = try Self.elsewhere(fixture, sidecar: old)
        let result = await Self.accept(data, fixture).run([])
        #expect(!result.refused, "\(result.lines)")
        #expect(
            result.lines.first?.hasPrefix("re-recorded environment.json for this machine (sdlVersion: 1 → 2)") == true)
        #expect(fixture.golden("environment.json") == Data("{ \"sdlVersion\" : \"2\" }".utf8))
        #expect(fixture.golden(".trash/t-1/environment.json") == old, "the replaced sidecar is kept")
        #expect(fixture.golden("form/shown.png") == ReviewFixture.oldGolden, "no image is accepted")
        let named = await Self.accept(try Self.elsewhere(fixture, sidecar: old), fixture).run(["form/shown"])
        #expect(named.lines.first?.hasPrefix("re-recorded environment.json") == true, "\(named.lines)")
    }

    @Test func aSidecarChangedSinceTheReportIsRefused() async throws {
        let fixture = try ReviewFixture()
        defer { try? FileManager.default.removeItem(at: fixture.folder) }
        let data = try Self.elsewhere(fixture, sidecar: Data("{ \"sdlVersion\" : \"1\" }".utf8))
        try Data("{ \"sdlVersion\" : \"3\" }".utf8).write(to: fixture.goldens.appending(path: "environment.json"))
        let result = await Self.accept(data, fixture).run([])
        #expect(result.refused && result.lines.count == 1, "\(result.lines)")
        #expect(result.lines.first?.hasPrefix("environment.json changed on disk since the report was made") == true)
        #expect(fixture.golden("environment.json") == Data("{ \"sdlVersion\" : \"3\" }".utf8))
    }
}
