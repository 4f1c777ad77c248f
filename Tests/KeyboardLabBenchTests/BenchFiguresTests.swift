import Foundation
import Testing

@testable import KeyboardLabBench

/// The bench's figures as `bench` prints them: percentiles of samples, the table's aligned columns and rows, and the
/// JSON members, built from small values without running a benchmark.
@Suite("Bench figures")
struct BenchFiguresTests {
    /// `members` as a JSON object, parsed.
    static func object(_ members: String) throws -> [String: Any] {
        let parsed = try JSONSerialization.jsonObject(with: Data("{\(members)}".utf8))
        return try #require(parsed as? [String: Any])
    }

    /// The number `key` names in `object`, or nil.
    static func number(_ object: [String: Any], _ key: String) -> Double? {
        (object[key] as? NSNumber)?.doubleValue
    }

    @Test func percentilesAreTheNearestRanksOfTheSortedSamples() {
        let samples = (1...100).reversed().map(Double.init)
        let percentiles = Percentiles(samples)
        #expect(percentiles.p50 == 51 && percentiles.p99 == 99 && percentiles.max == 100)
        let one = Percentiles([2.5])
        #expect(one.p50 == 2.5 && one.p99 == 2.5 && one.max == 2.5)
        let none = Percentiles([])
        #expect(none.p50 == 0 && none.p99 == 0 && none.max == 0)
    }

    @Test func percentilesAreAJSONObjectOfCompactNumbers() throws {
        let percentiles = Percentiles([0.1234, 2, 3])
        #expect(percentiles.json == #"{"p50":2,"p99":3,"max":3}"#)
        #expect(Percentiles([0.1234]).json == #"{"p50":0.123,"p99":0.123,"max":0.123}"#)
        let parsed = try Self.object("\"frame\":\(percentiles.json)")
        #expect((parsed["frame"] as? [String: Any])?.keys.sorted() == ["max", "p50", "p99"])
    }

    @Test func theTableAlignsFigureValueAndTargetInColumns() {
        let table = BenchReport.aligned([("frame", "1.000 ms", "≤ 2.5 ms"), ("a longer figure", "12 s", "")])
        let lines = table.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines == ["frame            1.000 ms  ≤ 2.5 ms", "a longer figure  12 s      "])
        #expect(BenchReport.aligned([]) == "")
    }

    @Test func theCompareRowHoldsFourPhonesToFourTimesOne() {
        let row = BenchReport.compareRow(one: Percentiles([1, 1.5]), four: Percentiles([4, 5.25]))
        #expect(row.0 == "compare window, 1 / 4 phones (p99)")
        #expect(row.1 == "1.500 / 5.250 ms")
        #expect(row.2 == "4 phones ≤ 4 × 1 phone")
    }

    @Test func theKeyboardRiseAndLiveReloadFiguresAreARowAndAJSONMember() throws {
        #expect(Benchmarks.keyboardRiseRow(1.23456).1 == "1.235 s")
        #expect(Benchmarks.keyboardRiseRow(1.23456).2 == "≤ 2.0 s")
        #expect(Benchmarks.liveReloadRow(12.3456).1 == "12.35 µs")
        let members = "\(Benchmarks.keyboardRiseJSON(1.23456)),\(Benchmarks.liveReloadJSON(12.5))"
        let parsed = try Self.object(members)
        #expect(Self.number(parsed, "keyboard_rise_s") == 1.235)
        #expect(Self.number(parsed, "live_reload_poll_us") == 12.5)
    }

    @Test func theFixedWorkloadsThroughputIsCapturesOverSeconds() throws {
        let fixed = Benchmarks.CheckThroughput(
            once: (seconds: 1, captures: 2450), cached: (seconds: 0.5, captures: 2450),
            twice: (seconds: 2, captures: 2450))
        #expect(fixed.rows.map(\.1) == ["2450.0", "4900.0", "1225.0 (second render 50 % of its time)"])
        #expect(fixed.rows[0].0.contains("2450 single-phone iPhone captures"))
        let parsed = try Self.object(fixed.json)
        #expect(Self.number(parsed, "fixed_captures_per_s") == 2450)
        #expect(Self.number(parsed, "fixed_captures") == 2450)
        #expect(Self.number(parsed, "fixed_captures_per_s_cached") == 4900)
        #expect(Self.number(parsed, "fixed_captures_per_s_determinism") == 1225)
        #expect(Self.number(parsed, "second_render_share") == 0.5)
    }
}
