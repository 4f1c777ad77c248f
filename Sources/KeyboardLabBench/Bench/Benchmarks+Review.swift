import Foundation
import KeyboardAvoidance
import KeyboardLabRuntime
import LabImages
import LabPNG

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension Benchmarks {
    /// How fast `review` answers: its first page after the check, and an accept's round trip.
    struct ReviewFigures {
        /// From the check's summary line to the first page fully received, over HTTP (ms).
        var firstPage: Double
        /// An accept's round trip over HTTP: request, golden written, answer received (ms).
        var accept: Percentiles
    }

    /// `review` of the shipped suite with one golden broken, run as a user runs it: a separate `keyboard-lab`
    /// process serving on a free port, and this one as the browser. Each accept is followed by an undo, so every
    /// accept replaces the same golden and keeps it in `.trash`.
    func reviewFigures(accepts: Int) throws -> ReviewFigures {
        let folder = try Self.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let root = resources.folder.deletingLastPathComponent()
        let goldens = folder.appending(path: "goldens")
        try FileManager.default.copyItem(at: try shippedGoldens(), to: goldens)
        let broken = "demo/show-0.25.png"
        try FileManager.default.removeItem(at: goldens.appending(path: broken))
        try FileManager.default.copyItem(
            at: goldens.appending(path: "demo/show-0.00.png"), to: goldens.appending(path: broken))
        let scenarios = try shippedScenarios()

        let arguments =
            ["review"] + scenarios + [
                "--goldens", goldens.path, "--report", folder.appending(path: "report").path, "--port", "0",
                "--assets", resources.folder.path,
            ]
        let process = try environment.runner.start(
            executable, arguments, extra: ["CI": "1"], in: root, output: .pipe, error: .null)
        guard let output = process.standardOutput as? Pipe else { throw LabError("bench: no pipe from review") }
        defer {
            process.interrupt()
            process.waitUntilEnded()
        }
        var checked: ContinuousClock.Instant?
        var url: String?
        var buffer = ""
        while url == nil {
            let data = output.fileHandleForReading.availableData
            guard !data.isEmpty else { throw LabError("bench: `keyboard-lab review` stopped before serving") }
            buffer += String(decoding: data, as: UTF8.self)
            if checked == nil, buffer.contains("\ncheck: ") || buffer.hasPrefix("check: ") { checked = clock.now }
            url = buffer.split(separator: "\n").first { $0.hasPrefix("review: open ") }
                .map { String($0.dropFirst("review: open ".count).prefix { $0 != " " }) }
        }
        guard let url, let checked, let token = url.split(separator: "token=").last.map(String.init) else {
            throw LabError("bench: `keyboard-lab review` printed no URL")
        }
        _ = try Self.request(url)
        let firstPage = Self.milliseconds(clock.now - checked)

        let base = String(url.prefix { $0 != "?" })
        var stamp = FileStamp.of(try Data(contentsOf: goldens.appending(path: broken)))
        var samples: [Double] = []
        for _ in 0..<accepts {
            let start = clock.now
            let answer = try Self.request(
                base + "api/accept", token: token,
                body: #"{"captures": [{"id": "\#(broken)", "golden": "\#(stamp)"}]}"#)
            samples.append(Self.milliseconds(clock.now - start))
            guard answer.contains(#""decision":"accepted""#) else { throw LabError("bench: accept refused: \(answer)") }
            _ = try Self.request(base + "api/undo", token: token, body: #"{"id": "\#(broken)"}"#)
            stamp = FileStamp.of(try Data(contentsOf: goldens.appending(path: broken)))
        }
        return ReviewFigures(firstPage: firstPage, accept: Percentiles(samples))
    }

    /// One HTTP request, waited for: a GET, or a POST of `body` with the token; returns the answer's text.
    private static func request(_ url: String, token: String? = nil, body: String? = nil) throws -> String {
        guard let address = URL(string: url) else { throw LabError("bench: bad URL \(url)") }
        var request = URLRequest(url: address)
        if let body {
            request.httpMethod = "POST"
            request.httpBody = Data(body.utf8)
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
            request.setValue(token, forHTTPHeaderField: "X-Review-Token")
        }
        final class Answer: @unchecked Sendable {
            var text: String?
            var status = 0
        }
        let answer = Answer()
        let done = DispatchSemaphore(value: 0)
        URLSession.shared.dataTask(with: request) { data, response, _ in
            answer.text = data.map { String(decoding: $0, as: UTF8.self) }
            answer.status = (response as? HTTPURLResponse)?.statusCode ?? 0
            done.signal()
        }.resume()
        done.wait()
        guard answer.status == 200, let text = answer.text else {
            throw LabError("bench: \(url) answered \(answer.status): \(answer.text ?? "nothing")")
        }
        return text
    }
}
