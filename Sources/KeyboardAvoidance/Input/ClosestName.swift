/// The valid name closest to a misspelt one, for "did you mean …" in error messages.
///
/// ```swift
/// ClosestName.hint(for: "iphone-51", in: ["iphone-se", "iphone-15"])  // "; did you mean \"iphone-15\"?"
/// ```
public enum ClosestName {
    /// The name in `names` nearest to `word` by edit distance (case ignored), when it is near enough to be a
    /// likely misspelling: at most a third of the word's length away, and at least 1 or 2 edits allowed.
    ///
    /// - Complexity: O(n · w²) in the names and the words' lengths.
    public static func closest(to word: String, in names: [String]) -> String? {
        let target = Array(word.lowercased())
        let allowed = max(target.count <= 4 ? 1 : 2, target.count / 3)
        var best: (name: String, distance: Int)?
        for name in names {
            let distance = editDistance(target, Array(name.lowercased()))
            if distance <= allowed, distance < (best?.distance ?? .max) { best = (name, distance) }
        }
        return best?.name
    }

    /// `; did you mean "NAME"?` when a close name exists, else the empty string: ready to append to a message.
    public static func hint(for word: String, in names: [String]) -> String {
        closest(to: word, in: names).map { "; did you mean \"\($0)\"?" } ?? ""
    }

    /// Levenshtein distance, with a swap of two neighbours counted as one edit.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var before = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], before[j - 2] + 1)
                }
            }
            (before, previous, current) = (previous, current, before)
        }
        return previous[b.count]
    }
}
