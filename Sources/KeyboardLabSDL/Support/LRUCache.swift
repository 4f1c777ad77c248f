/// A bounded key-value cache that evicts the least recently used entries when it holds too many, or when their
/// total cost (for text textures, their bytes) passes a limit.
///
/// - Complexity: lookup, insertion and eviction are O(1) on average.
struct LRUCache<Key: Hashable, Value> {
    private struct Node {
        var key: Key
        var value: Value
        var cost: Int
        var newer: Int?
        var older: Int?
    }

    /// The most entries the cache holds.
    let capacity: Int
    /// The most total cost the cache holds; a single entry above it is still kept, alone.
    let costLimit: Int
    /// The total cost of the entries held.
    private(set) var totalCost = 0
    private var nodes: [Node?] = []
    private var freeSlots: [Int] = []
    private var index: [Key: Int] = [:]
    private var newest: Int?
    private var oldest: Int?

    /// Creates an empty cache holding at most `capacity` entries (at least 1) of at most `costLimit` total cost.
    init(capacity: Int, costLimit: Int = .max) {
        self.capacity = max(1, capacity)
        self.costLimit = max(1, costLimit)
    }

    /// The number of entries.
    var count: Int { index.count }

    /// The value for `key`, marking it as the most recently used; nil when absent.
    mutating func value(for key: Key) -> Value? {
        guard let slot = index[key], let node = nodes[slot] else { return nil }
        moveToFront(slot)
        return node.value
    }

    /// Stores `value` for `key` as the most recently used entry, evicting the oldest entries while the cache is
    /// over its entry count or cost limit.
    mutating func insert(_ value: Value, for key: Key, cost: Int = 1) {
        if let slot = index[key] { remove(slot) }
        while let victim = oldest, index.count >= capacity || totalCost + cost > costLimit {
            remove(victim)
        }
        let node = Node(key: key, value: value, cost: cost, newer: nil, older: nil)
        let slot: Int
        if let free = freeSlots.popLast() {
            nodes[free] = node
            slot = free
        } else {
            nodes.append(node)
            slot = nodes.count - 1
        }
        index[key] = slot
        totalCost += cost
        linkAtFront(slot)
    }

    /// Removes every entry.
    mutating func removeAll() {
        nodes.removeAll()
        freeSlots.removeAll()
        index.removeAll()
        newest = nil
        oldest = nil
        totalCost = 0
    }

    private mutating func remove(_ slot: Int) {
        guard let node = nodes[slot] else { return }
        unlink(slot)
        index[node.key] = nil
        totalCost -= node.cost
        nodes[slot] = nil
        freeSlots.append(slot)
    }

    private mutating func moveToFront(_ slot: Int) {
        guard newest != slot else { return }
        unlink(slot)
        linkAtFront(slot)
    }

    private mutating func unlink(_ slot: Int) {
        let newer = nodes[slot]?.newer
        let older = nodes[slot]?.older
        if let newer { nodes[newer]?.older = older } else { newest = older }
        if let older { nodes[older]?.newer = newer } else { oldest = newer }
        nodes[slot]?.newer = nil
        nodes[slot]?.older = nil
    }

    private mutating func linkAtFront(_ slot: Int) {
        nodes[slot]?.older = newest
        nodes[slot]?.newer = nil
        if let newest { nodes[newest]?.newer = slot }
        newest = slot
        if oldest == nil { oldest = slot }
    }
}
