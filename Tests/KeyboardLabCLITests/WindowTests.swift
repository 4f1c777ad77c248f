import Foundation
import Testing

/// The real window under Xvfb, driven with xdotool as a presenter would: click a field, type, quit; the values
/// file and the trace show what happened.
@Suite(.serialized, Integration.run) struct WindowTests {
    static let hasDesktopTools =
        FileManager.default.isExecutableFile(atPath: "/usr/bin/Xvfb")
        && FileManager.default.isExecutableFile(atPath: "/usr/bin/xdotool")

    /// Starts Xvfb on a free display number (one with no lock file), with a screen of `screen` pixels, and stops it
    /// cleanly when `body` returns. With `resets`, the server resets itself whenever its last client leaves, as
    /// Xvfb does by default: a window must still open on every start.
    func withVirtualDisplay(screen: String = "1600x1200", resets: Bool = false, _ body: (String) throws -> Void)
        throws
    {
        let free = (140...240).shuffled().first { !FileManager.default.fileExists(atPath: "/tmp/.X\($0)-lock") }
        let display = ":\(free ?? 241)"
        // With no lock file, no server owns the number: a socket left by a killed server is stale.
        try? FileManager.default.removeItem(atPath: "/tmp/.X11-unix/X\(free ?? 241)")
        let server = Process()
        server.executableURL = URL(filePath: "/usr/bin/Xvfb")
        // -noreset: without it the server resets when its last client leaves (the readiness probe below), and a
        // window opening during the reset fails with "x11 not available".
        server.arguments = [display, "-screen", "0", "\(screen)x24", "-nolisten", "tcp"] + (resets ? [] : ["-noreset"])
        server.standardError = FileHandle.nullDevice
        try server.run()
        defer {
            // SIGKILL, as SIGTERM may be blocked in the mask Xvfb inherits; its lock and socket are removed here so
            // later runs find the number free.
            server.waitUntilExit(within: 0)
            let number = display.dropFirst()
            try? FileManager.default.removeItem(atPath: "/tmp/.X\(number)-lock")
            try? FileManager.default.removeItem(atPath: "/tmp/.X11-unix/X\(number)")
        }
        // Xvfb is ready once a client can connect; on a loaded machine that can take several seconds.
        let deadline = Date().addingTimeInterval(15)
        var ready = false
        while !ready, Date() < deadline, server.isRunning {
            Thread.sleep(forTimeInterval: 0.1)
            ready = (try? xdotool(["getdisplaygeometry"], display: display)) == 0
        }
        guard ready else { throw CLIError("Xvfb \(display) did not accept a client within 15 s") }
        try body(display)
    }

