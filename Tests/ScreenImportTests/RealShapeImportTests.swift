import Foundation
import KeyboardAvoidance
import Testing

@testable import ScreenImport

/// Two imports of the shape real files have, made by the project: a Figma sign-up whose inputs hold only their
/// values, each labelled in Portuguese by a text above it (some inside auto-layout wrappers), one beside its label
/// under a banner component; and a uiautomator dump of a login screen, edge to edge on a 1080 × 2424 phone, with
/// test ids in `content-desc`, a disabled dropdown and seven tab buttons across the bottom.
@Suite struct RealShapeImportTests {
    let devices = HierarchyFixtures.devices

    func cadastro() throws -> ImportedScreen {
        let picture = ImportPicture(name: "cadastro@3x.png", width: 1125, height: 2436)
        return try FigmaImport(data: FigmaFixtures.sample("figma-cadastro.json"), file: "cadastro.json")
            .screen(frame: nil, picture: picture)
    }

    func login(_ picture: ImportPicture? = nil, devices: [DeviceProfile]? = nil) throws -> ImportedScreen {
        let dump = try UIAutomatorImport(data: FigmaFixtures.sample("uiautomator-login.xml"), file: "login.xml")
        return try dump.screen(
            picture: picture ?? ImportPicture(name: "login.png", width: 1080, height: 2424),
            devices: devices ?? self.devices)
    }

    @Test func figmaInputsAreNamedByTheLabelAboveThemNotByTheirValues() throws {
        let screen = try cadastro()
        #expect(screen.fields.map(\.id) == ["nomeCompleto", "dataDeNascimento", "cpf", "eMail", "senha", "cep"])
        #expect(screen.fields.map(\.label).contains("Data de Nascimento"), "found through the input's wrapper")
    }

    @Test func figmaLabelBesideWinsOverASiblingComponentAbove() throws {
        let cep = try #require(try cadastro().fields.last)
        #expect(cep.label == "CEP", "not the banner's \"Saiba mais\" 20 pt above")
        #expect(cep.keyboard == .numberPad)
    }

    @Test func figmaValuesSayTheKindBulletsAreSecure() throws {
        let screen = try cadastro()
        #expect(screen.fields.map(\.keyboard) == [.letters, .numberPad, .numberPad, .email, .letters, .numberPad])
        #expect(screen.fields.map(\.isPassword) == [false, false, false, false, true, false])
        #expect(screen.screenFile().contains("\"id\": \"senha\", \"rect\": [24, 476, 327, 48]"))
        #expect(screen.bar?.keyboard == .sticky)
    }

    @Test func androidIdsComeFromTheVisibleTextBeforeTheTestId() throws {
        let screen = try login()
        #expect(screen.fields.map(\.id) == ["email", "password", "codigoDeAcesso"])
        #expect(screen.fields.map(\.keyboard) == [.email, .letters, .letters])
        #expect(screen.fields.map(\.isPassword) == [false, true, true], "password=\"true\"; a value of bullets")
    }

