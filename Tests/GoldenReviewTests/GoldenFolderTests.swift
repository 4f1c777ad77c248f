import Foundation
import GoldenReview
import GoldenReviewTestSupport
import LabText
import Testing

/// The goldens folder as accepting writes it: a named path must stay inside it (no absolute paths, no `..`, no
/// hidden or odd components, only PNGs, no symbolic links out), goldens are replaced whole, and a replaced one is
/// kept under `.trash/`.
@Suite("Goldens folder")
struct GoldenFolderTests {
    /// Why `folder` refuses `path`, or nil when it takes it.
    static func refusal(_ folder: GoldenFolder, _ path: String) -> LabError? {
        do {
            _ = try folder.file(path)
            return nil
        } catch {
            return error
        }
    }

    @Test func aPlainRelativePathIsAFileInsideTheFolderEvenInFoldersNotYetMade() throws {
        let fixture = try ReviewFixture()
        defer { try? FileManager.default.removeItem(at: fixture.folder) }
        let folder = try GoldenFolder(fixture.goldens)
        #expect(try folder.file("form/shown.png") == folder.root.appending(path: "form/shown.png"))
        let new = try folder.file("device-iphone-se/signup/typed.png")
        #expect(folder.relative(new) == "device-iphone-se/signup/typed.png")
    }

    @Test(
        arguments: [
            ("", LabError.Kind.badRequest), ("/etc/passwd.png", .forbidden), (#"form\shown.png"#, .forbidden),
            ("../outside.png", .forbidden), ("form/../../outside.png", .forbidden), ("form//shown.png", .badRequest),
            ("./form/shown.png", .badRequest), (".trash/t/form/shown.png", .badRequest),
            ("form/shown.txt", .badRequest), ("form/a\u{1}b.png", .badRequest),
        ])
    func aPathThatIsNotAPlainPNGInsideIsRefusedInOneLine(path: String, kind: LabError.Kind) throws {
        let fixture = try ReviewFixture()
        defer { try? FileManager.default.removeItem(at: fixture.folder) }
        let error = try #require(Self.refusal(try GoldenFolder(fixture.goldens), path))
        #expect(error.kind == kind)
        #expect(!error.description.contains("\n"))
        if !path.isEmpty { #expect(error.message.hasPrefix("\"")) }
    }

    @Test func aSymbolicLinkOutOfTheFolderIsRefused() throws {
        let fixture = try ReviewFixture()
        defer { try? FileManager.default.removeItem(at: fixture.folder) }
        let files = FileManager.default
        try files.createSymbolicLink(
            at: fixture.goldens.appending(path: "out"), withDestinationURL: fixture.folder)
        try files.createSymbolicLink(
            at: fixture.goldens.appending(path: "form/link.png"),
            withDestinationURL: fixture.folder.appending(path: "outside.png"))
        let folder = try GoldenFolder(fixture.goldens)
        let through = try #require(Self.refusal(folder, "out/outside.png"))
        #expect(through.kind == .forbidden && through.message.contains("through a symbolic link"))
        let link = try #require(Self.refusal(folder, "form/link.png"))
        #expect(link.kind == .forbidden && link.message.contains("is a symbolic link"))
        #expect(try Data(contentsOf: fixture.folder.appending(path: "outside.png")) == Data("outside".utf8))
    }

    @Test func aMissingFolderIsNotFound() throws {
        let fixture = try ReviewFixture()
        defer { try? FileManager.default.removeItem(at: fixture.folder) }
        #expect(throws: LabError(.notFound, "\(fixture.folder.path)/none: no such goldens folder")) {
            try GoldenFolder(fixture.folder.appending(path: "none"))
        }
    }

    @Test func aGoldenIsReplacedWholeAndNoTemporaryFileIsLeft() throws {
        let fixture = try ReviewFixture()
        defer { try? FileManager.default.removeItem(at: fixture.folder) }
        let folder = try GoldenFolder(fixture.goldens)
        let shown = try folder.file("form/shown.png")
        try folder.replace(shown, with: ReviewFixture.actual)
        #expect(fixture.golden("form/shown.png") == ReviewFixture.actual)
        let deep = try folder.file("phones/se/form/typed.png")
        try folder.replace(deep, with: ReviewFixture.newActual)
        #expect(fixture.golden("phones/se/form/typed.png") == ReviewFixture.newActual)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.root.appending(path: "form").path)
        #expect(names.sorted() == ["hidden.png", "shown.png"])
    }

    @Test func aStampNamesTheBytesOrTheirAbsence() throws {
        let fixture = try ReviewFixture()
        defer { try? FileManager.default.removeItem(at: fixture.folder) }
        let folder = try GoldenFolder(fixture.goldens)
        #expect(folder.stamp(try folder.file("form/typed.png")) == GoldenFolder.absent)
        let shown = folder.stamp(try folder.file("form/shown.png"))
        #expect(shown == GoldenFolder.stamp(of: ReviewFixture.oldGolden))
        #expect(shown != GoldenFolder.stamp(of: ReviewFixture.actual))
        #expect(shown != GoldenFolder.absent)
    }

    @Test func aReplacedGoldenIsKeptUnderTheTrashByBatchAndPath() throws {
        let fixture = try ReviewFixture()
        defer { try? FileManager.default.removeItem(at: fixture.folder) }
        let folder = try GoldenFolder(fixture.goldens)
        let kept = try folder.keep(ReviewFixture.oldGolden, path: "form/shown.png", batch: "b1")
        #expect(folder.relative(kept) == ".trash/b1/form/shown.png")
        #expect(try Data(contentsOf: kept) == ReviewFixture.oldGolden)
        #expect(Self.refusal(folder, ".trash/b1/form/shown.png")?.kind == .badRequest, "the trash is not a golden")
    }
}
