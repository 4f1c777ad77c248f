import CodeAudit
import Foundation
import KeyboardAvoidance
import LabTestSupport
import Testing

/// What the audit meets in real trees never crashes it: each file it cannot read, or reads only in part, is a note
/// naming it; a path that does not exist is a usage error; the findings of the files it can read still count.
@Suite struct BadInputTests {
    /// A fresh folder holding `files` (path → bytes).
    static func tree(_ files: [String: [UInt8]]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appending(path: "audit-\(UUID().uuidString)")
        for (path, bytes) in files {
            let url = root.appending(path: path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url)
        }
        return root
    }

    static func audit(_ root: URL, _ paths: [String] = ["."]) throws -> Audit {
        let tree = try SourceTree.read(paths, root: root)
        return Audit(sources: tree.sources, configs: tree.configs, notes: tree.notes)
    }

    @Test func eachUnreadableFileIsANoteAndTheRestIsAudited() throws {
        let begin = "let f = note.userInfo?[UIResponder.keyboardFrameBeginUserInfoKey]\n"
        let root = try Self.tree([
            "Binary.swift": [0x00, 0x01, 0x02] + Array("keyboardFrameBeginUserInfoKey".utf8),
            "Latin1.kt": Array("val s = \"caf".utf8) + [0xE9] + Array("\"\n".utf8),
            "Open.swift": Array("let a = \"never closed\n".utf8),
            "app/src/main/AndroidManifest.xml": Array("<manifest><application>".utf8),
            "gradle/libs.versions.toml": Array("[versions\ntargetSdk = ".utf8),
            "Good.swift": Array(begin.utf8),
        ])
        let audit = try Self.audit(root)
        #expect(audit.findings.map(\.rule) == ["uikit-begin-frame"])
        #expect(
            audit.notes.map(\.description) == [
                "Binary.swift: note: a binary file with a source file's name; skipped",
                "Latin1.kt: note: not UTF-8; read with its invalid bytes replaced",
                "Open.swift: note: an unterminated string at 1:9; the rest of the file was read as it",
            ] + audit.notes.dropFirst(3).map(\.description))
        #expect(
            audit.notes.contains { $0.path == "app/src/main/AndroidManifest.xml" && $0.message.hasPrefix("not XML") })
        #expect(audit.notes.contains { $0.path == "gradle/libs.versions.toml" && $0.message.hasPrefix("not a TOML") })
    }

    @Test func aSymlinkLoopIsWalkedOnceAndVendorFoldersAreSkipped() throws {
        let root = try Self.tree([
            "src/A.swift": Array("let k = UIKeyboardFrameBeginUserInfoKey\n".utf8),
            "node_modules/lib/B.swift": Array("let k = UIKeyboardFrameBeginUserInfoKey\n".utf8),
            "Generated/C.swift": Array("let k = UIKeyboardFrameBeginUserInfoKey\n".utf8),
            ".gitignore": Array("# generated\nGenerated/\n*.tmp.swift\n".utf8),
            "src/D.tmp.swift": Array("let k = UIKeyboardFrameBeginUserInfoKey\n".utf8),
        ])
        try FileManager.default.createSymbolicLink(
            at: root.appending(path: "src/loop"), withDestinationURL: root.appending(path: "src"))
        let audit = try Self.audit(root)
        #expect(audit.findings.map(\.path) == ["src/A.swift"])
    }

    @Test func aLargeGeneratedFileIsReadWhole() throws {
        var text = "// generated\n"
        for index in 0..<60_000 { text += "export const value\(index) = `line ${1 + 2}`; // <View>\n" }
        #expect(text.utf8.count > 3_000_000)
        text += "const late = <KeyboardAvoidingView behavior=\"padding\" />;\n"
        let root = try Self.tree(["generated/big.tsx": Array(text.utf8)])
        let audit = try Self.audit(root)
        #expect(audit.findings.map(\.rule) == ["rn-kav-same-behavior"])
        #expect(audit.notes.isEmpty)
    }

    @Test func aPathThatDoesNotExistIsAUsageErrorNamingIt() throws {
        let root = try Self.tree(["A.swift": []])
        #expect(throws: LabError(.usage, "Apps: no such file or folder; expected a path in the app's source tree")) {
            try SourceTree.read(["Apps"], root: root)
        }
    }
}