    @Test func aDisabledEditTextIsNoField() throws {
        let screen = try login()
        #expect(
            screen.skipped.contains {
                $0.hasPrefix("EditText \"text-input\" [63,840][1017,990]: disabled (enabled=\"false\"")
            })
    }

    @Test func theAccountNamesNodesByBoundsAndShowsDp() throws {
        let lines = try login().account
        let email = try #require(lines.first { $0.hasPrefix("field email ") })
        #expect(email.contains("from EditText \"input-email\" [63,460][1017,610]"), "\(email)")
        #expect(!email.contains("(line"))
        #expect(!lines.contains { $0.contains("cut to the picture") }, "650 / 3 is inside the picture")
        #expect(email.contains("[21, 153.33, 318, 50] ([24, 175.24, 363.43, 57.14] dp)"), "\(email)")
    }

    @Test func sevenTabsAcrossTheBottomAreTheBar() throws {
        let screen = try login()
        let bar = try #require(screen.bar)
        #expect(bar.rect == Rect(x: 0, y: 728, width: 360, height: 59))
        #expect(bar.keyboard == .covered)
        #expect(bar.reason.hasPrefix("a row of 7 buttons at [0,2184][1080,2361], tabs across the bottom"))
    }

    @Test func aRowThatIsNotTheBarIsSaidWhy() throws {
        let xml = """
            <hierarchy rotation="0"><node class="android.widget.FrameLayout" bounds="[0,0][1080,2424]">
            <node class="android.widget.EditText" text="Name" bounds="[40,400][1040,550]"/>
            <node class="android.widget.Button" text="Back" bounds="[40,2200][300,2340]"/>
            <node class="android.widget.Button" text="Next" bounds="[340,2200][600,2340]"/>
            </node></hierarchy>
            """
        let screen = try UIAutomatorImport(data: Data(xml.utf8), file: "d.xml").screen(
            picture: ImportPicture(name: "s.png", width: 1080, height: 2424), devices: devices)
        #expect(screen.bar == nil)
        #expect(
            screen.notes.contains(
                "a row of 2 buttons at [40,2200][600,2340] is not the bar: it spans 52 % of the width, not 85 %"))
    }

    @Test func aPictureOfAnotherSizeThanTheRootIsRefused() throws {
        let iphone = ImportPicture(name: "iphone.png", width: 1170, height: 2532)
        let error = try #require(importError { _ = try login(iphone) })
        #expect(error.kind == .usage)
        #expect(
            error.message == "iphone.png is 1170 × 2532 px, but the root of login.xml is 1080 × 2424 px "
                + "([0,0][1080,2424]); expected the screenshot taken with this dump")
    }

    @Test func aTallerScreenshotIsTheNewPresetOrSaidTaller() throws {
        let screen = try login()
        #expect(screen.notes.first?.hasPrefix("device pixel-9: density 2.625") == true, "\(screen.notes)")
        let older = devices.filter { $0.id != "pixel-9" }
        let onPixel8 = try login(devices: older)
        #expect(
            onPixel8.notes.contains {
                $0 == "login.png is 2424 px tall, pixel-8's screen 2400 px: taller than the preset (another model of "
                    + "the same width?)"
            })
        #expect(!onPixel8.notes.contains { $0.contains("cropped") })
    }

    @Test func usernameAndPasswordOrANewPasswordPairGetTheirContentTypes() throws {
        let screen = try cadastro()
        #expect(screen.fields.map(\.textContentType) == [nil, nil, nil, "username", "password", nil])
        #expect(screen.screenFile().contains("\"secure\": true, \"textContentType\": \"password\""))
        let field = { (label: String, y: Double, values: [String]) in
            ImportedField(
                label: label, words: "", rect: Rect(x: 16, y: y, width: 361, height: 48), origin: "", values: values)
        }
        let signUp = ImportedField.inReadingOrder([
            field("E-mail", 100, []), field("Nova senha", 200, ["••••"]), field("Confirmar senha", 300, ["••••"]),
        ])
        #expect(signUp.map(\.textContentType) == ["username", "newPassword", "newPassword"])
    }

    @Test func aDarkPictureOfTheSameSizeIsWrittenBesideTheLightOne() throws {
        var screen = try cadastro()
        try screen.addDark(ImportPicture(name: "cadastro-dark@3x.png", width: 1125, height: 2436))
        #expect(
            screen.screenFile().contains(
                "\"image\": { \"light\": \"cadastro@3x.png\", \"dark\": \"cadastro-dark@3x.png\" }"))
        #expect(screen.account.contains("dark picture cadastro-dark@3x.png: shown in dark mode"))
        let error = try #require(
            importError { try screen.addDark(ImportPicture(name: "d.png", width: 1125, height: 2000)) })
        #expect(
            error.message == "d.png is 1125 × 2000 px, but cadastro@3x.png is 1125 × 2436 px; expected the dark "
                + "picture of the same screen, the same size")
    }

    @Test func theFillAndATrailingIconComeFromTheDocumentOrTheDump() throws {
        let senha = try #require(try cadastro().fields.first { $0.id == "senha" })
        #expect(senha.fill == "#FFFFFF", "the input's own solid fill")
        #expect(senha.trailingInset == 44, "the eye icon 16 pt from the right, 24 pt wide, and 4 pt before it")
        #expect(
            ImportedScreen.fieldObject(senha).contains("\"trailingInset\": 44, \"fontSize\": 16, \"fill\": \"#FFFFFF\"")
        )
        let password = try #require(try login().fields.first { $0.id == "password" })
        #expect(password.trailingInset == 44, "Material's end icon, 132 px from the field's right at @3x")
        #expect(try login().fields.first?.trailingInset == nil)
    }

    @Test func aMaterialFieldsHintIsItsFloatingLabelAndItsEndIconStaysVisible() throws {
        let xml = """
            <hierarchy rotation="0"><node class="android.widget.FrameLayout" bounds="[0,0][1080,2424]">
            <node class="com.google.android.material.textfield.TextInputLayout" bounds="[42,400][1038,600]">
            <node class="android.widget.FrameLayout" bounds="[42,420][1038,600]">
            <node class="com.google.android.material.textfield.TextInputEditText" hint="Password" password="true" bounds="[42,420][1038,590]"/>
            <node class="com.google.android.material.internal.CheckableImageButton" content-desc="Show password" bounds="[900,448][1020,562]"/>
            </node></node></node></hierarchy>
            """
        let screen = try UIAutomatorImport(data: Data(xml.utf8), file: "d.xml").screen(
            picture: ImportPicture(name: "s.png", width: 1080, height: 2424), devices: devices)
        let field = try #require(screen.fields.first)
        #expect(field.floatingLabel == "Password" && field.isPassword)
        #expect(field.trailingInset == 46)
        #expect(ImportedScreen.fieldObject(field).contains("\"floatingLabel\": \"Password\""))
    }
}
