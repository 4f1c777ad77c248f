import Foundation
import KeyboardAvoidance
import KeyboardLabUI
import Testing

@testable import KeyboardLabRuntime

/// Bad input reaches the runtime's caller as an error value naming the file, the line and what was expected;
/// nothing crashes and nothing is rendered.
@Suite struct BadInputTests {
    /// A scratch folder with `files` written into it.
    func folder(_ files: [String: String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appending(path: "runtime-bad-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, text) in files {
            try text.write(to: folder.appending(path: name), atomically: true, encoding: .utf8)
        }
        return folder
    }

    @Test func anUnknownFieldNamesTheScenarioLine() throws {
        #expect {
            _ = try runner("at 0 tap field zipcod\nend 1\n", file: "typo.scenario")
        } throws: { error in
            let text = "\(error)"
            return text.hasPrefix("typo.scenario:1:") && text.contains("unknown field \"zipcod\"")
        }
    }

    @Test func aBadCommandNamesTheScenarioLine() throws {
        #expect {
            _ = try runner("at 0 tap field city\nat 0.5 fly away\nend 1\n", file: "bad.scenario")
        } throws: { error in "\(error)".hasPrefix("bad.scenario:2:") }
    }

    @Test func aBatchStopsAtTheBadScenarioWithItsFileAndLine() throws {
        let folder = try folder([
            "good.scenario": "at 0 tap field city\ncapture 0.5 as up\nend 1\n",
            "bad.scenario": "device iphone-99\ncapture 0.5 as up\nend 1\n",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let paths = ["good.scenario", "bad.scenario"].map { folder.appending(path: $0).path }
        do {
            _ = try ScenarioBatch(paths: paths, resources: resources())
            Issue.record("a bad scenario was accepted")
        } catch let error as LabError {
            #expect(error.description.contains("bad.scenario:1"), "\(error)")
            #expect(error.description.contains("iphone-99"))
            #expect(!error.description.contains("\n"), "one line")
        }
    }

    @Test func aMissingFormFileIsAnErrorNotACrash() throws {
        #expect {
            _ = try runner("form Nowhere/missing.json\nat 0 tap field city\nend 1\n", file: "form.scenario")
        } throws: { error in "\(error)".contains("Nowhere/missing.json") }
    }

    @Test func aMissingAssetsFolderIsOneLine() throws {
        #expect {
            _ = try LabSetup.resources("/nonexistent/Assets")
        } throws: { error in
            let text = "\(error)"
            return text.contains("/nonexistent/Assets") && !text.contains("\n")
        }
    }

    @Test func aBadSheetVariationNamesTheKey() throws {
        #expect {
            _ = try Variation(parsing: "colour=red,blue")
        } throws: { error in
            // At the option `vary`, which the command line words as its flag.
            let line = (error as? LabError)?.worded { "--\($0)" } ?? ""
            return line.hasPrefix("--vary colour=red,blue: ") && line.contains("expected KEY=")
        }
    }
}
