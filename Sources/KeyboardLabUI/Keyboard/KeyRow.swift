import Foundation
import KeyboardAvoidance

/// A row of keys.
public struct KeyRow: Equatable, Hashable, Sendable, Codable {
    /// The keys, left to right.
    public var keys: [KeySpec]
}
