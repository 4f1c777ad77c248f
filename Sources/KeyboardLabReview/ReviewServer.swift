import CheckReport
import Foundation
import GoldenReview
import Hummingbird
import Logging

/// The review server: a Hummingbird application on 127.0.0.1 that serves the review page, the report's and the
/// goldens' images, and the accept, reject and undo requests, all through one ``ReviewSession``.
///
/// The page is served only at the URL carrying the run's token; serving it sets the token as a same-site cookie, so
/// the page's images (`/report/…`, `/goldens/…`) and lists are served only to a browser that opened that URL, and every
/// state-changing request must carry the token in the `X-Review-Token` header. Requests whose `Host` or `Origin` is
/// not loopback are refused, so a web page elsewhere cannot reach the server through DNS tricks. Every body is held
/// to ``maxBody`` (16 KB) per capture it names, "Accept all shown" to ``maxBatchBody`` in all. A refused request is
/// answered with a JSON `{"error": "…"}` and a status, changes nothing, and is printed as one line; so is each
/// accept, reject and undo that is carried out.
///
/// ```swift
/// let server = ReviewServer(session: session, token: ReviewServer.newToken(), title: "KeyboardLab review")
/// try await server.run(port: 0) { url in print("review: \(url)") }
/// ```
public struct ReviewServer: Sendable {
    /// The state the requests change.
    public let session: ReviewSession
    /// The run's secret, in the page's URL and in every state-changing request.
    public let token: String
    /// The page's title.
    public let title: String
    /// The style sheets and script the page inlines, read from `Assets/Web`; none by default.
    public var web = WebAssets()
    /// Where refusals are printed; standard error by default.
    public var log: @Sendable (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }

    /// The most a single-capture request's body may hold.
    public static let maxBody = 16 * 1024
    /// The most an "Accept all shown" request's body may hold.
    public static let maxBatchBody = 4 * 1024 * 1024
    /// The header that carries the token.
    public static let tokenHeader = "X-Review-Token"
    /// The cookie that carries the token for the page's images, set when the page is served.
    public static let tokenCookie = "keyboard_lab_review"

    /// A server for `session`.
    public init(session: ReviewSession, token: String, title: String = "KeyboardLab review") {
        self.session = session
        self.token = token
        self.title = title
    }

