import Foundation
import KeyboardAvoidance
import Testing

@testable import ScreenImport

/// Each rule on a small frame at (500, 200): what is a field, where its id and keyboard come from, what is the bar
/// and what the fixed top.
@Suite struct FigmaRulesTests {
    typealias F = FigmaFixtures

    @Test func anInstanceIsAFieldByItsComponentsNameAndIsNamedByItsLabelProperty() throws {
        let instance = F.node(
            "INSTANCE", "Instance 7", 516, 420, 361, 52, id: "1:7",
            [
                "componentId": "5:1",
                "componentProperties": [
                    "Label text#3:0": ["type": "TEXT", "value": "E-mail"],
                    "Placeholder#3:1": ["type": "TEXT", "value": "name@domain"],
                ],
            ])
        let screen = try F.screen([instance], components: ["5:1": ["name": "Forms/TextField"]])
        #expect(screen.fields.map(\.id) == ["eMail"])
        #expect(screen.fields.first?.keyboard == .email)
        #expect(screen.fields.first?.rect == Rect(x: 16, y: 220, width: 361, height: 52))
        #expect(screen.fields.first?.returnKey == .done, "the last field")
    }

    @Test func aFieldDrawnWithItsLabelInsideIsItsBox() throws {
        let instance = F.node(
            "INSTANCE", "Text Field", 516, 400, 361, 80, id: "1:2",
            [
                "children": [
                    F.text("Email", 516, 400, name: "Label"),
                    F.node(
                        "FRAME", "Input", 516, 428, 361, 52, id: "1:3",
                        ["fills": F.paint, "children": [F.text("you@work.com", 532, 443, name: "Placeholder")]]),
                ]
            ])
        let screen = try F.screen([instance])
        #expect(screen.fields.first?.rect == Rect(x: 16, y: 228, width: 361, height: 52))
        #expect(screen.fields.first?.isMultiline == false, "the box is one line, not the 80 pt instance")
        #expect(screen.fields.first?.id == "email" && screen.fields.first?.keyboard == .email)
    }

    @Test func aFrameNamedLikeAnInputNeedsATextAndAPaint() throws {
        let stroked = F.node(
            "FRAME", "CPF input", 516, 420, 361, 52, id: "1:8",
            ["strokes": F.paint, "children": [F.text("000.000.000-00", 532, 435)]])
        let bare = F.node("FRAME", "Name input", 516, 520, 361, 52, id: "1:9", ["children": [F.text("Name", 532, 535)]])
        let empty = F.node("FRAME", "Code input", 516, 620, 361, 52, id: "1:10", ["fills": F.paint])
        let screen = try F.screen([stroked, bare, empty])
        #expect(screen.fields.map(\.id) == ["cpfInput"], "named by its node: a value of digits names nothing")
        #expect(screen.fields.first?.keyboard == .numberPad, "CPF is digits")
        #expect(screen.fields.first?.textInset == 16)
    }

    @Test func aContainerNamedLikeAnInputThatHoldsFieldsIsNotOne() throws {
        let field = { (name: String, y: Double) in
            F.node(
                "FRAME", "\(name) field", 516, y, 361, 52, id: "1:\(Int(y))",
                ["strokes": F.paint, "children": [F.text(name, 532, y + 15)]])
        }
        let container = F.node(
            "FRAME", "Input fields", 500, 400, 393, 180, id: "1:2",
            ["fills": F.paint, "children": [field("City", 420), field("Zip", 500)]])
        let screen = try F.screen([container])
        #expect(screen.fields.map(\.id) == ["city", "zip"])
        #expect(screen.fields.map(\.keyboard) == [.letters, .numberPad])
    }

    @Test func aStrokedRectangleGroupedWithItsPlaceholderIsAField() throws {
        let group = F.node(
            "GROUP", "Group 3", 516, 400, 361, 74, id: "1:3",
            [
                "children": [
                    F.text("Telefone", 516, 400, name: "label"),
                    F.node("RECTANGLE", "Rectangle", 516, 422, 361, 52, id: "1:4", ["strokes": F.paint]),
                    F.text("(11) 91234-5678", 528, 437),
                ]
            ])
        let unstroked = F.node(
            "GROUP", "Group 4", 516, 520, 361, 52, id: "1:5",
            ["children": [F.node("RECTANGLE", "Rect", 516, 520, 361, 52, id: "1:6"), F.text("Hint", 528, 535)]])
        let screen = try F.screen([group, unstroked])
        #expect(screen.fields.map(\.id) == ["telefone"])
        #expect(screen.fields.first?.rect == Rect(x: 16, y: 222, width: 361, height: 52), "the rectangle's box")
        #expect(screen.fields.first?.keyboard == .numberPad)
        #expect(screen.fields.first?.textInset == 12)
    }

