import KeyboardAvoidance

extension ConditionOverrides {
    /// What these conditions ask that `device`'s platform cannot do, in one line, or nil: a strategy of the other
    /// platform, always; and, when `comparing` (a `--compare` or `--vary` spec, which shows a condition side by side),
    /// a condition that takes no effect there (`ios` or `quirks` on an Android device, `android` or `navigation` on
    /// an iPhone).
    ///
    /// ```swift
    /// ConditionOverrides(strategy: "swiftui").platformProblem(on: pixel8, comparing: false)
    /// // strategy "swiftui" is iOS's; pixel-8 is an Android device: expected insets, adjust-resize, …
    /// ```
    public func platformProblem(on device: DeviceProfile, comparing: Bool) -> String? {
        let platform = device.platform
        let other = platform == .ios ? "Android" : "iOS"
        let kind = platform == .ios ? "an iOS device" : "an Android device"
        let strategy = self[ConditionKeys.strategy]
        let owners = strategy.map(AvoidanceStrategies.platforms(of:)) ?? []
        if let name = strategy, !owners.isEmpty, !owners.contains(platform) {
            let names = AvoidanceStrategies.names(for: platform)
            return "strategy \"\(name)\" is \(other)'s; \(device.id) is \(kind): expected "
                + names.joined(separator: ", ")
        }
        guard comparing else { return nil }
        // Printed through the table, as a scenario header writes them.
        let ignored = ConditionKeys.otherPlatformKeys(than: platform).compactMap { $0.headerLine(self) }
        guard let first = ignored.first else { return nil }
        return "\(first) is \(other)'s and takes no effect on \(device.id) (\(kind)); expected it on "
            + "\(platform == .ios ? "an Android" : "an iOS") device"
    }
}

extension PhoneSpec {
    /// Checks each spec's conditions against the device it runs on (its own, else `device`), with `base` (the
    /// command's or scenario's conditions) under it: a strategy of the other platform, or a compared condition that
    /// takes no effect there, is refused naming the spec.
    ///
    /// - Throws: ``LabError`` at `option` (`compare`) and the spec.
    public static func checkPlatforms(
        _ specs: [PhoneSpec], base: ConditionOverrides, device: String, resources: LabResources,
        option: String = "compare"
    ) throws(LabError) {
        for spec in specs {
            let id = spec.settings[ConditionKeys.device] ?? base[ConditionKeys.device] ?? device
            guard let profile = resources.device(id) else { continue }
            var merged = base.overriding(with: spec.settings)
            // A strategy the command gives every phone gives way to each platform's default where it cannot run.
            if spec.settings[ConditionKeys.strategy] == nil, let name = merged[ConditionKeys.strategy],
                !AvoidanceStrategies.platforms(of: name).contains(profile.platform)
            {
                merged[ConditionKeys.strategy] = nil
            }
            if let problem = merged.platformProblem(on: profile, comparing: false) {
                throw LabError(at: .option(option, spec.text), problem)
            }
            if let problem = spec.settings.platformProblem(on: profile, comparing: true) {
                throw LabError(at: .option(option, spec.text), problem)
            }
        }
    }
}
