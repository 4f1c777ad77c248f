import Foundation
import KeyboardAvoidance
import KeyboardLabUI
import Testing

/// `keyboardVerticalOffset` per platform, `"header"`, header-less screens, and react-native-keyboard-controller's
/// view, which needs the offset as React Native's does.
@Suite struct FrameworkOffsetTests {
    private func screen(offset: String? = nil, navigationBar: String? = nil) throws -> Screen {
        let data = try Data(contentsOf: assetsFolder.appending(path: "Screens/signup-sticky.json"))
        var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        if let offset {
            object["keyboardVerticalOffset"] = try JSONSerialization.jsonObject(
                with: Data(offset.utf8), options: .fragmentsAllowed)
        }
        if let navigationBar {
            object["navigationBar"] = try JSONSerialization.jsonObject(
                with: Data(navigationBar.utf8), options: .fragmentsAllowed)
        }
        return try Screen.decode(JSONSerialization.data(withJSONObject: object), file: "s.json")
    }

    /// The sticky bar's gap above the keyboard and the problems, with `city` focused and the keyboard settled. An
    /// Android app here targets 34 and asks for edge-to-edge itself, so React Native's view sees the keyboard (at
    /// target 35 on Android 15 it would not: react-native#49759).
    private func settled(_ strategy: String, device: String = "iphone-15", screen: Screen) throws
        -> (gap: Double, problems: [String], state: Phone)
    {
        let settings = ConditionOverrides(strategy: strategy, targetSDK: .api34, edgeToEdge: .on)
        var lab = try Lab(device: device, screen: screen, settings: settings)
        lab.send(.focusField("city"))
        lab.settle()
        let bar = try #require(lab.state.presentedBottomBar)
        return (lab.state.presented.keyboardFrame.minY - bar.maxY, lab.state.problemLines, lab.state)
    }

    @Test func keyboardControllerIgnoresTheHeaderWithoutItsOffset() throws {
        for device in ["iphone-15", "pixel-8"] {
            let bug = try settled("rn-keyboard-controller", device: device, screen: screen())
            let header = bug.state.layoutScrollFrame.minY
            #expect(approx(bug.gap, -header, 1e-6), "\(device): lifted the header's height too little")
            #expect(bug.problems.contains { $0.hasSuffix("(keyboardVerticalOffset missing)") }, "\(device)")
            let fixed = try settled("rn-keyboard-controller", device: device, screen: screen(offset: "\"header\""))
            #expect(approx(fixed.gap, 0, 1e-6), "\(device)")
            #expect(!fixed.problems.contains { $0.contains("keyboardVerticalOffset") }, "\(device)")
        }
    }

    @Test func anOffsetPerPlatformFitsEachDevicesHeader() throws {
        let both = try screen(offset: #"{"ios": 103, "android": 114.3}"#)
        #expect(both.keyboardVerticalOffset == .perPlatform(ios: 103, android: 114.3))
        for device in ["iphone-15", "pixel-8"] {
            let lab = try settled("rn-padding", device: device, screen: both)
            #expect(approx(lab.gap, 0, 0.05), "\(device): gap \(lab.gap)")
            #expect(!lab.problems.contains { $0.contains("keyboardVerticalOffset") }, "\(device): \(lab.problems)")
        }
        // One number is right on one platform only.
        let ios = try settled("rn-padding", device: "pixel-8", screen: screen(offset: "103"))
        #expect(ios.problems.contains("covered by 11.3 dp (keyboardVerticalOffset missing)"), "\(ios.problems)")
    }

    @Test func aScreenWithNoHeaderNeedsNoOffset() throws {
        let bare = try screen(navigationBar: "false")
        #expect(!bare.hasNavigationBar)
        for device in ["iphone-15", "pixel-8"] {
            let lab = try settled("rn-padding", device: device, screen: bare)
            #expect(lab.state.barLayout.titleBarHeight == 0)
            #expect(approx(lab.state.layoutScrollFrame.minY, lab.state.safeArea.top, 1e-6))
            #expect(approx(lab.gap, 0, 1e-6), "\(device): gap \(lab.gap)")
            #expect(!lab.problems.contains { $0.contains("keyboardVerticalOffset") }, "\(device): \(lab.problems)")
        }
    }

    @Test func anOffsetForAnUnknownPlatformNamesTheFileAndTheKey() throws {
        let text = #"{"keyboardVerticalOffset": {"ios": 103, "web": 64}, "content": {"kind": "form", "sections": []}}"#
        #expect {
            try Screen.decode(Data(text.utf8), file: "s.json")
        } throws: { error in
            let line = "\(error)"
            return line.hasPrefix("s.json:1:") && line.contains("keyboardVerticalOffset.web: unknown key")
                && !line.contains("\n")
        }
        let word = #"{"keyboardVerticalOffset": "auto", "content": {"kind": "form", "sections": []}}"#
        #expect(throws: LabError.self) { try Screen.decode(Data(word.utf8), file: "s.json") }
    }
}
