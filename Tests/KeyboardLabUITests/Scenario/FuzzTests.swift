import Foundation
import KeyboardAvoidance
import KeyboardLabUI
import Testing

/// A bounded mutation fuzzer of the scenario parser and the form loader: shipped files are mutated (bytes flipped,
/// dropped, duplicated, tokens spliced in, cut short) and every result must parse or give an `LabError`; what
/// parses must also run. A crash or trap fails the whole test run. `.ci/fuzz` runs the same inputs under libFuzzer.
@Suite struct FuzzTests {
    static let tokens = [
        "at", "capture", "as", "every", "..", "end", "fps", "device", "form", "tap", "field", "mask", "type", "\"",
        "\\", "#",
        "\n", " ", "0", "-1", "1e308", "nan", "inf", "-0", "99999999999999999999", "0.0001", "é", "👍🏽", "\u{0}", "{",
        "}",
        "[", "]", ":", ",", "null", "true", "\"id\"", "\"fields\"", "\"sections\"", "\"kind\"", "\"multiline\"",
        "\"gap\"",
    ]

    static func mutate(_ text: String, _ rng: inout SeededRandom) -> String {
        var scalars = Array(text.unicodeScalars)
        for _ in 0..<Int.random(in: 1...4, using: &rng) {
            let position = scalars.isEmpty ? 0 : Int.random(in: 0..<scalars.count, using: &rng)
            switch Int.random(in: 0..<6, using: &rng) {
            case 0 where !scalars.isEmpty:
                scalars[position] = Unicode.Scalar(UInt8.random(in: 32...126, using: &rng))
            case 1 where !scalars.isEmpty:
                scalars.removeSubrange(position..<min(scalars.count, position + Int.random(in: 1...12, using: &rng)))
            case 2:
                let token = tokens[Int.random(in: 0..<tokens.count, using: &rng)]
                scalars.insert(contentsOf: token.unicodeScalars, at: position)
            case 3 where !scalars.isEmpty:
                let end = min(scalars.count, position + Int.random(in: 1...40, using: &rng))
                scalars.insert(contentsOf: scalars[position..<end], at: position)
            case 4:
                scalars = Array(scalars.prefix(position))
            default:
                scalars.insert(Unicode.Scalar(UInt8.random(in: 0...255, using: &rng)), at: position)
            }
        }
        var out = String.UnicodeScalarView()
        out.append(contentsOf: scalars)
        return String(out)
    }

    static func files(_ folder: String, suffix: String) throws -> [String] {
        let url = assetsFolder.appending(path: folder)
        return try FileManager.default.contentsOfDirectory(atPath: url.path).filter { $0.hasSuffix(suffix) }.sorted()
            .map { try String(contentsOf: url.appending(path: $0), encoding: .utf8) }
    }

    @Test func mutatedScenariosParseOrFailCleanly() throws {
        let resources = try loadResources()
        let seeds = try Self.files("Scenarios", suffix: ".scenario")
        var rng = SeededRandom(seed: 0x5EED)
        var parsed = 0
        let iterations = TestScale.count(fast: 300, exhaustive: 3_000)
        for iteration in 0..<iterations {
            let text = Self.mutate(seeds[iteration % seeds.count], &rng)
            do {
                let scenario = try ScenarioParser.parse(text, file: "fuzz.scenario")
                let runner = try ScenarioRunner(
                    scenario: scenario, resources: resources, readFile: readRepositoryFile)
                runner.run(measurer: measurer, framesEnabled: false) { state, _ in
                    #expect(state.presented.contentOffset.y.isFinite)
                }
                parsed += 1
            } catch {
                #expect(!error.description.isEmpty && !error.description.contains("\n"), "iteration \(iteration)")
            }
        }
        #expect(parsed > iterations / 30, "some mutants still parse and run: \(parsed) of \(iterations)")
    }

    @Test func mutatedFormsLoadOrFailCleanly() throws {
        let resources = try loadResources()
        let seeds = try Self.files("Forms", suffix: ".json")
        var rng = SeededRandom(seed: 0xF0F0)
        var loaded = 0
        let iterations = TestScale.count(fast: 200, exhaustive: 2_000)
        for iteration in 0..<iterations {
            let text = Self.mutate(seeds[iteration % seeds.count], &rng)
            do {
                let form = try JSONInput.decode(Form.self, from: Data(text.utf8), file: "fuzz.json").validated(
                    file: "fuzz.json")
                var state = Phone(resources: resources, form: form, measurer: measurer)
                state.reduce(.focusField(form.fields[0].id), at: .zero, measurer: measurer)
                state.reduce(.key(.tab), at: Instant(seconds: 0.1), measurer: measurer)
                _ = PhoneView.draw(state, context: ViewContext(measurer: measurer, isCapture: true))
                loaded += 1
            } catch {
                #expect(error.description.hasPrefix("fuzz.json"), "iteration \(iteration): \(error)")
            }
        }
        #expect(loaded > iterations / 40, "some mutants still load: \(loaded) of \(iterations)")
    }
}
