import Foundation
import LabFiles
import LabPNG
import Testing

/// `mask` lines and `check --values`, run as a user runs them, on a tiny scenario in a temporary folder.
@Suite(.serialized, Integration.run) struct MaskValuesCLITests {
    /// A scenario typing `digits` into the zip code field (the number pad: no predictive bar repeats them); `extra`
    /// lines go before `end`.
    static func scenario(digits: String = "75001", extra: String = "") -> String {
        """
        device iphone-se
        at 0 tap field zipCode
        at 0.1 type "\(digits)"
        capture 0.6 as typed
        \(extra)
        end 0.6
        """
    }

    /// A folder holding `tiny.scenario` with `text`, and the `check` arguments for it (relative to the folder).
    static func folder(_ text: String) throws -> URL {
        let folder = try temporaryFolder()
        try text.write(to: folder.appending(path: "tiny.scenario"), atomically: true, encoding: .utf8)
        return folder
    }

    static let check = ["check", "tiny.scenario", "--goldens", "g", "--report", "r"]

    @Test func aBrokenValueFailsInOneLineNamingTheKeyAndBothNumbers() throws {
        let folder = try Self.folder(Self.scenario())
        defer { try? FileManager.default.removeItem(at: folder) }
        let values = folder.appending(path: "g/tiny/values.json")
        let recorded = try keyboardLab(Self.check + ["--values", "--record", "missing"], in: folder)
        #expect(recorded.status == 0, "\(recorded.stderr)")
        #expect(recorded.stdout.contains("1 goldens written, 1 value golden written"), "\(recorded.stdout)")
        let original = try String(contentsOf: values, encoding: .utf8)
        #expect(original.contains("\"typed-0.60\" : {\n      \"focused.height\" : "), "\(original)")
        let passing = try keyboardLab(Self.check + ["--values"], environment: ["CI": "1"], in: folder)
        #expect(passing.status == 0, "\(passing.stderr)")

        let golden = try ValueFile(values)
        let keyboardY = try #require(golden.number("keyboard.y"))
        try original.replacingOccurrences(
            of: "\"keyboard.y\" : \(golden.text("keyboard.y"))", with: "\"keyboard.y\" : \(keyboardY + 8.5)"
        ).write(to: values, atomically: true, encoding: .utf8)
        let broken = try keyboardLab(Self.check + ["--values"], environment: ["CI": "1"], in: folder)
        #expect(broken.status == 1)
        let failures = broken.stderr.split(separator: "\n").filter { $0.hasPrefix("FAIL ") }
        #expect(
            failures == [
                "FAIL tiny/typed-0.60: values: keyboard.y expected \(ValueFile.compact(keyboardY + 8.5)) got "
                    + "\(golden.text("keyboard.y")) (g/tiny/values.json); pixels: identical (375×667); tolerance 0, "
                    + "max 0 pixels"
            ], "\(broken.stderr)")
        let junit = try String(contentsOf: folder.appending(path: "r/junit.xml"), encoding: .utf8)
        #expect(junit.contains("value: keyboard.y expected"))

