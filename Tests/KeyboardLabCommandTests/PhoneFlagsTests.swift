import KeyboardAvoidance
import KeyboardLabUI
import Testing

@testable import keyboard_lab

/// The phone flags read the condition table: every value of every key parses to the table's value, and a bad one
/// keeps its message.
@MainActor struct PhoneFlagsTests {
    @Test func everyConditionFlagTakesEveryValueTheTableLists() throws {
        for key in ConditionKeys.all where key.name != "device" && key.name != "orientation" {
            for value in key.values() {
                var expected = PhoneSettings()
                #expect(key.set(value, in: &expected) == nil)
                let flags = try PhoneFlags.parse(["--\(key.name)", value])
                #expect(key.text(of: flags.settings) == key.text(of: expected), "--\(key.name) \(value)")
            }
        }
    }

    @Test func badFlagValuesKeepTheirMessages() {
        let cases = [
            (
                ["--strategy", "keyboardlabb"],
                "--strategy keyboardlabb: unknown strategy; did you mean \"keyboardlab\"?; expected one of "
                    + AvoidanceStrategies.names.joined(separator: ", ")
            ),
            (["--ios", "17"], "--ios 17: unknown iOS version \"17\"; did you mean \"18\"?; expected 18 or 26"),
        ]
        for (arguments, message) in cases {
            do {
                _ = try PhoneFlags.parse(arguments)
                Issue.record("parsed \(arguments)")
            } catch {
                #expect(PhoneFlags.message(for: error) == message)
            }
        }
        #expect(throws: (any Error).self) { try PhoneFlags.parse(["--text-size", "huge"]) }
    }
}
