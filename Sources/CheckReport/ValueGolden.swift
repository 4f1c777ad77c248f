import Foundation
import LabText

/// One scenario's value golden, `<goldens>/<scenario>/values.json`: each capture's numbers (keyboard frame, inset,
/// offset, pinned and focused rects, in screen points) under flat keys, compared within ``tolerance``.
///
/// The file is pretty-printed with sorted keys, so a change reads well in a diff:
///
/// ```json
/// {
///   "captures" : {
///     "shown-0.50" : {
///       "inset.bottom" : 302,
///       "keyboard.y" : 516,
///       "offset.y" : 0
///     }
///   },
///   "version" : 1
/// }
/// ```
///
/// ```swift
/// let golden = try ValueGolden(decoding: data, file: "Tests/Goldens/demo/values.json")
/// ValueGolden.differences(expected: golden.captures["shown-0.50"] ?? [:], actual: values).map(\.description)
/// // ["keyboard.y expected 516 got 520.5"]
/// ```
public struct ValueGolden: Equatable, Sendable, Codable {
    /// The format this code writes and reads.
    public static let formatVersion = 1
    /// How far apart two values may be and still match, in points.
    public static let tolerance = 0.01

    /// The file's format.
    public var version: Int
    /// Each capture's values by capture name, each capture's values by key.
    public var captures: [String: [String: Double]]

    /// A value golden in the current format.
    public init(captures: [String: [String: Double]] = [:]) {
        version = Self.formatVersion
        self.captures = captures
    }

    /// Reads a value golden from the bytes of `file`.
    ///
    /// - Throws: ``LabError`` naming the file and what was expected.
    public init(decoding data: Data, file: String) throws(LabError) {
        let decoded: ValueGolden
        do {
            decoded = try JSONDecoder().decode(ValueGolden.self, from: data)
        } catch {
            throw LabError(
                "\(file): not a value golden (\(Self.reason(error))); expected {\"version\": 1, \"captures\": {…}}")
        }
        guard decoded.version == Self.formatVersion else {
            throw LabError("\(file): value golden format \(decoded.version); expected \(Self.formatVersion)")
        }
        self = decoded
    }

    /// The file's bytes: pretty-printed JSON with sorted keys and a final newline.
    public func encoded() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding a dictionary of finite numbers cannot fail; an empty object is the harmless fallback.
        var data = (try? encoder.encode(self)) ?? Data("{}".utf8)
        data.append(0x0A)
        return data
    }

    /// Every key whose value differs by more than ``tolerance``, or that only one side has, in key order.
    ///
    /// - Complexity: O(k log k) in the keys.
    public static func differences(expected: [String: Double], actual: [String: Double]) -> [ValueDifference] {
        Set(expected.keys).union(actual.keys).sorted().compactMap { key in
            let (was, now) = (expected[key], actual[key])
            if let was, let now, abs(was - now) <= tolerance + 1e-9 { return nil }
            return ValueDifference(key: key, expected: was, actual: now)
        }
    }

    /// Why decoding failed, in a few words.
    static func reason(_ error: any Error) -> String {
        switch error as? DecodingError {
        case .dataCorrupted: return "the JSON is malformed"
        case .keyNotFound(let key, _): return "no \"\(key.stringValue)\""
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            let path = context.codingPath.map(\.stringValue).joined(separator: ".")
            return path.isEmpty ? "wrong shape" : "\"\(path)\" has the wrong type"
        default: return "unreadable"
        }
    }
}
