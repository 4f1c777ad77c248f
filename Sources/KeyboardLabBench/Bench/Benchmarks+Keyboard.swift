import Foundation
import KeyboardLabUI

extension Benchmarks {
    /// `keyboard --frames` as a user runs it, wall clock (s): the iPhone 15's iOS 26 glass keyboard rising at @3x,
    /// every frame a screen-sized PNG, plus the docked keyboard's PNG. The median of three runs.
    func keyboardRiseWall() throws -> Double {
        let folder = try Self.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var runs: [Double] = []
        for run in 0..<(quick ? 1 : 3) {
            let arguments = [
                "keyboard", "--device", "iphone-15", "--ios", "26", "--scale", "3",
                "--out", folder.appending(path: "keyboard-\(run).png").path,
                "--frames", folder.appending(path: "rise-\(run)").path,
            ]
            runs.append(try timedChild(arguments).seconds)
        }
        return Percentiles(runs).p50
    }

    /// The table's row for ``keyboardRiseWall()``'s figure.
    static func keyboardRiseRow(_ seconds: Double) -> (String, String, String) {
        (
            "keyboard --frames: iOS 26 rise at @3x (31 PNGs), CLI wall clock", String(format: "%.3f s", seconds),
            "≤ 2.0 s"
        )
    }

    /// The bench JSON's member for ``keyboardRiseWall()``'s figure.
    static func keyboardRiseJSON(_ seconds: Double) -> String { "\"keyboard_rise_s\":\(NumberText.compact(seconds))" }
}
