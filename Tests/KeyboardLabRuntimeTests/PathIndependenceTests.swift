import KeyboardAvoidance
import KeyboardLabUI
import LabDrawing
import Testing

@testable import KeyboardLabRuntime

/// A frame at t is the same whether the runtime reached t in one step or in many.
@Suite struct PathIndependenceTests {
    /// The inputs of a show, a focus change and a type, at their own instants.
    static let inputs = [
        StepInput(.focusField("city"), at: at(0.1)), StepInput(.key(.tab), at: at(0.4)),
        StepInput(.type("75001"), at: at(0.45)),
    ]

    @Test(arguments: [0.2, 0.27, 0.5, 0.9])
    func oneStepAndManyStepsGiveTheSameState(end: Double) throws {
        var one = try runtime()
        one.step(Self.inputs.filter { $0.time! <= at(end) }, to: at(end))
        var many = try runtime()
        var pending = Self.inputs[...]
        for t in stride(from: 0.0, through: end, by: 1.0 / 60) + [end] {
            var due: [StepInput] = []
            while let next = pending.first, next.time! <= at(t) {
                due.append(next)
                pending = pending.dropFirst()
            }
            many.step(due, to: at(t))
        }
        #expect(one.state == many.state)
        #expect(one.state.phone.presented == many.state.phone.presented)
    }

    @Test func oneStepAndManyStepsTraceTheSameNotificationsAndLastFrame() throws {
        var one = try runtime()
        let single = one.step(Self.inputs, to: at(1))
        var many = try runtime()
        var lines: [String] = []
        lines += many.step(Array(Self.inputs.prefix(1)), to: at(0.1)).traceLines[0]
        lines += frames(&many, to: 0.39).flatMap { $0.traceLines[0] }
        lines += many.step(Array(Self.inputs.dropFirst()), to: at(0.45)).traceLines[0]
        lines += frames(&many, to: 1).flatMap { $0.traceLines[0] }
        func notifications(_ lines: [String]) -> [String] { lines.filter { $0.contains("\"notification\"") } }
        #expect(notifications(single.traceLines[0]) == notifications(lines))
        #expect(notifications(lines).count == 6, "a show's will set, the number pad's will set, then the did set")
        #expect(single.traceLines[0].last == lines.last, "the frame line at t = 1")
    }

    @Test func aStepAppliesEachInputAtItsOwnInstant() throws {
        var runtime = try runtime()
        let frame = runtime.step([StepInput(.focusField("city"), at: at(0.1))], to: at(1))
        let times = frame.notifications[0].map(\.time)
        #expect(times.first == at(0.1), "the will-notifications at the tap")
        #expect(events(frame) == [.willChangeFrame, .willShow, .didChangeFrame, .didShow])
        #expect(times.last == at(0.6), "the did-notifications when the animation settled, 0.5 s later")
    }

    @Test func anInputLaterThanTheStepIsAppliedAtTheStep() throws {
        var runtime = try runtime()
        let frame = runtime.step([StepInput(.focusField("city"), at: at(5))], to: at(0.2))
        #expect(frame.notifications[0].map(\.time) == [at(0.2), at(0.2)])
        #expect(runtime.state.phone.now == at(0.2))
    }

    @Test func theStateIsAValueWhateverMeasuredIt() throws {
        var a = try runtime(measurer: FixedWidthTextMeasurer())
        var b = try runtime(measurer: FixedWidthTextMeasurer(advanceRatio: 0.5))
        a.step([StepInput(.focusField("hobbies"))], to: at(0.3))
        b.step([StepInput(.focusField("hobbies"))], to: at(0.3))
        #expect(a.state == b.state)
        b.step([StepInput(.type("x"))], to: at(0.4))
        #expect(a.state != b.state, "equality compares what the state holds")
        let sendable: any Sendable = a.state
        #expect(sendable is AppState)
    }
}