    @Test func idsAreMadeUniqueInReadingOrder() throws {
        let field = { (x: Double, y: Double) in
            F.node(
                "INSTANCE", "Text field", x, y, 170, 52, id: "1:\(Int(x + y))",
                ["componentProperties": ["Label text": ["type": "TEXT", "value": "Name"]]])
        }
        let screen = try F.screen([field(707, 500), field(516, 500), field(516, 400)])
        #expect(screen.fields.map(\.id) == ["name", "name2", "name3"])
        #expect(screen.fields.map(\.rect.minX) == [16, 16, 207], "top to bottom, then left to right")
    }

    @Test func aFixedBottomNodeWithoutAButtonIsCoveredAndAnAbsoluteOneWithAButtonSticky() throws {
        let composer = F.node(
            "FRAME", "Footer", 500, 952, 393, 100, id: "1:2",
            ["scrollBehavior": "FIXED", "fills": F.paint, "children": [F.text("© 2026", 600, 990)]])
        let covered = try F.screen([composer])
        #expect(covered.bar?.keyboard == .covered)
        #expect(covered.bar?.rect == Rect(x: 0, y: 752, width: 393, height: 66), "less the empty home indicator area")
        let absolute = F.node(
            "FRAME", "Actions", 500, 962, 393, 56, id: "1:3",
            [
                "layoutPositioning": "ABSOLUTE",
                "children": [F.node("INSTANCE", "Primary button", 516, 965, 361, 50, id: "1:4")],
            ])
        let sticky = try F.screen([absolute])
        #expect(
            sticky.bar
                == ImportedBar(
                    rect: Rect(x: 0, y: 762, width: 393, height: 56), keyboard: .sticky,
                    reason: "FRAME \"Actions\" (1:3) (absolute position in its auto layout), holds the button INSTANCE "
                        + "\"Primary button\" (1:4): it rides the keyboard"))
    }

    @Test func aPinnedNodeThatIsNarrowOrHighOrAKeyboardIsNoBar() throws {
        let narrow = F.node("FRAME", "FAB", 800, 950, 56, 56, id: "1:2", ["constraints": ["vertical": "BOTTOM"]])
        let high = F.node("FRAME", "Card", 500, 300, 393, 100, id: "1:3", ["constraints": ["vertical": "BOTTOM"]])
        let keyboard = F.node(
            "INSTANCE", "Keyboard - Light", 500, 761, 393, 291, id: "1:4", ["constraints": ["vertical": "BOTTOM"]])
        let screen = try F.screen([narrow, high, keyboard])
        #expect(screen.bar == nil)
        #expect(
            screen.notes.contains { $0.hasPrefix("INSTANCE \"Keyboard - Light\" (1:4): the design shows a keyboard") })
    }

    @Test func fieldsInTheFixedTopOrTheBarAreSkippedAndSaidSo() throws {
        let search = F.node(
            "INSTANCE", "Search bar", 500, 200, 393, 100, id: "1:2",
            ["scrollBehavior": "FIXED", "componentProperties": ["Placeholder": ["type": "TEXT", "value": "Search"]]])
        let composer = F.node(
            "FRAME", "Bottom", 500, 972, 393, 80, id: "1:3",
            [
                "constraints": ["vertical": "BOTTOM"],
                "children": [F.node("INSTANCE", "Composer", 508, 980, 377, 40, id: "1:4")],
            ])
        let body = F.node("INSTANCE", "Text field", 516, 420, 361, 52, id: "1:5")
        let screen = try F.screen([search, composer, body])
        #expect(screen.fixedTop == 100)
        #expect(screen.fields.map(\.id) == ["textField"])
        #expect(screen.skipped.contains { $0.hasPrefix("INSTANCE \"Search bar\" (1:2) \"Search\": in the fixed top") })
        #expect(
            screen.skipped.contains { $0.hasPrefix("INSTANCE \"Composer\" (1:4) \"Composer\": in or below the bar") })
    }

    @Test func aNavigationBarThatScrollsIsNoted() throws {
        let status = F.node("INSTANCE", "Status bar", 500, 200, 393, 47, id: "1:2")
        let navigation = F.node("FRAME", "Navigation bar", 500, 247, 393, 44, id: "1:3")
        let screen = try F.screen([status, navigation, F.node("INSTANCE", "Input", 516, 420, 361, 52, id: "1:4")])
        #expect(screen.fixedTop == 47 && screen.statusBar == 47, "the status bar, with no FIXED node")
        #expect(screen.notes.contains { $0.contains("FRAME \"Navigation bar\" (1:3) at the top scrolls") })
    }
}
