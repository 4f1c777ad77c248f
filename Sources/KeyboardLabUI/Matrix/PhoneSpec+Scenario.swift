extension PhoneSpec {
    /// `scenario` with the device and orientation this spec sets written into its header, as `--device` would
    /// replace them; its other settings apply as overrides (``settings``).
    ///
    /// ```swift
    /// let spec = try PhoneSpec.parse("device=iphone-se", resources: resources, option: "vary")
    /// spec.applied(to: scenario).deviceID  // "iphone-se"
    /// ```
    public func applied(to scenario: Scenario) -> Scenario {
        var result = scenario
        if let deviceID = settings[ConditionKeys.device] { result.deviceID = deviceID }
        if let orientation = settings[ConditionKeys.orientation] { result.orientation = orientation }
        return result
    }
}
