import Foundation
import KeyboardAvoidance
import KeyboardLabUI
import LabDrawing
import LabFiles
import Testing

@Suite struct ScenarioParserTests {
    let design = """
        device iphone-15 portrait          # optional; default iphone-15 portrait
        form Assets/Forms/profile.json     # optional; default: the built-in sample form
        fps 60
        at 0.00 tap field videogames       # or: at T tap X Y   (window points)
        at 0.60 type "Zelda"
        at 0.80 key tab                    # tab | shift-tab | return | escape | backspace
        at 1.00 scroll 0 -120              # drag by dx dy points
        at 1.20 rotate landscape           # or portrait
        at 1.40 hardware-keyboard on       # on | off
        at 1.50 predictive off             # on | off
        at 1.60 accessory on               # on | off
        at 2.00 dismiss
        capture 0.00 0.05 0.10 as show     # names show-0.00, show-0.05, show-0.10
        capture 0.0..0.5 every 0.05 as hide
        end 3.0
        """

    @Test func parsesTheDesignExample() throws {
        let scenario = try ScenarioParser.parse(design, file: "Scenarios/example.scenario")
        #expect(scenario.name == "example")
        #expect(scenario.deviceID == "iphone-15" && scenario.orientation == .portrait)
        #expect(scenario.formPath == "Assets/Forms/profile.json")
        #expect(scenario.fps == 60 && scenario.end == 3)
        #expect(
            scenario.events.map(\.action) == [
                .focusField("videogames"), .type("Zelda"), .key(.tab), .scroll(dx: 0, dy: -120), .rotate(.landscape),
                .hardwareKeyboard(true), .predictiveBar(false), .accessoryBar(true), .dismiss,
            ])
        #expect(
            scenario.captures.filter { $0.sequence == "show" }.map(\.name) == ["show-0.00", "show-0.05", "show-0.10"])
        #expect(scenario.captures.filter { $0.sequence == "hide" }.count == 11)
        #expect(scenario.captures.contains { $0.name == "hide-0.50" })
        #expect(scenario.sequences == ["show", "hide"])
    }

    @Test func tapAtPointAndEscapesInText() throws {
        let scenario = try ScenarioParser.parse(
            "at 0 tap 120.5 300\nat 0.1 type \"a \\\"b\\\"\\n\"\nend 1", file: "x.scenario")
        #expect(scenario.events.map(\.action) == [.tap(Point(x: 120.5, y: 300)), .type("a \"b\"\n")])
    }

    @Test(arguments: [
        ("at 0 jump", "x.scenario:1:6: unknown command \"jump\""),
        ("at 0 tpa field city\nend 1", "x.scenario:1:6: unknown command \"tpa\"; did you mean \"tap\"?"),
        ("captre 0.1 as a\nend 1", "x.scenario:1:1: unknown command \"captre\"; did you mean \"capture\"?"),
        ("at 0 key tba\nend 1", "x.scenario:1:10: unknown key \"tba\"; did you mean \"tab\"?"),
        (
            "strategy keyboardlb\nend 1",
            "x.scenario:1:10: unknown strategy \"keyboardlb\"; did you mean \"keyboardlab\"?"
        ),
        (
            "fly 3",
            "x.scenario:1:1: unknown command \"fly\"; expected device, strategy, dismiss-mode, appearance, text-size, keyboard, ios, android, target-sdk, edge-to-edge, navigation, quirks, presentation, form, fps, touches, outlines, screen, compare, at, capture, mask or end"
        ),
        (
            "androd 15\nend 1",
            "x.scenario:1:1: unknown command \"androd\"; did you mean \"android\"?; expected device, strategy, dismiss-mode, appearance, text-size, keyboard, ios, android, target-sdk, edge-to-edge, navigation, quirks, presentation, form, fps, touches, outlines, screen, compare, at, capture, mask or end"
        ),
        ("at soon tap field city\nend 1", "x.scenario:1:4: expected a time in seconds, found \"soon\""),
        ("at 1 dismiss\nat 0.5 dismiss\nend 2", "x.scenario:2:4: time 0.5 goes backwards; expected 1 or later"),
        ("capture 2 as late\nend 1", "x.scenario:1:9: capture at 2 s is after `end 1` (line 2)"),
        ("capture 0.1 as a\ncapture 0.1 as a\nend 1", "x.scenario:2:16: duplicate capture name \"a-0.10\""),
        ("fps 100000\nend 1", "x.scenario:1:5: 100000 is out of range; expected frames per second from 1 to 240"),
        ("end 99999", "x.scenario:1:5: 99999 is out of range; expected the end time in seconds from 0 to 600"),
        (
            "capture 0.1 as ../../x\nend 1",
            "x.scenario:1:16: capture name \"../../x\" may hold only letters, digits, - and _"
        ),
        ("at 0 type Zelda\nend 1", "x.scenario:1:11: expected a quoted text such as \"Zelda\", found Zelda"),
        ("at 0 type \"Zelda\nend 1", "x.scenario:1:11: unterminated quoted text"),
        ("at 0 key space\nend 1", "x.scenario:1:10: unknown key \"space\""),
        ("at 0 predictive maybe\nend 1", "x.scenario:1:17: expected on or off, found \"maybe\""),
        ("at 0 dismiss", "x.scenario:1:1: missing `end T`"),
        ("end 1\nat 0 dismiss", "x.scenario:2:1: nothing may follow `end`"),
        ("at 2 dismiss\nend 1", "x.scenario:1:4: command at 2 s is after `end 1`"),
        ("capture 0..1 every 0.0001 as many\nend 1", "x.scenario:1:20: 0.0001 is out of range"),
        ("device iphone-15 sideways\nend 1", "x.scenario:1:18: expected portrait or landscape, found \"sideways\""),
    ])
    func badScenariosNameFileLineColumnAndWhatWasExpected(text: String, expected: String) {
        #expect {
            try ScenarioParser.parse(text, file: "x.scenario")
        } throws: { error in
            let message = (error as? LabError)?.description ?? ""
            return message.hasPrefix(expected) && !message.contains("\n")
        }
    }

    @Test(arguments: [
        ("at 0 tap field zipcod\nend 1", "unknown field \"zipcod\"; did you mean \"zipCode\"?"),
        ("device iphone-51\nend 1", "unknown device \"iphone-51\"; did you mean \"iphone-15\"?"),
        ("at 0 device ipad-pro-12\nend 1", "unknown device \"ipad-pro-12\"; did you mean \"ipad-pro-11\"?"),
    ])
    func misspeltFieldsAndDevicesGetTheClosestName(text: String, expected: String) throws {
        let scenario = try ScenarioParser.parse(text, file: "x.scenario")
        let resources = try loadResources()
        #expect {
            try ScenarioRunner(scenario: scenario, resources: resources, readFile: readRepositoryFile)
        } throws: { error in "\(error)".contains(expected) }
    }

    @Test func unknownFieldsAndDevicesAreReportedAgainstTheAssets() throws {
        let resources = try loadResources()
        let field = try ScenarioParser.parse("at 0 tap field nickname\nend 1", file: "x.scenario")
        #expect {
            try ScenarioRunner(scenario: field, resources: resources, readFile: readRepositoryFile)
        } throws: { error in
            (error as? LabError)?.description.hasPrefix(
                "x.scenario:1:1: unknown field \"nickname\"; expected one of address, city") == true
        }
        let device = try ScenarioParser.parse("fps 30\ndevice nokia-3310\nend 1", file: "x.scenario")
        #expect {
            try ScenarioRunner(scenario: device, resources: resources, readFile: readRepositoryFile)
        } throws: { error in
            (error as? LabError)?.description
                == "x.scenario:2:1: unknown device \"nokia-3310\"; expected one of "
                + resources.devices.map(\.id).joined(separator: ", ")
        }
        let form = try ScenarioParser.parse("form nowhere.json\nend 1", file: "x.scenario")
        #expect {
            try ScenarioRunner(scenario: form, resources: resources, readFile: readRepositoryFile)
        } throws: { error in
            (error as? LabError)?.description
                == "nowhere.json: cannot read the file (no such file) (the form of x.scenario:1)"
        }
    }

    @Test func runnerAppliesCommandsAtExactInstantsAndCapturesArePathIndependent() throws {
        let resources = try loadResources()
        func captures(fps: Int) throws -> [String: DrawList] {
            let text =
                "fps \(fps)\nat 0.013 tap field books\nat 0.21 key tab\nat 0.37 dismiss\ncapture 0.1 0.3 0.45 as c\nend 0.6"
            let runner = try ScenarioRunner(
                scenario: try ScenarioParser.parse(text, file: "p.scenario"), resources: resources,
                readFile: readRepositoryFile)
            var out: [String: DrawList] = [:]
            var frames = 0
            runner.run(measurer: measurer) { state, step in
                switch step {
                case .frame: frames += 1
                case .capture(let capture):
                    out[capture.name] = PhoneView.draw(state, context: ViewContext(measurer: measurer, isCapture: true))
                }
            }
            #expect(frames == Int((0.6 * Double(fps)).rounded(.down)) + 1)
            return out
        }
        let slow = try captures(fps: 7)
        let fast = try captures(fps: 240)
        #expect(slow.keys.sorted() == ["c-0.10", "c-0.30", "c-0.45"])
        #expect(slow == fast)
    }

    @Test func everyShippedScenarioParsesAndRuns() throws {
        let resources = try loadResources()
        let folder = assetsFolder.appending(path: "Scenarios")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            $0.hasSuffix(".scenario")
        }
        #expect(names.count >= 12)
        for name in names {
            let scenario = try FileInput.scenario(folder.appending(path: name))
            let runner = try ScenarioRunner(
                scenario: scenario, resources: resources, readPictures: readRepositoryPictures,
                readFile: readRepositoryFile)
            #expect(!scenario.captures.isEmpty, "\(name) captures something")
            var count = 0
            runner.run(measurer: measurer, framesEnabled: false) { _, _ in count += 1 }
            #expect(count == scenario.captures.count)
        }
    }
}

