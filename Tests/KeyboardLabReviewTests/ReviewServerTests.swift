import FlyingFox
import Foundation
import GoldenReviewTestSupport
import LabText
import Testing

@testable import GoldenReview
@testable import KeyboardLabReview

@Suite("Review server")
struct ReviewServerTests {
    /// The server's routes, tested in process.
    func test(
        _ fixture: ReviewFixture, log: @escaping @Sendable (String) -> Void = { _ in },
        _ body: @escaping @Sendable (RouterClient) async throws -> Void
    ) async throws {
        try await body(RouterClient(server: try fixture.server(log: log)))
    }

    @Test func thePageNeedsTheTokenAndListsEveryCapture() async throws {
        let fixture = try ReviewFixture()
        try await test(fixture) { client in
            try await client.execute(uri: "/", method: .GET) { response in
                #expect(response.status == .forbidden)
                #expect(response.text.contains("open the URL keyboard-lab review printed"))
            }
            try await client.execute(uri: "/?token=\(fixture.token)", method: .GET) { response in
                #expect(response.status == .ok)
                let html = response.text
                #expect(html.contains(#""id":"form/shown.png""#))
                #expect(html.contains(#""id":"form/typed.png""#))
                #expect(html.contains("Accept all shown"))
                #expect(html.contains(#""token":"\#(fixture.token)""#))
            }
        }
    }

