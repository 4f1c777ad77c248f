import Foundation
import KeyboardAvoidance
import Testing

/// The core of the conditions: device shapes and floating keyboards as data, Dynamic Type metrics, and the
/// timeline's floating-keyboard moves.
@Suite struct ConditionsCoreTests {
    @Test func newPresetsCarryTheirShapes() throws {
        let pro = try loadDevice("iphone-16-pro")
        #expect(pro.portraitSize == Size(width: 402, height: 874) && pro.displayCornerRadius == 62)
        #expect(
            pro.cutout.frame(in: pro.portraitSize, orientation: .portrait)
                == Rect(x: 138, y: 11, width: 126, height: 37))
        #expect(pro.landscape.safeArea == EdgeInsets(top: 0, left: 62, bottom: 21, right: 62))
        let pad = try loadDevice("ipad-pro-11")
        #expect(pad.idiom == .pad && pad.readableWidth == 672 && pad.cutout.kind == .none)
        #expect(pad.keyboardHeight(.portrait, type: .letters, options: KeyboardOptions()) == 320)
        #expect(pad.keyboardHeight(.landscape, type: .letters, options: KeyboardOptions()) == 405)
        #expect(try loadDevice("iphone-se").displayCornerRadius == 0)
    }

    @Test(arguments: Orientation.allCases)
    func floatingFramesStayOnScreenAndNeverReadAsDocked(orientation: Orientation) throws {
        let pad = try loadDevice("ipad-pro-11")
        let screen = pad.screenBounds(orientation)
        for origin in [Point(x: -500, y: -500), Point(x: 100, y: 100), Point(x: 9999, y: 9999), nil] {
            let frame = try #require(
                pad.floatingKeyboardFrame(orientation, origin: origin, options: KeyboardOptions(), visible: true))
            #expect(screen.contains(frame) && frame.maxY < screen.maxY && frame.width < screen.width)
            #expect(KeyboardLabStrategy.overlap(keyboard: frame, scrollFrame: screen, screen: screen) == 0)
        }
        #expect(
            try loadDevice("iphone-15").floatingKeyboardFrame(
                orientation, origin: nil, options: KeyboardOptions(), visible: true) == nil)
    }

    @Test func aNarrowKeyboardSlidingInFromBelowCoversNothing() {
        let screen = Rect(x: 0, y: 0, width: 834, height: 1194)
        let rising = Rect(x: 257, y: 1100, width: 320, height: 254)
        #expect(KeyboardLabStrategy.overlap(keyboard: rising, scrollFrame: screen, screen: screen) == 0)
        let docked = Rect(x: 0, y: 874, width: 834, height: 320)
        #expect(KeyboardLabStrategy.overlap(keyboard: docked, scrollFrame: screen, screen: screen) == 320)
    }

    @Test(arguments: [
        (#""displayCornerRadius": 55"#, #""displayCornerRadius": 900"#, "displayCornerRadius is 900.0"),
        (#""top": 11"#, #""top": 40"#, "cutout.top 40.0 with height 37.0 must lie inside"),
        (
            #""kind": "dynamicIsland""#, #""kind": "notched""#,
            #"expected "none", "dynamicIsland", "notch" or "punchHole", found "notched""#
        ),
    ])
    func badShapesNameTheLine(find: String, replace: String, expected: String) throws {
        let text = try String(decoding: assetData("Devices/iphone-15.json"), as: UTF8.self)
        #expect(text.contains(find))
        let bad = Data(text.replacingOccurrences(of: find, with: replace).utf8)
        let line = text.components(separatedBy: "\n").firstIndex { $0.contains(find) }.map { $0 + 1 }
        #expect {
            try DeviceProfile.decode(bad, file: "iphone-15.json")
        } throws: { error in
            guard let error = error as? LabError else { return false }
            return error.line == line && error.description.contains(expected)
        }
    }

    @Test func floatingKeyboardNarrowerThanTheScreenIsRequired() throws {
        let text = try String(decoding: assetData("Devices/ipad-pro-11.json"), as: UTF8.self)
        let bad = Data(text.replacingOccurrences(of: #""width": 320"#, with: #""width": 900"#).utf8)
        #expect {
            try DeviceProfile.decode(bad, file: "ipad.json")
        } throws: { error in
            (error as? LabError)?.description.contains("floatingKeyboard.width is 900.0; expected a positive width")
                == true && (error as? LabError)?.line != nil
        }
    }

    @Test func defaultTextSizeMetricsAreTheIOSDefaults() {
        #expect(FormMetrics(bodySize: 17, footnoteSize: 13, stacksLabels: false) == FormMetrics())
        let ax5 = FormMetrics(bodySize: 53, footnoteSize: 44, stacksLabels: true)
        #expect(ax5.lineHeight == 69 && ax5.rowHeight == 22 + 138 && ax5.sectionHeaderHeight == 61)
        #expect(FormMetrics(bodySize: 14, footnoteSize: 12, stacksLabels: false).rowHeight == 44, "44 pt minimum")
    }

    @Test func movingAFloatingKeyboardPostsChangeFrameOnlyAndLeavesTheScroll() throws {
        let phone = try Phone()
        var timeline = phone.restingTimeline()
        let floating = Rect(x: 30, y: 200, width: 320, height: 254)
        let start = timeline.state(at: .zero)
        let posted = timeline.moveKeyboard(
            to: floating, animated: true, screen: phone.screen, scrollFrame: phone.scrollFrame,
            contentSize: phone.layout.contentSize, focus: phone.row("city"), at: .zero)
        #expect(posted.map(\.info.event) == [.willChangeFrame] && posted[0].info.endFrame == floating)
        let later = timeline.advance(to: Instant(seconds: 1))
        #expect(later.map(\.info.event) == [.didChangeFrame])
        let end = timeline.state(at: Instant(seconds: 1))
        #expect(end.keyboardFrame == floating && end.scrollTarget == start.scrollTarget)
        // A finger drags it: no notification; the release posts the pair from where it was picked up.
        #expect(timeline.dragKeyboard(to: floating.offsetBy(dx: 10, dy: 10), at: Instant(seconds: 2)).isEmpty)
        let release = timeline.moveKeyboard(
            to: floating.offsetBy(dx: 10, dy: 10), from: floating, animated: false, screen: phone.screen,
            scrollFrame: phone.scrollFrame, contentSize: phone.layout.contentSize, focus: nil,
            at: Instant(seconds: 2.1))
        #expect(release.first?.info.beginFrame == floating)
        #expect(timeline.advance(to: Instant(seconds: 2.1)).map(\.info.event) == [.didChangeFrame])
    }
}
