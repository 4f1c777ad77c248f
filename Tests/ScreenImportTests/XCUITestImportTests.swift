import Foundation
import KeyboardAvoidance
import Testing

@testable import ScreenImport

/// XCUITest's debugDescription and Appium's iOS page source with the app's screenshot.
@Suite struct XCUITestImportTests {
    let picture = ImportPicture(name: "shot.png", width: 1179, height: 2556)
    let devices = HierarchyFixtures.devices

    @Test func theSampleDescriptionsFieldsAreInPoints() throws {
        let hierarchy = try XCUITestImport(data: FigmaFixtures.sample("xcuitest-signup.txt"), file: "h.txt")
        let screen = try hierarchy.screen(picture: picture, devices: devices)
        #expect(screen.scale == 3)
        #expect(screen.fields.map(\.id) == ["fullName", "email", "phone", "password", "bio"])
        #expect(screen.fields.map(\.rect.minY) == [150, 232, 314, 396, 478])
        #expect(screen.fields.map(\.keyboard) == [.letters, .email, .numberPad, .letters, .letters])
        #expect(screen.fields[3].isPassword && screen.fields[4].isMultiline)
        #expect(screen.fields[2].origin == "TextField \"signup.phone\" (line 14)")
        #expect(screen.fixedTop == 103 && screen.statusBar == 59)
        #expect(screen.bar?.rect == Rect(x: 0, y: 752, width: 393, height: 66))
        #expect(screen.bar?.keyboard == .sticky)
        #expect(screen.notes.first == "device iphone-15: 393 pt at @3x")
    }