    @Test func acceptWritesTheGoldenKeepsTheOldOneAndUndoPutsItBack() async throws {
        let fixture = try ReviewFixture()
        let stamp = ReviewFixture.stamp(ReviewFixture.oldGolden)
        try await test(fixture) { client in
            let body = ReviewFixture.body(#"{"captures": [{"id": "form/shown.png", "golden": "\#(stamp)"}]}"#)
            try await client.execute(uri: "/api/accept", method: .POST, headers: fixture.headers, body: body) {
                response in
                #expect(response.status == .ok)
                let result = try JSONDecoder().decode(ReviewRequest.Result.self, from: response.body)
                #expect(result.items.map(\.decision) == [.accepted])
                #expect(result.items.first?.golden == ReviewFixture.stamp(ReviewFixture.actual))
            }
            #expect(fixture.golden("form/shown.png") == ReviewFixture.actual)
            #expect(fixture.golden(".trash/test-1/form/shown.png") == ReviewFixture.oldGolden)
            try await client.execute(
                uri: "/api/undo", method: .POST, headers: fixture.headers,
                body: ReviewFixture.body(#"{"id": "form/shown.png"}"#)
            ) { response in
                #expect(response.status == .ok)
                #expect(response.text.contains(#""decision":"pending""#))
            }
            #expect(fixture.golden("form/shown.png") == ReviewFixture.oldGolden)
        }
    }

    @Test func acceptingANewCaptureWritesItsFirstGoldenAndUndoRemovesIt() async throws {
        let fixture = try ReviewFixture()
        try await test(fixture) { client in
            let body = ReviewFixture.body(#"{"captures": [{"id": "form/typed.png", "golden": "absent"}]}"#)
            try await client.execute(uri: "/api/accept", method: .POST, headers: fixture.headers, body: body) {
                #expect($0.status == .ok)
            }
            #expect(fixture.golden("form/typed.png") == ReviewFixture.newActual)
            try await client.execute(
                uri: "/api/undo", method: .POST, headers: fixture.headers,
                body: ReviewFixture.body(#"{"id": "form/typed.png"}"#)
            ) { #expect($0.status == .ok) }
            #expect(fixture.golden("form/typed.png") == nil)
        }
    }

    /// Each bad request, its status and the words its refusal must say.
    static let refusals:
        [(name: String, uri: String, headers: [String: String], body: String, status: Int, says: String)] = [
            ("no token", "/api/accept", ["X-Review-Token": ""], #"{"captures": []}"#, 403, "X-Review-Token"),
            ("wrong token", "/api/accept", ["X-Review-Token": "feed"], #"{"captures": []}"#, 403, "X-Review-Token"),
            (
                "dot-dot", "/api/accept", [:], #"{"captures": [{"id": "../outside.png", "golden": "absent"}]}"#, 403,
                "leaves the goldens folder"
            ),
            (
                "absolute", "/api/accept", [:], #"{"captures": [{"id": "/tmp/x.png", "golden": "absent"}]}"#, 403,
                "is absolute"
            ),
            (
                "symlink out", "/api/accept", [:], #"{"captures": [{"id": "link/x.png", "golden": "absent"}]}"#, 403,
                "symbolic link"
            ),
            (
                "unknown capture", "/api/accept", [:], #"{"captures": [{"id": "form/nope.png", "golden": "absent"}]}"#,
                404, "no capture"
            ),
            (
                "stale stamp", "/api/accept", [:], #"{"captures": [{"id": "form/shown.png", "golden": "1-00"}]}"#, 409,
                "changed on disk"
            ),
            (
                "passing capture", "/api/accept", [:], #"{"captures": [{"id": "form/hidden.png", "golden": "x"}]}"#,
                409, "no new image"
            ),
            ("bad JSON", "/api/reject", [:], "{", 400, "not valid JSON"),
            ("missing key", "/api/reject", [:], "{}", 400, #"no "id""#),
            ("oversized", "/api/reject", [:], String(repeating: " ", count: 20_000) + "{}", 413, "over 16 KB"),
            (
                "oversized accept of one", "/api/accept", [:],
                String(repeating: " ", count: 17 * 1024)
                    + #"{"captures": [{"id": "form/typed.png", "golden": "absent"}]}"#,
                413, "over 16 KB per capture"
            ),
            (
                "oversized undo", "/api/undo", [:],
                String(repeating: " ", count: 17 * 1024) + #"{"id": "form/shown.png"}"#,
                413, "over 16 KB"
            ),
            (
                "foreign host", "/api/reject", ["Host": "evil.example:80"], #"{"id": "form/shown.png"}"#, 403,
                "is not this machine"
            ),
            (
                "foreign origin", "/api/reject", ["Origin": "http://evil.example"], #"{"id": "form/shown.png"}"#, 403,
                "are refused"
            ),
            (
                "batch with one bad", "/api/accept", [:],
                #"{"captures": [{"id": "form/typed.png", "golden": "absent"}, {"id": "form/shown.png", "golden": "1-00"}]}"#,
                409, "changed on disk"
            ),
            (
                "named twice", "/api/accept", [:],
                #"{"captures": [{"id": "form/typed.png", "golden": "absent"}, {"id": "form/typed.png", "golden": "absent"}]}"#,
                400, "named twice"
            ),
        ]

    @Test(arguments: Self.refusals.indices)
    func aBadRequestIsRefusedClearlyAndChangesNothing(_ index: Int) async throws {
        let refusal = Self.refusals[index]
        let fixture = try ReviewFixture()
        try FileManager.default.createSymbolicLink(
            at: fixture.goldens.appending(path: "link"), withDestinationURL: fixture.folder)
        let before = try fixture.snapshot()
        let logged = Logged()
        try await test(fixture, log: { logged.append($0) }) { client in
            var headers = fixture.headers
            for (name, value) in refusal.headers { ReviewFixture.set(&headers, name, value) }
            try await client.execute(
                uri: refusal.uri, method: .POST, headers: headers, body: ReviewFixture.body(refusal.body)
            ) { response in
                #expect(response.status.code == refusal.status, "\(refusal.name)")
                let answer = try JSONDecoder().decode(ReviewRequest.Refusal.self, from: response.body)
                #expect(answer.error.contains(refusal.says), "\(refusal.name): \(answer.error)")
                #expect(!answer.error.contains("\n"))
            }
            // Still serving.
            try await client.execute(uri: "/?token=\(fixture.token)", method: .GET) { #expect($0.status == .ok) }
        }
        #expect(try fixture.snapshot() == before, "\(refusal.name) changed the goldens folder")
        #expect(logged.lines.count == 1 && logged.lines[0].hasPrefix("review: refused POST"), "\(logged.lines)")
    }

    @Test func imagesNeedTheTokenFromTheHeaderOrThePagesCookie() async throws {
        let fixture = try ReviewFixture()
        let logged = Logged()
        try await test(fixture, log: { logged.append($0) }) { client in
            for uri in ["/goldens/form/shown.png", "/report/form/typed.actual.png"] {
                try await client.execute(uri: uri, method: .GET) { response in
                    #expect(response.status == .forbidden, "\(uri)")
                    #expect(response.text.contains("images need the run's token"))
                }
            }
            var cookie: String?
            try await client.execute(uri: "/?token=\(fixture.token)", method: .GET) { response in
                cookie = response.headers[.setCookie]?.split(separator: ";").first.map(String.init)
            }
            #expect(cookie == "\(ReviewServer.tokenCookie)=\(fixture.token)")
            try await client.execute(
                uri: "/goldens/form/shown.png", method: .GET, headers: [.cookie: "theme=dark; \(cookie ?? "")"]
            ) { response in
                #expect(response.status == .ok)
                #expect(response.body == ReviewFixture.oldGolden)
            }
            try await client.execute(
                uri: "/goldens/form/shown.png", method: .GET, headers: [.cookie: "\(ReviewServer.tokenCookie)=feed"]
            ) { #expect($0.status == .forbidden) }
        }
        #expect(logged.lines.count == 3 && logged.lines.allSatisfy { $0.hasPrefix("review: refused GET") })
    }

    @Test func eachAcceptRejectAndUndoIsLoggedOnOneLine() async throws {
        let fixture = try ReviewFixture()
        let logged = Logged()
        try await test(fixture, log: { logged.append($0) }) { client in
            let accept = ReviewFixture.body(#"{"captures": [{"id": "form/typed.png", "golden": "absent"}]}"#)
            let one = ReviewFixture.body(#"{"id": "form/shown.png"}"#)
            try await client.execute(uri: "/api/accept", method: .POST, headers: fixture.headers, body: accept) {
                #expect($0.status == .ok)
            }
            try await client.execute(uri: "/api/reject", method: .POST, headers: fixture.headers, body: one) {
                #expect($0.status == .ok)
            }
            try await client.execute(uri: "/api/undo", method: .POST, headers: fixture.headers, body: one) {
                #expect($0.status == .ok)
            }
        }
        #expect(
            logged.lines == [
                "review: accepted form/typed.png (accepted)", "review: rejected form/shown.png (rejected)",
                "review: undid form/shown.png (pending)",
            ])
    }

    @Test func imagesAreServedFromInsideTheFoldersOnly() async throws {
        let fixture = try ReviewFixture()
        try await test(fixture) { client in
            try await client.execute(uri: "/goldens/form/shown.png", method: .GET, headers: fixture.headers) {
                response in
                #expect(response.status == .ok)
                #expect(response.body == ReviewFixture.oldGolden)
                #expect(response.headers[.contentType] == "image/png")
            }
            try await client.execute(uri: "/report/form/typed.actual.png", method: .GET, headers: fixture.headers) {
                #expect($0.body == ReviewFixture.newActual)
            }
            try await client.execute(uri: "/report/%2E%2E/outside.png", method: .GET, headers: fixture.headers) {
                #expect($0.status == .forbidden || $0.status == .notFound)
            }
            try await client.execute(
                uri: "/goldens/form/%2E%2E/%2E%2E/outside.png", method: .GET, headers: fixture.headers
            ) {
                #expect($0.status == .forbidden || $0.status == .notFound)
            }
        }
    }

    @Test func anUnknownPageIsAnsweredWithAOneLineNotFound() async throws {
        let fixture = try ReviewFixture()
        try await test(fixture) { client in
            try await client.execute(uri: "/api/nothing", method: .POST, headers: fixture.headers, body: Data()) {
                #expect($0.status == .notFound)
                #expect($0.text.contains("no page POST /api/nothing"))
            }
            try await client.execute(uri: "/api/accept", method: .GET, headers: fixture.headers) {
                #expect($0.status == .notFound)
            }
        }
    }

    @Test func rejectHoldsTheGoldenAndUndoTakesItBack() async throws {
        let fixture = try ReviewFixture()
        try await test(fixture) { client in
            let one = ReviewFixture.body(#"{"id": "form/shown.png"}"#)
            try await client.execute(uri: "/api/reject", method: .POST, headers: fixture.headers, body: one) {
                #expect($0.text.contains(#""decision":"rejected""#))
            }
            try await client.execute(uri: "/api/reject", method: .POST, headers: fixture.headers, body: one) {
                #expect($0.status == .conflict)
            }
            try await client.execute(uri: "/api/undo", method: .POST, headers: fixture.headers, body: one) {
                #expect($0.text.contains(#""decision":"pending""#))
            }
            #expect(fixture.golden("form/shown.png") == ReviewFixture.oldGolden)
        }
    }

    @Test func twoBrowsersAcceptingAtOnceLeaveOneWholeGolden() async throws {
        let fixture = try ReviewFixture()
        let session = try fixture.session()
        let stamp = ReviewFixture.stamp(ReviewFixture.oldGolden)
        let outcomes = await withTaskGroup(of: Bool.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    (try? await session.accept([.init(id: "form/shown.png", golden: stamp)])) != nil
                }
            }
            return await group.reduce(into: [Bool]()) { $0.append($1) }
        }
        #expect(outcomes.filter { $0 }.count == 1)
        #expect(fixture.golden("form/shown.png") == ReviewFixture.actual)
        let leftovers = try FileManager.default.contentsOfDirectory(
            atPath: fixture.goldens.appending(path: "form").path)
        #expect(leftovers.sorted() == ["hidden.png", "shown.png"])
    }

    @Test func anUndoAfterTheGoldenChangedOnDiskIsRefused() async throws {
        let fixture = try ReviewFixture()
        let session = try fixture.session()
        _ = try await session.accept([.init(id: "form/shown.png", golden: ReviewFixture.stamp(ReviewFixture.oldGolden))]
        )
        try ReviewFixture.png("edited by hand").write(to: fixture.goldens.appending(path: "form/shown.png"))
        await #expect(throws: LabError.self) { try await session.undo("form/shown.png") }
        #expect(fixture.golden("form/shown.png") == ReviewFixture.png("edited by hand"))
    }
}

/// Lines a test collects from the server's log.
final class Logged: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String] = []

    func append(_ line: String) { lock.withLock { stored.append(line) } }
    var lines: [String] { lock.withLock { stored } }
}
