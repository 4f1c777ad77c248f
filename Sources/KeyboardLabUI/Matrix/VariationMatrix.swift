import KeyboardAvoidance

/// Every combination of the values of one or more ``Variation``s, the first key varying slowest: what `sheet` lays
/// out in a grid and `check --vary` runs the scenarios under, as Playwright runs a suite per project.
///
/// ```swift
/// let matrix = try VariationMatrix(parsing: ["device=iphone-se,iphone-15", "appearance=light,dark"])
/// matrix.combinations.map(\.name)
/// // ["device-iphone-se+appearance-light", "device-iphone-se+appearance-dark",
/// //  "device-iphone-15+appearance-light", "device-iphone-15+appearance-dark"]
/// ```
public struct VariationMatrix: Equatable, Hashable, Sendable {
    /// The varied keys, in the order given.
    public let variations: [Variation]

    /// A matrix of `variations`.
    ///
    /// - Throws: ``LabError`` naming the flag when a key is varied twice, or when two combinations would have
    ///   the same folder name (values that differ only in characters ``Combination/safe(_:)`` replaces, or in
    ///   case, which some file systems ignore).
    public init(_ variations: [Variation]) throws(LabError) {
        var keys = Set<String>()
        for variation in variations where !keys.insert(variation.key).inserted {
            throw LabError(
                at: .option("vary", "\(variation.key)=\(variation.values.joined(separator: ","))"),
                "\(variation.key) is varied twice; expected each key in one --vary")
        }
        for variation in variations {
            var names: [String: String] = [:]
            for value in variation.values {
                let name = Combination.safe(value).lowercased()
                if let other = names.updateValue(value, forKey: name) {
                    throw LabError(
                        at: .option("vary", "\(variation.key)=\(variation.values.joined(separator: ","))"),
                        "\"\(other)\" and \"\(value)\" would share the folder name \(variation.key)-\(Combination.safe(value)); "
                            + "expected values that differ in letters, digits, '.', '_' or '-'")
                }
            }
        }
        self.variations = variations
    }

    /// Parses each `KEY=V1,V2,…` text (see ``Variation/init(parsing:)``) into one matrix.
    ///
    /// - Throws: ``LabError`` naming the flag that is wrong.
    public init(parsing texts: [String]) throws(LabError) {
        var variations: [Variation] = []
        for text in texts { variations.append(try Variation(parsing: text)) }
        try self.init(variations)
    }

    /// Whether nothing is varied: a single combination with no pairs.
    public var isEmpty: Bool { variations.isEmpty }

    /// Every combination, the first key varying slowest; one empty combination when nothing is varied.
    ///
    /// - Complexity: O(n) in the number of combinations times the number of keys.
    public var combinations: [Combination] {
        variations.reduce([Combination()]) { partial, variation in
            partial.flatMap { prefix in
                variation.values.map { Combination(prefix.pairs + [.init(key: variation.key, value: $0)]) }
            }
        }
    }

    /// Each combination as a checked ``PhoneSpec``, in ``combinations`` order.
    ///
    /// Each value is checked on its own first, so an unknown value is named alone
    /// (`--vary device=pixel-9: unknown device "pixel-9"`).
    ///
    /// - Throws: ``LabError`` naming `--vary` and the value or combination that cannot be taken.
    /// - Complexity: O(n) in the number of combinations times the number of keys.
    public func specs(resources: LabResources) throws(LabError) -> [PhoneSpec] {
        for variation in variations {
            for value in variation.values {
                _ = try PhoneSpec.parse("\(variation.key)=\(value)", resources: resources, option: "vary")
            }
        }
        var specs: [PhoneSpec] = []
        for combination in combinations {
            specs.append(
                combination.pairs.isEmpty
                    ? PhoneSpec() : try PhoneSpec.parse(combination.spec, resources: resources, option: "vary"))
        }
        return specs
    }
}
