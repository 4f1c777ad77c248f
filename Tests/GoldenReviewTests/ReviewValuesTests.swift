import CheckReport
import Foundation
import GoldenReview
import GoldenReviewTestSupport
import LabText
import Testing

/// The review accepts values: a capture whose pixels pass but whose values differ writes its values into
/// `values.json` (and leaves the PNG alone); Undo puts the old values back; a values.json changed since the check is
/// refused.
@Suite struct ReviewValuesTests {
    static let old: [String: Double] = ["keyboard.y": 516, "inset.bottom": 302]
    static let new: [String: Double] = ["keyboard.y": 520.5, "inset.bottom": 302]

    /// The fixture's report with `form/hidden` failing on its values alone.
    static func data(_ fixture: ReviewFixture) -> CheckReportData {
        var data = fixture.data
        data.entries[1].status = .fail
        data.entries[1].valuesOnly = true
        data.entries[1].actualPath = "form/hidden.actual.png"
        data.entries[1].valueDifferences = ["keyboard.y expected 516 got 520.5"]
        data.entries[1].actualValues = Self.new
        data.entries[1].expectedValues = Self.old
        return data
    }

    static func values(_ fixture: ReviewFixture) throws -> ValueGolden {
        let file = fixture.goldens.appending(path: "form/values.json")
        return try ValueGolden(decoding: try Data(contentsOf: file), file: "values.json")
    }

    @Test func acceptWritesTheValuesAloneAndUndoPutsThemBack() async throws {
        let fixture = try ReviewFixture()
        defer { try? FileManager.default.removeItem(at: fixture.folder) }
        try ReviewFixture.passing.write(to: fixture.report.appending(path: "form/hidden.actual.png"))
        let golden = ValueGolden(captures: ["hidden": Self.old, "shown": ["keyboard.y": 1]])
        try golden.encoded().write(to: fixture.goldens.appending(path: "form/values.json"))
        let session = try ReviewSession(
            data: Self.data(fixture), goldens: fixture.goldens, report: fixture.report, trashBatch: "t")
        let item = try #require(await session.all.first { $0.id == "form/hidden.png" })
        #expect(item.canAccept && item.valuesOnly && item.values == ["keyboard.y expected 516 got 520.5"])
        let png = fixture.golden("form/hidden.png")
        let accepted = try await session.accept([.init(id: item.id, golden: item.golden)])
        #expect(accepted.first?.decision == .accepted)
        #expect(try Self.values(fixture).captures == ["hidden": Self.new, "shown": ["keyboard.y": 1]])
        #expect(fixture.golden("form/hidden.png") == png, "the PNG stays")
        _ = try await session.undo(item.id)
        #expect(try Self.values(fixture).captures == ["hidden": Self.old, "shown": ["keyboard.y": 1]])
    }

    @Test func valuesChangedSinceTheCheckAreRefused() async throws {
        let fixture = try ReviewFixture()
        defer { try? FileManager.default.removeItem(at: fixture.folder) }
        try ReviewFixture.passing.write(to: fixture.report.appending(path: "form/hidden.actual.png"))
        let file = fixture.goldens.appending(path: "form/values.json")
        try ValueGolden(captures: ["hidden": ["keyboard.y": 600]]).encoded().write(to: file)
        let before = try Data(contentsOf: file)
        let session = try ReviewSession(
            data: Self.data(fixture), goldens: fixture.goldens, report: fixture.report, trashBatch: "t")
        let item = try #require(await session.all.first { $0.id == "form/hidden.png" })
        await #expect(throws: LabError.self) { try await session.accept([.init(id: item.id, golden: item.golden)]) }
        #expect(try Data(contentsOf: file) == before, "nothing written")
    }
}
