import CheckReport
import FlyingFox
import Foundation
import GoldenReview
import LabText

/// The review server: an HTTP server (FlyingFox) on 127.0.0.1 that serves the review page, the report's and the
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

    /// Answers one request: the loopback check, then the route its method and path name. The server hands every
    /// request here; tests call it in process, without a socket.
    public func respond(to request: HTTPRequest) async -> HTTPResponse {
        if let refusal = LoopbackOnly.refusal(of: request) {
            return refuse(LabError(.unauthorized, refusal), request)
        }
        let path = request.path
        switch request.method {
        case .GET where path == "/": return await page(request)
        case .GET where path == "/api/items": return await guarded(request) { _ in await items() }
        case .GET where path.hasPrefix("/report/"): return image(request, inReport: true)
        case .GET where path.hasPrefix("/goldens/"): return image(request, inReport: false)
        case .POST where path == "/api/accept":
            return await guarded(request, limit: Self.maxBatchBody) { body in
                let captures = try decode(ReviewRequest.Accept.self, body).captures
                guard body.count <= Self.maxBody * max(1, captures.count) else {
                    throw LabError(
                        .tooLarge,
                        "request body over \(Self.maxBody / 1024) KB per capture; expected a smaller request")
                }
                return try await decided("accepted", ReviewRequest.Result(items: session.accept(captures)))
            }
        case .POST where path == "/api/reject":
            return await guarded(request) { body in
                let id = try decode(ReviewRequest.One.self, body).id
                return try await decided("rejected", ReviewRequest.Result(items: [session.reject(id)]))
            }
        case .POST where path == "/api/undo":
            return await guarded(request) { body in
                let id = try decode(ReviewRequest.One.self, body).id
                return try await decided("undid", ReviewRequest.Result(items: [session.undo(id)]))
            }
        default:
            return Self.response(
                for: LabError(
                    .notFound, "no page \(request.method.rawValue) \(path); expected the review page's own"))
        }
    }

    /// Serves on 127.0.0.1 at `port` (0: any free port) until its task is cancelled, then returns; `onReady` receives
    /// the page's URL once the server listens.
    public func run(port: Int, onReady: @escaping @Sendable (String) -> Void) async throws {
        let server = HTTPServer(
            config: .init(address: try .inet(ip4: "127.0.0.1", port: UInt16(port)), timeout: 600, logger: .disabled),
            handler: Responder(server: self))
        do {
            // Cancelled, the server is stopped as a whole: its listening socket closed (which wakes its socket pool) and
            // its connections finished, cut after 2 s.
            try await withTaskCancellationHandler {
                try await withThrowingTaskGroup(of: Void.self) { group in
                    group.addTask { try await server.run() }
                    group.addTask {
                        try await server.waitUntilListening()
                        guard case .ip4(_, let bound) = await server.listeningAddress else { return }
                        Self.sendWithoutDelay(listeningOn: bound)
                        onReady("http://127.0.0.1:\(bound)/?token=\(token)")
                    }
                    defer { group.cancelAll() }
                    while try await group.next() != nil {}
                }
            } onCancel: {
                Task { await server.stop(timeout: 2) }
            }
        } catch  where Task.isCancelled {
            // Stopped by its task's cancellation (Ctrl+C in `keyboard-lab-review`): a normal end.
        }
    }

    // MARK: Handlers

    private func page(_ request: HTTPRequest) async -> HTTPResponse {
        guard let given = request.query["token"], Self.same(given, token) else {
            return refuse(
                LabError(
                    .unauthorized,
                    "this page needs the run's token; open the URL keyboard-lab review printed (it ends in ?token=…)"),
                request)
        }
        let html = ReviewPage(
            title: title, summary: session.summary, token: token, items: await session.all, web: web
        ).render()
        return HTTPResponse(
            statusCode: .ok,
            headers: [
                .contentType: "text/html; charset=utf-8", .cacheControl: "no-store",
                .setCookie: "\(Self.tokenCookie)=\(token); Path=/; HttpOnly; SameSite=Strict",
            ],
            body: Data(html.utf8))
    }

    /// Prints one line for a decision carried out, naming each capture and what it is now, and passes `result` on.
    private func decided(_ verb: String, _ result: ReviewRequest.Result) -> ReviewRequest.Result {
        let names = result.items.map { "\($0.id) (\($0.decision.rawValue))" }.joined(separator: ", ")
        log("review: \(verb) \(names)")
        return result
    }

    /// Whether `request` carries the run's token in the header or in the cookie the page set (images only: a request
    /// that changes something must carry the header, which another site's page cannot set).
    private func carriesToken(_ request: HTTPRequest) -> Bool {
        if let given = request.headers[HTTPHeader(Self.tokenHeader)], Self.same(given, token) { return true }
        let cookies = request.headers.values(for: .cookie).flatMap { $0.split(separator: ";") }
        return cookies.contains { pair in
            let parts = pair.trimmingCharacters(in: .whitespaces).split(separator: "=", maxSplits: 1)
            return parts.count == 2 && parts[0] == Self.tokenCookie && Self.same(String(parts[1]), token)
        }
    }

    private func items() async -> ReviewRequest.Result {
        ReviewRequest.Result(items: await session.all)
    }

    /// An image under `/report/` or `/goldens/`; the rest of the path (decoded) names it inside that folder.
    private func image(_ request: HTTPRequest, inReport: Bool) -> HTTPResponse {
        let path = String(request.path.dropFirst(inReport ? "/report/".count : "/goldens/".count))
        guard carriesToken(request) else {
            return refuse(
                LabError(.unauthorized, "images need the run's token; open the URL keyboard-lab review printed"),
                request)
        }
        do {
            let file = inReport ? try session.reportFile(path) : try session.goldens.file(path)
            guard let bytes = FileManager.default.contents(atPath: file.path) else {
                throw LabError(.notFound, "\(GoldenFolder.quoted(path)): no such image")
            }
            return HTTPResponse(
                statusCode: .ok, headers: [.contentType: "image/png", .cacheControl: "no-store"], body: bytes)
        } catch {
            return Self.response(for: error)
        }
    }

    /// Checks the token, reads the body up to `limit` and runs `handle`, turning a ``LabError`` into a refusal.
    private func guarded<Value: Encodable & Sendable>(
        _ request: HTTPRequest, limit: Int = Self.maxBody, _ handle: (Data) async throws -> Value
    ) async -> HTTPResponse {
        do {
            guard let given = request.headers[HTTPHeader(Self.tokenHeader)], Self.same(given, token) else {
                throw LabError(
                    .unauthorized, "missing or wrong X-Review-Token; expected the token of this review run")
            }
            let value = try await handle(try await Self.body(of: request, upTo: limit))
            return Self.json(value, status: .ok)
        } catch let error as LabError {
            return refuse(error, request)
        } catch {
            return Self.response(for: error)
        }
    }

    private func decode<Value: Decodable>(_ type: Value.Type, _ body: Data) throws(LabError) -> Value {
        do {
            return try JSONDecoder().decode(type, from: body)
        } catch {
            throw LabError(
                .badRequest, "\(Self.reason(error)); expected a JSON body \(ReviewRequest.expected(type))")
        }
    }

    private func refuse(_ error: LabError, _ request: HTTPRequest) -> HTTPResponse {
        log("review: refused \(request.method.rawValue) \(request.path): \(error.message)")
        return Self.response(for: error)
    }
}

/// Hands the HTTP server's requests to ``ReviewServer/respond(to:)``.
private struct Responder: HTTPHandler {
    let server: ReviewServer

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        await server.respond(to: request)
    }
}
