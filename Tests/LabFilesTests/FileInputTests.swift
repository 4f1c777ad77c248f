import Foundation
import KeyboardAvoidance
import LabFiles
import Testing

/// Reading the user's files: a folder or a screen file where a form file is expected is named as what it is.
@Suite struct FileInputTests {
    @Test func aFolderGivenAsAFileSaysSo() {
        let folder = FileManager.default.temporaryDirectory
        #expect(throws: LabError(file: "my-folder", message: "is a folder; expected a form file")) {
            _ = try FileInput.form(folder, path: "my-folder")
        }
        #expect(throws: LabError(file: "x", message: "is a folder; expected a scenario")) {
            _ = try FileInput.scenario(folder, path: "x")
        }
    }

    @Test func aScreenFileGivenAsAFormPointsAtScreen() throws {
        let url = FileManager.default.temporaryDirectory.appending(path: "screen-as-form-\(UUID().uuidString).json")
        try Data(#"{"content": {"kind": "list", "rows": ["a"]}}"#.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(
            throws: LabError(
                file: "chat.json",
                message: "is a screen file (it has \"content\"), not a form file; give it with --screen")
        ) { _ = try FileInput.form(url, path: "chat.json") }
    }
}
