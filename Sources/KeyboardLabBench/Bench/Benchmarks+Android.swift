import KeyboardAvoidance
import KeyboardLabRuntime
import KeyboardLabUI

extension Benchmarks {
    /// The frame costs on a Pixel 8: the sample form, the chat and a page sheet under `insets`, and the sample form
    /// under `adjust-pan`, whose whole window pans.
    struct AndroidFigures {
        var form: Percentiles
        var chat: Percentiles
        var sheet: Percentiles
        var pan: Percentiles
    }

    /// The Android device the figures run on.
    static let androidDevice = "pixel-8"

    func androidFigures(repeats: Int) throws -> AndroidFigures {
        let device = Self.androidDevice
        let form = try frameCycle(
            starting: Phone(
                resources: resources, form: resources.sampleForm, deviceID: device, measurer: headless.measurer),
            focus: "books", repeats: repeats)
        let chat = try chatCycle(shippedScreen("chat.json"), deviceID: device, repeats: repeats).all
        let sheet = try presentedFrames(
            device: device, ModalPresentation(.pageSheet, detent: .medium), repeats: repeats)
        // Unscrolled, so each field Tab reaches lies lower on the screen and the window pans again.
        var phone = Phone(
            resources: resources, form: resources.sampleForm, deviceID: device, measurer: headless.measurer)
        phone.apply(ConditionOverrides(strategy: "adjust-pan"), measurer: headless.measurer)
        var runtime = runtime(phone)
        var frame = 0
        var pan: [Double] = []
        for run in 0..<(repeats + 1) {
            let samples = try timedRun(&runtime, script: Self.formScript(focus: "hobbies"), length: 220, frame: &frame)
            if run > 0 { pan += samples }
        }
        return AndroidFigures(
            form: Percentiles(form), chat: Percentiles(chat), sheet: Percentiles(sheet), pan: Percentiles(pan))
    }
}

extension Benchmarks.AndroidFigures {
    /// The figures as rows of the bench table: name, value, target.
    var rows: [(String, String, String)] {
        let n = { (value: Double) in String(format: "%.3f", value) }
        return [
            (
                "frame, Pixel 8: sample form / chat / page sheet / adjust-pan (p99)",
                "\(n(form.p99)) / \(n(chat.p99)) / \(n(sheet.p99)) / \(n(pan.p99)) ms", "p99 ≤ 2.5 ms"
            )
        ]
    }

    /// The figures' keys in the bench JSON's `frame_ms` object, without its braces.
    var frameJSON: String {
        "\"android_form\":\(form.json),\"android_chat\":\(chat.json),\"android_sheet\":\(sheet.json),"
            + "\"android_pan\":\(pan.json)"
    }
}

extension Benchmarks {
    /// The frame costs of the cross-platform frameworks' strategies on the sample form: every frame of every
    /// strategy on an iPhone 15 and on a Pixel 8 pooled per platform.
    struct FrameworkFigures {
        var ios: Percentiles
        var android: Percentiles
    }

    func frameworkFigures(repeats: Int) throws -> FrameworkFigures {
        var samples: [Platform: [Double]] = [:]
        for (device, platform) in [("iphone-15", Platform.ios), (Self.androidDevice, .android)] {
            for name in AvoidanceStrategies.frameworkNames {
                var phone = Phone(
                    resources: resources, form: resources.sampleForm, deviceID: device, measurer: headless.measurer)
                phone.apply(ConditionOverrides(strategy: name), measurer: headless.measurer)
                samples[platform, default: []] += try frameCycle(starting: phone, focus: "books", repeats: repeats)
            }
        }
        return FrameworkFigures(
            ios: Percentiles(samples[.ios] ?? []), android: Percentiles(samples[.android] ?? []))
    }
}

extension Benchmarks.FrameworkFigures {
    /// The figures as a row of the bench table.
    var rows: [(String, String, String)] {
        let n = { (value: Double) in String(format: "%.3f", value) }
        return [
            (
                "frame, React Native and Flutter strategies, iPhone 15 / Pixel 8 (p99)",
                "\(n(ios.p99)) / \(n(android.p99)) ms", "p99 ≤ 2.5 ms"
            )
        ]
    }

    /// The figures' keys in the bench JSON's `frame_ms` object, without its braces.
    var frameJSON: String { "\"frameworks_ios\":\(ios.json),\"frameworks_android\":\(android.json)" }
}
