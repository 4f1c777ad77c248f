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
