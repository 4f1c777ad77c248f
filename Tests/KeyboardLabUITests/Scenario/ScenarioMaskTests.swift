import Foundation
import KeyboardAvoidance
import KeyboardLabUI
import Testing

@Suite struct ScenarioMaskTests {
    @Test func parsesRectanglesAndFieldsInFileOrder() throws {
        let scenario = try ScenarioParser.parse(
            "mask 0 0 393 54   # the clock\nat 0 tap field city\nmask field city\nmask -4.5 10 20.25 8\nend 1",
            file: "x.scenario")
        #expect(
            scenario.masks == [
                ScenarioMask(.rect(Rect(x: 0, y: 0, width: 393, height: 54)), line: 1),
                ScenarioMask(.field("city"), line: 3),
                ScenarioMask(.rect(Rect(x: -4.5, y: 10, width: 20.25, height: 8)), line: 4),
            ])
    }

    @Test(arguments: [
        ("mask\nend 1", "x.scenario:1:6: expected `field ID` or X Y WIDTH HEIGHT in screen points"),
        (
            "mask feild city\nend 1",
            "x.scenario:1:6: expected `field ID` or X Y WIDTH HEIGHT in screen points, found \"feild\"; "
                + "did you mean \"field\"?"
        ),
        ("mask field\nend 1", "x.scenario:1:12: expected a field id after `mask field`"),
        ("mask field city zip\nend 1", "x.scenario:1:17: unexpected \"zip\"; expected the end of the line"),
        ("mask 0 0 393\nend 1", "x.scenario:1:14: expected the mask's height in screen points"),
        ("mask 0 0 0 54\nend 1", "x.scenario:1:10: width 0: expected the mask's width in screen points, above 0"),
        (
            "mask 0 0 393 -54\nend 1",
            "x.scenario:1:14: height -54: expected the mask's height in screen points, above 0"
        ),
        (
            "mask 0 zero 393 54\nend 1",
            "x.scenario:1:8: expected the mask's top edge y in screen points, found \"zero\""
        ),
        (
            "mask 0 0 393 54e9\nend 1",
            "x.scenario:1:14: 54e9 is out of range; expected the mask's height in screen points from -10000 to 10000"
        ),
        ("mask 0 0 393 54 7\nend 1", "x.scenario:1:17: unexpected \"7\"; expected the end of the line"),
    ])
    func aBadMaskLineIsNamedInOneLine(text: String, expected: String) {
        #expect {
            try ScenarioParser.parse(text, file: "x.scenario")
        } throws: { error in
            (error as? LabError)?.description == expected
        }
    }

    @Test func anUnknownMaskFieldIsCaughtAgainstTheFormWithTheClosestName() throws {
        let scenario = try ScenarioParser.parse("fps 30\nmask field zipcod\nend 1", file: "x.scenario")
        let resources = try loadResources()
        #expect {
            try ScenarioRunner(scenario: scenario, resources: resources, readFile: readRepositoryFile)
        } throws: { error in
            (error as? LabError)?.description.hasPrefix(
                "x.scenario:2:1: `mask field`: unknown field \"zipcod\"; did you mean \"zipCode\"?; expected one of "
            ) == true
        }
    }

    @Test func aFieldMaskFollowsTheFieldAsTheContentScrolls() throws {
        var lab = try Lab()
        let mask = ScenarioMask(.field("city"), line: 1)
        let index = try #require(lab.state.form.index(of: "city"))
        let before = try #require(mask.frame(on: lab.state))
        #expect(before == lab.state.windowRect(ofField: index))
        lab.send(.scroll(dx: 0, dy: -30))
        let after = try #require(mask.frame(on: lab.state))
        #expect(after.minY == before.minY - 30)
        #expect(after.size == before.size)
        let n = NumberText.compact
        #expect(
            mask.description(on: lab.state)
                == "field city at \(n(after.minX)),\(n(after.minY)) \(n(after.width))×\(n(after.height))")
    }

    @Test func aFieldScrolledOutOfTheScrollViewMasksNothing() throws {
        let lab = try Lab(device: "iphone-se")
        let last = try #require(lab.state.form.fields.last?.id)
        let index = lab.state.form.fields.count - 1
        let rect = try #require(lab.state.windowRect(ofField: index))
        try #require(rect.minY >= lab.state.scrollFrame.maxY, "the last field starts below the screen")
        let mask = ScenarioMask(.field(last), line: 1)
        #expect(mask.frame(on: lab.state) == nil)
        #expect(mask.description(on: lab.state) == "field \(last) (not on screen)")
    }

    @Test func aRectangleMaskIsWhereItIsWritten() throws {
        let lab = try Lab()
        let mask = ScenarioMask(.rect(Rect(x: 0, y: 0, width: 393, height: 54)), line: 1)
        #expect(mask.frame(on: lab.state) == Rect(x: 0, y: 0, width: 393, height: 54))
        #expect(mask.description(on: lab.state) == "rect 0,0 393×54")
    }

    @Test func frameValuesAreTheTraceFrameLinesNumbersUnderFlatKeys() throws {
        var lab = try Lab()
        lab.send(.focusField("city"))
        lab.settle()
        let values = FrameValues(lab.state).flattened
        let now = lab.state.presented
        let focused = try #require(lab.state.focusedWindowRect)
        #expect(values["keyboard.y"] == now.keyboardFrame.minY)
        #expect(values["keyboard.height"] == now.keyboardFrame.height)
        #expect(values["inset.bottom"] == FrameValues.rounded(now.contentInset.bottom))
        #expect(values["offset.y"] == FrameValues.rounded(now.contentOffset.y))
        #expect(values["focused.y"] == FrameValues.rounded(focused.minY))
        #expect(values["pinned.y"] == nil, "the sample form has no bottom bar")
        let line = TraceWriter.frameLine(lab.state)
        #expect(line.contains("\"keyboardFrame\":\(NumberText.list(now.keyboardFrame.components))"))
        lab.send(.dismiss)
        lab.settle()
        #expect(FrameValues(lab.state).flattened["focused.y"] == nil)
    }
}
