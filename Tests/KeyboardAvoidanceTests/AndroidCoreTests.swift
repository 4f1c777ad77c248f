import Foundation
import KeyboardAvoidance
import Testing

/// Android's numbers in the core: LatinIME's keyboard heights, the navigation area, the IME's curves, the pan rule
/// and the device files' density.
@Suite struct AndroidCoreTests {
    @Test(arguments: [
        ("pixel-8", 254.25, 342.25), ("pixel-9-pro", 263.7, 351.7), ("galaxy-s24", 222.48, 310.48),
    ])
    func keyboardHeightFollowsLatinIMEOnPhones(id: String, keys: Double, ime: Double) throws {
        let device = try loadDevice(id)
        let metrics = AndroidKeyboardMetrics(screen: device.screenSize(.portrait), idiom: device.idiom)
        #expect(abs(metrics.keys - keys) < 0.01, "\(id) keys \(metrics.keys)")
        #expect(metrics.strip == 40 && metrics.navigationBar == 48)
        #expect(abs(device.keyboardHeight(.portrait, type: .letters, options: KeyboardOptions()) - ime) < 0.01)
        // LatinIME's pads are as tall as its letters, and the iOS bars take no effect.
        let bars = KeyboardOptions(predictiveBar: true, accessoryBar: true)
        #expect(device.keyboardHeight(.portrait, type: .numberPad, options: bars) == metrics.ime)
    }

    @Test func landscapeAndTabletUseTheirOwnRows() throws {
        let pixel = try loadDevice("pixel-8")
        let side = AndroidKeyboardMetrics(screen: pixel.screenSize(.landscape), idiom: .phone)
        #expect(abs(side.keys - 185.1) < 0.05 && side.strip == 36)
        let tablet = try loadDevice("pixel-tablet")
        #expect(tablet.idiom == .pad)
        #expect(AndroidKeyboardMetrics(screen: tablet.screenSize(.portrait), idiom: .pad).keys == 302.4)
        #expect(AndroidKeyboardMetrics(screen: tablet.screenSize(.landscape), idiom: .pad).keys == 320)
    }

    /// A tablet's keyboard has no bar of its own: it stops at the taskbar, 60 dp with buttons, 32 dp stashed with
    /// gestures, which `ime()` includes.
    @Test func aTabletsKeyboardStopsAtItsTaskbar() throws {
        let tablet = try loadDevice("pixel-tablet")
        for orientation in [Orientation.portrait, .landscape] {
            let size = tablet.screenSize(orientation)
            let buttons = AndroidKeyboardMetrics(screen: size, idiom: .pad, navigation: .buttons)
            let gestures = AndroidKeyboardMetrics(screen: size, idiom: .pad, navigation: .gesture)
            #expect(buttons.navigationBar == 60 && gestures.navigationBar == 32, "\(orientation)")
            #expect(buttons.ime == buttons.keys + 44 + 60)
        }
        #expect(tablet.keyboardHeight(.portrait, type: .letters, options: KeyboardOptions()) == 302.4 + 44 + 32)
    }

    @Test func theNavigationAreaJoinsTheSafeAreaOnAndroidOnly() throws {
        let pixel = try loadDevice("pixel-8")
        #expect(pixel.safeArea(.portrait, navigation: .gesture) == EdgeInsets(top: 50.3, bottom: 24))
        #expect(pixel.safeArea(.portrait, navigation: .buttons) == EdgeInsets(top: 50.3, bottom: 48))
        #expect(pixel.safeArea(.landscape, navigation: .buttons) == EdgeInsets(top: 28, left: 50.3, right: 48))
        #expect(try loadDevice("pixel-tablet").safeArea(.portrait, navigation: .buttons).bottom == 60)
        #expect(try loadDevice("pixel-tablet").safeArea(.portrait, navigation: .gesture).bottom == 32)
        let iphone = try loadDevice("iphone-15")
        #expect(iphone.safeArea(.portrait, navigation: .buttons) == iphone.portrait.safeArea)
    }

