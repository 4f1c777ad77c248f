import KeyboardAvoidance
import KeyboardLabUI
import LabDrawing
import Testing

@testable import KeyboardLabRuntime

/// Scenarios play through the frame step: commands at their instants, frames on the fps grid, captures at
/// their own instants.
@Suite struct ScenarioPlaybackTests {
    static let text = """
        fps 20
        at 0.00 tap field musics
        at 0.12 key escape
        capture 0.05 0.12 0.25 as interrupted
        end 0.3
        """

    @Test func capturesComeAtTheirOwnInstantsBetweenFrames() throws {
        let playback = ScenarioPlayback(runner: try runner(Self.text), measurer: fixedMeasurer, visitsFrames: true)
        var visited: [(Instant, ScenarioPlayback.Stop)] = []
        playback.play { stop, frame, phone in
            visited.append((frame.instant, stop))
            #expect(phone.now == frame.instant)
        }
        let frames = visited.filter { $0.1 == .frame }.map(\.0)
        #expect(frames == (0...6).map { at(Double($0) / 20) }, "n / fps up to the end")
        let captures = visited.compactMap { time, stop in
            if case .capture(let capture) = stop { return (time, capture.name) } else { return nil }
        }
        #expect(captures.map(\.0) == [at(0.05), at(0.12), at(0.25)])
        #expect(captures.map(\.1) == ["interrupted-0.05", "interrupted-0.12", "interrupted-0.25"])
    }

    @Test func aCommandAtACapturesInstantAppliesBeforeIt() throws {
        let playback = ScenarioPlayback(runner: try runner(Self.text), measurer: fixedMeasurer)
        var focusAtCapture: [String: Int?] = [:]
        playback.play { stop, _, phone in
            if case .capture(let capture) = stop { focusAtCapture[capture.name] = phone.editor.focus }
        }
        #expect(focusAtCapture["interrupted-0.05"] != nil && focusAtCapture["interrupted-0.05"]! != nil)
        #expect(focusAtCapture["interrupted-0.12"]! == nil, "escape at 0.12 is applied before the capture at 0.12")
    }

    @Test func aCapturesStateDoesNotDependOnTheFrameRate() throws {
        func phones(fps: Int, frames: Bool) throws -> [Phone] {
            let text = Self.text.replacing("fps 20", with: "fps \(fps)")
            var out: [Phone] = []
            let playback = ScenarioPlayback(runner: try runner(text), measurer: fixedMeasurer, visitsFrames: frames)
            playback.play { stop, _, phone in if stop != .frame { out.append(phone) } }
            return out
        }
        let reference = try phones(fps: 60, frames: false)
        #expect(reference.count == 3)
        for (fps, frames) in [(60, true), (7, true), (120, true)] {
            let other = try phones(fps: fps, frames: frames)
            #expect(other.map(\.presented) == reference.map(\.presented), "fps \(fps)")
            #expect(other.map(\.editor.values) == reference.map(\.editor.values))
        }
    }

    @Test func framesDrawWhatThePlaybackAsksAndCapturesAlwaysDrawThePhone() throws {
        var playback = ScenarioPlayback(
            runner: try runner(Self.text), measurer: fixedMeasurer, visitsFrames: true,
            frameDrawing: .capturesWithPanel)
        var counts: [Int] = []
        playback.play { stop, frame, _ in counts.append(stop == .frame ? frame.drawLists.count : -frame.drawLists.count)
        }
        #expect(counts.filter { $0 > 0 }.allSatisfy { $0 == 2 }, "a frame: the phone and the panel")
        #expect(counts.filter { $0 < 0 }.allSatisfy { $0 == -1 }, "a capture: the phone")
        playback.frameDrawing = .nothing
        playback.play { stop, frame, _ in if stop == .frame { #expect(frame.drawLists.isEmpty) } }
    }

    @Test func aTracedPlaybackWritesAFrameLinePerFrameAndNoneAtCaptures() throws {
        let playback = ScenarioPlayback(
            runner: try runner(Self.text), measurer: fixedMeasurer, visitsFrames: true,
            traceMapping: PixelMapping(scale: 1))
        var frameLines = 0
        var captureLines = 0
        playback.play { stop, frame, _ in
            let lines = frame.traceLines.first ?? []
            if stop == .frame {
                frameLines += lines.filter { $0.contains("\"kind\":\"frame\"") }.count
            } else {
                captureLines += lines.count
            }
        }
        #expect(frameLines == 7)
        #expect(captureLines == 0)
    }
}
