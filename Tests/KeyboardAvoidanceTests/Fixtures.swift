import Foundation
import KeyboardAvoidance
import LabTestSupport

/// The repository's Assets folder, found from this file's path.
let assetsFolder = TestPaths.assets

/// The bytes of `path` inside the Assets folder, as the platform layer would read them.
func assetData(_ path: String) throws -> Data { try Data(contentsOf: assetsFolder.appending(path: path)) }

/// A shipped device preset, decoded.
func loadDevice(_ id: String) throws -> DeviceProfile {
    try DeviceProfile.decode(assetData("Devices/\(id).json"), file: "Devices/\(id).json")
}

/// A shipped form, decoded.
func loadForm(_ name: String = "profile") throws -> Form {
    try Form.decode(assetData("Forms/\(name).json"), file: "Forms/\(name).json")
}

func loadSampleForm() throws -> Form { try loadForm() }

/// The sample form on an iPhone 15 held upright, as the app lays it out: the scroll view runs from under the
/// navigation bar to the screen's bottom, with the home indicator as its bottom inset.
struct Phone {
    let device: DeviceProfile
    let orientation: Orientation
    let form: Form
    let layout: FormLayout

    init(_ id: String = "iphone-15", orientation: Orientation = .portrait) throws {
        device = try loadDevice(id)
        self.orientation = orientation
        form = try loadSampleForm()
        layout = FormLayout(form: form, width: device.screenSize(orientation).width)
    }

    var screen: Rect { device.screenBounds(orientation) }
    var safeArea: EdgeInsets { device.metrics(orientation).safeArea }
    var scrollFrame: Rect {
        let top = safeArea.top + 44
        return Rect(x: 0, y: top, width: screen.width, height: screen.height - top)
    }
    var baseInset: EdgeInsets { EdgeInsets(bottom: safeArea.bottom) }

    func keyboard(_ type: KeyboardType = .letters, _ options: KeyboardOptions = KeyboardOptions(), visible: Bool = true)
        -> Rect
    {
        device.keyboardFrame(orientation, type: type, options: options, visible: visible)
    }

    func scroll(offsetY: Double = 0, inset: EdgeInsets? = nil) -> ScrollGeometry {
        ScrollGeometry(
            frame: scrollFrame, contentSize: layout.contentSize, contentInset: inset ?? baseInset,
            contentOffset: Point(x: 0, y: offsetY))
    }

    func row(_ id: String) -> Rect { layout.rowFrames[form.index(of: id) ?? 0] }

    /// The field's rect in window coordinates for a given offset.
    func windowRect(_ id: String, offsetY: Double) -> Rect {
        row(id).converted(fromContentOf: scrollFrame, offset: Point(x: 0, y: offsetY))
    }

    func restingTimeline(offsetY: Double = 0) -> AvoidanceTimeline {
        AvoidanceTimeline(
            resting: KeyboardScrollState(
                keyboardFrame: keyboard(visible: false), contentInset: baseInset,
                contentOffset: Point(x: 0, y: offsetY)))
    }
}

func approx(_ a: Double, _ b: Double, _ tolerance: Double = 1e-6) -> Bool { abs(a - b) <= tolerance }

/// `data` with a few bytes changed, dropped or repeated, chosen by `seed`: the same copy for the same seed.
func mutated(_ data: Data, seed: UInt32) -> Data {
    var state = seed
    func next(_ limit: Int) -> Int {
        state = state &* 1_664_525 &+ 1_013_904_223
        return Int(state >> 8) % max(1, limit)
    }
    var bytes = [UInt8](data)
    let interesting = Array(#"{}[]",:0-e\u""#.utf8) + [0x5C, 0x00, 0x1F, 0x80, 0xC3, 0xFF]
    for _ in 0...next(3) where !bytes.isEmpty {
        let index = next(bytes.count)
        switch next(3) {
        case 0: bytes[index] = interesting[next(interesting.count)]
        case 1: bytes.remove(at: index)
        default: bytes.insert(bytes[index], at: index)
        }
    }
    return Data(bytes)
}

/// How many of 60 changed copies (300 under `KEYBOARD_LAB_EXHAUSTIVE=1`; ``mutated(_:seed:)``) of each Assets file in
/// `paths` `agree` says the two readers under test read differently.
func disagreements(amongChangesOf paths: [String], _ agree: (Data) -> Bool) throws -> Int {
    var count = 0
    for path in paths {
        let data = try assetData(path)
        count += (UInt32(0)..<TestScale.count(fast: 60, exhaustive: 300)).count { !agree(mutated(data, seed: $0)) }
    }
    return count
}