    /// Runs xdotool, giving up after ten seconds; returns its exit status.
    @discardableResult func xdotool(_ arguments: [String], display: String) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(filePath: "/usr/bin/xdotool")
        process.arguments = arguments
        process.environment = ["DISPLAY": display]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit(within: 10)
        return process.terminationStatus
    }

    /// Waits until the app has written its first trace line (at most 30 s on a busy machine), then a moment more
    /// for the window to map; when it has not, stops the app and throws with what it printed.
    func waitForTrace(_ url: URL, app: Process, errors: Pipe) throws {
        let deadline = Date().addingTimeInterval(30)
        while Date() < deadline, app.isRunning, ((try? Data(contentsOf: url))?.count ?? 0) == 0 {
            Thread.sleep(forTimeInterval: 0.1)
        }
        guard ((try? Data(contentsOf: url))?.count ?? 0) > 0 else {
            let running = app.isRunning
            app.waitUntilExit(within: 0)
            let printed = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            throw CLIError(
                "the window wrote no trace line (\(running ? "still starting after 30 s" : "it exited with status \(app.terminationStatus)")): \(printed)"
            )
        }
        Thread.sleep(forTimeInterval: 0.5)
    }

    func launch(_ arguments: [String], display: String, in folder: URL) throws -> (Process, Pipe) {
        let process = Process()
        process.executableURL = try labExecutable()
        process.arguments = arguments
        process.currentDirectoryURL = folder
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = display
        environment["SDL_VIDEODRIVER"] = "x11"
        environment["KEYBOARD_LAB_ASSETS"] = packageRoot.appending(path: "Assets").path
        process.environment = environment
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.killIfStillRunning(after: 120)
        return (process, errors)
    }

    @Test(.enabled(if: hasDesktopTools)) func clickTypeAndQuitSavesTheValues() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try #"{"city": "Paris"}"#.write(to: folder.appending(path: "values.json"), atomically: true, encoding: .utf8)
        try withVirtualDisplay { display in
            let (app, errors) = try launch(
                ["--values", "values.json", "--trace", "trace.jsonl", "--exit-after", "6"], display: display, in: folder
            )
            try waitForTrace(folder.appending(path: "trace.jsonl"), app: app, errors: errors)
            // The trace's layout line says where the phone and the fields are, in window pixels.
            let trace = try String(contentsOf: folder.appending(path: "trace.jsonl"), encoding: .utf8)
            let layoutLine = try #require(trace.split(separator: "\n").first)
            let layout = try #require(try JSONSerialization.jsonObject(with: Data(layoutLine.utf8)) as? [String: Any])
            let origin = try #require(layout["screenOrigin"] as? [Double])
            let hobbies = try #require((layout["fields"] as? [String: [Double]])?["hobbies"])
            let x = Int(origin[0] + hobbies[0] + hobbies[2] / 2)
            let y = Int(origin[1] + hobbies[1] + hobbies[3] / 2)
            try xdotool(
                ["search", "--name", "KeyboardLab", "mousemove", "--window", "%1", "\(x)", "\(y)", "click", "1"],
                display: display)
            Thread.sleep(forTimeInterval: 0.8)
            try xdotool(["type", "--delay", "60", "Chess"], display: display)
            #expect(app.waitUntilExit(within: 60), "the app did not exit by itself")
            #expect(app.terminationStatus == 0)
        }
        let saved = try String(contentsOf: folder.appending(path: "values.json"), encoding: .utf8)
        #expect(saved.contains(#""hobbies" : "Chess""#), "\(saved)")
        #expect(saved.contains(#""city" : "Paris""#), "loaded value kept")
        let frames = try String(contentsOf: folder.appending(path: "trace.jsonl"), encoding: .utf8).split(
            separator: "\n"
        )
        .filter { $0.contains(#""kind":"frame""#) }
        #expect(frames.contains { $0.contains(#""focused":"hobbies""#) && $0.contains(#""text":"Chess""#) })
        #expect(frames.count > 60)
    }

    @Test(.enabled(if: hasDesktopTools)) func aCorruptValuesFileIsReportedAndLeftUntouched() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let corrupt = "{\"city\": \"Par"
        try corrupt.write(to: folder.appending(path: "values.json"), atomically: true, encoding: .utf8)
        try withVirtualDisplay { display in
            let (app, errors) = try launch(
                ["--values", "values.json", "--exit-after", "1.5"], display: display, in: folder)
            let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            #expect(app.waitUntilExit(within: 60), "the app did not exit by itself")
            #expect(app.terminationStatus == 0)
            #expect(message.contains("values.json:1:"), "\(message)")
            #expect(message.contains("left untouched"))
        }
        #expect(try String(contentsOf: folder.appending(path: "values.json"), encoding: .utf8) == corrupt)
    }

    /// The window as a designer uses it on an iPad: flags for text size and keyboard mode, Ctrl+A for dark mode,
    /// Ctrl+T for a larger text size, the floating keyboard dragged by its handle, Ctrl+F to dock it again.
    @Test(.enabled(if: hasDesktopTools)) func conditionsFromFlagsAndKeysAndAFloatingKeyboardDraggedByItsHandle() throws
    {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var lines: [[String: Any]] = []
        // A screen the landscape iPad fits at scale 1, so a drag of 30 pixels is 30 points.
        try withVirtualDisplay(screen: "2400x1600") { display in
            let (app, errors) = try launch(
                [
                    "--device", "ipad-pro-11", "--orientation", "landscape", "--text-size", "xl", "--keyboard",
                    "floating",
                    "--trace", "trace.jsonl", "--exit-after", "9",
                ], display: display, in: folder)
            try waitForTrace(folder.appending(path: "trace.jsonl"), app: app, errors: errors)
            let trace = try String(contentsOf: folder.appending(path: "trace.jsonl"), encoding: .utf8)
            let layout = try #require(try frames(trace).first)
            #expect(layout["textSize"] as? String == "xl" && layout["keyboardMode"] as? String == "floating")
            let origin = try #require(layout["screenOrigin"] as? [Double])
            let city = try #require((layout["fields"] as? [String: [Double]])?["city"])
            let window = ["search", "--name", "KeyboardLab", "mousemove", "--window", "%1"]
            try xdotool(
                window + [
                    "\(Int(origin[0] + city[0] + 40))", "\(Int(origin[1] + city[1] + city[3] / 2))", "click", "1",
                ],
                display: display)
            Thread.sleep(forTimeInterval: 1)
            try xdotool(
                ["search", "--name", "KeyboardLab", "key", "--window", "%1", "ctrl+a", "ctrl+t"], display: display)
            Thread.sleep(forTimeInterval: 0.8)
            let now = try frames(String(contentsOf: folder.appending(path: "trace.jsonl"), encoding: .utf8))
            let keyboard = try #require(now.last { $0["kind"] as? String == "frame" }?["keyboardFrame"] as? [Double])
            // The grab handle is the keyboard's bottom strip.
            let x = Int(origin[0] + keyboard[0] + keyboard[2] / 2)
            let y = Int(origin[1] + keyboard[1] + keyboard[3] - 9)
            var drag = window + ["\(x)", "\(y)", "mousedown", "1"]
            for step in 1...10 {
                drag += ["sleep", "0.03", "mousemove", "--window", "%1", "\(x - step * 10)", "\(y - step * 30)"]
            }
            try xdotool(drag + ["mouseup", "1"], display: display)
            Thread.sleep(forTimeInterval: 0.8)
            try xdotool(["search", "--name", "KeyboardLab", "key", "--window", "%1", "ctrl+f"], display: display)
            #expect(app.waitUntilExit(within: 60), "the app did not exit by itself")
            #expect(app.terminationStatus == 0)
            lines = try frames(String(contentsOf: folder.appending(path: "trace.jsonl"), encoding: .utf8))
        }
        let layouts = lines.filter { $0["kind"] as? String == "layout" }
        #expect(
            layouts.contains { $0["appearance"] as? String == "dark" && $0["textSize"] as? String == "xxl" },
            "Ctrl+A then Ctrl+T: dark, one size larger")
        let notes = lines.filter { $0["kind"] as? String == "notification" }
        let names = notes.compactMap { $0["name"] as? String }
        #expect(Array(names.prefix(2)) == ["keyboardWillChangeFrame", "keyboardWillShow"], "focus shows it floating")
        #expect((notes.first?["endFrame"] as? [Double])?[2] == 320)
        // The drag: willChangeFrame then didChangeFrame alone, 300 pt up and 100 pt left.
        let move = try #require(
            notes.indices.first { index in
                names[index] == "keyboardWillChangeFrame"
                    && (index + 1 == names.count || names[index + 1] != "keyboardWillShow")
            })
        let begin = try #require(notes[move]["beginFrame"] as? [Double])
        let end = try #require(notes[move]["endFrame"] as? [Double])
        #expect(end[1] == begin[1] - 300 && end[0] == begin[0] - 100, "\(begin) → \(end)")
        #expect(names[move + 1] == "keyboardDidChangeFrame")
        // Ctrl+F: docked again, a show.
        #expect(
            Array(names.suffix(4)) == [
                "keyboardWillChangeFrame", "keyboardWillShow", "keyboardDidChangeFrame", "keyboardDidShow",
            ])
        #expect((notes.last?["endFrame"] as? [Double])?[2] == 1194)
    }

    /// The window's size in pixels, read with xdotool.
    func windowSize(display: String) throws -> (width: Int, height: Int)? {
        let process = Process()
        process.executableURL = URL(filePath: "/usr/bin/xdotool")
        process.arguments = ["search", "--name", "KeyboardLab", "getwindowgeometry", "%1"]
        process.environment = ["DISPLAY": display]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit(within: 10)
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        guard let line = text.split(separator: "\n").first(where: { $0.contains("Geometry:") }),
            let size = line.split(separator: " ").last?.split(separator: "x"), size.count == 2,
            let width = Int(size[0]), let height = Int(size[1])
        else { return nil }
        return (width, height)
    }

    /// A presenter's projector: the window fits 90 % of a 1280 × 800 display at default settings and at
    /// `--scale 2`, drawn smaller, and a click at the trace's coordinates still reaches the field.
    @Test(.enabled(if: hasDesktopTools), arguments: [[String](), ["--scale", "2"]])
    func theWindowFitsTheDisplayItOpensOn(flags: [String]) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try withVirtualDisplay(screen: "1280x800") { display in
            let (app, errors) = try launch(
                flags + ["--trace", "trace.jsonl", "--exit-after", "6"], display: display, in: folder)
            try waitForTrace(folder.appending(path: "trace.jsonl"), app: app, errors: errors)
            let size = try #require(try windowSize(display: display))
            #expect(size.width <= 1152 && size.height <= 720, "\(size) on 1280 × 800")
            let trace = try String(contentsOf: folder.appending(path: "trace.jsonl"), encoding: .utf8)
            let layout = try #require(try frames(trace).first)
            let scale = try #require(layout["scale"] as? Double)
            #expect(scale < 1, "drawn smaller than asked")
            let origin = try #require(layout["screenOrigin"] as? [Double])
            let city = try #require((layout["fields"] as? [String: [Double]])?["city"])
            try xdotool(
                [
                    "search", "--name", "KeyboardLab", "mousemove", "--window", "%1",
                    "\(Int(origin[0] + (city[0] + city[2] / 2) * scale))",
                    "\(Int(origin[1] + (city[1] + city[3] / 2) * scale))", "click", "1",
                ], display: display)
            #expect(app.waitUntilExit(within: 60), "the app did not exit by itself")
            let lines = try frames(String(contentsOf: folder.appending(path: "trace.jsonl"), encoding: .utf8))
            #expect(lines.contains { $0["kind"] as? String == "frame" && $0["focused"] as? String == "city" })
        }
    }
}
