import KeyboardAvoidance
import KeyboardLabUI
import LabDrawing
import Testing

@testable import KeyboardLabRuntime

extension KeyBinding: CustomTestStringConvertible {
    /// The keys as a person presses them: "Ctrl+Shift+other(\"T\")".
    public var testDescription: String {
        let held = [(KeyModifiers.control, "Ctrl+"), (.shift, "Shift+"), (.alt, "Alt+"), (.command, "Cmd+")]
        return held.filter { modifiers.contains($0.0) }.map(\.1).joined() + "\(key)"
    }
}

/// The window's keys, every one of ``WindowKeys/bindings``, pressed in an in-process window: each changes what the
/// window shows or does, and the help card lists exactly the table.
@Suite struct WindowKeyTests {
    /// The devices and focused fields a key is tried with until it does something: some keys act on an iPad (the
    /// floating keyboard), an Android device (its navigation) or in a multi-line field (Shift+Return) alone, or not
    /// in the first field (Shift+Tab).
    static let setups = [("iphone-15", false), ("ipad-pro-11", false), ("pixel-8", false), ("iphone-15", true)]

    @Test(arguments: WindowKeys.bindings)
    func everyKeyChangesWhatTheWindowShowsOrDoes(binding: KeyBinding) throws {
        // A key that acts only while the lab is paused is pressed after the table's pause key.
        let pause = try #require(WindowKeys.bindings.first { $0.command == .send(.pause(nil)) })
        let before: [Int: [PlatformEvent]] = binding.command == .stepFrame ? [4: [press(pause)]] : [:]
        var triedOn: [String] = []
        for (device, multiline) in Self.setups {
            let without = try runWindow(device: device, multiline: multiline, script: before)
            let with = try runWindow(
                device: device, multiline: multiline, script: before.merging([6: [press(binding)]]) { $0 + $1 })
            if with != without { return }
            triedOn.append(device + (multiline ? " (multi-line field)" : ""))
        }
        Issue.record("\(binding.testDescription) changed nothing on \(triedOn.joined(separator: ", "))")
    }

    @Test func aKeyIsFoundWithMoreModifiersHeldThanItNeeds() {
        for binding in WindowKeys.bindings {
            #expect(
                WindowKeys.binding(for: binding.key, held: binding.modifiers) == binding, "\(binding.testDescription)")
            // No binding needs Alt: holding it too changes nothing.
            let held = binding.modifiers.union(.alt)
            #expect(WindowKeys.binding(for: binding.key, held: held) == binding, "\(binding.testDescription) with Alt")
        }
        let letters = WindowKeys.bindings.filter { if case .other = $0.key { true } else { false } }
        for binding in letters {
            guard case .other(let name) = binding.key else { continue }
            #expect(
                WindowKeys.binding(for: .other(name.lowercased()), held: binding.modifiers) == binding,
                "a letter's name in either case")
            #expect(WindowKeys.binding(for: binding.key, held: []) == nil, "\(name) alone is typed, not a command")
        }
    }

    @Test func noTwoBindingsShareAKeyAndModifiers() {
        let presses = WindowKeys.bindings.map { "\($0.testDescription)".lowercased() }
        #expect(Set(presses).count == presses.count, "\(presses)")
    }

    /// F1 shows the card: below its title, each function key and what it does, then every other line of the table
    /// once, in order, and nothing else.
    @Test func theHelpCardListsExactlyTheTable() throws {
        // Characters narrow enough that no line wraps.
        let shown = try runWindow(
            script: [1: [press(try #require(WindowKeys.binding(for: .f1, held: [])))]],
            measurer: FixedWidthTextMeasurer(advanceRatio: 0.05))
        let panel = try #require(shown.lists.first { $0.textRuns.contains { $0.text == "Function keys" } })
        let runs = panel.textRuns.map(\.text)
        let card = runs.drop { $0 != "Function keys" }.dropFirst()
        let expected = WindowKeys.functionKeyHelp.flatMap { [$0.key, $0.help] } + WindowKeys.helpLines
        #expect(Array(card) == expected)
        let listed = Set(WindowKeys.bindings.compactMap(\.help))
        #expect(listed.allSatisfy { card.contains($0) }, "every key with a help line is on the card")
    }
}
