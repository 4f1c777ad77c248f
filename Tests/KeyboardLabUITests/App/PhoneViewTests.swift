import KeyboardAvoidance
import KeyboardLabUI
import LabDrawing
import Testing

@Suite struct PhoneViewTests {
    @Test func restingScreenShowsChromeFormAndNoKeyboard() throws {
        let lab = try Lab()
        let list = lab.draw()
        let texts = list.textRuns.map(\.text)
        #expect(texts.contains("9:41"))
        #expect(texts.contains("Profile"))
        #expect(texts.contains("ADDRESS"))
        #expect(texts.contains("Bordeaux"))
        #expect(texts.contains("First name: Camille"))
        #expect(!texts.contains("space"), "no keyboard while nothing is focused")
        #expect(list.canvas == Size(width: 393, height: 852 + ReadoutView.height(lab.state)), "the readout under it")
    }

    @Test func focusedFieldShowsKeyboardWithNextOrDone() throws {
        var lab = try Lab()
        lab.send(.focusField("city"))
        lab.settle()
        var texts = lab.draw().textRuns.map(\.text)
        #expect(texts.contains("space"))
        #expect(texts.contains("Next"))
        #expect(texts.contains("q"))
        lab.send(.focusField("videogames"))
        lab.send(.accessoryBar(true))
        lab.settle()
        texts = lab.draw().textRuns.map(\.text)
        #expect(texts.contains("Next"))
        #expect(texts.contains("Done"), "accessory bar's Done")
    }

    @Test func hardwareKeyboardDrawsNoKeys() throws {
        var lab = try Lab()
        lab.send(.hardwareKeyboard(true))
        lab.send(.focusField("city"))
        lab.settle()
        #expect(!lab.draw().textRuns.map(\.text).contains("space"))
        #expect(KeyboardGeometry(lab.state).keys.isEmpty)
    }

    @Test func onlyVisibleRowsAreDrawn() throws {
        let sections = (0..<100).map { s in
            FormSection(title: "S\(s)", fields: (0..<100).map { FormField(id: "f\(s)_\($0)", label: "Field \($0)") })
        }
        var lab = try Lab(form: Form(title: "Large", sections: sections))
        lab.send(.focusField("f99_90"))
        lab.settle()
        let labels = lab.draw().textRuns.filter { $0.text.hasPrefix("Field ") }
        #expect(labels.count < 30)
        #expect(labels.contains { $0.text == "Field 90" })
    }

    @Test(arguments: [true, false])
    func theReadoutLiesUnderTheScreenAndCoversNothing(capture: Bool) throws {
        var lab = try Lab(settings: ConditionOverrides(strategy: "swiftui", ios: .ios26))
        lab.send(.overlay(true))
        lab.send(.focusField("address"))
        lab.settle()
        let screen = lab.state.screen
        let list = lab.draw(capture: capture)
        #expect(list.canvas.height == screen.height + ReadoutView.height(lab.state))
        // Everything after the screen's clip is popped is the readout: below the screen, inside the canvas.
        let popped = try #require(list.commands.lastIndex(of: .popClip))
        let readout = list.commands[(popped + 1)...]
        #expect(readout.count > 3)
        let runs = readout.compactMap { command -> TextRun? in
            if case .text(let run) = command { return run }
            return nil
        }
        #expect(runs.count == ReadoutView.lineCapacity, "iOS 26 and SwiftUI's notes fill the strip")
        for run in runs {
            #expect(run.frame.minY >= screen.height && run.frame.maxY <= list.canvas.height, "\(run.text)")
            #expect(measurer.size(of: run.text, font: run.font).width <= run.frame.width + 0.5, "\(run.text)")
        }
        // Off with Ctrl+O: the canvas is the screen again.
        lab.send(.readout(false))
        #expect(lab.draw(capture: capture).canvas.height == screen.height)
    }

    @Test func aCaptureShowsTheReadoutOnlyWithTheOverlayOn() throws {
        var lab = try Lab()
        lab.send(.overlay(false))
        #expect(lab.draw(capture: true).canvas.height == lab.state.screen.height)
        #expect(lab.draw(capture: false).canvas.height > lab.state.screen.height)
    }

    @Test func overlayNumbersMatchTheTrace() throws {
        var lab = try Lab()
        lab.send(.overlay(true))
        lab.send(.focusField("videogames"))
        lab.time += 0.125
        lab.state.advance(to: Instant(seconds: lab.time))
        let line = TraceWriter.frameLine(lab.state)
        let offset = NumberText.compact(lab.state.presented.contentOffset.y)
        #expect(line.contains("\"contentOffset\":[0,\(offset)]"))
        let panel = OverlayView.panelLines(lab.state)
        #expect(panel.contains { $0.0 == "contentOffset" && $0.1 == "x 0  y \(offset)" })
    }

    @Test func captureAtATimeDoesNotDependOnTheStepsThatReachedIt() throws {
        func render(steps: Int) throws -> DrawList {
            var lab = try Lab()
            lab.send(.overlay(true))
            lab.send(.focusField("books"))
            for step in 1...steps {
                lab.state.advance(to: Instant(seconds: 0.2 * Double(step) / Double(steps)))
            }
            return PhoneView.draw(lab.state, context: ViewContext(measurer: measurer, isCapture: true))
        }
        #expect(try render(steps: 1) == render(steps: 12))
    }
}

@Suite struct LongTextTests {
    @Test func aTenThousandCharacterValueScrollsAndKeepsTheCaretVisible() throws {
        var lab = try Lab()
        lab.send(.focusField("hobbies"))
        let long = String(repeating: "abcdefghij", count: 1_000)
        lab.send(.paste(long))
        #expect(lab.state.value(of: "hobbies")?.count == 10_000)
        let list = lab.draw()
        let runs = list.textRuns.filter { $0.text.allSatisfy { "abcdefghij".contains($0) } && !$0.text.isEmpty }
        #expect(!runs.isEmpty && runs.count < 12, "only the pieces near the caret are drawn: \(runs.count)")
        let caret = try #require(
            list.commands.compactMap { command -> Rect? in
                if case .fill(let rect, let color) = command, color == lab.state.theme.tint, rect.width == 2 {
                    return rect
                }
                return nil
            }.first)
        let row = lab.windowRect("hobbies")
        #expect(caret.minX < row.maxX && caret.minX > row.midX, "caret at the right end of the visible value")
        lab.send(.key(.home))
        let atStart = lab.draw().commands.compactMap { command -> Rect? in
            if case .fill(let rect, let color) = command, color == lab.state.theme.tint, rect.width == 2 { return rect }
            return nil
        }.first
        #expect((atStart?.minX ?? 0) < row.midX, "Home brings the caret to the start, still visible")
        lab.send(.key(.backspace))
        lab.send(.key(.end))
        lab.send(.key(.backspace))
        #expect(lab.state.value(of: "hobbies")?.count == 9_999)
    }
}
