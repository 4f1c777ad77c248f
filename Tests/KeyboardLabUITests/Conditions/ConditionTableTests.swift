import Foundation
import KeyboardAvoidance
import Testing

@testable import KeyboardLabUI

/// The condition table: every key and every value it lists goes through every surface that reads the table and
/// comes back as written.
struct ConditionTableTests {
    /// A phone that can float its keyboard, so every condition takes effect.
    static let device = "ipad-pro-11"

    /// Every settable key with its values as typed (device ids from the assets; quirk lists besides single names).
    func samples(_ resources: LabResources) -> [(key: AnyConditionKey, value: String)] {
        ConditionKeys.settable.flatMap { key in
            var values = key.values(resources: resources)
            if key.name == "quirks" { values += ["late-did,hidden-height-44", "dropped-quick-toggle,late-did"] }
            return values.map { (key, $0) }
        }
    }

    /// `value` as the table prints it.
    func canonical(_ key: AnyConditionKey, _ value: String) throws -> String {
        var settings = ConditionOverrides()
        #expect(key.set(value, in: &settings) == nil, "\(key.name) \(value)")
        return try #require(key.text(of: settings))
    }

    @Test func theTableListsEveryKeyOnceInTheSpecOrder() {
        #expect(
            ConditionKeys.names == [
                "device", "orientation", "strategy", "dismiss-mode", "appearance", "text-size", "keyboard", "ios",
                "android", "target-sdk", "edge-to-edge", "navigation", "quirks", "presentation",
            ])
        #expect(ConditionKeys.all.filter(\.isDerived).map(\.name) == ["platform"])
        #expect(PhoneSpec.keys == ConditionKeys.names + ["screen", "label"])
        // Every key with a timed verb is a timed command, and no timed command is a condition known by hand.
        let verbs = ScenarioParser.commands.map(\.verb)
        for key in ConditionKeys.settable {
            if let verb = key.verb { #expect(verbs.filter { $0 == verb }.count == 1, "\(verb)") }
        }
        for key in ConditionKeys.all { #expect(!key.help.isEmpty && !key.help.contains("\n"), "\(key.name)") }
    }

    @Test func everyValueRoundTripsThroughTheHeaderAndTheTimedCommand() throws {
        let resources = try loadResources()
        for (key, value) in samples(resources) {
            let text = try canonical(key, value)
            let header =
                switch key.name {
                case "device": "device \(text)"
                case "orientation": "device iphone-15 \(text)"
                default: "\(key.name) \(text)"
                }
            let scenario = try ScenarioParser.parse("\(header)\nend 1\n", file: "t.scenario")
            var read = scenario.settings
            read[ConditionKeys.device] = scenario.deviceID
            read[ConditionKeys.orientation] = scenario.orientation
            #expect(key.text(of: read) == text, "header \(header)")
            guard let verb = key.verb else { continue }
            let timed = try ScenarioParser.parse("at 0.5 \(verb) \(text)\nend 1\n", file: "t.scenario")
            // A strategy switches on a device of its own platform.
            let android = key.name == "strategy" && AvoidanceStrategies.platforms(of: text) == [.android]
            var lab = try Lab(
                device: android ? "pixel-8" : Self.device, settings: ConditionOverrides(keyboardMode: .docked))
            for event in timed.events { lab.send(event.action, after: event.time.seconds - lab.time) }
            #expect(key.text(of: lab.state.settings) == text, "at 0.5 \(verb) \(text)")
        }
    }

    @Test func everyValueRoundTripsThroughSpecsAndTheMatrixFolders() throws {
        let resources = try loadResources()
        for (key, value) in samples(resources) {
            let text = try canonical(key, value)
            let specValue = text.replacing(" ", with: "/").replacing(",", with: "/")
            let spec = try PhoneSpec.parse("\(key.name)=\(specValue)", resources: resources)
            #expect(key.text(of: spec.settings) == text, "spec \(key.name)=\(specValue)")
            let combination = Combination([.init(key: key.name, value: specValue)])
            let again = try PhoneSpec.parse(combination.spec, resources: resources, option: "vary")
            #expect(again.settings == spec.settings, "--vary \(combination.spec)")
            #expect(combination.name.hasPrefix("\(key.name)-"))
        }
    }

    @Test func everyValueRoundTripsThroughTheRecorderAndTheTrace() throws {
        let resources = try loadResources()
        for (key, value) in samples(resources) {
            let text = try canonical(key, value)
            var settings = ConditionOverrides()
            _ = key.set(text, in: &settings)
            // A strategy runs on a device of its own platform.
            let android = settings[ConditionKeys.strategy].map(AvoidanceStrategies.platforms(of:)) == [.android]
            let lab = try Lab(
                device: settings[ConditionKeys.device] ?? (android ? "pixel-8" : Self.device),
                orientation: settings[ConditionKeys.orientation] ?? .portrait, settings: settings)
            // The recorder writes the header a replay reads back to the same conditions.
            let recorded = ScenarioRecorder(phone: lab.state, source: nil).text(endingAt: Instant(seconds: 1))
            let replay = try ScenarioParser.parse(recorded, file: "r.scenario")
            // A new phone's conditions (the table's standard values), which the header leaves out.
            let read = ConditionKeys.standardSettings.overriding(
                with: ConditionOverrides(deviceID: replay.deviceID, orientation: replay.orientation)
            ).overriding(with: replay.settings)
            #expect(key.text(of: read) == text, "recorded \(key.name) \(text):\n\(recorded)")
            // The trace's layout line carries the condition as the phone shows it.
            guard let traceKey = key.traceKey else { continue }
            let line = TraceWriter(scale: 1, screenOrigin: .zero).layoutLine(lab.state)
            let object = try #require(
                try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            let shown = try #require(object[traceKey], "\(traceKey) in \(line)")
            if key.name == "quirks" {
                let names = text == "none" ? [] : text.split(separator: ",").map(String.init)
                #expect(shown as? [String] == names, "\(traceKey): \(line)")
            } else {
                #expect(shown as? String == text, "\(traceKey): \(line)")
            }
        }
    }

    /// The platform follows the device: the trace's layout line carries it, and every surface that sets conditions
    /// refuses it in one line.
    @Test func thePlatformFollowsTheDeviceOnEverySurface() throws {
        let resources = try loadResources()
        let lab = try Lab(device: "iphone-15")
        let line = TraceWriter(scale: 1, screenOrigin: .zero).layoutLine(lab.state)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(object["platform"] as? String == "ios")
        #expect(ConditionKeys.platform.erased.text(of: lab.state.settings) == "ios")
        #expect(throws: LabError.self) { try ScenarioParser.parse("platform android\nend 1", file: "p.scenario") }
        #expect(throws: LabError.self) { try PhoneSpec.parse("platform=android", resources: resources) }
        let recorded = ScenarioRecorder(phone: lab.state, source: nil).text(endingAt: Instant(seconds: 1))
        #expect(!recorded.contains("platform"))
    }

    /// Android's conditions set on an iPhone are not a silent no-op: the panel says they take no effect there.
    @Test func androidConditionsOnAnIPhoneAreNamedAsTakingNoEffect() throws {
        let plain = try Lab(device: "iphone-15")
        #expect(!OverlayView.panelLines(plain.state).contains { $0.0 == "android" })
        let set = try Lab(device: "iphone-15", settings: ConditionOverrides(android: .android15, navigation: .buttons))
        let line = OverlayView.panelLines(set.state).first { $0.0 == "android" }
        #expect(line?.1 == "15 · buttons (no effect on iOS)")
        let app = try Lab(
            device: "iphone-15", settings: ConditionOverrides(targetSDK: .api35, edgeToEdge: .off))
        let appLine = OverlayView.panelLines(app.state).first { $0.0 == "android" }
        #expect(appLine?.1 == "16 · target 35 · edge-to-edge off · gesture (no effect on iOS)")
    }

    @Test func badValuesKeepTheirMessagesOnEverySurface() throws {
        let resources = try loadResources()
        #expect(throws: LabError.self) { try ScenarioParser.parse("appearance dusk\nend 1", file: "x.scenario") }
        do {
            _ = try ScenarioParser.parse("text-size huge\nend 1", file: "x.scenario")
            Issue.record("parsed a bad text size")
        } catch {
            #expect(
                error.description
                    == "x.scenario:1:11: expected xs, s, m, l, xl, xxl, xxxl, ax1, ax2, ax3, ax4 or ax5, found \"huge\""
            )
        }
        do {
            _ = try PhoneSpec.parse("text-size=xxxxl", resources: resources)
            Issue.record("parsed a bad text size")
        } catch {
            // The library names the option; the command line words it as its flag.
            #expect(error.place == .option("compare", "text-size=xxxxl"))
            #expect(
                error.worded { "--\($0)" }
                    == "--compare text-size=xxxxl: unknown value \"xxxxl\"; did you mean \"xxxl\"?; expected xs, s, m, l, "
                    + "xl, xxl, xxxl, ax1, ax2, ax3, ax4 or ax5")
        }
        let strategy = ConditionKeys.strategy.parse("keyboardlabb")
        #expect(throws: ConditionProblem.self) { try strategy.get() }
        if case .failure(let problem) = strategy {
            #expect(problem.flagText.hasPrefix("unknown strategy; did you mean \"keyboardlab\"?; expected one of "))
            #expect(problem.description.hasPrefix("unknown strategy \"keyboardlabb\"; did you mean \"keyboardlab\"?"))
        }
    }

    /// The table's standard values are a new phone's, on each platform (so the recorder, which leaves them out of a
    /// header, loses nothing), and a key of one platform is listed as taking no effect on the other.
    @Test func theTableKnowsANewPhonesValuesAndEachKeysPlatform() throws {
        let standard = ConditionKeys.standardSettings
        var checked = 0
        for device in ["iphone-15", "pixel-8"] {
            let lab = try Lab(device: device)
            for key in ConditionKeys.settable {
                guard let value = key.text(of: standard) else { continue }
                #expect(key.text(of: lab.state.settings) == value, "\(device): \(key.name)")
                checked += 1
            }
        }
        #expect(checked >= 16)
        #expect(
            ConditionKeys.otherPlatformKeys(than: .ios).map(\.name) == [
                "android", "target-sdk", "edge-to-edge", "navigation",
            ])
        #expect(ConditionKeys.otherPlatformKeys(than: .android).map(\.name) == ["ios", "quirks"])
    }

    /// Every settable key but the orientation (written on the device's line) starts a scenario line, so a misspelt
    /// one is offered ("did you mean android").
    @Test func everySettableKeyIsAHeaderWord() throws {
        for key in ConditionKeys.settable where key.name != ConditionKeys.orientation.name {
            #expect(ScenarioParser.headers.contains(key.name), "\(key.name)")
            let misspelt = String(key.name.dropLast())
            #expect(throws: LabError.self) { try ScenarioParser.parse("\(misspelt) x\nend 1", file: "x.scenario") }
            do {
                _ = try ScenarioParser.parse("\(misspelt) x\nend 1", file: "x.scenario")
            } catch {
                #expect(error.description.contains("did you mean \"\(key.name)\"?"), "\(error.description)")
            }
        }
    }

    /// The window's keys step each key the table steps: the value after a new phone's, applied as a condition.
    @Test func everySteppedKeyMovesOnThroughOneAction() throws {
        var stepped = 0
        for key in ConditionKeys.settable {
            var lab = try Lab(device: "ipad-pro-11")
            guard let next = key.next(of: lab.state) else { continue }
            let before = key.text(of: lab.state.settings)
            lab.send(.nextCondition(key.name))
            #expect(key.text(of: lab.state.settings) == key.text(of: next), "\(key.name)")
            #expect(key.text(of: lab.state.settings) != before, "\(key.name)")
            stepped += 1
        }
        #expect(stepped >= 10)
    }

    /// The app's target and its edge-to-edge choice are refused in one line when misspelt, and on an iPhone in a
    /// compare, as every Android key is.
    @Test func targetAndEdgeToEdgeAreRefusedInOneLine() throws {
        let resources = try loadResources()
        do {
            _ = try ScenarioParser.parse("target-sdk 33\nend 1", file: "x.scenario")
            Issue.record("parsed target-sdk 33")
        } catch {
            #expect(error.description == "x.scenario:1:12: expected 34, 35 or 36, found \"33\"; did you mean \"34\"?")
        }
        do {
            _ = try ScenarioParser.parse("edge-to-edge maybe\nend 1", file: "x.scenario")
            Issue.record("parsed edge-to-edge maybe")
        } catch {
            #expect(error.description == "x.scenario:1:14: expected auto, on or off, found \"maybe\"")
        }
        let specs = try PhoneSpec.parseList("target-sdk=35,edge-to-edge=on", resources: resources)
        #expect {
            try PhoneSpec.checkPlatforms(specs, base: ConditionOverrides(), device: "iphone-15", resources: resources)
        } throws: { error in
            "\(error)".contains("target-sdk 35 is Android's and takes no effect on iphone-15")
        }
    }
}