    @Test func hiddenKeyboardIgnoresAHardwareKeyboardOnAndroid() throws {
        let pixel = try loadDevice("pixel-8")
        let frame = pixel.keyboardFrame(
            .portrait, type: .letters, options: KeyboardOptions(hardwareKeyboard: true), visible: true)
        #expect(abs(frame.minY - (914.3 - 342.245)) < 0.001)
    }

    @Test func imeCurvesMatchTheirBeziersAndDurations() {
        let synced = KeyboardMotion.androidSynced.animation(hiding: true)
        #expect(synced?.curve == .imeSynced && synced?.duration == TimeAmount(seconds: 0.285))
        #expect(KeyboardMotion.androidUnsynced.animation(hiding: false)?.curve == .imeShow)
        #expect(KeyboardMotion.androidUnsynced.animation(hiding: true)?.curve == .imeHide)
        #expect(KeyboardMotion.uikit.animation(hiding: false) == nil)
        let half = TimeAmount(seconds: 0.1)
        let duration = TimeAmount(seconds: 0.2)
        // Linear-out-slow-in is well past half way at half time; fast-out-linear-in well short of it.
        #expect(AnimationCurve.imeShow.progress(after: half, duration: duration) > 0.7)
        #expect(AnimationCurve.imeHide.progress(after: half, duration: duration) < 0.4)
        #expect(
            abs(
                AnimationCurve.viscousFluid.progress(
                    after: TimeAmount(seconds: 0.2499), duration: TimeAmount(seconds: 0.25)) - 1) < 0.01)
        #expect(AnimationCurve.composeSpring.settleTime(forReported: .zero) == TimeAmount(seconds: 0.25))
    }

    /// ViewRootImpl's rule: a Pixel 8 with a 342 dp IME and the caret line's bottom at 800 pans 228 dp.
    @Test func panShowsTheCaretJustAboveTheKeyboard() {
        let caret = Rect(x: 0, y: 770, width: 300, height: 30)
        #expect(abs(AdjustPan.pan(showing: caret, windowHeight: 914, top: 50, bottom: 342) - 228) < 1e-9)
        // Already in view: no pan; taller than the room left: no pan.
        #expect(
            AdjustPan.pan(showing: Rect(x: 0, y: 200, width: 10, height: 30), windowHeight: 914, top: 50, bottom: 342)
                == 0)
        #expect(
            AdjustPan.pan(showing: Rect(x: 0, y: 100, width: 10, height: 600), windowHeight: 914, top: 50, bottom: 342)
                == 0)
    }

    @Test func everyStrategyKnowsItsPlatforms() {
        for name in AvoidanceStrategies.names {
            let strategy = AvoidanceStrategies.strategy(named: name)
            #expect(strategy?.platforms == AvoidanceStrategies.platforms(of: name), "\(name)")
            #expect(
                AvoidanceStrategies.names(for: .ios).contains(name)
                    || AvoidanceStrategies.names(for: .android).contains(name))
            #expect(strategy?.name == name)
        }
        #expect(AvoidanceStrategies.standardName(for: .android) == "insets")
        #expect(AvoidanceStrategies.standardName(for: .ios) == "keyboardlab")
    }

    @Test(arguments: [
        (#""density": 2.625"#, #""density": 0"#, "density is 0.0; expected pixels per dp from 0.75 to 4.5"),
        (#""density": 2.625,"#, "", #"an Android device needs "density""#),
    ])
    func badDensityNamesTheKey(find: String, replace: String, expected: String) throws {
        let text = try String(decoding: assetData("Devices/pixel-8.json"), as: UTF8.self).replacing(find, with: replace)
        #expect {
            try DeviceProfile.decode(Data(text.utf8), file: "pixel-8.json")
        } throws: { error in
            (error as? LabError)?.description.contains(expected) == true
        }
    }

    @Test func densityOnAnIPhoneIsRefused() throws {
        let text = try String(decoding: assetData("Devices/iphone-15.json"), as: UTF8.self).replacing(
            #""hasHomeIndicator": true,"#, with: #""hasHomeIndicator": true, "density": 3,"#)
        #expect {
            try DeviceProfile.decode(Data(text.utf8), file: "iphone-15.json")
        } throws: { error in
            (error as? LabError)?.description.contains("density is for Android devices") == true
        }
    }
}
