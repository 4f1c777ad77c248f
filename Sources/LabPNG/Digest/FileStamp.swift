import Foundation

/// What identifies a file's bytes when a golden is checked and later accepted: its size and the XXH3 128-bit hash of
/// its bytes, `"<count>-<32 hex digits>"`.
///
/// `check` stamps each golden it reads and the review server stamps the file on disk before it replaces it; a
/// different stamp means the file changed in between, and the accept is refused. XXH3 reads a golden's hundred
/// kilobytes in a few microseconds (a byte-at-a-time hash took a fifth of the time `check` spent reading goldens).
///
/// ```swift
/// let stamp = FileStamp.of(try Data(contentsOf: url))  // "48211-9f2c…"
/// ```
public enum FileStamp {
    /// The stamp of a file holding `bytes`.
    public static func of(_ bytes: Data) -> String { of(bytes, digest: ContentDigest(bytes: bytes)) }

    /// The stamp of a file holding `bytes` whose ``ContentDigest`` is already known.
    static func of(_ bytes: Data, digest: ContentDigest) -> String { "\(bytes.count)-\(digest)" }
}
