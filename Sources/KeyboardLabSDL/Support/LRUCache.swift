/// A bounded key-value cache that evicts the least recently used entries when it holds too many, or when their
/// total cost (for text textures, their bytes) passes a limit.
///
/// - Complexity: lookup, insertion and eviction are O(1) on average.
struct LRUCache<Key: Hashable, Value> {
    private struct Entry {
        var key: Key
        var value: Value
        var cost: Int
    }

    /// A slot's neighbours in recency order; -1 for none. Kept apart from the entries, so moving an entry to the
    /// front touches two integers, not a copy of its key and value.
    private struct Links {
        var newer = -1
        var older = -1
    }

    /// The most entries the cache holds.
    let capacity: Int
    /// The most total cost the cache holds; a single entry above it is still kept, alone.
    let costLimit: Int
    /// The total cost of the entries held.
    private(set) var totalCost = 0
    private var entries: [Entry?] = []
    private var links: [Links] = []
    private var freeSlots: [Int] = []
    private var index: [Key: Int] = [:]
    private var newest = -1
    private var oldest = -1

    /// Creates an empty cache holding at most `capacity` entries (at least 1) of at most `costLimit` total cost.
    init(capacity: Int, costLimit: Int = .max) {
        self.capacity = max(1, capacity)
        self.costLimit = max(1, costLimit)
    }

    /// The number of entries.
    var count: Int { index.count }

    /// The value for `key`, marking it as the most recently used; nil when absent.
    mutating func value(for key: Key) -> Value? {
        guard let slot = index[key] else { return nil }
        moveToFront(slot)
        return entries[slot]?.value
    }

    /// Stores `value` for `key` as the most recently used entry, evicting the oldest entries while the cache is
    /// over its entry count or cost limit.
    mutating func insert(_ value: Value, for key: Key, cost: Int = 1) {
        if let slot = index[key] { remove(slot) }
        while oldest >= 0, index.count >= capacity || totalCost + cost > costLimit {
            remove(oldest)
        }
        let entry = Entry(key: key, value: value, cost: cost)
        let slot: Int
        if let free = freeSlots.popLast() {
            entries[free] = entry
            slot = free
        } else {
            entries.append(entry)
            links.append(Links())
            slot = entries.count - 1
        }
        index[key] = slot
        totalCost += cost
        linkAtFront(slot)
    }

    /// Removes every entry.
    mutating func removeAll() {
        entries.removeAll()
        links.removeAll()
        freeSlots.removeAll()
        index.removeAll()
        newest = -1
        oldest = -1
        totalCost = 0
    }

    private mutating func remove(_ slot: Int) {
        guard let entry = entries[slot] else { return }
        unlink(slot)
        index[entry.key] = nil
        totalCost -= entry.cost
        entries[slot] = nil
        freeSlots.append(slot)
    }

    private mutating func moveToFront(_ slot: Int) {
        guard newest != slot else { return }
        unlink(slot)
        linkAtFront(slot)
    }

    private mutating func unlink(_ slot: Int) {
        let (newer, older) = (links[slot].newer, links[slot].older)
        if newer >= 0 { links[newer].older = older } else { newest = older }
        if older >= 0 { links[older].newer = newer } else { oldest = newer }
        links[slot] = Links()
    }

    private mutating func linkAtFront(_ slot: Int) {
        links[slot] = Links(newer: -1, older: newest)
        if newest >= 0 { links[newest].newer = slot }
        newest = slot
        if oldest < 0 { oldest = slot }
    }
}
