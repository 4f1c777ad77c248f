import KeyboardAvoidance
import LabDrawing

/// What compared phones' captions are made from, kept so they stay true as the phones change: the specs, the
/// command's settings and screen name they fill in, and the condition keys changed since (a window's key, a
/// scenario's timed command), which the captions then read from the phones themselves.
///
/// ```swift
/// var source = CompareCaptions(specs: specs, base: base, screenName: "chat")
/// source.changed.insert("android")  // Ctrl+I stepped each phone's Android version
/// source.captions(for: phones)      // ["Android 15", "Android 16"]
/// ```
public struct CompareCaptions: Equatable, Sendable {
    /// The phones' specs, in order.
    public var specs: [PhoneSpec]
    /// The command's settings (its device and orientation too), for what a spec leaves unset.
    public var base: ConditionOverrides
    /// The command's screen or form file's name, for phones that show it.
    public var screenName: String?
    /// The condition keys changed since the phones opened, by name.
    public var changed: Set<String> = []

    /// Captions for `specs` over `base` and `screenName`, none changed yet.
    public init(specs: [PhoneSpec], base: ConditionOverrides, screenName: String?) {
        self.specs = specs
        self.base = base
        self.screenName = screenName
    }

    /// Each phone's caption now (``PhoneSpec/captions(_:base:screenName:)``): a changed key's value is each phone's
    /// own where the key takes effect on its platform (an iPhone's iOS version, a Pixel's Android version), so a
    /// caption names what the phone runs, never what it ran.
    ///
    /// - Complexity: O(n · k) in the phones and the keys.
    public func captions(for phones: [Phone]) -> [String] {
        var live = specs
        for key in ConditionKeys.settable where changed.contains(key.name) {
            for index in live.indices where index < phones.count {
                let phone = phones[index]
                if let platform = key.platform, platform != phone.device.platform {
                    // No effect on this phone: not named from its own value.
                    continue
                }
                key.read(phone, into: &live[index].settings)
            }
        }
        return PhoneSpec.captions(live, base: base, screenName: screenName)
    }
}

extension AppState {
    /// Applies `action` at `time` to phone `index` alone, the others untouched: a compare window's condition key
    /// steps each phone's own condition (an iPhone's iOS version, a Pixel's Android version), and a scenario's
    /// `at T phone N …` replays it. The captions follow.
    ///
    /// - Complexity: O(1) in the phones, but the captions' O(p · k).
    public mutating func reduce(_ action: Action, at time: Instant, onPhone index: Int, measurer: any TextMeasuring) {
        guard phones.indices.contains(index) else { return }
        phones[index].reduce(action, at: time, measurer: measurer)
        noteConditions(of: action)
    }

    /// Marks the condition keys `action` sets or steps as changed, and makes the captions again from the phones.
    mutating func noteConditions(of action: Action) {
        guard var source = captionSource else { return }
        let names = action.conditionNames
        guard !names.isEmpty else { return }
        source.changed.formUnion(names)
        captionSource = source  // the captions follow (its didSet)
    }
}
