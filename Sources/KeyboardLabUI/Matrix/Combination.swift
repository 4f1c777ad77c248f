/// One combination of a ``VariationMatrix``: a value for each varied key, in the order the keys were given.
///
/// Its ``name`` is the folder `check --vary` keeps the combination's goldens and report images in:
/// `KEY-VALUE` pairs joined by `+`, each value with every character other than ASCII letters, digits, `.`, `_` and
/// `-` replaced by `_`. A name never holds `/`, never starts with `.`, and reads the same in a URL and a file
/// system.
///
/// ```swift
/// let combination = Combination([.init(key: "device", value: "iphone-se"), .init(key: "appearance", value: "dark")])
/// combination.name   // "device-iphone-se+appearance-dark"
/// combination.spec   // "device=iphone-se+appearance=dark"
/// combination.label  // "device=iphone-se appearance=dark"
/// ```
public struct Combination: Equatable, Hashable, Sendable {
    /// One key set to one value.
    public struct Pair: Equatable, Hashable, Sendable {
        /// The key, one of ``PhoneSpec/keys``.
        public var key: String
        /// The value, as given.
        public var value: String

        /// A pair.
        public init(key: String, value: String) {
            self.key = key
            self.value = value
        }
    }

    /// The pairs, in the order the keys were varied; empty for a run without `--vary`.
    public var pairs: [Pair]

    /// A combination of `pairs`.
    public init(_ pairs: [Pair] = []) {
        self.pairs = pairs
    }

    /// The folder name: `KEY-VALUE` pairs joined by `+`, values made safe (see the type's summary); empty for no
    /// pairs.
    public var name: String {
        pairs.map { "\($0.key)-\(Self.safe($0.value))" }.joined(separator: "+")
    }

    /// The combination as a ``PhoneSpec`` text: `KEY=VALUE` pairs joined by `+`.
    public var spec: String {
        pairs.map { "\($0.key)=\($0.value)" }.joined(separator: "+")
    }

    /// The combination for people: `KEY=VALUE` pairs joined by spaces.
    public var label: String {
        pairs.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
    }

    /// `value` with every character other than ASCII letters, digits, `.`, `_` and `-` replaced by `_`.
    ///
    /// - Complexity: O(n) in the value's length.
    public static func safe(_ value: String) -> String {
        String(
            value.unicodeScalars.map { scalar -> Character in
                switch scalar {
                case "a"..."z", "A"..."Z", "0"..."9", ".", "_", "-": Character(scalar)
                default: "_"
                }
            })
    }
}
