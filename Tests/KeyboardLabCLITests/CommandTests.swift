import Foundation
import Testing

@Suite(.serialized) struct CommandTests {
    @Test func devicesListsThePresets() throws {
        let result = try keyboardLab(["devices"])
        #expect(result.status == 0)
        for row in [
            "iphone-se            iPhone SE            375×667    20 / 0           260 / 267",
            "iphone-15            iPhone 15            393×852    59 / 34          336 / 345",
            "iphone-15-pro-max    iPhone 15 Pro Max    430×932    59 / 34          346 / 355",
            "iphone-16-pro        iPhone 16 Pro        402×874    62 / 34          338 / 345          250 / 291         227 / 233"
                + "        62       island 126×37   —",
            "ipad-pro-11          iPad Pro 11-inch     834×1194   24 / 20          320 / 329          276 / 283         405 / 416"
                + "        18       none            320×254",
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
        #expect(result.stdout.contains(folder.appending(path: "demo").path))
        let pngs = try FileManager.default.contentsOfDirectory(atPath: folder.appending(path: "demo/demo").path)
        #expect(pngs.filter { $0.hasSuffix(".png") }.count >= 11)
    }
}

@Suite(.serialized) struct BenchAndSoakTests {
    @Test func benchPrintsEveryFigureAsJSON() throws {
        let result = try keyboardLab(["bench", "--json", "--quick", "--soak-frames", "1000"])
        #expect(result.status == 0, "\(result.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let frames = try #require(object["frame_ms"] as? [String: [String: Double]])
        for form in [
            "sample", "large", "drag", "ipad_dark_ax5", "compare_1", "compare_4", "sticky_bar", "tab_bar", "chat",
            "chat_10k_rise", "chat_10k_grow", "sample_beside_chat_10k",
        ] {
            for key in ["p50", "p99", "max"] { #expect((frames[form]?[key] ?? 0) > 0, "\(form).\(key)") }
        }
        for key in [
            "load_large_ms", "load_chat_10k_ms", "captures_per_s", "startup_ms", "suite_check_wall_s",
            "suite_shoot_wall_s", "cores",
        ] {
            #expect((object[key] as? Double ?? 0) > 0, "\(key)")
        }
        #expect((object["avoidance_ns"] as? [String: Double])?.keys.sorted() == ["large", "sample"])
        let rss = try #require(object["rss_mb"] as? [String: Any])
        #expect(
            rss.keys.sorted() == ["after_100k_frames", "after_1k_frames", "check_suite_peak", "peak", "window_peak"])
        #expect((rss["check_suite_peak"] as? Double ?? 0) > 0, "the check process reported its own peak")
        #expect(rss["window_peak"] is Double || rss["window_peak"] is NSNull, "a figure, or null without a display")
        let video = try #require(object["video"] as? [String: Double])
        for key in ["speed_x_realtime", "rss_5s_mb", "rss_60s_mb"] { #expect((video[key] ?? 0) > 0, "video.\(key)") }
        let matrix = try #require(object["matrix"] as? [String: Any])
        #expect(matrix["combinations"] as? Int == 6)
        for key in ["captures", "workers", "check_wall_s", "captures_per_s", "one_process_wall_s", "record_wall_s"] {
            #expect((matrix[key] as? Double ?? 0) > 0, "matrix.\(key)")
        }
        let matrixRSS = try #require(matrix["rss_mb"] as? [String: Double])
        for key in ["first_process_peak", "one_combination_peak", "one_process_all_peak"] {
            #expect((matrixRSS[key] ?? 0) > 0, "matrix.rss_mb.\(key)")
        }
    }

    @Test func benchRunsTheScreensGroupAlone() throws {
        let result = try keyboardLab(["bench", "--json", "--quick", "--only", "screens"])
        #expect(result.status == 0, "\(result.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let frames = try #require(object["frame_ms"] as? [String: [String: Double]])
        #expect(
            frames.keys.sorted() == [
                "chat", "chat_10k_grow", "chat_10k_rise", "sample_beside_chat_10k", "sticky_bar", "tab_bar",
            ])
        #expect((object["load_chat_10k_ms"] as? Double ?? 0) > 0)
        let unknown = try keyboardLab(["bench", "--only", "chat"])
        #expect(unknown.status != 0)
        #expect(unknown.stderr.contains("--only chat: unknown group; expected matrix, screens"), "\(unknown.stderr)")
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
