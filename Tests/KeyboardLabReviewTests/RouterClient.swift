import FlyingFox
import Foundation

@testable import KeyboardLabReview

/// Sends requests to the review server in process, without a socket: each request goes to
/// ``ReviewServer/respond(to:)`` as the HTTP server hands it over (its path decoded, its query split), and the
/// response's body is collected whole.
struct RouterClient: Sendable {
    /// A response as the tests read it.
    struct Response: Sendable {
        /// The status.
        var status: HTTPStatusCode
        /// The header fields.
        var headers: HTTPHeaders
        /// The whole body.
        var body: Data
        /// The body as text.
        var text: String { String(decoding: body, as: UTF8.self) }
    }

    let server: ReviewServer

    /// Sends a request and hands its response to `check`.
    func execute(
        uri: String, method: HTTPMethod, headers: HTTPHeaders = [:], body: Data? = nil,
        _ check: (Response) async throws -> Void
    ) async throws {
        var headers = headers
        if headers[.host] == nil { headers[.host] = "localhost" }
        if let body { headers[.contentLength] = String(body.count) }
        let parts = uri.split(separator: "?", maxSplits: 1).map(String.init)
        let request = HTTPRequest(
            method: method, version: .http11,
            target: HTTPRequest.Target(path: parts[0], query: parts.count > 1 ? parts[1] : ""),
            headers: headers, body: HTTPBodySequence(data: body ?? Data()))
        let response = await server.respond(to: request)
        try await check(
            Response(status: response.statusCode, headers: response.headers, body: try await response.bodyData))
    }
}
