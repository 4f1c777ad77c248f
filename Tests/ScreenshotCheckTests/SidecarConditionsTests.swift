import Foundation
import KeyboardAvoidance
import KeyboardLabRuntime
import KeyboardLabSDL
import KeyboardLabUI
import LabTestSupport
import ScreenshotComparison
import Testing

@testable import ScreenshotCheck

/// The goldens' environment sidecar records the conditions a check sets besides each scenario's own (its flags and
/// its `--vary` combination) through the condition table: every settable key and value goes in as the table writes
/// it and reads back to the same conditions, and a sidecar that sets none is written byte for byte as before.
struct SidecarConditionsTests {
    static let environment = RenderEnvironment(
        sdlVersion: "2.26.5", ttfVersion: "2.20.1", freeTypeVersion: "2.12.1", rendererName: "software", scale: 1,
        fonts: [])

    /// A check of nothing, whose sidecar is this test's environment.
    static func check(_ conditions: ConditionOverrides) -> GoldenCheck {
        let folder = URL(filePath: NSTemporaryDirectory())
        var run = GoldenCheck(
            goldens: folder, goldensArgument: "goldens", report: folder, reportArgument: "report", mode: .never,
            comparator: ImageComparator(), environment: environment)
        run.conditions = conditions
        return run
    }

    @Test func everyKeyAndValueOfTheTableReachesTheSidecarAndReadsBack() throws {
        let resources = try LabSetup.resources(TestPaths.assets.path)
        var walked: Set<String> = []
        for key in ConditionKeys.settable {
            for value in key.values(resources: resources) {
                var settings = ConditionOverrides()
                #expect(key.set(value, resources: resources, in: &settings) == nil, "\(key.name) \(value)")
                let bytes = try Self.check(settings).sidecarBytes()
                let sidecar = try JSONDecoder().decode(RenderEnvironment.self, from: bytes)
                let texts = try #require(sidecar.conditions, "\(key.name) \(value)")
                #expect(texts == [key.name: key.text(of: settings) ?? ""], "\(key.name) \(value)")
                #expect(try ConditionOverrides(texts: texts, resources: resources) == settings, "\(key.name) \(value)")
                #expect(sidecar == Self.environment, "conditions are information, not an environment difference")
                walked.insert(key.name)
            }
        }
        #expect(walked == Set(ConditionKeys.names), "every settable key has values the sidecar records")
    }

    @Test func severalConditionsAreOneObjectSortedByName() throws {
        let settings = ConditionOverrides(deviceID: "iphone-se", appearance: .dark, quirks: [])
        let text = String(decoding: try Self.check(settings).sidecarBytes(), as: UTF8.self)
        #expect(
            text.contains(
                """
                  "conditions" : {
                    "appearance" : "dark",
                    "device" : "iphone-se",
                    "quirks" : "none"
                  },
                """), "\(text)")
    }

    @Test func aSidecarWithoutConditionsIsWrittenAsBeforeAndAnOldOneStillReads() throws {
        let text = String(decoding: try Self.check(ConditionOverrides()).sidecarBytes(), as: UTF8.self)
        #expect(!text.contains("conditions"))
        // The shipped goldens' sidecar, written before conditions were recorded: it reads with none, and this build
        // writes it back byte for byte.
        let shipped = try Data(contentsOf: TestPaths.packageRoot.appending(path: "Tests/Goldens/environment.json"))
        let old = try JSONDecoder().decode(RenderEnvironment.self, from: shipped)
        #expect(old.conditions == nil)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        #expect(try encoder.encode(old) == shipped)
    }

    @Test func aSidecarNamingAnUnknownConditionIsRefusedInOneLine() {
        #expect(throws: ConditionProblem.self) { try ConditionOverrides(texts: ["colour": "red"]) }
        #expect(throws: ConditionProblem.self) { try ConditionOverrides(texts: ["platform": "ios"]) }
        #expect(throws: ConditionProblem.self) { try ConditionOverrides(texts: ["appearance": "dim"]) }
    }
}

/// A check writes what it sets into each goldens folder's sidecar: its condition flags, overridden by each `--vary`
/// combination's conditions.
@MainActor @Suite(.serialized) struct CheckSidecarConditionsTests {
    @Test func eachCombinationsSidecarNamesItsConditionsAndTheFlags() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let goldens = folder.appending(path: "goldens")
        let options = CheckJob.Options(
            scenarios: [TestPaths.assets.appending(path: "Scenarios/quirk-accessory-outside-frame.scenario").path],
            goldens: goldens.path, record: .all, report: folder.appending(path: "report").path,
            assets: TestPaths.assets.path, settings: ConditionOverrides(appearance: .dark, textSize: .xl),
            vary: ["text-size=l,ax3"])
        #expect(try CheckJob(options).run().exitStatus == 0)
        for size in ["l", "ax3"] {
            let data = try Data(contentsOf: goldens.appending(path: "text-size-\(size)/environment.json"))
            let sidecar = try JSONDecoder().decode(RenderEnvironment.self, from: data)
            #expect(sidecar.conditions == ["appearance": "dark", "text-size": size], "text-size-\(size)")
        }
    }
}
