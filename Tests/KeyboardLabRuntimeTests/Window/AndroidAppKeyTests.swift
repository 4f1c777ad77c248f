import Foundation
import KeyboardAvoidance
import KeyboardLabUI
import LabDrawing
import LabTestSupport
import Testing

@testable import KeyboardLabRuntime

/// The window's keys for the Android app's conditions (Ctrl+Shift+I the target SDK, Ctrl+E edge-to-edge): they step
/// an Android phone, alone or compared, the panel and the captions say so, the recorder writes them; an iPhone takes
/// none, and a window with no Android phone refuses them with a banner.
@Suite struct AndroidAppKeyTests {
    static let targetKey = PlatformEvent.keyDown(.other("I"), modifiers: [.control, .shift])
    static let edgeKey = PlatformEvent.keyDown(.other("E"), modifiers: .control)

    /// A single-phone window on `device` with `script`'s events, recording; the lab as it ended, the recording and
    /// the last frame's draw lists.
    func runSingle(_ device: String, script: [Int: [PlatformEvent]]) throws -> (AppState, String, [DrawList]) {
        let folder = try TestPaths.temporaryFolder("keyboard-lab-android-app-keys")
        defer { try? FileManager.default.removeItem(at: folder) }
        let host = InProcessWindowHost()
        host.script = script
        let resources = try resources()
        let path = folder.appending(path: "talk.scenario").path
        let loop = try FrameLoop(
            host: host, resources: resources, screen: Screen(form: resources.sampleForm), device: device,
            orientation: .portrait, scale: 1, settings: ConditionOverrides(), valuesPath: nil, tracePath: nil,
            screenshotFolder: folder.appending(path: "shots").path, record: (path, nil, nil), environment: .none)
        try loop.run(exitAfter: 12.0 / 60)
        return (loop.runtime.state, try String(contentsOfFile: path, encoding: .utf8), host.lastRender.map(\.list))
    }

    @Test func theKeysStepAPixelsTargetAndEdgeToEdgeAndTheRecorderWritesThem() throws {
        let (state, recorded, lists) = try runSingle(
            "pixel-8", script: [3: [Self.targetKey], 5: [Self.edgeKey], 7: [Self.edgeKey]])
        let phone = state.phone
        // 36 is the default, and the next of 34, 35, 36 is 34; auto → on → off.
        #expect(phone.text(ConditionKeys.targetSDK) == "34")
        #expect(phone.text(ConditionKeys.edgeToEdge) == "off")
        #expect(phone.conditions.androidWindow?.edgeToEdge == false, "target 34 on Android 16, opted out: resized")
        for line in ["target-sdk 34", "edge-to-edge on", "edge-to-edge off"] {
            #expect(recorded.contains(line), "\(line) in \(recorded)")
        }
        #expect(recorded.split(separator: "\n").contains { $0.hasPrefix("at ") && $0.hasSuffix(" target-sdk 34") })
        // The panel's app row names both and the keys.
        let texts = lists.flatMap(\.textRuns).map(\.text)
        #expect(texts.contains { $0.contains("target 34 · edge-to-edge off") }, "\(texts)")
        // The recording replays to the same conditions.
        var replayed: AppState?
        try ScenarioPlayback(runner: try runner(recorded), measurer: fixedMeasurer, visitsFrames: true).playStates {
            _, _, state in replayed = state
        }
        let replay = try #require(replayed)
        #expect(
            replay.phone.text(ConditionKeys.targetSDK) == "34" && replay.phone.text(ConditionKeys.edgeToEdge) == "off")
    }

    @Test func anIPhoneAloneRefusesThemWithABannerAndRecordsNothing() throws {
        let (state, recorded, lists) = try runSingle("iphone-15", script: [3: [Self.edgeKey], 5: [Self.targetKey]])
        #expect(state.phone.text(ConditionKeys.edgeToEdge) == "auto")
        #expect(state.phone.text(ConditionKeys.targetSDK) == "36")
        #expect(!recorded.contains("edge-to-edge") && !recorded.contains("target-sdk"), "\(recorded)")
        let texts = lists.flatMap(\.textRuns).map(\.text).joined(separator: "\n")
        #expect(texts.contains("Not done"), "the banner's title")
        #expect(texts.contains("target-sdk") && texts.contains("no effect on an iPhone"), "\(texts)")
    }

    @Test func aMixedCompareStepsOnlyThePixelAndItsCaption() throws {
        let (state, recorded, _) = try runCompareWindow(
            "device=iphone-15,device=pixel-8", script: [3: [Self.edgeKey], 5: [Self.targetKey]], record: true)
        let text = try #require(recorded)
        #expect(state.phones[0].text(ConditionKeys.edgeToEdge) == "auto", "the iPhone takes none")
        #expect(state.phones[0].text(ConditionKeys.targetSDK) == "36")
        #expect(state.phones[1].text(ConditionKeys.edgeToEdge) == "on")
        #expect(state.phones[1].text(ConditionKeys.targetSDK) == "34")
        let edge = ConditionKeys.edgeToEdge.erased.captionWord("on")
        let target = ConditionKeys.targetSDK.erased.captionWord("34")
        #expect(!state.captions[0].contains(edge) && !state.captions[0].contains(target), "\(state.captions)")
        #expect(state.captions[1].contains(edge) && state.captions[1].contains(target), "\(state.captions)")
        #expect(text.contains("phone 2 edge-to-edge on") && text.contains("phone 2 target-sdk 34"), "\(text)")
        #expect(!text.contains("phone 1 edge-to-edge") && !text.contains("phone 1 target-sdk"), "\(text)")
    }

    @Test func twoIPhonesComparedRefuseThem() throws {
        let (state, recorded, _) = try runCompareWindow(
            "appearance=light,appearance=dark", script: [3: [Self.edgeKey]], record: true)
        #expect(state.phones.allSatisfy { $0.text(ConditionKeys.edgeToEdge) == "auto" })
        #expect(!(recorded ?? "").contains("edge-to-edge"))
    }
}
