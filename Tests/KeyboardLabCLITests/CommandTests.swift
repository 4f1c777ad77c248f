import Foundation
import Testing

@Suite(.serialized, Integration.run) struct CommandTests {
    @Test func devicesListsThePresets() throws {
        let result = try keyboardLab(["devices"])
        #expect(result.status == 0)
        for row in [
            "iphone-se            iPhone SE            ios       375×667      20 / 0           260 / 267",
            "iphone-15            iPhone 15            ios       393×852      59 / 34          336 / 345",
            "iphone-15-pro-max    iPhone 15 Pro Max    ios       430×932      59 / 34          346 / 355",
            "iphone-16-pro        iPhone 16 Pro        ios       402×874      62 / 34          338 / 345          250 / 291"
                + "         227 / 233        62       island 126×37   —",
            "ipad-pro-11          iPad Pro 11-inch     ios       834×1194     24 / 20          320 / 329          276 / 283"
                + "         405 / 416        18       none            320×254",
            "pixel-8              Pixel 8              android   411.4×914.3  50.3 / 24|48     342.245            342.245"
                + "           269.13           38.9     hole ∅27.6      —",
            "galaxy-s24: approximate:",
        ] {
            #expect(result.stdout.contains(row), "\(result.stdout)")
        }
    }

    @Test func helpNamesEveryCommand() throws {
        let result = try keyboardLab(["--help"])
        #expect(result.status == 0)
        for command in ["run", "shoot", "check", "bench", "devices"] { #expect(result.stdout.contains(command)) }
    }

    @Test func withoutADisplayTheAppRendersTheDemoHeadlessly() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try keyboardLab(
            ["--demo-out", "demo"], environment: ["DISPLAY": "", "SDL_VIDEODRIVER": "offscreen"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("keyboard-lab: no display available"))
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(
            result.stderr.contains("rendered a demo of the sample form on iphone-15 headlessly instead, into demo/"))
        #expect(result.stdout.isEmpty, "the one line on standard error says it all")
        let pngs = try FileManager.default.contentsOfDirectory(atPath: folder.appending(path: "demo/demo").path)
        #expect(pngs.filter { $0.hasSuffix(".png") }.count >= 11)
    }
}

@Suite(.serialized, Integration.run) struct BenchAndSoakTests {
    /// The bench's smoke run: two groups of figures alone, quick. The figures themselves are the bench's job; this
    /// checks that the JSON holds every figure of the group, each a number that fits the others.
    @Test func benchPrintsEveryFigureAsJSON() throws {
        let screens = try bench(only: "screens")
        let frames = try #require(screens["frame_ms"] as? [String: [String: Double]])
        #expect(
            frames.keys.sorted() == [
                "chat", "chat_10k_grow", "chat_10k_rise", "sample_beside_chat_10k", "sticky_bar", "tab_bar",
            ])
        for (form, figures) in frames {
            #expect(figures.keys.sorted() == ["max", "p50", "p99"], "\(form)")
            let (p50, p99, max) = (figures["p50"] ?? -1, figures["p99"] ?? -1, figures["max"] ?? -1)
            #expect(p50 > 0 && p50 <= p99 && p99 <= max && max < 60_000, "\(form): \(figures)")
        }
        #expect(screens.keys.sorted() == ["frame_ms", "load_chat_10k_ms", "swiftui_frame_ms"])
        // The swiftui strategy on every shipped screen and the sample form.
        let swiftUI = try #require(screens["swiftui_frame_ms"] as? [String: [String: Double]])
        let shipped = try FileManager.default.contentsOfDirectory(
            atPath: packageRoot.appending(path: "Assets/Screens").path
        ).filter { $0.hasSuffix(".json") }
        #expect(swiftUI.keys.sorted() == (shipped + ["sample form"]).sorted())
        #expect(swiftUI.values.allSatisfy { ($0["p50"] ?? -1) > 0 && ($0["p50"] ?? 0) <= ($0["p99"] ?? -1) })
        #expect((screens["load_chat_10k_ms"] as? Double ?? 0) > 0)
        let matrix = try #require(try bench(only: "matrix")["matrix"] as? [String: Any])
        // Two scenarios in quick mode, under 3 phones × light and dark.
        let scenarios = try shippedScenarios().prefix(2).map(captureCount(ofScenario:)).reduce(0, +)
        #expect(matrix["combinations"] as? Int == 6)
        #expect(matrix["captures"] as? Int == 6 * scenarios, "\(matrix)")
        #expect(matrix["workers"] as? Int == min(6, ProcessInfo.processInfo.activeProcessorCount))
        let wall = matrix["check_wall_s"] as? Double ?? 0
        let rate = matrix["captures_per_s"] as? Double ?? 0
        #expect(wall > 0 && abs(rate * wall - Double(6 * scenarios)) <= 0.02 * Double(6 * scenarios), "\(matrix)")
        for key in ["one_process_wall_s", "record_wall_s"] { #expect((matrix[key] as? Double ?? 0) > 0, "\(key)") }
        let rss = try #require(matrix["rss_mb"] as? [String: Double])
        #expect(
            rss.keys.sorted() == ["first_process_peak", "one_combination_peak", "one_process_all_peak", "worker_peak"])
        for (key, value) in rss { #expect(value > 1 && value < 100_000, "rss_mb.\(key)") }
    }

    /// `bench --json --quick --only GROUP`, parsed.
    func bench(only group: String) throws -> [String: Any] {
        let result = try keyboardLab(["bench", "--json", "--quick", "--only", group])
        #expect(result.status == 0, "\(result.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    }

    @Test func theDesignBenchLoadsDrawsAndWeighsALongDesign() throws {
        let design = try #require(try bench(only: "design")["design"] as? [String: Any])
        #expect((design["load_ms"] as? Double ?? 0) > 0)
        let frames = try #require(design["frame_ms"] as? [String: [String: Double]])
        #expect(frames.keys.sorted() == ["rise", "scroll"])
        #expect((frames["rise"]?["p50"] ?? 0) > 0)
        #expect(design.keys.contains("window_rss_mb"), "a number, or null without a display")
    }

    @Test func anUnknownBenchGroupIsRefused() throws {
        let unknown = try keyboardLab(["bench", "--only", "chat"])
        #expect(unknown.status != 0)
        #expect(
            unknown.stderr.contains("--only chat: unknown group; expected check, matrix, screens"), "\(unknown.stderr)")
    }

    @Test func soakRunsAndReportsFlatMemory() throws {
        let result = try keyboardLab(["soak", "--core-frames", "3000", "--rendered-frames", "300", "--seed", "7"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("soak: seed 7"))
        #expect(result.stdout.contains("soak: 3,000 core RSS MB:"))
    }

    @Test func firstFrameProbeRendersAndExits() throws {
        let result = try keyboardLab(["first-frame"])
        #expect(result.status == 0 && result.stdout.isEmpty, "\(result.stdout)\(result.stderr)")
    }
}
