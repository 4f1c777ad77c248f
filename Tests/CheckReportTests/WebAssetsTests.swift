import CheckReport
import Foundation
import LabText
import Testing

@Suite("Web assets")
struct WebAssetsTests {
    static let webFolder = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appending(path: "Assets/Web")

    @Test func theShippedFilesLoadWithoutTheirLastLineBreak() throws {
        let web = try WebAssets.load(from: Self.webFolder)
        for text in [web.reportStyleSheet, web.reportScript, web.reviewStyleSheet, web.reviewScript] {
            #expect(!text.isEmpty)
            #expect(!text.hasSuffix("\n"))
        }
        #expect(web.reportStyleSheet.contains("prefers-color-scheme: dark"))
        #expect(web.reviewScript.contains("review-data"))
    }

    @Test func aMissingFileIsOneLineNamingIt() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "web-assets-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["report.css", "report.js", "review.css"] {
            try Data("x\n".utf8).write(to: folder.appending(path: name))
        }
        #expect(throws: WebAssets.unreadable(folder.appending(path: "review.js").path)) {
            try WebAssets.load(from: folder)
        }
        let message = WebAssets.unreadable("Assets/Web/review.js").description
        #expect(!message.contains("\n"))
        #expect(message.hasPrefix("Assets/Web/review.js: "))
    }
}
