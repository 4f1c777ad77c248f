import GoldenReview
import Hummingbird

/// Refuses requests whose `Host` or `Origin` names anything but this machine's loopback, so a web page served
/// elsewhere cannot reach the review server by pointing a domain of its own at 127.0.0.1.
struct LoopbackOnly<Context: RequestContext>: RouterMiddleware {
    let log: @Sendable (String) -> Void

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        // HTTP/1 puts Host into the authority; a request built in process may keep it as a field.
        for host in [request.head.authority, request.headers.value(named: "Host")].compactMap(\.self)
        where !Self.isLoopback(host) {
            return refuse(request, "Host \(host) is not this machine; open the URL keyboard-lab review printed")
        }
        if let origin = request.headers[.origin], !Self.isLoopback(origin) {
            return refuse(request, "requests from \(origin) are refused; expected the review page itself")
        }
        return try await next(request, context)
    }

    private func refuse(_ request: Request, _ message: String) -> Response {
        log("review: refused \(request.method) \(request.uri.path): \(message)")
        return ReviewServer.response(for: ReviewError(.unauthorized, message))
    }

    /// Whether `authority` (a Host value, or an Origin with its scheme) names 127.0.0.1, localhost or [::1],
    /// with any port.
    static func isLoopback(_ authority: String) -> Bool {
        var text = Substring(authority)
        if let scheme = text.range(of: "://") { text = text[scheme.upperBound...] }
        let host: Substring
        if text.hasPrefix("[") {
            host = text.prefix { $0 != "]" }.dropFirst()
        } else {
            host = text.prefix { $0 != ":" && $0 != "/" }
        }
        return ["127.0.0.1", "localhost", "::1"].contains(host.lowercased())
    }
}