    @Test func appiumsIOSPageSourceReadsTheSame() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?><AppiumAUT>
            <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Shop" x="0" y="0" width="402" height="874">
              <XCUIElementTypeWindow type="XCUIElementTypeWindow" x="0" y="0" width="402" height="874">
                <XCUIElementTypeSearchField type="XCUIElementTypeSearchField" name="Search" label="Search" x="16" y="120" width="370" height="36"/>
                <XCUIElementTypeTextField type="XCUIElementTypeTextField" name="zip" placeholderValue="CEP" x="16" y="400" width="370" height="44"/>
                <XCUIElementTypeTextField type="XCUIElementTypeTextField" name="far" x="16" y="1400" width="370" height="44"/>
                <XCUIElementTypeKeyboard type="XCUIElementTypeKeyboard" x="0" y="550" width="402" height="324"/>
              </XCUIElementTypeWindow>
            </XCUIElementTypeApplication></AppiumAUT>
            """
        let shot = ImportPicture(name: "shot.png", width: 1206, height: 2622)
        let screen = try XCUITestImport(data: Data(xml.utf8), file: "source.xml").screen(
            picture: shot, devices: devices)
        #expect(screen.notes.first == "device iphone-16-pro (iphone-17, iphone-17-pro the same size): 402 pt at @3x")
        #expect(screen.fields.map(\.id) == ["search", "cep"], "the placeholder before the identifier")
        #expect(screen.fields.map(\.returnKey) == [.search, .done])
        #expect(screen.fields[1].keyboard == .numberPad, "CEP is digits")
        #expect(screen.skipped.contains { $0.hasPrefix("TextField \"far\"") && $0.contains("off the screen") })
        #expect(screen.notes.contains { $0.hasPrefix("the screenshot shows a keyboard") })
    }

    @Test func aScreenshotOfAnotherSizeIsOneLine() throws {
        let hierarchy = try XCUITestImport(data: FigmaFixtures.sample("xcuitest-signup.txt"), file: "h.txt")
        let wide = try #require(
            importError {
                _ = try hierarchy.screen(
                    picture: ImportPicture(name: "s.png", width: 1000, height: 2556), devices: devices)
            })
        #expect(wide.kind == .failure)
        #expect(
            wide.message == "s.png is 1000 × 2556 px, the window of h.txt 393 × 852 pt: 2.54 px per pt; expected the "
                + "screenshot taken with this hierarchy (at @2x or @3x)")
        let short = try #require(
            importError {
                _ = try hierarchy.screen(
                    picture: ImportPicture(name: "s.png", width: 1179, height: 2400), devices: devices)
            })
        #expect(
            short.message == "s.png is 1179 × 2400 px: at @3x that is 800 pt tall, but the window of h.txt is 393 × "
                + "852 pt; expected the screenshot taken with this hierarchy")
    }

    @Test func aHierarchyWithNoInputOrNoFramesIsOneLine() throws {
        let text =
            "Element subtree:\n →Application, 0x1, pid: 4, label: 'A'\n    Window (Main), 0x2, {{0.0, 0.0}, {393.0, 852.0}}\n"
        let error = try #require(
            importError {
                _ = try XCUITestImport(data: Data(text.utf8), file: "h.txt").screen(picture: picture, devices: devices)
            })
        #expect(
            error.message == "h.txt: no TextField, SecureTextField, TextView or SearchField; expected the hierarchy of "
                + "a screen with a text field")
        let prose = try #require(importError { _ = try XCUITestImport(data: Data("hello".utf8), file: "h.txt") })
        #expect(prose.message.hasPrefix("h.txt: no element with a frame; expected XCUIApplication().debugDescription"))
    }

    @Test func aLineReadsItsTypeFrameAndQuotedAttributes() throws {
        let element = try #require(
            XCUITestDescription.element(
                "      TextField, 0x600000c0c7e0, {{16.0, 220.5}, {361.0, 48.0}}, identifier: 'email', label: "
                    + "'Email, work', placeholderValue: 'you@example.com', value: you@example.com"))
        #expect(element.type == "TextField")
        #expect(element.rect == Rect(x: 16, y: 220.5, width: 361, height: 48))
        #expect(element["identifier"] == "email" && element["label"] == "Email, work")
        #expect(element["placeholderValue"] == "you@example.com" && element["value"] == "you@example.com")
        #expect(XCUITestDescription.element("Path to element:") == nil)
    }

    /// An Appium iOS page source whose fields are labelled by the StaticText above them, one below the fold.
    static let labelledAbove = """
        <?xml version="1.0" encoding="UTF-8"?><AppiumAUT>
        <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Hoge" x="0" y="0" width="390" height="844">
          <XCUIElementTypeWindow type="XCUIElementTypeWindow" x="0" y="0" width="390" height="844">
            <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Mail Address" name="Mail Address" label="Mail Address" x="20" y="180" width="200" height="20"/>
            <XCUIElementTypeTextField type="XCUIElementTypeTextField" value="hoge@example.com" x="20" y="206" width="350" height="44"/>
            <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Remarks" name="Remarks" label="Remarks" x="20" y="874" width="200" height="20"/>
            <XCUIElementTypeTextField type="XCUIElementTypeTextField" x="20" y="900" width="350" height="44"/>
            <XCUIElementTypeToolbar type="XCUIElementTypeToolbar" x="0" y="760" width="390" height="50">
              <XCUIElementTypeButton type="XCUIElementTypeButton" name="Send" label="Send" x="300" y="766" width="70" height="38"/>
            </XCUIElementTypeToolbar>
          </XCUIElementTypeWindow>
        </XCUIElementTypeApplication></AppiumAUT>
        """

    @Test func theStaticTextAboveAFieldNamesItAndAnAtSaysEmail() throws {
        let hierarchy = try XCUITestImport(data: Data(Self.labelledAbove.utf8), file: "source.xml")
        let screen = try hierarchy.screen(
            picture: ImportPicture(name: "s.png", width: 1170, height: 2532), devices: devices)
        #expect(screen.fields.map(\.id) == ["mailAddress"], "not hogeExampleCom, its value")
        #expect(screen.fields.first?.keyboard == .email)
        #expect(screen.skipped.contains { $0.contains("off the screen") }, "the second is below the fold")
        let address = try #require(
            XCUITestDescription.element("TextField, 0x1, {{16.0, 200.0}, {361.0, 48.0}}, label: 'Reply to (@handle)'"))
        let field = ImportedField(label: address["label"] ?? "", words: "", rect: .zero, origin: "")
        #expect(field.keyboard == .email, "an @ in a label means email")
    }

    @Test func aFullLengthScreenshotKeepsTheFieldsBelowTheFold() throws {
        let hierarchy = try XCUITestImport(data: Data(Self.labelledAbove.utf8), file: "source.xml")
        let tall = ImportPicture(name: "full.png", width: 1170, height: 3900)
        let screen = try hierarchy.screen(picture: tall, devices: devices)
        #expect(screen.fields.map(\.id) == ["mailAddress", "remarks"])
        #expect(screen.bar?.rect == Rect(x: 0, y: 760 + 456, width: 390, height: 50), "the toolbar at the end")
        #expect(screen.notes.contains { $0.hasPrefix("full.png is taller than the window (844 pt)") })
    }
}
