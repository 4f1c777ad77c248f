import KeyboardAvoidance
import KeyboardLabUI
import Testing

@testable import keyboard_lab

/// The phone flags read the condition table: every value of every key parses to the table's value, and a bad one
/// keeps its message.
@MainActor struct PhoneFlagsTests {
    @Test func everyConditionFlagTakesEveryValueTheTableLists() throws {
        for key in ConditionKeys.settable {
            // Device ids come from the assets, which the job checks; the flag itself takes any id.
            for value in key.name == "device" ? ["iphone-se", "ipad-pro-11"] : key.values() {
                var expected = ConditionOverrides()
                #expect(key.set(value, in: &expected) == nil)
                let flags = try PhoneFlags.parse(["--\(key.name)", value])
                #expect(key.text(of: flags.settings) == key.text(of: expected), "--\(key.name) \(value)")
            }
        }
    }

    /// Every command that runs a phone takes every settable condition as a flag, with the table's help; `keyboard`
    /// takes the ones that change the keyboard.
    @Test func everyPhoneCommandTakesEveryConditionFlag() throws {
        let commands: [(name: String, help: String, keys: [String])] = [
            ("run", RunCommand.helpMessage(), ConditionKeys.names),
            ("shoot", ShootCommand.helpMessage(), ConditionKeys.names),
            ("check", CheckCommand.helpMessage(), ConditionKeys.names),
            ("review", ReviewCommand.helpMessage(), ConditionKeys.names),
            ("sheet", ContactSheetCommand.helpMessage(), ConditionKeys.names),
            ("keyboard", KeyboardCommand.helpMessage(), KeyboardFlags.keys.map(\.name)),
        ]
        for (name, help, keys) in commands {
            let flat = help.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            for key in keys {
                #expect(flat.contains("--\(key) <"), "\(name) --\(key)")
                let words = ConditionKeys.named(key)?.help.split(separator: " ").prefix(4).joined(separator: " ") ?? ""
                #expect(flat.contains(words), "\(name) --\(key) help")
            }
        }
        #expect(try PhoneFlags.parse([]).texts.isEmpty)
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
