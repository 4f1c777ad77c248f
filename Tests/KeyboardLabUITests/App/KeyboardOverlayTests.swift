import KeyboardAvoidance
import LabImages
import Testing

@testable import KeyboardLabUI

/// The keyboard overlay's pure parts: the phone it draws, its type names, the rise on the core's curve, and which
/// pixels are keyboard.
@Suite struct KeyboardOverlayTests {
    /// A spec's phone, docked.
    func docked(_ spec: KeyboardOverlaySpec) throws -> Phone {
        var phone = spec.phone(resources: try loadResources(), measurer: measurer)
        phone.advance(to: Instant(seconds: 1))
        return phone
    }

    @Test func typeNamesComeFromTheOneListOfKeyboardTypes() throws {
        #expect(KeyboardOverlaySpec.typeNames == ["letters", "email", "number-pad", "multiline"])
        #expect(KeyboardOverlaySpec.typeNames.count == KeyboardType.allCases.count)
        for type in KeyboardType.allCases {
            #expect(try KeyboardOverlaySpec.type(named: KeyboardOverlaySpec.name(of: type)).get() == type)
            // A form file's spelling works too.
            #expect(try KeyboardOverlaySpec.type(named: type.rawValue).get() == type)
        }
    }

    @Test func anUnknownTypeIsOneLineWithTheClosestName() throws {
        guard case .failure(let error) = KeyboardOverlaySpec.type(named: "emial") else {
            Issue.record("emial was accepted")
            return
        }
        #expect(error.place == .option("type", "emial"))
        #expect(
            error.worded { "--\($0)" }
                == "--type emial: unknown keyboard type; did you mean \"email\"?; expected letters, email, number-pad, multiline"
        )
        let far = try #require(
            {
                if case .failure(let problem) = KeyboardOverlaySpec.type(named: "qwertyuiop") { problem } else { nil }
            }(),
            "qwertyuiop was accepted")
        #expect(!far.description.contains("did you mean"))
    }

    @Test(arguments: KeyboardType.allCases)
    func thePhoneShowsTheKeyboardOfTheType(_ type: KeyboardType) throws {
        var spec = KeyboardOverlaySpec(deviceID: "iphone-se")
        spec.type = type
        let phone = try docked(spec)
        #expect(phone.keyboardType == type)
        let resting = phone.device.keyboardFrame(
            .portrait, type: type, options: KeyboardOptions(), visible: true, ios: .ios18)
        #expect(phone.presented.keyboardFrame == resting)
        #expect(phone.focusedField?.id == KeyboardOverlaySpec.focusedFieldID)
    }

    @Test func theBarsFollowTheSpec() throws {
        var spec = KeyboardOverlaySpec(deviceID: "iphone-15")
        spec.predictiveBar = false
        spec.accessoryBar = true
        let geometry = KeyboardGeometry(try docked(spec))
        #expect(geometry.predictiveBar == nil)
        #expect(geometry.accessoryBar != nil)
        let plain = KeyboardGeometry(try docked(KeyboardOverlaySpec(deviceID: "iphone-15")))
        #expect(plain.predictiveBar != nil)
        #expect(plain.accessoryBar == nil)
    }

    @Test func theRiseFollowsTheCoresKeyboardCurve() throws {
        var spec = KeyboardOverlaySpec(deviceID: "iphone-15")
        spec.ios = .ios26
        var phone = spec.phone(resources: try loadResources(), measurer: measurer)
        let hidden = phone.screen.maxY
        let top = try docked(spec).presented.keyboardFrame.minY
        for index in 0...30 {
            let t = Double(index) / 60
            phone.advance(to: Instant(seconds: t))
            let progress = AnimationCurve.keyboard.progress(
                after: TimeAmount(seconds: t), duration: KeyboardInfo.standardDuration)
            #expect(abs(phone.presented.keyboardFrame.minY - (hidden + (top - hidden) * progress)) < 1e-9)
        }
        #expect(phone.presented.keyboardFrame.minY == top)
    }

    @Test func iOS18KeyboardIsOpaqueInsideItsFrameAndClearOutside() throws {
        let phone = try docked(KeyboardOverlaySpec(deviceID: "iphone-15"))
        let overlay = KeyboardOverlay(phone, scale: 2)
        let bounds = overlay.pixelBounds
        #expect(bounds.y0 == Int((phone.presented.keyboardFrame.minY * 2).rounded()))
        #expect(bounds.y1 == overlay.canvasSize.height)
        #expect(overlay.alpha(x: 0, y: bounds.y0) == 255)
        #expect(overlay.alpha(x: bounds.x1 - 1, y: bounds.y1 - 1) == 255)
        #expect(overlay.alpha(x: 0, y: bounds.y0 - 1) == 0)
        let capture = RGBAImage(width: overlay.canvasSize.width, height: overlay.canvasSize.height, fill: .white)
        let cropped = overlay.cropped(capture)
        #expect(cropped.width == bounds.x1 - bounds.x0)
        #expect(cropped.height == bounds.y1 - bounds.y0)
        #expect(cropped.pixels.enumerated().allSatisfy { $0.offset % 4 != 3 || $0.element == 255 })
    }

    @Test func iOS26GlassCornersAreSeeThroughAlongTheirCurve() throws {
        var spec = KeyboardOverlaySpec(deviceID: "iphone-15")
        spec.ios = .ios26
        let overlay = KeyboardOverlay(try docked(spec), scale: 3)
        let bounds = overlay.pixelBounds
        // The corner pixels are clear, the middle of the top row and the rows below the curve opaque.
        #expect(overlay.alpha(x: bounds.x0, y: bounds.y0) == 0)
        #expect(overlay.alpha(x: bounds.x1 - 1, y: bounds.y0) == 0)
        #expect(overlay.alpha(x: (bounds.x0 + bounds.x1) / 2, y: bounds.y0) == 255)
        #expect(overlay.alpha(x: bounds.x0, y: bounds.y0 + 26 * 3) == 255)
        // Along the curve some pixels are partly covered, and coverage grows towards the inside.
        let partial = (0..<(26 * 3)).map { overlay.alpha(x: bounds.x0 + $0, y: bounds.y0 + 8) }
        #expect(partial.contains { $0 > 0 && $0 < 255 })
        #expect(partial == partial.sorted())
        // Left and right mirror each other.
        for y in 0..<(26 * 3) {
            for x in 0..<(26 * 3) {
                #expect(
                    overlay.alpha(x: bounds.x0 + x, y: bounds.y0 + y)
                        == overlay.alpha(x: bounds.x1 - 1 - x, y: bounds.y0 + y))
            }
        }
    }

    @Test func theToolbarOverTheGlassIsOpaqueAndTheGlassBelowItRounded() throws {
        var spec = KeyboardOverlaySpec(deviceID: "iphone-15")
        spec.ios = .ios26
        spec.accessoryBar = true
        let phone = try docked(spec)
        let overlay = KeyboardOverlay(phone, scale: 1)
        let bounds = overlay.pixelBounds
        let glassTop = Int((overlay.glass?.minY ?? 0).rounded())
        #expect(glassTop > bounds.y0)
        #expect(overlay.alpha(x: bounds.x0, y: bounds.y0) == 255)
        #expect(overlay.alpha(x: bounds.x0, y: glassTop) == 0)
    }

    @Test(arguments: [IOSVersion.ios18, .ios26])
    func theFrameCanvasHoldsTheCroppedKeyboardAtItsPlaceAndNothingElse(_ ios: IOSVersion) throws {
        var spec = KeyboardOverlaySpec(deviceID: "iphone-15")
        spec.ios = ios
        var phone = spec.phone(resources: try loadResources(), measurer: measurer)
        phone.advance(to: Instant(seconds: 0.1))
        let overlay = KeyboardOverlay(phone, scale: 2)
        let size = overlay.canvasSize
        var capture = RGBAImage(width: size.width, height: size.height, fill: Color(red: 10, green: 20, blue: 30))
        capture.fill(Color(red: 200, green: 100, blue: 50), x: 0, y: size.height / 2, width: size.width, height: 40)
        let canvas = overlay.cutOut(capture)
        let cropped = overlay.cropped(capture)
        let bounds = overlay.pixelBounds
        #expect(bounds.y0 > 0 && bounds.y1 == size.height)
        for y in 0..<size.height {
            for x in 0..<size.width {
                let pixel = canvas.color(x: x, y: y)
                let inside = x >= bounds.x0 && x < bounds.x1 && y >= bounds.y0 && y < bounds.y1
                let expected =
                    inside
                    ? cropped.color(x: x - bounds.x0, y: y - bounds.y0) : Color(red: 0, green: 0, blue: 0, alpha: 0)
                if pixel != expected {
                    Issue.record("(\(x), \(y)): \(pixel) instead of \(expected)")
                    return
                }
                if inside, pixel.alpha != overlay.alpha(x: x, y: y) {
                    Issue.record("(\(x), \(y)): alpha \(pixel.alpha) instead of \(overlay.alpha(x: x, y: y))")
                    return
                }
            }
        }
    }

    @Test func aKeyboardBelowTheScreenLeavesTheCanvasClear() throws {
        var spec = KeyboardOverlaySpec(deviceID: "iphone-se")
        spec.ios = .ios26
        let phone = spec.phone(resources: try loadResources(), measurer: measurer)
        let overlay = KeyboardOverlay(phone, scale: 1)
        let capture = RGBAImage(width: overlay.canvasSize.width, height: overlay.canvasSize.height, fill: .white)
        #expect(overlay.cutOut(capture).pixels.enumerated().allSatisfy { $0.offset % 4 != 3 || $0.element == 0 })
        #expect(overlay.cropped(capture).width * overlay.cropped(capture).height == 0)
    }

    @Test func theOverlayDrawsTheLabsKeyboardCommandsWithTheGlassCornersFilled() throws {
        var spec = KeyboardOverlaySpec(deviceID: "iphone-15")
        spec.ios = .ios26
        let phone = try docked(spec)
        let keyboard = KeyboardOverlayView.keyboardCommands(phone, measurer: measurer)
        let screen = PhoneView.draw(phone, context: ViewContext(measurer: measurer, isCapture: true)).commands
        // The lab's screen draws the same commands, in one run.
        guard let start = screen.firstIndex(of: keyboard[0]) else {
            Issue.record("the lab's screen does not draw the overlay's first command")
            return
        }
        #expect(Array(screen[start..<start + keyboard.count]) == keyboard)
        let list = KeyboardOverlayView.draw(phone, measurer: measurer)
        #expect(list.commands.count == keyboard.count + 2)
        guard case .backdrop(_, let radius, _, _) = list.commands[1] else {
            Issue.record("the overlay does not start with the glass")
            return
        }
        #expect(radius == 0)
    }
}
