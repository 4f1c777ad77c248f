import Foundation
import KeyboardAvoidance
import Testing

@testable import ScreenImport

/// Android's uiautomator dump and Appium's page source with the app's screenshot.
@Suite struct UIAutomatorImportTests {
    let picture = ImportPicture(name: "shot.png", width: 1080, height: 2400)
    let devices = HierarchyFixtures.devices

    @Test func theSampleDumpsFieldsAreItsEditTextsOverTheDensity() throws {
        let dump = try UIAutomatorImport(data: FigmaFixtures.sample("uiautomator-signup.xml"), file: "dump.xml")
        let screen = try dump.screen(picture: picture, devices: devices)
        #expect(screen.scale == 3, "a whole scale; the lab shows the 360-pt design at the Pixel's 411.4 dp")
        #expect(screen.fields.map(\.id) == ["fullName", "email", "phone", "password", "notes"])
        #expect(screen.fields.map(\.keyboard) == [.letters, .email, .numberPad, .letters, .letters])
        #expect(screen.fields[3].isPassword && screen.fields[4].isMultiline)
        let first = try #require(screen.fields.first?.rect)
        // [42,400][1038,550] px: at the Pixel 8's 2.625 that is 16 × 152.4 dp; at the file's 3, ×(411.43 / 360).
        #expect(abs(first.minX * 411.4285 / 360 - 42 / 2.625) < 0.01)
        #expect(abs(first.minY * 411.4285 / 360 - 400 / 2.625) < 0.01)
        #expect(screen.fixedTop == 100 && screen.statusBar == 44, "the status bar and the toolbar, in px / 3")
        #expect(
            screen.bar
                == ImportedBar(
                    rect: Rect(x: 0, y: 779, width: 360, height: 21), keyboard: .covered,
                    reason: "the navigation bar (android:id/navigationBarBackground): the keyboard covers it"))
        #expect(screen.notes.contains { $0.hasPrefix("device pixel-8 (pixel-8a the same size): density 2.625") })
    }

    @Test func appiumsPageSourceReadsTheSame() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <hierarchy index="0" class="hierarchy" rotation="0" width="1080" height="2340">
              <android.widget.FrameLayout index="0" package="com.app" class="android.widget.FrameLayout" bounds="[0,0][1080,2340]" displayed="true">
                <android.widget.EditText index="0" package="com.app" class="android.widget.EditText" text="" resource-id="com.app:id/cpf" bounds="[48,600][1032,744]" displayed="true"/>
                <android.widget.EditText index="1" package="com.app" class="android.widget.EditText" text="" resource-id="com.app:id/senha" password="true" bounds="[48,800][1032,944]" displayed="true"/>
                <android.widget.EditText index="2" package="com.app" class="android.widget.EditText" resource-id="com.app:id/hidden" bounds="[48,1000][1032,1144]" displayed="false"/>
              </android.widget.FrameLayout>
            </hierarchy>
            """
        let galaxy = ImportPicture(name: "s24.png", width: 1080, height: 2340)
        let screen = try UIAutomatorImport(data: Data(xml.utf8), file: "source.xml").screen(
            picture: galaxy, devices: devices)
        #expect(screen.scale == 3)
        #expect(screen.notes.first?.hasPrefix("device galaxy-s24: density 3.0") == true, "the height tells them apart")
        #expect(screen.fields.map(\.id) == ["cpf", "senha"])
        #expect(screen.fields.map(\.keyboard) == [.numberPad, .letters])
        #expect(screen.fields[1].isPassword)
        #expect(screen.fields[0].rect == Rect(x: 16, y: 200, width: 328, height: 48))
        #expect(screen.skipped.contains { $0.contains("\"com.app:id/hidden\"") && $0.contains("not visible") })

    }

    @Test func boundsOutsideTheScreenshotAreOneLine() throws {
        let dump = try UIAutomatorImport(data: FigmaFixtures.sample("uiautomator-signup.xml"), file: "dump.xml")
        let small = ImportPicture(name: "shot.png", file: "shot.png", width: 720, height: 1600)
        let error = try #require(importError { _ = try dump.screen(picture: small, devices: devices) })
        #expect(error.kind == .failure)
        #expect(
            error.message == "dump.xml:3: FrameLayout bounds [0,0][1080,2400] lie outside shot.png (720 × 1600 px, to "
                + "[1080,2400]); expected the screenshot taken with this dump")
    }

    @Test func aDumpWithNoInputOrNoBoundsOrNoXMLIsOneLine() throws {
        let none = """
            <hierarchy rotation="0"><node class="android.widget.TextView" text="Hi" bounds="[0,0][1080,2400]"/></hierarchy>
            """
        let noInput = try #require(
            importError {
                _ = try UIAutomatorImport(data: Data(none.utf8), file: "d.xml").screen(
                    picture: picture, devices: devices)
            })
        #expect(
            noInput.message == "d.xml: no EditText and no node with password=\"true\"; expected the dump of a screen "
                + "with a text field")
        let noBounds = try #require(
            importError { _ = try UIAutomatorImport(data: Data("<a><b/></a>".utf8), file: "d.xml") })
        #expect(noBounds.message.hasPrefix("d.xml: no node with bounds; expected a uiautomator dump"))
        let broken = try #require(
            importError { _ = try UIAutomatorImport(data: Data("<hierarchy>\n<node".utf8), file: "d.xml") })
        #expect(
            broken.message.hasPrefix(
                "d.xml:2: not XML that reads (it ends before its elements are closed); expected a uiautomator dump"))
    }

    @Test func aScreenshotNoPresetFitsIsOneLineWithTheirWidths() throws {
        let xml = "<hierarchy><node class=\"android.widget.EditText\" bounds=\"[0,0][100,100]\"/></hierarchy>"
        let odd = ImportPicture(name: "odd.png", width: 1300, height: 2400)
        let error = try #require(
            importError {
                _ = try UIAutomatorImport(data: Data(xml.utf8), file: "d.xml").screen(picture: odd, devices: devices)
            })
        #expect(
            error.message.hasPrefix(
                "odd.png is 1300 px wide: no Android preset is that wide at its density (galaxy-s24 1080 px"))
        // A Pixel 7 Pro's 1440 px at 3.5 is no preset's, but 411.4 dp is: the density is said, the device not.
        let pixel7 = ImportPicture(name: "p7.png", width: 1440, height: 3120)
        let screen = try UIAutomatorImport(data: Data(xml.utf8), file: "d.xml").screen(
            picture: pixel7, devices: devices)
        #expect(screen.scale == 4)
        #expect(screen.notes.first?.hasPrefix("device unknown: density 3.5") == true)
    }
}
