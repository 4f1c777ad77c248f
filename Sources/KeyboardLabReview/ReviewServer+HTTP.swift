import FlyingFox
import Foundation
import GoldenReview
import LabText

extension ReviewServer {
    /// The body of `request`, refused once it holds more than `limit` bytes (by its stated length before any is
    /// read).
    static func body(of request: HTTPRequest, upTo limit: Int) async throws -> Data {
        let tooLarge = LabError(.tooLarge, "request body over \(limit / 1024) KB; expected a smaller request")
        if let count = request.bodySequence.count, count > limit { throw tooLarge }
        var body = Data()
        for try await chunk in request.bodySequence {
            body.append(chunk)
            if body.count > limit { throw tooLarge }
        }
        return body
    }

    /// What is wrong with a body that did not decode, in a few words.
    static func reason(_ error: any Error) -> String {
        switch error as? DecodingError {
        case .keyNotFound(let key, _): "the body has no \"\(key.stringValue)\""
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            "\"\(context.codingPath.map(\.stringValue).joined(separator: "."))\" has the wrong type"
        default: "the body is not valid JSON"
        }
    }

    /// The JSON refusal that answers `error`, with its status.
    static func response(for error: any Error) -> HTTPResponse {
        let review = error as? LabError ?? LabError("\(error)")
        return json(ReviewRequest.Refusal(error: review.message), status: status(review.kind))
    }

    /// The status a refusal of `kind` is answered with.
    static func status(_ kind: LabError.Kind) -> HTTPStatusCode {
        switch kind {
        case .badRequest, .usage: .badRequest
        case .unauthorized: .forbidden
        case .forbidden: .forbidden
        case .notFound: .notFound
        case .conflict: .conflict
        case .tooLarge: .payloadTooLarge
        case .failure: .internalServerError
        }
    }

    /// `value` as a JSON answer (keys sorted), uncached.
    static func json(_ value: some Encodable, status: HTTPStatusCode) -> HTTPResponse {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let body = try? encoder.encode(value) else { return HTTPResponse(statusCode: .internalServerError) }
        return HTTPResponse(
            statusCode: status,
            headers: [.contentType: "application/json; charset=utf-8", .cacheControl: "no-store"],
            body: body)
    }

    /// Compares tokens in time that does not depend on where they differ.
    static func same(_ given: String, _ token: String) -> Bool {
        let a = Array(given.utf8)
        let b = Array(token.utf8)
        guard a.count == b.count else { return false }
        return zip(a, b).reduce(UInt8(0)) { $0 | ($1.0 ^ $1.1) } == 0
    }
}

extension ReviewServer {
    /// Turns Nagle's algorithm off on the listening socket at `port`, so the connections it accepts (which inherit the
    /// option on Linux) send an answer's body right after its header instead of waiting for the browser's delayed
    /// acknowledgement (about 40 ms an answer). FlyingFox writes a header and its body in two writes and offers no
    /// hook on its sockets, so the listening socket is found among the process's descriptors by its port.
    static func sendWithoutDelay(listeningOn port: UInt16) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd") else { return }
        for descriptor in names.compactMap(Int32.init) where isListening(descriptor, on: port) {
            var on: Int32 = 1
            _ = setsockopt(descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &on, socklen_t(MemoryLayout<Int32>.size))
        }
    }

    /// Whether `descriptor` is a socket listening on 127.0.0.1 (IPv4) at `port`.
    static func isListening(_ descriptor: Int32, on port: UInt16) -> Bool {
        var listening: Int32 = 0
        var size = socklen_t(MemoryLayout<Int32>.size)
        guard getsockopt(descriptor, SOL_SOCKET, SO_ACCEPTCONN, &listening, &size) == 0, listening == 1 else {
            return false
        }
        var address = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let named = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        return named == 0 && address.sin_family == sa_family_t(AF_INET) && UInt16(bigEndian: address.sin_port) == port
    }
}