    /// A new random token: 32 hexadecimal digits.
    public static func newToken() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<4).map { _ in String(format: "%08x", UInt32.random(in: .min ... .max, using: &generator)) }
            .joined()
    }

    /// The routes, for ``run(port:onReady:)`` and for tests in process.
    public func router() -> Router<BasicRequestContext> {
        let router = Router()
        router.add(middleware: LoopbackOnly(log: log))
        router.get("/") { request, _ in try await page(request) }
        router.get("/api/items") { request, _ in try await guarded(request) { _ in try await items() } }
        router.get("/report/**") { request, context in try await image(request, context, inReport: true) }
        router.get("/goldens/**") { request, context in try await image(request, context, inReport: false) }
        router.post("/api/accept") { request, _ in
            try await guarded(request, limit: Self.maxBatchBody) { body in
                let captures = try decode(ReviewRequest.Accept.self, body).captures
                guard body.readableBytes <= Self.maxBody * max(1, captures.count) else {
                    throw ReviewError(
                        .tooLarge,
                        "request body over \(Self.maxBody / 1024) KB per capture; expected a smaller request")
                }
                return try await decided("accepted", ReviewRequest.Result(items: session.accept(captures)))
            }
        }
        router.post("/api/reject") { request, _ in
            try await guarded(request) { body in
                let id = try decode(ReviewRequest.One.self, body).id
                return try await decided("rejected", ReviewRequest.Result(items: [session.reject(id)]))
            }
        }
        router.post("/api/undo") { request, _ in
            try await guarded(request) { body in
                let id = try decode(ReviewRequest.One.self, body).id
                return try await decided("undid", ReviewRequest.Result(items: [session.undo(id)]))
            }
        }
        return router
    }

    /// Serves on 127.0.0.1 at `port` (0: any free port) until the process is interrupted; `onReady` receives the
    /// page's URL once the server listens.
    public func run(port: Int, onReady: @escaping @Sendable (String) -> Void) async throws {
        var logger = Logger(label: "keyboard-lab review")
        logger.logLevel = .critical
        let token = token
        let app = Application(
            router: router(),
            configuration: .init(address: .hostname("127.0.0.1", port: port), serverName: "keyboard-lab review"),
            onServerRunning: { channel in
                onReady("http://127.0.0.1:\(channel.localAddress?.port ?? port)/?token=\(token)")
            },
            logger: logger)
        try await app.runService()
    }

    // MARK: Handlers

    private func page(_ request: Request) async throws -> Response {
        guard let given = request.uri.queryParameters.get("token"), Self.same(given, token) else {
            return refuse(
                ReviewError(
                    .unauthorized,
                    "this page needs the run's token; open the URL keyboard-lab review printed (it ends in ?token=…)"),
                request)
        }
        let html = ReviewPage(
            title: title, summary: session.summary, token: token, items: await session.all, web: web
        ).render()
        return Response(
            status: .ok,
            headers: [
                .contentType: "text/html; charset=utf-8", .cacheControl: "no-store",
                .setCookie: "\(Self.tokenCookie)=\(token); Path=/; HttpOnly; SameSite=Strict",
            ],
            body: .init(byteBuffer: ByteBuffer(string: html)))
    }

    /// Prints one line for a decision carried out, naming each capture and what it is now, and passes `result` on.
    private func decided(_ verb: String, _ result: ReviewRequest.Result) -> ReviewRequest.Result {
        let names = result.items.map { "\($0.id) (\($0.decision.rawValue))" }.joined(separator: ", ")
        log("review: \(verb) \(names)")
        return result
    }

    /// Whether `request` carries the run's token in the header or in the cookie the page set (images only: a request
    /// that changes something must carry the header, which another site's page cannot set).
    private func carriesToken(_ request: Request) -> Bool {
        if let given = request.headers.value(named: Self.tokenHeader), Self.same(given, token) { return true }
        let cookies = request.headers[values: .cookie].flatMap { $0.split(separator: ";") }
        return cookies.contains { pair in
            let parts = pair.trimmingCharacters(in: .whitespaces).split(separator: "=", maxSplits: 1)
            return parts.count == 2 && parts[0] == Self.tokenCookie && Self.same(String(parts[1]), token)
        }
    }

    private func items() async throws -> ReviewRequest.Result {
        ReviewRequest.Result(items: await session.all)
    }

    private func image(_ request: Request, _ context: BasicRequestContext, inReport: Bool) async throws -> Response {
        let path = context.parameters.getCatchAll().joined(separator: "/")
        guard carriesToken(request) else {
            return refuse(
                ReviewError(.unauthorized, "images need the run's token; open the URL keyboard-lab review printed"),
                request)
        }
        do {
            let file = inReport ? try session.reportFile(path) : try session.goldens.file(path)
            guard let bytes = FileManager.default.contents(atPath: file.path) else {
                throw ReviewError(.notFound, "\(GoldenFolder.quoted(path)): no such image")
            }
            return Response(
                status: .ok, headers: [.contentType: "image/png", .cacheControl: "no-store"],
                body: .init(byteBuffer: ByteBuffer(bytes: bytes)))
        } catch {
            return Self.response(for: error)
        }
    }

    /// Checks the token, reads the body up to `limit` and runs `handle`, turning a ``ReviewError`` into a refusal.
    private func guarded<Value: Encodable & Sendable>(
        _ request: Request, limit: Int = Self.maxBody, _ handle: (ByteBuffer) async throws -> Value
    ) async throws -> Response {
        var request = request
        do {
            guard let given = request.headers.value(named: Self.tokenHeader), Self.same(given, token) else {
                throw ReviewError(
                    .unauthorized, "missing or wrong X-Review-Token; expected the token of this review run")
            }
            let body: ByteBuffer
            do {
                body = try await request.collectBody(upTo: limit)
            } catch {
                throw ReviewError(.tooLarge, "request body over \(limit / 1024) KB; expected a smaller request")
            }
            let value = try await handle(body)
            return try Self.json(value, status: .ok)
        } catch let error as ReviewError {
            return refuse(error, request)
        }
    }

    private func decode<Value: Decodable>(_ type: Value.Type, _ body: ByteBuffer) throws(ReviewError) -> Value {
        do {
            return try JSONDecoder().decode(type, from: Data(buffer: body))
        } catch {
            throw ReviewError(
                .badRequest, "\(Self.reason(error)); expected a JSON body \(ReviewRequest.expected(type))")
        }
    }

    private func refuse(_ error: ReviewError, _ request: Request) -> Response {
        log("review: refused \(request.method) \(request.uri.path): \(error.message)")
        return Self.response(for: error)
    }

    // MARK: Support

    /// What is wrong with a body that did not decode, in a few words.
    static func reason(_ error: any Error) -> String {
        switch error as? DecodingError {
        case .keyNotFound(let key, _): "the body has no \"\(key.stringValue)\""
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            "\"\(context.codingPath.map(\.stringValue).joined(separator: "."))\" has the wrong type"
        default: "the body is not valid JSON"
        }
    }

    static func response(for error: any Error) -> Response {
        let review = error as? ReviewError ?? ReviewError(.failed, "\(error)")
        return (try? json(ReviewRequest.Refusal(error: review.message), status: status(review.kind)))
            ?? Response(status: .internalServerError)
    }

    static func status(_ kind: ReviewError.Kind) -> HTTPResponse.Status {
        switch kind {
        case .badRequest: .badRequest
        case .unauthorized: .forbidden
        case .forbidden: .forbidden
        case .notFound: .notFound
        case .conflict: .conflict
        case .tooLarge: .contentTooLarge
        case .failed: .internalServerError
        }
    }

    static func json(_ value: some Encodable, status: HTTPResponse.Status) throws -> Response {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return Response(
            status: status,
            headers: [.contentType: "application/json; charset=utf-8", .cacheControl: "no-store"],
            body: .init(byteBuffer: ByteBuffer(bytes: try encoder.encode(value))))
    }

    /// Compares tokens in time that does not depend on where they differ.
    static func same(_ given: String, _ token: String) -> Bool {
        let a = Array(given.utf8)
        let b = Array(token.utf8)
        guard a.count == b.count else { return false }
        return zip(a, b).reduce(UInt8(0)) { $0 | ($1.0 ^ $1.1) } == 0
    }
}

extension HTTPFields {
    /// The value of the first field named `name` (in any case), or nil.
    func value(named name: String) -> String? {
        first { $0.name.canonicalName == name.lowercased() }?.value
    }
}