@Suite struct GestureScenarioTests {
    @Test func aDragBecomesPointerEventsAtTheFrameStepAndStaysInTimeOrder() throws {
        let text = "fps 10\ndismiss-mode on-drag\nat 1 drag 0 0 to 0 100 to 100 100 over 0.4\nat 1.2 key tab\nend 2"
        let scenario = try ScenarioParser.parse(text, file: "d.scenario")
        #expect(scenario.settings[ConditionKeys.dismissMode] == .onDrag)
        let actions = scenario.events.map(\.action)
        #expect(actions.first == .pointerDown(Point(x: 0, y: 0)))
        #expect(actions.last == .pointerUp(Point(x: 100, y: 100)))
        #expect(actions.contains(.pointerMoved(Point(x: 0, y: 50))), "a quarter of 200 pt at 1.1 s")
        let moves = actions.compactMap { action -> Point? in
            if case .pointerMoved(let point) = action { return point }
            return nil
        }
        #expect(moves.contains { abs($0.x - 50) < 1e-9 && $0.y == 100 }, "three quarters at 1.3 s")
        let times = scenario.events.map(\.time.seconds)
        #expect(times == times.sorted())
        #expect(scenario.events.first { $0.action == .key(.tab) }?.time.seconds == 1.2)
    }

    @Test(arguments: [
        ("at 0 drag 1 2 over 1\nend 2", "x.scenario:1:15: expected `to`, found \"over\""),
        ("at 0 drag 1 2 to 3 4\nend 2", "x.scenario:1:22: expected `to X Y` or `over D`"),
        (
            "fps 10\nat 0 drag 1 2 to 3 4 over 0.05\nend 2",
            "x.scenario:2:1: the drag lasts 0.05 s; expected at least one frame"
        ),
        ("at 1.5 drag 1 2 to 3 4 over 1\nend 2", "x.scenario:1:4: the drag ends at 2.5 s, after `end 2`"),
        (
            "dismiss-mode sometimes\nend 1",
            "x.scenario:1:14: expected none, on-drag or interactive, found \"sometimes\""
        ),
        ("at 0 dismiss-mode\nend 1", "x.scenario:1:19: expected none, on-drag or interactive"),
    ])
    func badDragsAndModesNameTheLineAndWhatWasExpected(text: String, expected: String) {
        #expect {
            try ScenarioParser.parse(text, file: "x.scenario")
        } throws: { error in
            let message = (error as? LabError)?.description ?? ""
            return message.hasPrefix(expected) && !message.contains("\n")
        }
    }

    /// A misspelt sub-keyword gets "did you mean", not a complaint about the argument it was taken for.
    @Test(arguments: [
        ("at 0 tap feild city\nend 1", "x.scenario:1:10: unknown tap target \"feild\"; did you mean \"field\"?"),
        ("at 0 tap serach\nend 1", "x.scenario:1:10: unknown tap target \"serach\"; did you mean \"search\"?"),
        ("at 0 tap bra\nend 1", "x.scenario:1:10: unknown tap target \"bra\"; did you mean \"bar\"?"),
        ("at 0 drag 1 2 ot 3 4 over 1\nend 2", "x.scenario:1:15: expected `to`, found \"ot\"; did you mean \"to\"?"),
        (
            "at 0 drag 1 2 to 3 4 ovr 1\nend 2",
            "x.scenario:1:22: expected `to` or `over`, found \"ovr\"; did you mean \"over\"?"
        ),
        ("capture 0.1 0.2 ass a\nend 1", "x.scenario:1:17: unknown word \"ass\"; did you mean \"as\"?"),
        ("capture 0..1 evry 0.1 as a\nend 1", "x.scenario:1:14: unknown word \"evry\"; did you mean \"every\"?"),
        ("at 0 predictive offf\nend 1", "x.scenario:1:17: expected on or off, found \"offf\"; did you mean \"off\"?"),
        (
            "at 0 rotate landscpe\nend 1",
            "x.scenario:1:13: expected portrait or landscape, found \"landscpe\"; did you mean \"landscape\"?"
        ),
    ])
    func misspeltSubKeywordsSuggestTheKeyword(text: String, expected: String) {
        #expect {
            try ScenarioParser.parse(text, file: "x.scenario")
        } throws: { error in
            let message = (error as? LabError)?.description ?? ""
            return message == expected || (message.hasPrefix(expected) && !message.contains("\n"))
        }
    }
}
