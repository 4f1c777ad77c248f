import Foundation
import KeyboardAvoidance

/// Decoded design pictures by the bytes of their files, so that a picture several scenarios or matrix combinations
/// show is decoded once and held once in memory (the copies share its pixels). A file saved with other bytes is a
/// new entry; the oldest entries go past ``capacity``.
///
/// ```swift
/// if let bitmap = PictureCache.shared.bitmap(for: stamp) { return bitmap }
/// ```
final class PictureCache: @unchecked Sendable {
    /// The cache the programs share.
    static let shared = PictureCache()
    /// The most pictures kept: a light and a dark one for each of a few designs.
    static let capacity = 8

    private let lock = NSLock()
    private var entries: [(key: UInt64, bitmap: DesignBitmap)] = []

    /// The picture decoded from a file whose bytes have the stamp `key`, if one is kept.
    func bitmap(for key: UInt64) -> DesignBitmap? {
        lock.withLock { entries.first { $0.key == key }?.bitmap }
    }

    /// Keeps `bitmap`, decoded from a file whose bytes have the stamp `key`.
    func insert(_ bitmap: DesignBitmap, for key: UInt64) {
        lock.withLock {
            entries.removeAll { $0.key == key }
            entries.append((key, bitmap))
            if entries.count > Self.capacity { entries.removeFirst(entries.count - Self.capacity) }
        }
    }

    /// Forgets every picture.
    func removeAll() { lock.withLock { entries.removeAll() } }
}
