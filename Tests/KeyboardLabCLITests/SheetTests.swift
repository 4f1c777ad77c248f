import Foundation
import Testing

/// `keyboard-lab sheet`: one scenario moment across a matrix of options as one labelled PNG.
@Suite(.serialized, Integration.run) struct SheetTests {
    /// The width and height from a PNG's IHDR chunk.
    func pngSize(_ url: URL) throws -> (width: Int, height: Int) {
        let data = try Data(contentsOf: url)
        #expect(data.count > 24 && data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        func be(_ offset: Int) -> Int { data[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) } }
        return (be(16), be(20))
    }

    @Test func aSheetHasOneRowPerValueOfTheFirstKeyAndAColumnPerCombinationAndTime() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appending(path: "sheet.png")
        let result = try keyboardLab([
            "sheet", "Assets/Scenarios/tab-through.scenario", "--at", "1.0", "--at", "1.5",
            "--vary", "device=iphone-se,iphone-15", "--vary", "strategy=keyboardlab,listener-2018", "--out", out.path,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("wrote a sheet of 8 tiles (2 rows)"))
        let size = try pngSize(out)
        // Two rows of phones (667 and 852 tall) with their label bands; four columns of the widest (393).
        #expect(size.height == 16 + (667 + 26) + 16 + (852 + 26) + 16)
        #expect(size.width == 16 + 4 * (393 + 16))
    }

    @Test(arguments: [
        (["--vary", "colour=red"], "--vary colour=red: expected KEY=V1,V2,… with KEY one of device"),
        (["--vary", "device=nokia-3310"], "unknown device \"nokia-3310\""),
        (["--at", "99"], "--at 99.0: outside the scenario; expected 0 to 8.4 s"),
        ([String](), "sheet: expected at least one --at T"),
    ])
    func badSheetInputGetsOneLine(arguments: [String], expected: String) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let base = ["sheet", "Assets/Scenarios/tab-through.scenario", "--out", folder.appending(path: "s.png").path]
        let extra = arguments.first == "--at" || arguments.isEmpty ? arguments : ["--at", "1"] + arguments
        let result = try keyboardLab(base + extra)
        #expect(result.status != 0)
        #expect(!result.crashed)
        #expect(result.stderr.contains(expected), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1)
    }
}
