import Testing

@testable import KeyboardLabSDL

@Suite struct LRUCacheTests {
    @Test func evictsTheLeastRecentlyUsedEntry() {
        var cache = LRUCache<String, Int>(capacity: 2)
        cache.insert(1, for: "a")
        cache.insert(2, for: "b")
        #expect(cache.value(for: "a") == 1)  // "b" is now the oldest
        cache.insert(3, for: "c")
        #expect(cache.value(for: "b") == nil)
        #expect(cache.value(for: "a") == 1)
        #expect(cache.value(for: "c") == 3)
        #expect(cache.count == 2)
        cache.insert(4, for: "c")
        #expect(cache.value(for: "c") == 4)
        cache.removeAll()
        #expect(cache.count == 0)
        #expect(cache.value(for: "a") == nil)
    }

    @Test func staysBoundedUnderChurn() {
        var cache = LRUCache<Int, Int>(capacity: 16)
        for key in 0..<1000 { cache.insert(key, for: key) }
        #expect(cache.count == 16)
        #expect((984..<1000).allSatisfy { cache.value(for: $0) == $0 })
        #expect(cache.value(for: 983) == nil)
    }
}

@Suite struct LRUCacheCostTests {
    @Test func evictsOldestEntriesUntilUnderTheCostLimit() {
        var cache = LRUCache<String, Int>(capacity: 100, costLimit: 10)
        cache.insert(1, for: "a", cost: 4)
        cache.insert(2, for: "b", cost: 4)
        _ = cache.value(for: "a")
        cache.insert(3, for: "c", cost: 4)
        #expect(cache.value(for: "b") == nil, "the least recently used entry went")
        #expect(cache.value(for: "a") == 1)
        #expect(cache.totalCost == 8)
        cache.insert(4, for: "huge", cost: 50)
        #expect(cache.count == 1, "an entry above the limit is kept alone")
        #expect(cache.totalCost == 50)
        cache.insert(5, for: "huge", cost: 2)
        #expect(cache.totalCost == 2 && cache.value(for: "huge") == 5)
    }
}
