import Foundation
import KeyboardAvoidance
import KeyboardLabUI
import LabDrawing
import LabTestSupport
import Testing

@testable import KeyboardLabRuntime

/// A compare window of `specs` over the sample form in an in-process host, `script`'s events at their frames, for
/// `frames` frames on a `display` (the host's own by default); with `record`, recording to that file. Returns the lab
/// as it ended, the recorded scenario, and the scale the window was drawn at then.
func runCompareWindow(
    _ specs: String, device: String = "iphone-15", script: [Int: [PlatformEvent]], frames: Int = 12,
    record: Bool = false, display: (width: Int, height: Int)? = nil
) throws -> (state: AppState, recorded: String?, scale: Double) {
    let folder = try TestPaths.temporaryFolder("keyboard-lab-compare-window")
    defer { try? FileManager.default.removeItem(at: folder) }
    let host = InProcessWindowHost()
    host.script = script
    if let display { host.displaySize = display }
    let resources = try resources()
    let path = folder.appending(path: "talk.scenario").path
    let loop = try FrameLoop(
        host: host, resources: resources, screen: Screen(form: resources.sampleForm), device: device,
        orientation: .portrait, scale: 1, settings: ConditionOverrides(),
        compare: try PhoneSpec.parseList(specs, resources: resources), valuesPath: nil, tracePath: nil,
        screenshotFolder: folder.appending(path: "shots").path,
        record: record ? (path, nil, specs) : nil, environment: .none)
    try loop.run(exitAfter: Double(frames) / 60)
    let recorded = record ? try String(contentsOfFile: path, encoding: .utf8) : nil
    return (loop.runtime.state, recorded, loop.scale)
}

/// What a compare window's condition keys do: each phone steps its own condition, the captions say what each
/// phone runs, and a recording replays each phone's change.
@Suite struct CompareWindowTests {
    static let control = KeyModifiers.control

    /// The condition keys of the window's table: those whose command sets or steps a condition.
    static var conditionKeys: [KeyBinding] {
        WindowKeys.bindings.filter {
            switch $0.command {
            case .send(let action): action.changesCondition
            case .smallerTextSize, .nextVersion, .nextNavigation, .nextAndroidApp: true
            default: false
            }
        }
    }

    @Test func ctrlIStepsTheIPhonesIOSAndThePixelsAndroidAndTheirCaptions() throws {
        let ctrlI = PlatformEvent.keyDown(.other("I"), modifiers: Self.control)
        let (state, _, _) = try runCompareWindow("device=iphone-15,device=pixel-8", script: [3: [ctrlI]])
        #expect(state.phones[0].text(ConditionKeys.ios) == "26", "the iPhone moves to iOS 26")
        #expect(state.phones[1].text(ConditionKeys.ios) == "18", "the Pixel does not")
        // The Pixel targets Android 16 unless told otherwise; the next of 14, 15, 16 is 14.
        #expect(state.phones[1].text(ConditionKeys.android) == "14", "the Pixel steps its Android version")
        #expect(state.captions == ["iphone-15 · iOS 26", "pixel-8 · Android 14"], "\(state.captions)")
    }

    @Test func android14Beside15StepsBothAndTheCaptionsFollow() throws {
        let ctrlI = PlatformEvent.keyDown(.other("I"), modifiers: Self.control)
        let (before, _, _) = try runCompareWindow("android=14,android=15", device: "pixel-8", script: [:])
        #expect(before.captions == ["Android 14", "Android 15"], "\(before.captions)")
        let (state, _, _) = try runCompareWindow("android=14,android=15", device: "pixel-8", script: [3: [ctrlI]])
        #expect(state.phones.map { $0.text(ConditionKeys.android) } == ["15", "16"])
        #expect(state.captions == ["Android 15", "Android 16"], "\(state.captions)")
    }

    /// Every condition key, pressed in an iPhone-beside-Pixel window and in an Android 14-beside-15 one: no part of
    /// a caption names a value its phone does not have.
    @Test(arguments: conditionKeys)
    func noConditionKeyLeavesACaptionWrong(binding: KeyBinding) throws {
        let resources = try resources()
        for (specs, device) in [("device=iphone-15,device=pixel-8", "iphone-15"), ("android=14,android=15", "pixel-8")]
        {
            let (state, _, _) = try runCompareWindow(specs, device: device, script: [3: [press(binding)]])
            for (phone, caption) in zip(state.phones, state.captions) {
                for part in caption.split(separator: " · ").map(String.init) {
                    for key in ConditionKeys.settable {
                        guard let value = key.values(resources: resources).first(where: { key.captionWord($0) == part })
                        else { continue }
                        #expect(
                            key.text(of: phone.settings) == value,
                            "\(binding.testDescription) in \(specs): \"\(caption)\" on a phone whose \(key.name) is \(key.text(of: phone.settings) ?? "unset")"
                        )
                    }
                }
            }
        }
    }

    @Test func f5InACompareRecordsEachPhonesDeviceAndTheReplayReproducesThem() throws {
        let (state, recorded, _) = try runCompareWindow(
            "device=iphone-15,device=pixel-8", script: [3: [.keyDown(.f5, modifiers: [])]], record: true)
        let text = try #require(recorded)
        let devices = state.phones.map(\.device.id)
        #expect(devices[0] != "iphone-15" && devices[1] != "pixel-8", "each phone moved on: \(devices)")
        #expect(text.contains("phone 1 device \(devices[0])"), "\(text)")
        #expect(text.contains("phone 2 device \(devices[1])"), "\(text)")
        #expect(text.contains("touches on"), "the window shows touches, and so does the replay: \(text)")
        var replayed: AppState?
        try ScenarioPlayback(runner: try runner(text), measurer: fixedMeasurer, visitsFrames: true).playStates {
            _, _, state in replayed = state
        }
        let replay = try #require(replayed)
        #expect(replay.phones.map(\.device.id) == devices)
        #expect(replay.captions == state.captions, "the replay's captions are the window's")
    }

    @Test func aKeyThatGivesEveryPhoneTheSameValueIsRecordedOnce() throws {
        let ctrlA = PlatformEvent.keyDown(.other("A"), modifiers: Self.control)
        let (state, recorded, _) = try runCompareWindow(
            "device=iphone-15,device=pixel-8", script: [3: [ctrlA]], record: true)
        let text = try #require(recorded)
        #expect(state.phones.allSatisfy { $0.text(ConditionKeys.appearance) == "dark" })
        #expect(text.contains("at 0 appearance dark") && !text.contains("phone 1"), "\(text)")
    }

    /// Ctrl+Shift+M in a compare window on a 1920 × 1080 display with the panel shown: the panel in 24-pixel type
    /// would not fit at any scale, so it gives way and the phones stay drawn at a readable scale.
    @Test func largerPresenterTypeNeverShrinksThePhonesToNothing() throws {
        let key = { (key: Key, held: KeyModifiers) in PlatformEvent.keyDown(key, modifiers: held) }
        let script: [Int: [PlatformEvent]] = [
            2: [key(.other("M"), Self.control)], 4: [key(.f2, [])], 6: [key(.other("M"), [.control, .shift])],
        ]
        let (state, _, scale) = try runCompareWindow(
            "device=iphone-15,device=pixel-8", script: script, display: (1920, 1080))
        #expect(state.presenterPixels == 24)
        #expect(scale >= 0.75, "drawn at \(scale)")
    }
}
