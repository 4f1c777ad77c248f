import KeyboardAvoidance

extension ConditionOverrides {
    /// Each settable key set here, as every surface writes it (``ConditionKeys``), by the key's name: what a goldens
    /// sidecar records of the conditions its goldens were recorded under.
    ///
    /// ```swift
    /// ConditionOverrides(deviceID: "iphone-se", appearance: .dark).texts
    /// // ["device": "iphone-se", "appearance": "dark"]
    /// ```
    public var texts: [String: String] {
        var texts: [String: String] = [:]
        for key in ConditionKeys.settable { texts[key.name] = key.text(of: self) }
        return texts
    }

    /// The overrides `texts` (as ``texts`` writes them) set, each parsed by its key of the table; a device id is
    /// checked against `resources` when given.
    ///
    /// - Throws: The problem with the first name that is no settable key, or the first value its key refuses.
    public init(texts: [String: String], resources: LabResources? = nil) throws(ConditionProblem) {
        self.init()
        for (name, text) in texts.sorted(by: { $0.key < $1.key }) {
            guard let key = ConditionKeys.named(name), !key.isDerived else {
                throw ConditionProblem(
                    value: name,
                    description: "unknown condition \"\(name)\"; expected one of "
                        + ConditionKeys.names.joined(separator: ", "))
            }
            if let problem = key.set(text, resources: resources, in: &self) { throw problem }
        }
    }
}
