import Foundation
import KeyboardAvoidance

/// A key placed on screen.
public struct PlacedKey: Equatable, Hashable, Sendable {
    /// The key.
    public var spec: KeySpec
    /// Its frame in window coordinates.
    public var frame: Rect
}
