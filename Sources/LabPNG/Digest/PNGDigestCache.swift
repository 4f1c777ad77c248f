import Foundation

/// What earlier runs learnt of PNG files: for a file's digest, the digest of its decoded pixels. `check` reads every
/// golden's bytes anyway; when this cache knows them, it compares the render's digest with the golden's and decodes
/// the golden only when the two differ. Goldens rarely change between runs, so a second run decodes almost none.
///
/// The cache is one text file of lines `<file digest> <pixels digest>`. A process reads it when the cache is made
/// and appends what it learnt with one write in ``save()``, so processes sharing it (a check's workers) add to it
/// side by side; a file grown past ``compactionLines`` is rewritten with each file's newest line only. A file that
/// cannot be read or written leaves the cache empty or unsaved, never failing a run: it only saves time.
///
/// ```swift
/// let cache = PNGDigestCache(file: folder.appending(path: PNGDigestCache.fileName))
/// let golden = try PNGFile.readDigested(path, cache: cache)  // decodes only if the cache did not know the file
/// cache.save()
/// ```
public final class PNGDigestCache: @unchecked Sendable {
    // @unchecked: `known` and `learnt` are only read and written while holding `lock`; `file` is a constant.
    private let lock = NSLock()
    private var known: [ContentDigest: ContentDigest] = [:]
    private var learnt: [(file: ContentDigest, pixels: ContentDigest)] = []
    private var lines = 0
    /// The cache file, or nil for a cache in memory only.
    public let file: URL?

    /// The cache file's name in the lab's cache folder; its version changes whenever the decoder's pixels could.
    public static let fileName = "png-pixels-v1"
    /// The most lines the file may reach before ``save()`` rewrites it with one line a file.
    public static let compactionLines = 20_000

    /// A cache reading what `file` holds (nothing when it is missing or unreadable; a line that is not a cache line
    /// is skipped); nil keeps it in memory.
    public init(file: URL?) {
        self.file = file
        guard let file, let bytes = FileManager.default.contents(atPath: file.path) else { return }
        // Read leniently: a damaged stretch spoils its own lines, not the lines appended after it.
        for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n") {
            lines += 1
            let parts = line.split(separator: " ")
            guard parts.count == 2, let key = ContentDigest(hex: parts[0]), let value = ContentDigest(hex: parts[1])
            else { continue }
            known[key] = value
        }
    }

    /// How many files the cache knows.
    public var count: Int { lock.withLock { known.count } }

    /// The digest of the pixels of the PNG file whose bytes have digest `file`, when known.
    public func pixels(ofFile file: ContentDigest) -> ContentDigest? {
        lock.withLock { known[file] }
    }

    /// Notes that the PNG file whose bytes have digest `file` decodes to pixels of digest `pixels`.
    public func learn(file: ContentDigest, pixels: ContentDigest) {
        lock.withLock {
            guard known[file] != pixels else { return }
            known[file] = pixels
            learnt.append((file, pixels))
        }
    }

    /// Adds what this process learnt to the file (making its folder), in one write; rewrites the file instead when
    /// it would pass ``compactionLines``. Does nothing for a cache in memory, and fails silently.
    public func save() {
        guard let file else { return }
        let (added, whole) = lock.withLock { () -> (String, String?) in
            defer { learnt = [] }
            let added = learnt.map { "\($0.file) \($0.pixels)\n" }.joined()
            let compact = lines + learnt.count > Self.compactionLines
            lines = compact ? known.count : lines + learnt.count
            return (added, compact ? known.map { "\($0.key) \($0.value)\n" }.joined() : nil)
        }
        guard !added.isEmpty else { return }
        try? FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        if let whole {
            try? Data(whole.utf8).write(to: file, options: .atomic)
            return
        }
        let descriptor = open(file.path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        _ = Array(added.utf8).withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    }
}
