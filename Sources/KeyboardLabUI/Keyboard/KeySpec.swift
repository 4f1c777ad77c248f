import Foundation
import KeyboardAvoidance

/// One key of a layout file.
public struct KeySpec: Equatable, Hashable, Sendable, Codable {
    /// What the key does.
    public var kind: KeyKind
    /// The label drawn (and typed, for a character key).
    public var label: String
    /// Small letters under a number-pad digit.
    public var subtitle: String
    /// The width in letter-key units.
    public var width: Double
    /// Whether the key takes a share of the row's leftover width instead.
    public var flex: Bool

    enum CodingKeys: String, CodingKey { case kind, label, subtitle, width, flex }

    /// A key of `kind` labelled `label` (what a character key types), with `subtitle` drawn small beside or under
    /// it, `width` units wide, or taking a share of the row's leftover width when `flex`.
    public init(
        _ kind: KeyKind = .character, label: String, subtitle: String = "", width: Double = 1, flex: Bool = false
    ) {
        self.kind = kind
        self.label = label
        self.subtitle = subtitle
        self.width = width
        self.flex = flex
    }

    /// Decodes a key; everything but the label of a character key is optional.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        kind = try c.decodeIfPresent(KeyKind.self, forKey: .kind) ?? .character
        label = try c.decodeIfPresent(String.self, forKey: .label) ?? ""
        subtitle = try c.decodeIfPresent(String.self, forKey: .subtitle) ?? ""
        width = try c.decodeIfPresent(Double.self, forKey: .width) ?? 1
        flex = try c.decodeIfPresent(Bool.self, forKey: .flex) ?? false
    }

    /// Encodes the key.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(kind, forKey: .kind)
        try c.encode(label, forKey: .label)
        try c.encode(subtitle, forKey: .subtitle)
        try c.encode(width, forKey: .width)
        try c.encode(flex, forKey: .flex)
    }
}
