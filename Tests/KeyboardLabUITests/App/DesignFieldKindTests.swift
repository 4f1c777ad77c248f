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
        #expect(lab.state.designAppearanceNote == "light design shown in dark")
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
