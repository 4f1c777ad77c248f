import Foundation
import LabFiles
import LabPNG
import Testing

/// What a new user and a designer ran into on the command line.
@Suite(Integration.run) struct CommandUsageTests {
    static let scenarios = packageRoot.appending(path: "Assets/Scenarios")

    @Test func shootWritesAt2xAndOnTheDeviceAsked() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scenario = Self.scenarios.appending(path: "show-hide-iphone-15.scenario").path
        let result = try keyboardLab(
            ["shoot", scenario, "--scale", "2", "--device", "iphone-se", "--out", folder.path])
        #expect(result.status == 0, "\(result.stderr)")
        let image = try PNGFile.read(folder.appending(path: "show-hide-iphone-15/show-0.50@2x.png").path)
        #expect(image.width == 750 && image.height == 1334, "the iPhone SE's 375 × 667 points at 2×")
        let misspelt = try keyboardLab(["shoot", scenario, "--device", "iphone-51", "--out", folder.path])
        #expect(misspelt.status != 0)
        #expect(misspelt.stderr.contains("--device iphone-51: unknown device; did you mean \"iphone-15\"?"))
    }

    @Test func checkCompares2xCapturesWith2xGoldensBesideThe1xOnes() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let goldens = folder.appending(path: "goldens")
        let scenario = Self.scenarios.appending(path: "dismiss-mid-show.scenario").path
        func check(_ extra: [String], ci: String) throws -> LabResult {
            try keyboardLab(
                ["check", scenario, "--goldens", goldens.path, "--report", folder.appending(path: "r").path] + extra,
                environment: ["CI": ci])
        }
        #expect(try check([], ci: "").status == 0)
        #expect(try check(["--scale", "2"], ci: "").status == 0)
        let at2x = try PNGFile.read(goldens.appending(path: "dismiss-mid-show/interrupted-0.12@2x.png").path)
        let at1x = try PNGFile.read(goldens.appending(path: "dismiss-mid-show/interrupted-0.12.png").path)
        #expect(at2x.width == 2 * at1x.width && at2x.height == 2 * at1x.height)
        #expect(FileManager.default.fileExists(atPath: goldens.appending(path: "environment@2x.json").path))
        let again = try check(["--scale", "2"], ci: "1")
        #expect(again.status == 0, "\(again.stdout)\(again.stderr)")
        #expect(again.stdout.contains("5 passed, 0 failed"), "each scale against its own goldens and sidecar")
    }

    @Test func aBadScenarioDoesNotStopCheck() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bad = folder.appending(path: "broken.scenario")
        try "device iphone-se\nat 0 tap field zipcod\ncapture 0.5 as up\nend 1\n".write(
            to: bad, atomically: true, encoding: .utf8)
        let good = Self.scenarios.appending(path: "tab-through.scenario").path
        let junit = folder.appending(path: "junit.xml")
        let result = try keyboardLab(
            [
                "check", bad.path, good, "--goldens", packageRoot.appending(path: "Tests/Goldens").path, "--report",
                folder.appending(path: "report").path, "--junit", junit.path,
            ], environment: ["CI": "1"])
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("14 passed, 0 failed, 1 scenario could not be checked"), "\(result.stdout)")
        let xml = try String(contentsOf: junit, encoding: .utf8)
        #expect(xml.contains("errors=\"1\""))
        #expect(xml.contains("<error message=\"\(bad.path):2:1: unknown field &quot;zipcod&quot;; did you mean"))
        #expect(xml.contains("<testsuite name=\"tab-through\" tests=\"14\" failures=\"0\" errors=\"0\""))
    }

    @Test func sheetWithoutVaryRendersOneTile() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appending(path: "one.png").path
        let result = try keyboardLab(
            ["sheet", Self.scenarios.appending(path: "tab-through.scenario").path, "--at", "1", "--out", out])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("wrote a sheet of 1 tiles (1 rows)"))
        #expect(FileManager.default.fileExists(atPath: out))
        let misspelt = try keyboardLab(
            [
                "sheet", Self.scenarios.appending(path: "tab-through.scenario").path, "--at", "1", "--vary",
                "device=iphone-51", "--out", out,
            ])
        #expect(misspelt.status != 0)
        #expect(
            misspelt.stderr.contains("--vary device=iphone-51: unknown device \"iphone-51\"; did you mean"),
            "the error names the flag typed, not --compare: \(misspelt.stderr)")
    }

    /// `sheet --orientation landscape` turns the phone as `shoot` and `check` do (it once drew it upright).
    @Test func sheetTakesTheOrientationFlag() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var sizes: [String: (width: Int, height: Int)] = [:]
        for orientation in ["portrait", "landscape"] {
            let out = folder.appending(path: "\(orientation).png")
            let result = try keyboardLab([
                "sheet", Self.scenarios.appending(path: "tab-through.scenario").path, "--at", "1", "--device",
                "pixel-8", "--orientation", orientation, "--out", out.path,
            ])
            #expect(result.status == 0, "\(result.stderr)")
            // The PNG's IHDR: width and height, big-endian, at bytes 16 and 20.
            let bytes = [UInt8](try Data(contentsOf: out).prefix(24))
            let word = { (at: Int) in bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
            sizes[orientation] = (word(16), word(20))
        }
        let upright = try #require(sizes["portrait"])
        let turned = try #require(sizes["landscape"])
        #expect(upright.height > upright.width, "\(upright)")
        #expect(turned.width > turned.height, "\(turned)")
    }

    @Test func withoutADisplayKeyboardLabsOwnLineComesFirst() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try keyboardLab(
            ["--demo-out", folder.appending(path: "demo").path],
            environment: ["DISPLAY": "", "WAYLAND_DISPLAY": "", "SDL_VIDEODRIVER": "", "XDG_RUNTIME_DIR": ""],
            in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let first = result.stderr.split(separator: "\n").first.map(String.init) ?? ""
        #expect(first.hasPrefix("keyboard-lab: no display available"), "\(result.stderr)")
    }

    @Test func aScenariosFormIsFoundFromAnyFolder() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // typing-french names its form relative to itself (../Forms/profil-fr.json).
        let result = try keyboardLab(
            [
                "check", Self.scenarios.appending(path: "typing-french.scenario").path, "--goldens",
                packageRoot.appending(path: "Tests/Goldens").path, "--report", folder.appending(path: "r").path,
            ], environment: ["CI": "1"], in: folder)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    }
}
