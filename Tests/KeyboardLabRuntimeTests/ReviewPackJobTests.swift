import Foundation
import KeyboardAvoidance
import KeyboardLabUI
import LabPNG
import LabTestSupport
import Testing

@testable import KeyboardLabRuntime

/// `review-pack` in process: each field focused in turn with a value for its keyboard, a sheet per field with the
/// devices side by side at @2x, and the page that shows them.
@MainActor @Suite(.serialized) struct ReviewPackJobTests {
    @Test func aPackHasASheetPerFieldAndAPageNamingThem() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let options = ReviewPackJob.Options(
            screen: assetsFolder.appending(path: "Screens/design-signup.json").path,
            out: folder.appending(path: "pack").path, devices: ["iphone-se", "pixel-8"],
            appearances: ["light", "dark"],
            assets: assetsFolder.path, quiet: true)
        let written = try ReviewPackJob(options).run()
        #expect(written.sheets.count == 7, "one per field of the sample design")
        #expect(written.video == nil, "no ffmpeg in the job's environment")
        let sheet = try PNGFile.read(written.sheets[6])
        // Two phones side by side, two rows (light, dark), at @2x: an iPhone SE is 750 px wide.
        #expect(sheet.width > 2 * 750 && sheet.height > 2 * 1334)
        let page = try String(contentsOfFile: written.page, encoding: .utf8)
        #expect(page.contains("<img src=\"07-referral@2x.png\""))
        #expect(page.contains("a row for each of appearance=light,dark"))
    }

    @Test(arguments: [
        (FieldKind.email, "camille.martin@example.com"), (.phone, "11912345678"), (.number, "123456"),
        (.multiline, "Back on Monday; the parcel can wait at the door."), (.secure, "correct horse 42"),
        (.text, "Sample text"),
    ])
    func theSampleFitsTheKeyboard(kind: FieldKind, sample: String) {
        let field = FormField(id: kind == .phone ? "phone" : "f", label: "", kind: kind)
        #expect(ReviewPackJob.sample(for: field) == sample)
    }

    @Test func aScreenWithoutFieldsOrAnUnknownDeviceIsOneLine() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let rows = folder.appending(path: "rows.json")
        try #"{"content": {"kind": "list", "rows": ["Aïcha", "Bastien"]}}"#.write(
            to: rows, atomically: true, encoding: .utf8)
        var job = ReviewPackJob(
            ReviewPackJob.Options(
                screen: rows.path, out: folder.appending(path: "pack").path, devices: ["iphone-99"],
                assets: assetsFolder.path))
        #expect(Self.error(job)?.isUsage == true)
        #expect(Self.error(job)?.place == .option("device", "iphone-99"))
        #expect(Self.error(job)?.worded { "--\($0)" }.hasPrefix("--device iphone-99: unknown device") == true)
        job.options.devices = ["iphone-15"]
        #expect(
            Self.error(job)?.description.hasSuffix("rows.json: no field to focus; expected a screen with fields")
                == true)
    }

    @Test func anIOSVersionIsNotRepeatedOnAnAndroidPhone() throws {
        let matrix = try VariationMatrix(parsing: ["ios=18,26", "device=iphone-se,pixel-8"])
        let labels = ReviewPackJob.tileLabels(matrix.combinations) { $0.hasPrefix("pixel") }
        #expect(
            labels == ["IOS 18 IPHONE-SE", "PIXEL-8", "IOS 26 IPHONE-SE", nil], "the Pixel once, no IOS 26 PIXEL-8")
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let options = ReviewPackJob.Options(
            screen: assetsFolder.appending(path: "Screens/design-signup.json").path,
            out: folder.appending(path: "pack").path, devices: ["iphone-se", "pixel-8"], ios: ["18", "26"],
            assets: assetsFolder.path, quiet: true)
        let written = try ReviewPackJob(options).run()
        let sheet = try PNGFile.read(written.sheets[0])
        // Two columns, two rows; the second row's Pixel is left blank, so the columns stay in line.
        #expect(sheet.width > 2 * 750 && sheet.height > 2 * 1334)
        let page = try String(contentsOfFile: written.page, encoding: .utf8)
        #expect(page.contains("pixel-8 is Android: the iOS version has no effect on it, so it is shown once"))
    }

    /// The error `job` stops with, or nil.
    static func error(_ job: ReviewPackJob) -> LabError? {
        do {
            try job.run()
            return nil
        } catch {
            return error as? LabError
        }
    }
}
