import FlyingFox
import Foundation
import GoldenReviewTestSupport
import KeyboardLabReview

/// What the review server's tests add to the review fixture: the run's token, a server over the fixture's session
/// and the requests' bodies and headers.
extension ReviewFixture {
    /// The review run's token.
    var token: String { "0123456789abcdef0123456789abcdef" }

    /// A review server over a fresh session of the fixture, logging to `log`.
    func server(log: @escaping @Sendable (String) -> Void = { _ in }) throws -> ReviewServer {
        var server = ReviewServer(session: try session(), token: token)
        server.log = log
        return server
    }

    /// A JSON body.
    static func body(_ text: String) -> Data { Data(text.utf8) }

    /// The token header, and a JSON content type.
    var headers: HTTPHeaders {
        var fields: HTTPHeaders = [.contentType: "application/json"]
        Self.set(&fields, ReviewServer.tokenHeader, token)
        return fields
    }

    /// Sets the field `name` to `value`, or removes it when `value` is empty.
    static func set(_ fields: inout HTTPHeaders, _ name: String, _ value: String) {
        fields[HTTPHeader(name)] = value.isEmpty ? nil : value
    }
}
