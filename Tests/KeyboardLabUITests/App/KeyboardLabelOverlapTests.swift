import Foundation
import KeyboardAvoidance
import KeyboardLabSDL
import KeyboardLabUI
import LabDrawing
import LabFiles
import Testing

/// No keyboard label overlaps another, or leaves its key, on any keyboard, device, orientation, appearance and
/// keyboard mode: each text run's box is measured with the bundled fonts and placed as the renderer places it
/// (aligned in its frame, centred vertically).
@MainActor @Suite(.serialized) struct KeyboardLabelOverlapTests {
    /// A field for each keyboard type.
    static let fields = ["city", "mail", "zipCode", "notes"]

    /// Where `run` is drawn, in points.
    func box(_ run: TextRun, fonts: FontLibrary) -> Rect {
        let size = fonts.size(of: run.text, font: run.font)
        let x: Double
        switch run.alignment {
        case .leading: x = run.frame.minX
        case .center: x = run.frame.midX - size.width / 2
        case .trailing: x = run.frame.maxX - size.width
        }
        return Rect(x: x, y: run.frame.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The problems with the keyboard labels of `lab` as drawn: pairs that overlap, labels outside their key or
    /// their bar.
    func problems(_ lab: Lab, fonts: FontLibrary) -> [String] {
        let keyboard = KeyboardGeometry(lab.state)
        let slots = keyboard.suggestions.indices.compactMap { keyboard.suggestionFrame($0) }
        let containers = keyboard.keys.map(\.frame) + slots + [keyboard.accessoryBar?.frame].compactMap { $0 }
        let runs = lab.draw().unclippedTextRuns.filter { run in
            !run.text.isEmpty && keyboard.frame.contains(Point(x: run.frame.midX, y: run.frame.midY))
        }
        let boxes = runs.map { ($0.text, box($0, fonts: fonts)) }
        var found: [String] = []
        let slack = 0.01
        for (i, (text, rect)) in boxes.enumerated() {
            for (other, otherRect) in boxes[(i + 1)...] {
                let shared = rect.intersection(otherRect)
                if shared.width > slack && shared.height > slack { found.append("\"\(text)\" overlaps \"\(other)\"") }
            }
            let centre = Point(x: rect.midX, y: rect.midY)
            guard let container = containers.first(where: { $0.contains(centre) }) else {
                found.append("\"\(text)\" lies on no key or bar")
                continue
            }
            if rect.minX < container.minX - slack || rect.maxX > container.maxX + slack {
                found.append("\"\(text)\" is wider than its key (\(rect.width) in \(container.width))")
            }
        }
        return found
    }

    @Test func noLabelOverlapsAnotherAcrossTheMatrix() throws {
        let session = try SDLSession(video: false)
        let resources = try loadResources()
        let fonts = try FontLibrary(session: session, directory: resources.fontsFolder, scale: 1)
        var checked = 0
        for device in resources.devices {
            let modes: [KeyboardMode] = device.supportsFloatingKeyboard ? [.docked, .floating] : [.docked]
            for orientation in Orientation.allCases {
                for mode in modes {
                    for appearance in Appearance.allCases {
                        for field in Self.fields {
                            for bars in [(true, false), (false, true)] {
                                var lab = try Lab(
                                    device: device.id, orientation: orientation,
                                    settings: ConditionOverrides(appearance: appearance, keyboardMode: mode),
                                    measuring: fonts, resources: resources)
                                lab.send(.predictiveBar(bars.0))
                                lab.send(.accessoryBar(bars.1))
                                lab.send(.focusField(field))
                                lab.settle()
                                let place =
                                    "\(device.id) \(orientation) \(mode) \(appearance) \(field) predictive \(bars.0)"
                                #expect(problems(lab, fonts: fonts) == [], "\(place)")
                                checked += 1
                            }
                        }
                    }
                }
            }
        }
        // Each device, orientation, appearance, field and bar, and both keyboard modes on a device that floats.
        let modes = resources.devices.map { $0.supportsFloatingKeyboard ? 2 : 1 }.reduce(0, +)
        #expect(checked == modes * 2 * 2 * Self.fields.count * 2)
    }

    @Test func theLandscapeNumberPadPutsItsLettersBesideTheDigits() throws {
        let session = try SDLSession(video: false)
        let resources = try loadResources()
        let fonts = try FontLibrary(session: session, directory: resources.fontsFolder, scale: 1)
        var lab = try Lab(
            device: "iphone-15-pro-max", orientation: .landscape, measuring: fonts, resources: resources)
        lab.send(.focusField("zipCode"))
        lab.settle()
        let runs = lab.draw().textRuns
        let digit = try #require(runs.first { $0.text == "2" })
        let letters = try #require(runs.first { $0.text == "ABC" })
        #expect(box(letters, fonts: fonts).minX >= box(digit, fonts: fonts).maxX, "beside, not under")
        #expect(problems(lab, fonts: fonts) == [])
    }
}
