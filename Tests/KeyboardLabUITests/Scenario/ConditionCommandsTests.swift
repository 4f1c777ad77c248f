import KeyboardAvoidance
import KeyboardLabUI
import Testing

/// The scenario words for appearance, text size and the floating keyboard: headers, timed commands, and errors
/// that name the line, the column and what was expected.
@Suite struct ConditionCommandsTests {
    @Test func headersSetThePhonesOptions() throws {
        let scenario = try ScenarioParser.parse(
            "device ipad-pro-11 landscape\nappearance dark\ntext-size ax3\nkeyboard floating\nend 1", file: "x.scenario"
        )
        #expect(scenario.settings == ConditionOverrides(appearance: .dark, textSize: .ax3, keyboardMode: .floating))
        let runner = try ScenarioRunner(
            scenario: scenario, resources: try loadResources(), readFile: readRepositoryFile)
        let phone = runner.initialPhone(measurer: measurer)
        #expect(
            phone.conditions.appearance == .dark && phone.conditions.textSize == .ax3 && phone.conditions.isFloating)
        // A flag wins over the header.
        let flagged = try ScenarioRunner(
            scenario: scenario, resources: try loadResources(), overrides: ConditionOverrides(appearance: .light),
            readFile: readRepositoryFile)
        #expect(flagged.initialPhone(measurer: measurer).conditions.appearance == .light)
    }

    @Test func aTimedStrategySwitchesAtRestAndOneOfTheOtherPlatformIsRefusedAtItsLine() throws {
        let resources = try loadResources()
        let good = try ScenarioParser.parse("device iphone-15\nat 0.5 strategy swiftui\nend 1", file: "x.scenario")
        #expect(good.events.map(\.action) == [.condition(ConditionOverrides(strategy: "swiftui"))])
        _ = try ScenarioRunner(scenario: good, resources: resources, readFile: readRepositoryFile)
        let bad = try ScenarioParser.parse("device iphone-15\nat 0.5 strategy insets\nend 1", file: "x.scenario")
        #expect {
            try ScenarioRunner(scenario: bad, resources: resources, readFile: readRepositoryFile)
        } throws: { error in
            "\(error)".hasPrefix("x.scenario:2:1: strategy \"insets\" is Android's; iphone-15 is an iOS device")
        }
    }

    @Test func timedCommands() throws {
        let scenario = try ScenarioParser.parse(
            """
            at 0.1 appearance dark
            at 0.2 text-size xxl
            at 0.3 keyboard floating
            at 0.4 move-keyboard 40 120.5
            at 0.5 keyboard docked
            end 1
            """, file: "x.scenario")
        #expect(
            scenario.events.map(\.action) == [
                .condition(ConditionOverrides(appearance: .dark)), .condition(ConditionOverrides(textSize: .xxl)),
                .condition(ConditionOverrides(keyboardMode: .floating)), .moveKeyboard(Point(x: 40, y: 120.5)),
                .condition(ConditionOverrides(keyboardMode: .docked)),
            ])
    }

    @Test(arguments: [
        ("appearance sepia\nend 1", "x.scenario:1:12: expected light or dark, found \"sepia\""),
        (
            "text-size huge\nend 1",
            "x.scenario:1:11: expected xs, s, m, l, xl, xxl, xxxl, ax1, ax2, ax3, ax4 or ax5, found \"huge\""
        ),
        ("at 0 keyboard split\nend 1", "x.scenario:1:15: expected docked or floating, found \"split\""),
        ("at 0 move-keyboard 40\nend 1", "x.scenario:1:23: expected the floating keyboard's top edge y in points"),
        ("at 0 move-keyboard x 4\nend 1", "x.scenario:1:20: expected the floating keyboard's left edge x in points"),
        ("at 0 appearance dark now\nend 1", "x.scenario:1:22: unexpected \"now\"; expected the end of the line"),
    ])
    func badConditionLines(text: String, expected: String) {
        #expect {
            try ScenarioParser.parse(text, file: "x.scenario")
        } throws: { error in
            let message = (error as? LabError)?.description ?? ""
            return message.hasPrefix(expected) && !message.contains("\n")
        }
    }
}
