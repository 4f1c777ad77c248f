import CheckReport
import Foundation
import LabText
import Testing

@Suite("ValueGolden")
struct ValueGoldenTests {
    static let shown: [String: Double] = ["keyboard.y": 512, "inset.bottom": 302, "offset.y": 120.5]

    @Test(arguments: [0.0, 0.004, 0.01, -0.01])
    func valuesWithinAHundredthOfAPointMatch(change: Double) {
        var actual = Self.shown
        actual["keyboard.y"] = 512 + change
        #expect(ValueGolden.differences(expected: Self.shown, actual: actual).isEmpty)
    }

    @Test func aValueBeyondAHundredthIsNamedWithBothNumbers() {
        var actual = Self.shown
        actual["keyboard.y"] = 520.5
        actual["offset.y"] = 120.52
        let differences = ValueGolden.differences(expected: Self.shown, actual: actual)
        #expect(
            differences.map(\.description) == [
                "keyboard.y expected 512 got 520.5", "offset.y expected 120.5 got 120.52",
            ])
    }

    @Test func aKeyThatAppearsOrDisappearsIsADifference() {
        var actual = Self.shown
        actual["focused.y"] = 700.25
        actual["inset.bottom"] = nil
        let differences = ValueGolden.differences(expected: Self.shown, actual: actual)
        #expect(
            differences.map(\.description) == [
                "focused.y expected none got 700.25", "inset.bottom expected 302 got none",
            ])
    }

    @Test func theFileIsPrettyPrintedWithSortedKeysAndReadsBack() throws {
        let golden = ValueGolden(captures: ["b-0.50": Self.shown, "a-0.00": ["keyboard.y": 852]])
        let text = String(decoding: golden.encoded(), as: UTF8.self)
        #expect(
            text == """
                {
                  "captures" : {
                    "a-0.00" : {
                      "keyboard.y" : 852
                    },
                    "b-0.50" : {
                      "inset.bottom" : 302,
                      "keyboard.y" : 512,
                      "offset.y" : 120.5
                    }
                  },
                  "version" : 1
                }

                """)
        #expect(try ValueGolden(decoding: golden.encoded(), file: "values.json") == golden)
    }

    @Test(arguments: [
        (
            "{",
            "g/values.json: not a value golden (the JSON is malformed); expected {\"version\": 1, \"captures\": {…}}"
        ),
        (
            "{\"version\": 1}",
            "g/values.json: not a value golden (no \"captures\"); expected {\"version\": 1, \"captures\": {…}}"
        ),
        (
            "{\"version\": 1, \"captures\": {\"a\": {\"keyboard.y\": \"x\"}}}",
            "g/values.json: not a value golden (\"captures.a.keyboard.y\" has the wrong type); expected {\"version\": 1, \"captures\": {…}}"
        ),
        ("{\"version\": 2, \"captures\": {}}", "g/values.json: value golden format 2; expected 1"),
    ])
    func aBadFileIsNamedInOneLine(text: String, message: String) {
        #expect(throws: LabError(message)) {
            try ValueGolden(decoding: Data(text.utf8), file: "g/values.json")
        }
    }
}
