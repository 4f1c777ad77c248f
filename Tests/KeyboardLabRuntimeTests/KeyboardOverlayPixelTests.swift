import KeyboardAvoidance
import KeyboardLabUI
import LabImages
import Testing

@testable import KeyboardLabRuntime

/// The keyboard overlay is the keyboard of the lab's own captures, pixel for pixel: laid over what the lab's screen
/// shows behind the keyboard, it gives the capture's pixels across the keyboard's frame.
@MainActor @Suite(.serialized) struct KeyboardOverlayPixelTests {
    let resources: LabResources

    init() throws {
        resources = try KeyboardLabRuntimeTests.resources()
    }

    /// A device, iOS version, keyboard type, appearance, toolbar and scale.
    struct Case: Sendable, CustomTestStringConvertible {
        var device: String
        var ios: IOSVersion
        var type: KeyboardType
        var appearance: Appearance
        var accessory = false
        var scale = 2.0
        var testDescription: String {
            "\(device) iOS \(ios.rawValue) \(type) \(appearance) bar \(accessory) @\(scale)x"
        }
    }

    nonisolated static let cases = [
        Case(device: "iphone-se", ios: .ios18, type: .letters, appearance: .light),
        Case(device: "iphone-se", ios: .ios26, type: .email, appearance: .dark, scale: 3),
        Case(device: "iphone-15", ios: .ios26, type: .letters, appearance: .light, accessory: true),
        Case(device: "iphone-15", ios: .ios18, type: .numberPad, appearance: .dark, accessory: true),
        Case(device: "iphone-15-pro-max", ios: .ios26, type: .numberPad, appearance: .dark, scale: 1),
        Case(device: "ipad-pro-11", ios: .ios26, type: .letters, appearance: .light, scale: 1),
    ]