        // Pixels alone do not look at the values.
        #expect(try keyboardLab(Self.check, environment: ["CI": "1"], in: folder).status == 0)
        // --record failed puts the recorded number back.
        let rewritten = try keyboardLab(Self.check + ["--values", "--record", "failed"], in: folder)
        #expect(rewritten.status == 0, "\(rewritten.stderr)")
        #expect(try String(contentsOf: values, encoding: .utf8) == original)
    }

    @Test func aMissingValueGoldenFailsUnderCIAndIsNeitherReadNorWrittenWithoutValues() throws {
        let folder = try Self.folder(Self.scenario())
        defer { try? FileManager.default.removeItem(at: folder) }
        let values = folder.appending(path: "g/tiny/values.json")
        #expect(try keyboardLab(Self.check + ["--record", "missing"], in: folder).status == 0)
        #expect(!FileManager.default.fileExists(atPath: values.path), "no values.json without --values")
        let strict = try keyboardLab(Self.check + ["--values"], environment: ["CI": "true"], in: folder)
        #expect(strict.status == 1)
        #expect(
            strict.stderr.contains(
                "FAIL tiny/typed-0.60: values: no value golden at g/tiny/values.json (record mode never)"),
            "\(strict.stderr)")
        #expect(!FileManager.default.fileExists(atPath: values.path))
        let recorded = try keyboardLab(Self.check + ["--values"], environment: ["CI": ""], in: folder)
        #expect(recorded.status == 0, "\(recorded.stderr)")
        #expect(FileManager.default.fileExists(atPath: values.path))
        // The same values at 2× (points do not change with the scale): one values.json for both.
        let twice = try keyboardLab(Self.check + ["--values", "--scale", "2", "--record", "missing"], in: folder)
        #expect(twice.status == 0, "\(twice.stderr)")
        #expect(!twice.stdout.contains("value golden written"), "\(twice.stdout)")
        // A capture the golden lacks is missing under CI.
        let more = Self.scenario(extra: "capture 0.3 as early")
        try more.write(to: folder.appending(path: "tiny.scenario"), atomically: true, encoding: .utf8)
        let lacking = try keyboardLab(
            Self.check + ["--values", "--record", "failed"], environment: ["CI": "true"], in: folder)
        #expect(lacking.status == 1)
        #expect(
            lacking.stderr.contains(
                "FAIL tiny/early-0.30: no golden at g/tiny/early-0.30.png (record mode failed); "
                    + "values: no values for early-0.30 in g/tiny/values.json (record mode failed)"),
            "\(lacking.stderr)")
    }

    @Test func aMaskedFieldLetsItsTextChangeAtEveryScaleAndIsListedInTheReport() throws {
        let folder = try Self.folder(Self.scenario(digits: "75001"))
        defer { try? FileManager.default.removeItem(at: folder) }
        for scale in ["1", "2"] {
            #expect(try keyboardLab(Self.check + ["--scale", scale, "--record", "missing"], in: folder).status == 0)
        }
        let typed = folder.appending(path: "tiny.scenario")
        try Self.scenario(digits: "69001").write(to: typed, atomically: true, encoding: .utf8)
        let unmasked = try keyboardLab(Self.check, environment: ["CI": "1"], in: folder)
        #expect(unmasked.status == 1, "the zip code's text changed")

        try Self.scenario(digits: "69001", extra: "mask field zipCode").write(
            to: typed, atomically: true, encoding: .utf8)
        for scale in ["1", "2"] {
            let masked = try keyboardLab(Self.check + ["--scale", scale], environment: ["CI": "1"], in: folder)
            #expect(masked.status == 0, "scale \(scale): \(masked.stderr)")
        }
        let junit = try String(contentsOf: folder.appending(path: "r/junit.xml"), encoding: .utf8)
        #expect(junit.contains("masked: field zipCode at 16,"), "\(junit)")
        let html = try String(contentsOf: folder.appending(path: "r/index.html"), encoding: .utf8)
        #expect(html.contains("masked (hatched in the diff): field zipCode at 16,"))

        // A mask elsewhere hides nothing of the change: the failure names it, and its diff is hatched.
        try Self.scenario(digits: "69001", extra: "mask 0 0 40 20").write(to: typed, atomically: true, encoding: .utf8)
        let elsewhere = try keyboardLab(Self.check, environment: ["CI": "1"], in: folder)
        #expect(elsewhere.status == 1)
        let failingJUnit = try String(contentsOf: folder.appending(path: "r/junit.xml"), encoding: .utf8)
        #expect(failingJUnit.contains("; masked: rect 0,0 40×20; accept: cp "), "\(failingJUnit)")
        let diff = try PNGFile.read(folder.appending(path: "r/tiny/typed-0.60.diff.png").path)
        let stripe = diff.color(x: 0, y: 0)
        #expect([stripe.red, stripe.green, stripe.blue] == [175, 82, 222], "the mask's stripes in the diff")
        let composite = try PNGFile.read(folder.appending(path: "r/tiny/typed-0.60.composite.png").path)
        let onExpected = composite.color(x: 8, y: 24)
        #expect([onExpected.red, onExpected.green, onExpected.blue] == [175, 82, 222], "and on the expected panel")
    }

    @Test func aBadMaskLineIsReportedAsTheScenariosError() throws {
        let folder = try Self.folder(Self.scenario(extra: "mask field zipcod"))
        defer { try? FileManager.default.removeItem(at: folder) }
        // --record missing: with CI set the default is never, which refuses the goldens folder not made yet.
        let result = try keyboardLab(Self.check + ["--values", "--record", "missing"], in: folder)
        #expect(result.status == 1)
        #expect(!result.crashed)
        #expect(
            result.stderr.contains(
                "tiny.scenario:5:1: `mask field`: unknown field \"zipcod\"; did you mean \"zipCode\"?"),
            "\(result.stderr)")
        let zero = try Self.folder(Self.scenario(extra: "mask 0 0 0 20"))
        defer { try? FileManager.default.removeItem(at: zero) }
        let shoot = try keyboardLab(["shoot", "tiny.scenario", "--out", "o"], in: zero)
        #expect(shoot.status == 1)
        #expect(
            shoot.stderr.contains("tiny.scenario:5:10: width 0: expected the mask's width in screen points, above 0"),
            "\(shoot.stderr)")
    }
}

/// A `values.json` read as plain JSON, to break a number in it.
struct ValueFile {
    let captures: [String: [String: Double]]

    init(_ url: URL) throws {
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
        captures = (object?["captures"] as? [String: [String: Double]]) ?? [:]
    }

    /// The only capture's value of `key`.
    func number(_ key: String) -> Double? { captures.values.first?[key] }

    /// The value as the file writes it.
    func text(_ key: String) -> String { number(key).map(Self.compact) ?? "none" }

    /// `852`, `594.029`: the file's and the messages' form.
    static func compact(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
