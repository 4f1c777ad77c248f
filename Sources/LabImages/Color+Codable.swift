extension Color: Codable {
    /// Decodes `#RRGGBB` or `#RRGGBBAA`.
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let color = Color(hex: text) else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription: "\"\(text)\" is not a colour; expected #RRGGBB or #RRGGBBAA"))
        }
        self = color
    }

    /// Encodes as `#RRGGBBAA`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(hex)
    }

    /// The colour as `#RRGGBBAA`.
    public var hex: String {
        let value = (UInt32(red) << 24) | (UInt32(green) << 16) | (UInt32(blue) << 8) | UInt32(alpha)
        let digits = String(value, radix: 16, uppercase: true)
        return "#" + String(repeating: "0", count: 8 - digits.count) + digits
    }
}
