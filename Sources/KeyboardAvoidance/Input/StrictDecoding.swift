/// A string-valued choice read from a user's file: a value it does not know is refused with the list of values
/// and, where one is close, "did you mean".
///
/// ```swift
/// enum FieldKind: String, CaseIterable, NamedChoice { case text, email }
/// // "emial" → content.sections[0].fields[1].kind: unknown value "emial"; did you mean "email"?; expected text, email
/// ```
public protocol NamedChoice: RawRepresentable<String>, CaseIterable, Codable {}

extension NamedChoice {
    /// Decodes one of the choice's raw values, or throws a `DecodingError` that names the value and lists the others.
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let value = Self(rawValue: text) else {
            let names = Self.allCases.map(\.rawValue)
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath,
                    debugDescription:
                        "unknown value \"\(text)\"\(ClosestName.hint(for: text, in: names)); expected "
                        + names.joined(separator: ", ")))
        }
        self = value
    }
}

/// Any key of a JSON object, for listing the keys a decoder was given.
struct AnyCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

extension Decoder {
    /// Refuses a key of the object being decoded that is not in `allowed`: a misspelt key (`placehoder`) is an
    /// error naming it and the nearest allowed key, never silently ignored. The file's own `$schema` (at its top,
    /// for editors) is always allowed.
    ///
    /// - Throws: `DecodingError.dataCorrupted` at the unknown key's path.
    func refuseUnknownKeys(allowed: [String]) throws {
        let keys = try container(keyedBy: AnyCodingKey.self).allKeys.map(\.stringValue)
        for key in keys.sorted() where !allowed.contains(key) && !(codingPath.isEmpty && key == JSONInput.schemaKey) {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: codingPath + [AnyCodingKey(stringValue: key)],
                    debugDescription:
                        "unknown key\(ClosestName.hint(for: key, in: allowed)); expected "
                        + allowed.joined(separator: ", ")))
        }
    }
}