    @Test(arguments: cases) func theOverlayOverTheScreenBehindIsTheLabsCapture(_ test: Case) throws {
        let headless = try HeadlessCanvas(resources: resources, scale: test.scale)
        var spec = KeyboardOverlaySpec(deviceID: test.device)
        (spec.ios, spec.type, spec.appearance, spec.accessoryBar) = (
            test.ios, test.type, test.appearance, test.accessory
        )
        var phone = spec.phone(resources: resources, measurer: headless.measurer)
        phone.advance(to: at(1))
        // The lab's capture, as goldens are made, and the same list stopped where the keyboard begins.
        var runtime = LabRuntime(state: AppState(phones: [phone]), measurer: headless.measurer)
        let list = runtime.step([], to: at(1), drawing: .captures).drawLists[0]
        let lab = try headless.capture(list)
        let keyboard = KeyboardOverlayView.keyboardCommands(phone, measurer: headless.measurer)
        let start = try #require(list.commands.firstIndex(of: keyboard[0]))
        #expect(Array(list.commands[start..<start + keyboard.count]) == keyboard)
        var behindList = list
        behindList.commands = Array(list.commands[..<start]) + [.popClip]
        let behind = try headless.capture(behindList)
        let overlay = KeyboardOverlay(phone, scale: test.scale)
        let picture = overlay.cropped(
            try KeyboardOverlayRenderer(headless: headless, background: behind).render(phone))
        let compared = try Self.compare(picture, over: behind, with: lab, overlay: overlay, phone: phone)
        #expect(compared.exact > picture.width * picture.height / 2)
        if test.ios == .ios26 { #expect(compared.clear > 0 && compared.partial > 0) }
    }

    @Test(arguments: [1.0 / 60, 2.0 / 60, 0.1, 0.25])
    func aFrameOfTheRiseIsTheLabsKeyboardAtThatTime(_ time: Double) throws {
        let headless = try HeadlessCanvas(resources: resources, scale: 2)
        // The SE's square display leaves the glass corners of the first frames, just above its bottom edge, in view.
        var spec = KeyboardOverlaySpec(deviceID: "iphone-se")
        spec.ios = .ios26
        var phone = spec.phone(resources: resources, measurer: headless.measurer)
        var runtime = LabRuntime(state: AppState(phones: [phone]), measurer: headless.measurer)
        let list = runtime.step([], to: at(time), drawing: .captures).drawLists[0]
        phone.advance(to: at(time))
        let lab = try headless.capture(list)
        let keyboard = KeyboardOverlayView.keyboardCommands(phone, measurer: headless.measurer)
        let start = try #require(list.commands.firstIndex(of: keyboard[0]))
        var behindList = list
        behindList.commands = Array(list.commands[..<start]) + [.popClip]
        let behind = try headless.capture(behindList)
        let overlay = KeyboardOverlay(phone, scale: 2)
        #expect(overlay.pixelBounds.y1 == overlay.canvasSize.height && overlay.pixelBounds.y0 < overlay.pixelBounds.y1)
        let picture = overlay.cropped(
            try KeyboardOverlayRenderer(headless: headless, background: behind).render(phone))
        let compared = try Self.compare(picture, over: behind, with: lab, overlay: overlay, phone: phone)
        #expect(compared.clear > 0 && compared.partial > 0 && compared.exact > 0)
    }

    @Test func theOpaqueKeyboardNeedsNothingBehindIt() throws {
        let headless = try HeadlessCanvas(resources: resources, scale: 2)
        var phone = KeyboardOverlaySpec(deviceID: "iphone-15").phone(resources: resources, measurer: headless.measurer)
        phone.advance(to: at(1))
        var runtime = LabRuntime(state: AppState(phones: [phone]), measurer: headless.measurer)
        let lab = try headless.capture(runtime.step([], to: at(1), drawing: .captures).drawLists[0])
        let overlay = KeyboardOverlay(phone, scale: 2)
        let picture = overlay.cropped(try KeyboardOverlayRenderer(headless: headless, background: nil).render(phone))
        let compared = try Self.compare(picture, over: lab, with: lab, overlay: overlay, phone: phone)
        #expect(compared.exact == compared.total)
    }

    /// Lays `picture` over `behind` at the keyboard's place and compares every pixel with `lab`: opaque pixels
    /// exactly, partly covered ones (the glass corners' curve) within 2 per channel, clear ones as `behind` is; the
    /// home indicator and the display's rounded corners, which the lab draws over the keyboard, are left out.
    static func compare(
        _ picture: RGBAImage, over behind: RGBAImage, with lab: RGBAImage, overlay: KeyboardOverlay, phone: Phone
    ) throws -> (exact: Int, partial: Int, clear: Int, total: Int) {
        let bounds = overlay.pixelBounds
        #expect(picture.width == bounds.x1 - bounds.x0 && picture.height == bounds.y1 - bounds.y0)
        var counts = (exact: 0, partial: 0, clear: 0, total: 0)
        var mismatches: [String] = []
        for y in 0..<picture.height {
            for x in 0..<picture.width {
                let (cx, cy) = (bounds.x0 + x, bounds.y0 + y)
                guard !drawnOver(x: cx, y: cy, phone: phone, scale: overlay.scale) else { continue }
                let top = picture.color(x: x, y: y)
                let back = behind.color(x: cx, y: cy)
                let expected = lab.color(x: cx, y: cy)
                counts.total += 1
                switch top.alpha {
                case 255:
                    if top.withAlpha(255) != expected { mismatches.append("opaque (\(cx), \(cy))") }
                    counts.exact += 1
                case 0:
                    if back != expected { mismatches.append("clear (\(cx), \(cy))") }
                    counts.clear += 1
                default:
                    let a = Int(top.alpha)
                    func mix(_ t: UInt8, _ b: UInt8) -> Int { (Int(t) * a + Int(b) * (255 - a) + 127) / 255 }
                    let mixed = [mix(top.red, back.red), mix(top.green, back.green), mix(top.blue, back.blue)]
                    let lab = [Int(expected.red), Int(expected.green), Int(expected.blue)]
                    if !zip(mixed, lab).allSatisfy({ abs($0 - $1) <= 2 }) {
                        mismatches.append("partial (\(cx), \(cy)): \(mixed) vs \(lab)")
                    }
                    counts.partial += 1
                }
            }
        }
        #expect(mismatches.count == 0, "\(mismatches.count) pixels differ, first \(mismatches.prefix(3))")
        return counts
    }

    /// Whether the lab draws something of its own over canvas pixel (`x`, `y`): the home indicator (with a pixel's
    /// margin for its anti-aliasing) or the black outside the display's rounded corners.
    static func drawnOver(x: Int, y: Int, phone: Phone, scale: Double) -> Bool {
        let point = Point(x: (Double(x) + 0.5) / scale, y: (Double(y) + 0.5) / scale)
        let screen = phone.screen
        let theme = phone.theme
        if phone.device.hasHomeIndicator {
            let width = theme.homeIndicatorWidth + 2
            let height = theme.homeIndicatorHeight + 2
            let indicator = Rect(
                x: (screen.width - width) / 2, y: screen.height - 9 - theme.homeIndicatorHeight, width: width,
                height: height)
            if indicator.contains(point) { return true }
        }
        let radius = phone.device.displayCornerRadius + 1
        return point.y > screen.maxY - radius && (point.x < radius || point.x > screen.maxX - radius)
    }
}

extension Color {
    /// The colour with `alpha`.
    fileprivate func withAlpha(_ alpha: UInt8) -> Color { Color(red: red, green: green, blue: blue, alpha: alpha) }
}
