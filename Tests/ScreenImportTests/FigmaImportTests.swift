import Foundation
import KeyboardAvoidance
import Testing

@testable import ScreenImport

/// The shipped Figma sample: a file of three pages, the sign-up frame in a section beside another frame, away from
/// 0,0; six fields of the three kinds, a button bar pinned at the bottom, a FIXED top.
@Suite struct FigmaImportTests {
    let picture = ImportPicture(name: "signup@3x.png", width: 1179, height: 2556)

    func signup(_ document: String = "figma-signup.json", frame: String? = "Sign up") throws -> ImportedScreen {
        try FigmaImport(data: FigmaFixtures.sample(document), file: document).screen(frame: frame, picture: picture)
    }

    @Test func theFieldsOfEveryKindAreFoundRelativeToTheFrameInReadingOrder() throws {
        let screen = try signup()
        #expect(screen.scale == 3)
        #expect(
            screen.fields.map(\.id) == [
                "fullName", "emailAddress", "phoneMobile", "password", "referralCodeOptional", "aboutYou",
            ])
        #expect(screen.fields.map(\.rect.minY) == [190, 278, 366, 454, 542, 630], "the frame sits at (1200, -300)")
        #expect(screen.fields.allSatisfy { $0.rect.minX == 16 && $0.rect.width == 361 })
        #expect(screen.fields.map(\.keyboard) == [.letters, .email, .numberPad, .letters, .letters, .letters])
        #expect(screen.fields.map(\.returnKey) == [.next, .next, .next, .next, .next, nil])
        #expect(screen.fields[5].isMultiline && screen.fields[5].rect.height == 104)
        #expect(screen.fields[3].isPassword, "the password field is said to show its text")
        #expect(screen.fields[0].textInset == 16 && screen.fields[0].fontSize == 17)
        #expect(screen.fields[0].origin == "INSTANCE \"Name\" (1:107)")
    }

    @Test func theLabelComesFromThePropertyTheTextAboveOrThePlaceholder() throws {
        let screen = try signup()
        #expect(screen.fields[0].label == "Full name", "the Label text property")
        #expect(screen.fields[3].label == "Password", "the TEXT above the frame named like an input")
        #expect(screen.fields[4].label == "Referral code (optional)", "the placeholder in the stroked rectangle")
    }

    @Test func theBarAndTheFixedTopComeFromConstraintsAndScrollBehaviour() throws {
        let screen = try signup()
        #expect(screen.fixedTop == 98, "the FIXED status bar and navigation, one below the other")
        #expect(screen.statusBar == 54)
        let bar = try #require(screen.bar)
        #expect(bar.rect == Rect(x: 0, y: 758, width: 393, height: 60), "up to the home indicator's top")
        #expect(bar.keyboard == .sticky)
        #expect(bar.reason.contains("constraints BOTTOM") && bar.reason.contains("INSTANCE \"Button\""))
    }

    @Test func whatIsLeftOutIsNamedWithItsReason() throws {
        let screen = try signup()
        #expect(screen.skipped.contains { $0.hasPrefix("INSTANCE \"Error field\"") && $0.contains("hidden") })
        #expect(screen.skipped.contains { $0.hasPrefix("INSTANCE \"Country\"") && $0.contains("not text") })
        let account = screen.account.joined(separator: "\n")
        #expect(account.contains("field emailAddress"))
        #expect(account.contains("[16, 278, 361, 52]  email, return next"))
        #expect(account.contains("bar [0, 758, 393, 60] sticky"))
        #expect(account.contains("skipped INSTANCE \"Country\""))
    }

    @Test func theNodesResponseOfTheFrameGivesTheSameScreen() throws {
        let file = try signup()
        let nodes = try signup("figma-signup-nodes.json", frame: nil)
        #expect(nodes.fields == file.fields)
        #expect(nodes.bar == file.bar && nodes.fixedTop == file.fixedTop)
        #expect(nodes.source.contains("a nodes response"))
    }

    @Test func theWrittenFileIsAnOrdinaryScreenFile() throws {
        let screen = try signup()
        let decoded = try Screen.decode(Data(screen.screenFile().utf8), file: "out.json")
        let design = try #require(decoded.design)
        #expect(design.image == "signup@3x.png" && design.scale == 3)
        #expect(design.fixedTop == 98 && design.statusBar == 54)
        #expect(design.fields.map(\.id) == screen.fields.map(\.id))
        #expect(design.fields.map(\.rect) == screen.fields.map(\.rect))
        #expect(
            decoded.form.fields.map(\.keyboardType) == [.letters, .email, .numberPad, .letters, .letters, .multiline])
        #expect(decoded.form.fields.map(\.returnKey) == [.next, .next, .next, .next, .next, nil])
        #expect(design.bar == DesignBar(rect: Rect(x: 0, y: 758, width: 393, height: 60), keyboard: .sticky))
        #expect(decoded.form.title == "Sign up")
    }
}
