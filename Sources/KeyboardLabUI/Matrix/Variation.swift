import KeyboardAvoidance

/// One `--vary KEY=V1,V2,…` flag: a ``PhoneSpec`` key and the values it takes, as `sheet` and `check` vary them.
///
/// ```swift
/// let devices = try Variation(parsing: "device=iphone-se,iphone-15")
/// devices.values  // ["iphone-se", "iphone-15"]
/// ```
public struct Variation: Equatable, Hashable, Sendable {
    /// The varied key, one of ``PhoneSpec/keys``.
    public var key: String
    /// The values, in the order given.
    public var values: [String]

    /// A variation of `key` over `values`.
    public init(key: String, values: [String]) {
        self.key = key
        self.values = values
    }

    /// Parses `KEY=V1,V2,…`.
    ///
    /// The values are not checked against the assets here: ``VariationMatrix/specs(resources:)`` does that.
    ///
    /// - Throws: ``LabError`` at the option `vary` and its text, saying what was expected: a known key, at least one value, no
    ///   value given twice.
    public init(parsing text: String) throws(LabError) {
        func fail(_ message: String) -> LabError { LabError(at: .option("vary", text), message) }
        let parts = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2, PhoneSpec.keys.contains(parts[0]) else {
            let hint = parts.count == 2 ? ClosestName.hint(for: parts[0], in: PhoneSpec.keys) : ""
            throw fail("expected KEY=V1,V2,… with KEY one of \(PhoneSpec.keys.joined(separator: ", "))\(hint)")
        }
        let values = parts[1].split(separator: ",").map(String.init)
        guard !values.isEmpty else { throw fail("expected at least one value after =") }
        var seen = Set<String>()
        if let twice = values.first(where: { !seen.insert($0).inserted }) {
            throw fail("\"\(twice)\" is given twice; expected each value once")
        }
        self.init(key: parts[0], values: values)
    }
}
