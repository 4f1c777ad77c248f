import Foundation
import KeyboardAvoidance
import KeyboardLabUI
import LabImages
import Testing

@testable import KeyboardLabRuntime

/// A compared phone without `label=` is captioned by what sets it apart from the others, in words a room reads:
/// the values that differ, a screen by its file's name without folders, never the spec as written.
@Suite struct CompareCaptionTests {
    /// The labels over the phones of the shipped scenario `name`'s first capture.
    func captureLabels(_ name: String) throws -> [String] {
        let file = assetsFolder.appending(path: "Scenarios/\(name).scenario").path
        let playing = try runner(String(contentsOfFile: file, encoding: .utf8), file: file)
        let headless = try HeadlessCanvas(resources: resources(), scale: 1)
        var labels: [String]?
        try ScenarioPlayback(runner: playing, measurer: headless.measurer).playAll { stop, frame, phones in
            guard case .capture = stop, labels == nil else { return }
            labels = try CaptureShot(frame: frame, phones: phones, runner: playing, headless: headless).labels
        }
        return try #require(labels)
    }

    @Test func aCaptureNamesTheScreensByTheirFilesWithoutFolders() throws {
        #expect(try captureLabels("rn-header-offset") == ["signup-sticky", "signup-sticky-rn-offset"])
        #expect(
            try captureLabels("rn-keyboard-controller-offset") == ["signup-sticky", "signup-sticky-header-offset"])
        // The same screen on both sides: only what differs names them.
        #expect(try captureLabels("rn-android-late") == ["rn-padding", "rn-keyboard-controller"])
        // Every letter of a caption is drawn with its own glyph, none as "?".
        let unknown = BitmapFont.glyph(for: "?")
        for label in try captureLabels("rn-android-late") {
            #expect(label.allSatisfy { BitmapFont.glyph(for: $0) != unknown }, "\(label)")
        }
    }

    @Test func aCaptureNamesOnlyTheValuesThatDiffer() throws {
        #expect(try captureLabels("android-adjust-resize-14-vs-15") == ["Android 14", "Android 15"])
        let sheet = try captureLabels("android-material-sheet")
        #expect(sheet == ["navigation gesture", "dark · navigation buttons"], "\(sheet)")
        #expect(
            try captureLabels("flutter-beside-native") == [
                "iphone-15 · flutter", "iphone-15 · swiftui", "pixel-8 · flutter", "pixel-8 · insets",
            ])
    }

    @Test func theWindowCaptionsThePhonesAsTheCapturesDo() throws {
        let resources = try resources()
        let specs = try PhoneSpec.parseList(
            "strategy=rn-padding+screen=../Screens/signup-sticky-rn-offset.json,strategy=rn-keyboard-controller,"
                + "strategy=rn-padding+label=RN padding",
            resources: resources)
        let opening = WindowOpening(
            resources: resources, screen: Screen(form: resources.sampleForm), device: "iphone-15",
            orientation: .portrait, settings: ConditionOverrides(), specs: specs, presenter: true)
        let captions = opening.state(measurer: fixedMeasurer, readout: ReadoutView.lineCapacity).captions
        #expect(
            captions == ["rn-padding · signup-sticky-rn-offset", "rn-keyboard-controller · Profile", "RN padding"],
            "a label= wins")
        #expect(captions.allSatisfy { !$0.contains("=") && !$0.contains("/") }, "\(captions)")
    }
}
