/// A bounded key-value cache that evicts the least recently used entry when full.
///
/// - Complexity: lookup, insertion and eviction are O(1) on average.
struct LRUCache<Key: Hashable, Value> {
    private struct Node {
        var key: Key
        var value: Value
        var newer: Int?
        var older: Int?
    }

    /// The most entries the cache holds.
    let capacity: Int
    private var nodes: [Node] = []
    private var index: [Key: Int] = [:]
    private var newest: Int?
    private var oldest: Int?

    /// Creates an empty cache holding at most `capacity` entries (at least 1).
    init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    /// The number of entries.
    var count: Int { index.count }

    /// The value for `key`, marking it as the most recently used; nil when absent.
    mutating func value(for key: Key) -> Value? {
        guard let slot = index[key] else { return nil }
        moveToFront(slot)
        return nodes[slot].value
    }

    /// Stores `value` for `key` as the most recently used entry, evicting the oldest entry when full.
    mutating func insert(_ value: Value, for key: Key) {
        if let slot = index[key] {
            nodes[slot].value = value
            moveToFront(slot)
            return
        }
        let slot: Int
        if nodes.count < capacity {
            nodes.append(Node(key: key, value: value, newer: nil, older: nil))
            slot = nodes.count - 1
        } else if let victim = oldest {
            unlink(victim)
            index[nodes[victim].key] = nil
            nodes[victim] = Node(key: key, value: value, newer: nil, older: nil)
            slot = victim
        } else {
            return
        }
        index[key] = slot
        linkAtFront(slot)
    }

    /// Removes every entry.
    mutating func removeAll() {
        nodes.removeAll()
        index.removeAll()
        newest = nil
        oldest = nil
    }

    private mutating func moveToFront(_ slot: Int) {
        guard newest != slot else { return }
        unlink(slot)
        linkAtFront(slot)
    }

    private mutating func unlink(_ slot: Int) {
        let newer = nodes[slot].newer
        let older = nodes[slot].older
        if let newer { nodes[newer].older = older } else { newest = older }
        if let older { nodes[older].newer = newer } else { oldest = newer }
        nodes[slot].newer = nil
        nodes[slot].older = nil
    }

    private mutating func linkAtFront(_ slot: Int) {
        nodes[slot].older = newest
        nodes[slot].newer = nil
        if let newest { nodes[newest].newer = slot }
        newest = slot
        if oldest == nil { oldest = slot }
    }
}
