import Foundation
import KeyboardAvoidance
import KeyboardLabUI
import LabDrawing
import LabFiles
import LabImages
import LabPNG
import Testing

/// A design's fields as real sign-up screens have them: password fields that show dots, and typed text that stays
/// readable when a light-only design is shown in dark mode.
@Suite struct DesignFieldKindTests {
    /// The sample design with `edit` applied to its JSON, and only its light picture.
    static func screen(_ edit: (inout [String: Any]) -> Void) throws -> Screen {
        let folder = assetsFolder.appending(path: "Screens")
        var object = try #require(
            JSONSerialization.jsonObject(with: Data(contentsOf: folder.appending(path: "design-signup.json")))
                as? [String: Any])
        edit(&object)
        let data = try JSONSerialization.data(withJSONObject: object)
        let screen = try Screen.decode(data, file: "design.json")
        let image = try PNGFile.read(folder.appending(path: "design-signup@3x.png").path)
        let bitmap = try #require(DesignBitmap(width: image.width, height: image.height, pixels: image.pixels, id: 9))
        return try screen.attaching(DesignBitmaps(light: bitmap, dark: nil), data: data, file: "design.json")
    }

    /// The sample design's fields, `password` made secure, its picture light only.
    static func lightOnly() throws -> Screen {
        try screen { object in
            guard var content = object["content"] as? [String: Any], var fields = content["fields"] as? [[String: Any]]
            else { return }
            content["image"] = "design-signup@3x.png"
            for index in fields.indices where fields[index]["id"] as? String == "password" {
                fields[index]["secure"] = true
                fields[index]["textContentType"] = "newPassword"
            }
            content["fields"] = fields
            object["content"] = content
        }
    }

    @Test func aSecureDesignFieldShowsDots() throws {
        var lab = try Lab(screen: Self.lightOnly())
        #expect(lab.state.form.fields.first { $0.id == "password" }?.isSecure == true)
        lab.send(.focusField("password"))
        lab.send(.type("hunter2"))
        lab.settle()
        let texts = lab.draw().textRuns.map(\.text)
        #expect(texts.contains("•••••••") && !texts.contains("hunter2"))
    }

    @Test func typedTextOnALightOnlyDesignStaysDarkInDarkMode() throws {
        var lab = try Lab(screen: Self.lightOnly(), settings: ConditionOverrides(appearance: .dark))
        lab.send(.focusField("name"))
        lab.send(.type("Camille"))
        lab.settle()
        let run = try #require(lab.draw().textRuns.first { $0.text == "Camille" })
        #expect(run.color == lab.state.resources.theme(for: .light).text, "ink \(run.color)")
        #expect(lab.state.shownDesign.appearanceNote == "light design shown in dark")
    }

    /// The sample design as if exported without its status bar: `"statusBar": "draw"` in place of its 54 points.
    static func drawnStatusBar() throws -> Screen {
        try screen { object in
            guard var content = object["content"] as? [String: Any] else { return }
            content["image"] = "design-signup@3x.png"
            content["statusBar"] = "draw"
            object["content"] = content
        }
    }

    @Test(arguments: [("iphone-15", "9:41"), ("pixel-8", "12:00")])
    func thePhoneDrawsItsStatusBarAboveADesignWithoutOne(device: String, clock: String) throws {
        let own = try Lab(device: device, screen: Self.lightOnly())
        let drawn = try Lab(device: device, screen: Self.drawnStatusBar())
        #expect(!own.draw().textRuns.contains { $0.text == clock }, "the design's own status bar shows")
        let run = try #require(drawn.draw().textRuns.first { $0.text == clock })
        #expect(run.frame.maxY <= drawn.state.safeArea.top)
        #expect(run.color == drawn.state.resources.theme(for: .light, platform: drawn.state.device.platform).text)
        let top = drawn.state.safeArea.top
        #expect(approx(drawn.state.scrollFrame.minY, own.state.scrollFrame.minY + top), "the design starts below it")
    }

    @Test func aDesignOnAnAndroidPhoneRunsAndroidsStrategy() throws {
        let lab = try Lab(device: "pixel-8", screen: Self.lightOnly())
        #expect(lab.state.avoidance.strategy.name == AvoidanceStrategies.standardName(for: .android))
        #expect(lab.state.avoidance.timeline.android != nil, "the window's facts reach the timeline")
    }

    @Test func aSheetsCardDrawsNoStatusBarOverTheDesign() throws {
        var lab = try Lab(
            screen: Self.drawnStatusBar(), settings: ConditionOverrides(presentation: ModalPresentation(.pageSheet)))
        lab.settle()
        let card = try #require(lab.state.cardFrame)
        #expect(approx(lab.state.scrollFrame.minY, card.minY + 98 * lab.state.shownDesign.factor))
    }

    @Test func outlinesMarkTheVisibleFieldsWithTheirIdsAndTheBar() throws {
        var lab = try Lab(screen: Self.lightOnly())
        #expect(!lab.draw().textRuns.contains { $0.text == "name" })
        lab.send(.outlines(nil))
        let tags = Set(lab.draw().textRuns.map(\.text))
        #expect(tags.isSuperset(of: ["name", "email", "phone", "password", "bar"]))
        #expect(!tags.contains("referral"), "below the visible part: \(tags)")
        let outlined = try Lab(
            screen: Self.lightOnly(),
            settings: {
                var o = ConditionOverrides(); o.outlines = true; return o
            }())
        #expect(outlined.state.chrome.outlinesVisible)
        lab.send(.outlines(false))
        #expect(!lab.draw().textRuns.contains { $0.text == "bar" })
    }

    @Test func aSecureMultilineFieldIsRefused() throws {
        #expect {
            try Self.screen { object in
                guard var content = object["content"] as? [String: Any],
                    var fields = content["fields"] as? [[String: Any]]
                else { return }
                fields[0]["secure"] = true
                fields[0]["multiline"] = true
                content["fields"] = fields
                object["content"] = content
            }
        } throws: { error in "\(error)".contains("a multi-line field cannot be secure") }
    }
}
