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
