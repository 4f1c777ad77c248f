import Foundation
import Testing

extension WindowTests {
    /// The scale the window drew at (from its trace) and its size, for `run` with `flags` on a `screen` display.
    func openedWindow(_ flags: [String], screen: String) throws -> (scale: Double, width: Int, height: Int) {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var result: (scale: Double, width: Int, height: Int)?
        try withVirtualDisplay(screen: screen) { display in
            let (app, errors) = try launch(
                flags + ["--trace", "trace.jsonl", "--exit-after", "4"], display: display, in: folder)
            try waitForTrace(folder.appending(path: "trace.jsonl"), app: app, errors: errors)
            let size = try #require(try windowSize(display: display))
            let trace = try String(contentsOf: folder.appending(path: "trace.jsonl"), encoding: .utf8)
            let scale = try #require(try frames(trace).first?["scale"] as? Double)
            #expect(app.waitUntilExit(within: 60), "the app did not exit by itself")
            result = (scale, size.width, size.height)
        }
        return try #require(result)
    }

    /// A presenter on a 1080p projector: two phones at the whole scale 1 (asked for 2), four drawn as large as the
    /// display allows without the panel; the iPhone SE on a 1000-pixel display at 1, not 0.978.
    @Test(.enabled(if: hasDesktopTools)) func presenterModeFitsAProjectorAtWholeScalesWhereThePhonesFit() throws {
        let two = try openedWindow(
            ["--presenter", "--scale", "2", "--compare", "strategy=keyboardlab,strategy=swiftui"], screen: "1920x1080")
        #expect(two.scale == 1, "two phones at \(two.scale)")
        #expect(two.width <= 1728 && two.height <= 972, "\(two.width) × \(two.height)")
        let specs = "strategy=keyboardlab,strategy=listener-2018,strategy=observer-2018,strategy=change-frame-2020"
        let four = try openedWindow(["--presenter", "--compare", specs], screen: "1920x1080")
        #expect(four.scale > 0.8 && four.scale < 1, "four phones at \(four.scale)")
        #expect(four.width <= 1728 && four.height <= 972, "\(four.width) × \(four.height)")
        let se = try openedWindow(["--device", "iphone-se"], screen: "1600x1000")
        #expect(se.scale == 1, "the SE at \(se.scale)")
    }
}
