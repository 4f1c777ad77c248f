import KeyboardAvoidance
import Testing

@testable import KeyboardLabUI

/// What the audience sees but cannot tell from the phones: the banner, the compare panel's differing conditions,
/// and specs that caption themselves.
@Suite struct CompareBannerTests {
    @Test func aSpecMayCaptionItself() throws {
        let resources = try loadResources()
        let spec = try PhoneSpec.parse("strategy=swiftui+label=SwiftUI", resources: resources)
        #expect(spec.caption == "SwiftUI")
        #expect(spec.settings[ConditionKeys.strategy] == "swiftui")
        let plain = try PhoneSpec.parse("strategy=swiftui+ios=26", resources: resources)
        #expect(plain.caption == "strategy swiftui · ios 26")
        #expect(
            PhoneSpec.captions([spec, plain], base: ConditionOverrides(), screenName: nil) == ["SwiftUI", "iOS 26"])
        for bad in ["label=", "label=" + String(repeating: "x", count: 60)] {
            #expect {
                try PhoneSpec.parse(bad, resources: resources)
            } throws: { error in
                "\(error)".contains("expected a caption of 1 to 40")
            }
        }
    }

    @Test func theBannerNamesSlowMotionPauseAndWhatDiffers() throws {
        let resources = try loadResources()
        let phones = [
            try Lab(settings: ConditionOverrides(ios: .ios18), resources: resources).state,
            try Lab(settings: ConditionOverrides(ios: .ios26), resources: resources).state,
        ]
        var app = AppState(phones: phones)
        #expect(CompareView.banner(app).contains("ios 18 / 26"))
        app.reduce(.slowAnimations(true), at: .zero, measurer: measurer)
        app.reduce(.pause(true), at: .zero, measurer: measurer)
        let banner = CompareView.banner(app)
        #expect(banner.contains("SLOW MOTION ×10") && banner.contains("PAUSED · F10 steps"))
        #expect(CompareView.differingConditions(app.phones).map(\.name).contains("ios"))
    }

    /// An iPhone beside a Pixel: an Android-only condition reads "—" for the iPhone, so it does not seem to take a
    /// value it ignores, and a condition at its standard value on the phones it applies to is no difference.
    @Test func aConditionReadsADashForThePhoneItTakesNoEffectOn() throws {
        let resources = try loadResources()
        let phones = [
            try Lab(device: "iphone-15", resources: resources).state,
            try Lab(device: "pixel-8", settings: ConditionOverrides(targetSDK: .api35), resources: resources).state,
        ]
        let rows = Dictionary(
            uniqueKeysWithValues: CompareView.differingConditions(phones).map { ($0.name, $0.values) })
        #expect(rows["target-sdk"] == ["—", "35"])
        #expect(rows["ios"] == nil, "the iPhone's iOS is the standard one, and the Pixel has none")
        #expect(rows["quirks"] == nil, "the iPhone's quirks are its iOS version's own; the Pixel has none to show")
        #expect(rows["edge-to-edge"] == nil, "auto on the Pixel, and nothing on the iPhone: no row differs by it")
    }
}
