import KeyboardAvoidance
import KeyboardLabSDL
import KeyboardLabUI
import LabDrawing
import Testing

/// Every label of the Android keyboard fits inside its key's face, and every glyph stays inside its face (or its
/// strip or bar cell), on every Android device held either way, on every page, with either navigation: each text
/// run is measured with the real fonts (Roboto) and placed as the renderer places it.
@MainActor @Suite(.serialized) struct AndroidKeyboardLabelTests {
    /// A field for each page but the symbols, which ?123 brings up on the first.
    static let fields = ["city", "mail", "zipCode", "phone"]

    /// Where `run` is drawn, in points.
    static func box(_ run: TextRun, fonts: FontLibrary) -> Rect {
        let size = fonts.size(of: run.text, font: run.font)
        let x: Double
        switch run.alignment {
        case .leading: x = run.frame.minX
        case .center: x = run.frame.midX - size.width / 2
        case .trailing: x = run.frame.maxX - size.width
        }
        return Rect(x: x, y: run.frame.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The places a label or a glyph may lie in: the keys' faces, the strip's suggestion slots (or the strip, for
    /// its tools), the navigation bar's switcher cell and, with three buttons, the system's button cells.
    static func containers(_ keyboard: KeyboardGeometry, _ android: AndroidKeyboard) -> [Rect] {
        let slots = keyboard.suggestions.indices.compactMap { keyboard.suggestionFrame($0) }
        return android.keys.map(\.key.frame) + (slots.isEmpty ? [android.strip] : slots) + [android.switcher]
            + android.systemButtons
    }

    /// What is wrong with the keyboard of `phone` as drawn: labels leaving their face, overlapping one another, or
    /// lying on none; glyph strokes leaving theirs.
    static func problems(_ phone: Phone, fonts: FontLibrary) -> [String] {
        let keyboard = KeyboardGeometry(phone)
        guard let android = keyboard.android else { return ["no Android keyboard"] }
        let containers = containers(keyboard, android)
        let commands = KeyboardOverlayView.keyboardCommands(phone, measurer: fonts)
        var found: [String] = []
        var boxes: [(String, Rect)] = []
        let slack = 0.01
        for command in commands {
            switch command {
            case .text(let run) where !run.text.isEmpty:
                let rect = box(run, fonts: fonts)
                boxes.append((run.text, rect))
                let centre = Point(x: rect.midX, y: rect.midY)
                guard let container = containers.first(where: { $0.contains(centre) }) else {
                    found.append("\"\(run.text)\" lies on no key")
                    continue
                }
                if !container.inset(by: EdgeInsets(all: -slack)).contains(rect) {
                    found.append("\"\(run.text)\" leaves its key (\(rect) in \(container))")
                }
            case .line(let from, let to, let width, _):
                found += strokeProblems([from, to], width: width, containers: containers)
            case .polyline(let points, let width, _):
                found += strokeProblems(points, width: width, containers: containers)
            default:
                break
            }
        }
        for (i, (text, rect)) in boxes.enumerated() {
            for (other, otherRect) in boxes[(i + 1)...] {
                let shared = rect.intersection(otherRect)
                if shared.width > slack && shared.height > slack { found.append("\"\(text)\" overlaps \"\(other)\"") }
            }
        }
        // Each problem once: a fan of strokes fills a shape, and leaves its face many times over.
        return found.reduce(into: []) { unique, problem in if !unique.contains(problem) { unique.append(problem) } }
    }

    /// A stroke through `points`, `width` wide, that leaves the container its first point lies in.
    static func strokeProblems(_ points: [Point], width: Double, containers: [Rect]) -> [String] {
        guard let first = points.first else { return [] }
        guard let container = containers.first(where: { $0.contains(first) }) else {
            return ["a stroke at \(first) lies on no key"]
        }
        let inside = container.inset(by: EdgeInsets(all: width / 2))
        return points.allSatisfy { inside.contains($0) } ? [] : ["a stroke leaves \(container)"]
    }

    @Test func everyLabelAndGlyphFitsItsKeyAcrossTheAndroidDevices() throws {
        let session = try SDLSession(video: false)
        let resources = try loadResources()
        let fonts = try FontLibrary(session: session, directory: resources.fontsFolder, scale: 1)
        var checked = 0
        for device in resources.devices where device.platform == .android {
            for orientation in Orientation.allCases {
                for navigation in NavigationMode.allCases {
                    for field in Self.fields {
                        var lab = try Lab(
                            device: device.id, orientation: orientation,
                            settings: ConditionOverrides(navigation: navigation), measuring: fonts,
                            resources: resources)
                        lab.send(.focusField(field))
                        lab.settle()
                        let place = "\(device.id) \(orientation) \(navigation) \(field)"
                        #expect(Self.problems(lab.state, fonts: fonts) == [], "\(place)")
                        checked += 1
                        guard field == "city" else { continue }
                        // The symbols page, and the letters in capitals.
                        let android = try #require(KeyboardGeometry(lab.state).android)
                        for kind in [KeyKind.numbers, .shift] {
                            let key = try #require(android.keys.first { $0.key.spec.kind == kind }).key.frame
                            lab.send(.tap(Point(x: key.midX, y: key.midY)))
                            #expect(Self.problems(lab.state, fonts: fonts) == [], "\(place) after \(kind)")
                            if kind == .numbers { lab.send(.tap(Point(x: key.midX, y: key.midY))) }
                            checked += 1
                        }
                    }
                }
            }
        }
        #expect(checked == 6 * 2 * 2 * (Self.fields.count + 2), "six Android presets")
    }

    @Test func everyReturnKeyGlyphFitsItsFace() throws {
        let session = try SDLSession(video: false)
        let resources = try loadResources()
        let fonts = try FontLibrary(session: session, directory: resources.fontsFolder, scale: 1)
        for orientation in Orientation.allCases {
            for returnKey in ReturnKey.allCases {
                var spec = KeyboardOverlaySpec(deviceID: "pixel-8a")
                spec.orientation = orientation
                spec.returnKey = returnKey
                var phone = spec.phone(resources: resources, measurer: fonts)
                phone.advance(to: Instant(seconds: 1))
                #expect(Self.problems(phone, fonts: fonts) == [], "\(orientation) \(returnKey)")
            }
        }
    }
}
