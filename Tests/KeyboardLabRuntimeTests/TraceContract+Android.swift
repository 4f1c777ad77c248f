import Foundation
import KeyboardAvoidance
import Testing

extension TraceContract {
    /// An Android frame: `ime` is what the keyboard covers of the screen, the navigation area never grows with the
    /// keyboard, only `adjust-pan` pans; and once a show settles each strategy keeps its own contract.
    mutating func checkAndroid(_ object: [String: Any], _ frame: TraceFrame, _ layout: Layout) throws {
        let ime = try #require(object["ime"] as? Double, "\(scenario): ime on an Android frame")
        let bars = try #require(object["systemBars"] as? [Double], "\(scenario): systemBars")
        let pan = try #require(object["pan"] as? Double, "\(scenario): pan")
        let bottom = screenBottom ?? 0
        #expect(abs(ime - max(0, bottom - frame.keyboard[1])) < 0.002, "\(scenario) at \(frame.time): ime \(ime)")
        // 0 on a phone on its side with three buttons, whose bar stands at the side.
        #expect([0, 24, 48, 60].contains(bars[2]), "\(scenario) at \(frame.time): navigation area \(bars[2])")
        #expect(
            Self.frameworks.contains(strategy) || bars[2] == frame.safeAreaBottom,
            "\(scenario) at \(frame.time): the keyboard is not a system bar")
        #expect(pan >= 0 && (strategy == "adjust-pan" || pan == 0), "\(scenario) at \(frame.time): pan \(pan)")
        // The window's scroll and pan run 250 ms, past the keyboard's 200: the check waits four frames more.
        if frame.progress < 1 {
            framesSinceSettle = nil
        } else if previousProgress < 1 {
            framesSinceSettle = 0
        } else if let count = framesSinceSettle {
            framesSinceSettle = count + 1
        }
        guard framesSinceSettle == 4, ime > 0 else { return }
        checks["android \(strategy)", default: 0] += 1
        checkAndroidSettle(frame, layout, ime: ime, navigation: bars[2], pan: pan, object: object)
    }

    /// The cross-platform frameworks' strategies, from the registry.
    static let frameworks = Set(AvoidanceStrategies.frameworkNames)

    /// Once a framework's show has settled (four frames on, past a did-event's jump): Flutter's field rests its
    /// `scrollPadding` (20) above what covers it, the keyboard controller's on it; React Native's own view is there to
    /// show its bugs, so only its container's bottom is checked to be on or above the screen's.
    mutating func checkFrameworkSettle(_ frame: TraceFrame, _ layout: Layout) {
        if frame.progress < 1 {
            framesSinceSettle = nil
        } else if previousProgress < 1 {
            framesSinceSettle = 0
        } else if let count = framesSinceSettle {
            framesSinceSettle = count + 1
        }
        #expect(frame.safeAreaBottom >= 0, "\(scenario) at \(frame.time): container below the screen")
        let keyboardTop = frame.keyboard[1]
        guard framesSinceSettle == 4, keyboardTop < (screenBottom ?? 0) - 0.5, let rect = frame.focused,
            rect[3] <= 60, frame.pinned.map({ rect[1] < $0[1] }) ?? true
        else { return }
        checks["framework", default: 0] += 1
        let top = frame.pinned?[1] ?? keyboardTop
        let gap = strategy == "flutter" ? 20.0 : strategy == "rn-keyboard-controller" ? 0 : -.infinity
        #expect(rect[1] + rect[3] + gap <= top + 0.01, "\(scenario) at \(frame.time) (\(strategy)): field too low")
    }

    /// Each Android strategy's settled state with the keyboard up.
    func checkAndroidSettle(
        _ frame: TraceFrame, _ layout: Layout, ime: Double, navigation: Double, pan: Double, object: [String: Any]
    ) {
        let keyboardTop = frame.keyboard[1]
        let scroll = (object["scrollFrame"] as? [Double]) ?? layout.scrollFrame
        let place = "\(scenario) at \(frame.time) (\(strategy))"
        switch strategy {
        case "insets":
            // The field (or the bar riding the keyboard) ends on or above the keyboard's top: gap 0 is allowed.
            let top = frame.pinned?[1] ?? keyboardTop
            if let rect = frame.focused, rect[3] <= 60, frame.pinned.map({ rect[1] < $0[1] }) ?? true {
                #expect(rect[1] + rect[3] <= top + 0.01, "\(place): field under the keyboard")
            }
        case "compose-double":
            if let bar = frame.pinned, layout.barIsPinned {
                #expect(abs(bar[1] + bar[3] - (keyboardTop - navigation)) < 0.01, "\(place): bar not doubled")
            } else {
                #expect(abs(frame.inset[2] - (ime + navigation)) < 0.5, "\(place): inset \(frame.inset[2])")
            }
        case "adjust-pan":
            if let rect = frame.focused, rect[3] <= 60 {
                #expect(rect[1] + rect[3] - pan <= keyboardTop + 0.01, "\(place): caret under the keyboard")
            }
        case "adjust-resize" where !layout.isEdgeToEdge:
            let top = layout.barIsPinned ? (frame.pinned?[1] ?? keyboardTop) : keyboardTop
            #expect(abs(scroll[1] + scroll[3] - min(top, layout.scrollFrame[1] + layout.height)) < 0.01, "\(place)")
        case "adjust-resize", "adjust-nothing":
            #expect(scroll == layout.scrollFrame, "\(place): the window was resized")
        case _ where Self.frameworks.contains(strategy):
            break  // checked on every platform by checkFrameworkSettle
        default:
            Issue.record("\(place): unknown Android strategy")
        }
    }
}
