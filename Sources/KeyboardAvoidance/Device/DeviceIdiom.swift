/// What kind of device a preset is: it picks the docked keyboard's layout.
public enum DeviceIdiom: String, Equatable, Hashable, Sendable, CaseIterable, Codable {
    /// An iPhone: the compact keyboard.
    case phone
    /// An iPad: the wide keyboard with its own return, delete and hide-keyboard keys.
    case pad
}

extension DeviceIdiom {
    /// Decodes `"phone"` or `"pad"`, naming both on anything else.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let name = try container.decode(String.self)
        guard let idiom = DeviceIdiom(rawValue: name) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "expected \"phone\" or \"pad\", found \"\(name)\"")
        }
        self = idiom
    }
}
