import Foundation
import KeyboardAvoidance
import KeyboardLabUI
import LabDrawing
import LabTestSupport
import Testing

@testable import KeyboardLabRuntime

/// Two windows recording to one file: the one that saves second keeps the first's recording and writes beside it.
@Suite struct RecordingFileTests {
    func window(recordingTo path: String, folder: URL, device: String) throws -> FrameLoop {
        let resources = try resources()
        return try FrameLoop(
            host: InProcessWindowHost(), resources: resources, screen: Screen(form: resources.sampleForm),
            device: device, orientation: .portrait, scale: 1, settings: ConditionOverrides(), valuesPath: nil,
            tracePath: nil, screenshotFolder: folder.appending(path: "shots").path, record: (path, nil, nil),
            environment: .none)
    }

    @Test func aSecondWindowRecordingToTheSameFileWritesBesideIt() throws {
        let folder = try TestPaths.temporaryFolder("keyboard-lab-two-recordings")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appending(path: "talk.scenario").path
        let first = try window(recordingTo: path, folder: folder, device: "iphone-15")
        let second = try window(recordingTo: path, folder: folder, device: "iphone-se")
        try first.run(exitAfter: 2.0 / 60)
        try second.run(exitAfter: 2.0 / 60)
        let kept = try String(contentsOfFile: path, encoding: .utf8)
        let beside = try String(contentsOfFile: folder.appending(path: "talk-2.scenario").path, encoding: .utf8)
        #expect(kept.contains("device iphone-15"), "the first window's recording is kept: \(kept)")
        #expect(beside.contains("device iphone-se"), "the second's is beside it: \(beside)")
        // A window that opened over an old recording of its own writes over it, as asked.
        let again = try window(recordingTo: path, folder: folder, device: "iphone-se")
        try again.run(exitAfter: 2.0 / 60)
        #expect(try String(contentsOfFile: path, encoding: .utf8).contains("device iphone-se"))
    }
}
