import Foundation
import KeyboardAvoidance
import LabDrawing
import LabImages
import Testing

@testable import KeyboardLabUI

/// Every text an Android screen draws is Roboto, on every screen kind, light and dark, at rest and with the
/// keyboard up (the keyboard's own labels aside, which the keyboard draws), and iOS keeps Inter.
@Suite struct MaterialTextTests {
    static let screens: [String?] = [
        nil, "chat.json", "settings-tabs.json", "contacts.json", "signup-sticky.json", "profile-page-sheet.json",
        "profile-page-sheet-medium.json",
    ]

    /// The text runs on the screen outside the keyboard.
    func screenRuns(_ lab: Lab) -> [TextRun] {
        let keyboard = lab.state.presented.keyboardFrame
        return lab.draw().textRuns.filter {
            $0.frame.intersects(lab.state.screen)
                && !(keyboard.intersects(lab.state.screen) && keyboard.contains($0.frame.origin))
        }
    }

    @Test(arguments: screens, [Appearance.light, .dark])
    func everyTextOnAnAndroidScreenIsRoboto(file: String?, appearance: Appearance) throws {
        var lab = try materialLab(file, appearance: appearance)
        let roboto: Set<FontFace> = [.roboto, .robotoMedium]
        var runs = screenRuns(lab)
        #expect(!runs.isEmpty)
        #expect(
            runs.allSatisfy { roboto.contains($0.font.face) },
            "\(runs.filter { !roboto.contains($0.font.face) }.map(\.text))")
        let field = lab.state.form.fields.first { !$0.isReadOnly }
        if let field {
            lab.send(.focusField(field.id))
            lab.send(.type("Ab"))
            lab.settle()
            runs = screenRuns(lab)
            #expect(
                runs.allSatisfy { roboto.contains($0.font.face) },
                "\(runs.filter { !roboto.contains($0.font.face) }.map(\.text))")
        }
    }

    @Test func anAndroidDesignsTypedTextIsRoboto() throws {
        // Its own pictures, not the shared cache's, which a batch test watches being let go.
        var lab = try Lab(device: "pixel-8", screen: DesignScreenTests.sampleScreen())
        lab.send(.focusField("referral"))
        lab.send(.type("WELCOME10"))
        lab.settle()
        let typed = try #require(lab.draw().textRuns.first { $0.text == "WELCOME10" })
        #expect(typed.font.face == .roboto)
    }

    @Test func anIPhoneKeepsInter() throws {
        let lab = try Lab()
        let faces = Set(lab.draw().textRuns.filter { $0.frame.intersects(lab.state.screen) }.map(\.font.face))
        #expect(faces.isSubset(of: [.regular, .semibold]))
    }

    @Test func androidThemesHoldMaterial3sColourRoles() throws {
        let resources = try loadResources()
        let light = resources.theme(for: .light, platform: .android)
        let dark = resources.theme(for: .dark, platform: .android)
        let roles: [(KeyPath<Theme, Color>, String, String)] = [
            (\.tint, "#6750A4", "#D0BCFF"), (\.onTint, "#FFFFFF", "#381E72"),
            (\.secondaryContainer, "#E8DEF8", "#4A4458"), (\.background, "#FEF7FF", "#141218"),
            (\.text, "#1D1B20", "#E6E0E9"), (\.secondaryText, "#49454F", "#CAC4D0"), (\.outline, "#79747E", "#938F99"),
            (\.separator, "#CAC4D0", "#49454F"), (\.elevatedBackground, "#F7F2FA", "#1D1B20"),
            (\.surfaceContainer, "#F3EDF7", "#211F26"), (\.surfaceContainerHigh, "#ECE6F0", "#2B2930"),
            (\.cell, "#E6E0E9", "#36343B"),
        ]
        for (role, lightHex, darkHex) in roles {
            #expect(light[keyPath: role] == Color(hex: lightHex), "\(role)")
            #expect(dark[keyPath: role] == Color(hex: darkHex), "\(role)")
        }
    }

    @Test func iOSBarsKeepTheirMeasurements() throws {
        let bars = BarMetrics.ios
        #expect(bars.tabBarHeight == TabBar.height && bars.buttonBarHeight == PhoneMetrics.buttonBarHeight)
        #expect(
            bars.composerLineOne == PhoneMetrics.composerLineOne
                && bars.composerLineStep == PhoneMetrics.composerLineStep)
        #expect(
            bars.composerBarPadding == PhoneMetrics.composerBarPadding
                && bars.sendButtonSize == PhoneMetrics.sendButtonSize)
        let lab = try Lab()
        #expect(lab.state.bars == .ios && lab.state.barLayout.searchAreaHeight == PhoneMetrics.searchBarHeight)
        #expect(BarMetrics.android.tabBarHeight == 80 && BarMetrics.android.buttonBarHeight == 72)
    }
}
