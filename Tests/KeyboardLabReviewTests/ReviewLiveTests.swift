import Foundation
import GoldenReviewTestSupport
import Testing

@testable import KeyboardLabReview

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("Review server, live")
struct ReviewLiveTests {
    /// The server as `review` runs it: listening on loopback on a free port, answering over real HTTP. The server
    /// and this client run on an executor of their own, as `review` has its process to itself: on the shared pool
    /// their jobs would queue behind every other test of the run (see ``DedicatedExecutor``).
    @Test func itListensOnLoopbackOnlyAndServesThePageAtItsURL() async throws {
        let executor = DedicatedExecutor(label: "review live test")
        try await withTaskExecutorPreference(executor) { try await servesThePage(on: executor) }
    }

    func servesThePage(on executor: DedicatedExecutor) async throws {
        let fixture = try ReviewFixture()
        let server = try fixture.server()
        let (urls, continuation) = AsyncStream.makeStream(of: String.self)
        let serving = Task(executorPreference: executor) { try await server.run(port: 0) { continuation.yield($0) } }
        defer { serving.cancel() }
        var iterator = urls.makeAsyncIterator()
        let url = try #require(await iterator.next())
        #expect(url.hasPrefix("http://127.0.0.1:"))
        #expect(url.hasSuffix("/?token=\(fixture.token)"))
        let (body, response) = try await URLSession.shared.data(from: try #require(URL(string: url)))
        #expect((response as? HTTPURLResponse)?.statusCode == 200)
        #expect(String(decoding: body, as: UTF8.self).contains("Accept all shown"))
        // Nagle's algorithm is off on the listening socket (accepted connections inherit it), so an answer's body
        // follows its header at once on a kept-alive connection instead of after the browser's delayed ACK.
        let port = try #require(UInt16(url.dropFirst("http://127.0.0.1:".count).prefix { $0 != "/" }))
        let names = try FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd").compactMap(Int32.init)
        let listener = try #require(names.first { ReviewServer.isListening($0, on: port) })
        var noDelay: Int32 = 0
        var size = socklen_t(MemoryLayout<Int32>.size)
        #expect(getsockopt(listener, Int32(IPPROTO_TCP), TCP_NODELAY, &noDelay, &size) == 0 && noDelay == 1)
        let tokenless = try #require(URL(string: String(url.prefix { $0 != "?" })))
        let (_, refused) = try await URLSession.shared.data(from: tokenless)
        #expect((refused as? HTTPURLResponse)?.statusCode == 403)
    }
}
