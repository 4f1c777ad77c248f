import Hummingbird
import Logging
import NIOEmbedded

/// Sends requests to the review server's router in process, without a socket: each request goes to the router's
/// responder as the server would hand it over, and the response's body is collected whole. It keeps the review
/// tests off a test HTTP client and its TLS stack, which would be compiled for them alone.
struct RouterClient: Sendable {
    /// A response as the tests read it.
    struct Response: Sendable {
        /// The status.
        var status: HTTPResponse.Status
        /// The header fields.
        var headers: HTTPFields
        /// The whole body.
        var body: ByteBuffer
    }

    let responder: RouterResponder<BasicRequestContext>
    let logger = Logger(label: "review-router-test")

    /// A client of `router`.
    init(router: Router<BasicRequestContext>) {
        responder = router.buildResponder()
    }

    /// Sends a request and hands its response to `check`.
    func execute(
        uri: String, method: HTTPRequest.Method, headers: HTTPFields = [:], body: ByteBuffer? = nil,
        _ check: (Response) async throws -> Void
    ) async throws {
        var headers = headers
        if let body { headers[.contentLength] = String(body.readableBytes) }
        let request = Request(
            head: HTTPRequest(method: method, scheme: "http", authority: "localhost", path: uri, headerFields: headers),
            body: RequestBody(buffer: body ?? ByteBuffer()))
        let context = BasicRequestContext(source: .init(channel: EmbeddedChannel(), logger: logger))
        let response = try await responder.respond(to: request, context: context)
        let writer = BodyCollector()
        try await response.body.write(writer)
        try await check(Response(status: response.status, headers: response.headers, body: writer.body))
    }
}

/// Collects a response's body (a class: the body is handed a writer it consumes).
private final class BodyCollector: ResponseBodyWriter {
    var body = ByteBuffer()

    func write(_ buffer: ByteBuffer) async throws {
        var buffer = buffer
        body.writeBuffer(&buffer)
    }

    func finish(_ trailingHeaders: HTTPFields?) async throws {}
}
