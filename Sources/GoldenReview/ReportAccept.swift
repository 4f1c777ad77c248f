import CheckReport
import Foundation

/// `keyboard-lab accept REPORT --goldens DIR [CAPTURE…]`: applies the actual images (and values) of a report folder,
/// such as one downloaded from a CI run, to the goldens, through the review's ``ReviewSession``, so it refuses what
/// the review server refuses: a golden whose stamp changed since the report was made, a path outside the goldens,
/// an unknown capture. It also refuses a goldens folder the report was not checked against (none of the goldens the
/// report read is there as it read them). A report whose goldens were recorded on another machine
/// (`environment-differs`) has its environment sidecars re-recorded for the machine that checked. Everything is
/// checked first; on any refusal nothing is written.
///
/// ```swift
/// let accept = ReportAccept(data: data, report: reportURL, goldens: goldensURL, trashBatch: "20261126T0900")
/// let result = await accept.run(["demo/show-0.50"])
/// result.lines    // ["accepted demo/show-0.50.png", "replaced files are kept in …/.trash/20261126T0900-1"]
/// result.refused  // false
/// ```
public struct ReportAccept: Sendable {
    /// What an accept printed, one line each, and whether it refused (writing nothing).
    public struct Result: Equatable, Sendable {
        /// One line per capture accepted or refused, or a single line saying why nothing was done; a refusal's last
        /// line ends with "nothing written".
        public var lines: [String]
        /// Whether anything was refused, so nothing was written.
        public var refused: Bool

        /// A refusal: `lines`, the last one saying that nothing was written.
        static func refusal(_ lines: [String]) -> Result {
            var lines = lines
            if let last = lines.popLast() { lines.append(last + "; nothing written") }
            return Result(lines: lines, refused: true)
        }
    }

    let data: CheckReportData
    let report: URL
    let goldens: URL
    let trashBatch: String
    /// The report folder as the user named it, for messages.
    public var reportName: String
    /// The goldens folder as the user named it, for messages.
    public var goldensName: String

    /// An accept of `data`, the report in `report`, into the goldens folder `goldens`; replaced goldens go under
    /// `.trash/<trashBatch>-1/`.
    public init(data: CheckReportData, report: URL, goldens: URL, trashBatch: String) {
        self.data = data
        self.report = report
        self.goldens = goldens
        self.trashBatch = trashBatch
        reportName = report.path
        goldensName = goldens.path
    }

    /// Accepts the captures named (`[<combination>/]<scenario>/<capture>`, with or without `.png`), or with none
    /// every capture of the report that can be accepted and every environment sidecar it found recorded elsewhere.
    public func run(_ names: [String]) async -> Result {
        let session: ReviewSession
        do {
            session = try ReviewSession(data: data, goldens: goldens, report: report, trashBatch: trashBatch)
        } catch {
            return .refusal([error.description])
        }
        let items = await session.all
        if let line = foreignFolder(items, in: session.goldens) { return .refusal([line]) }
        if let line = unwritableFolder(session.goldens) { return .refusal([line]) }
        var lines: [String] = []
        var chosen: [ReviewItem] = []
        var environments = names.isEmpty ? (data.environments ?? []).filter { !$0.changes.isEmpty } : []
        for name in names {
            let matches = Self.items(named: name, in: items)
            guard matches.count == 1, let item = matches.first else {
                lines.append(
                    matches.isEmpty
                        ? "\(name): no such capture in \(reportName); expected a capture's [combination/]scenario/capture, "
                            + "e.g. \(items.first.map { Self.names($0)[1] } ?? "demo/show-0.50")"
                        : "\(name): \(matches.count) captures match (\(matches.map { Self.names($0)[1] }.joined(separator: ", ")));"
                            + " expected one of them")
                continue
            }
            if item.status == .environmentDiffers, let change = environment(of: item) {
                if !environments.contains(change) { environments.append(change) }
            } else {
                chosen.append(item)
            }
        }
        var inPlace: [String] = []
        if names.isEmpty {
            // Captures an earlier accept of this report already wrote are left as they are, not refused.
            for item in items where item.canAccept {
                if await session.isInPlace(item) {
                    inPlace.append("\(item.id): already accepted")
                } else {
                    chosen.append(item)
                }
            }
        }
        // A folder without a sidecar gets this machine's with its first accepted goldens.
        for item in chosen {
            if let change = environment(of: item), change.changes.isEmpty, !environments.contains(change) {
                environments.append(change)
            }
        }
        guard !chosen.isEmpty || !environments.isEmpty || !lines.isEmpty else {
            let none = inPlace.isEmpty ? "no capture failed or is new" : "every failing capture is already accepted"
            return Result(lines: inPlace + ["\(reportName): nothing to accept; \(none)"], refused: false)
        }
        let sidecars = environments.map { change in (change, sidecarProblem(change, in: session.goldens)) }
        lines += sidecars.compactMap(\.1)
        var stamped: [ReviewSession.Stamped] = []
        for item in chosen {
            guard let stamp = item.checkedGolden else {
                lines.append(
                    "\(item.id): the report does not record its golden's stamp (an older keyboard-lab made it); "
                        + "check again and accept from the new report")
                continue
            }
            let capture = ReviewSession.Stamped(id: item.id, golden: stamp)
            do {
                try await session.check(capture)
                stamped.append(capture)
            } catch {
                lines.append(Self.fromReport(error.description))
            }
        }
        guard lines.isEmpty else { return .refusal(lines) }
        var result = await write(stamped, environments: environments, with: session)
        if !result.refused { result.lines = inPlace + result.lines }
        return result
    }

    /// Writes the checked captures, then the sidecars; returns what was done.
    private func write(
        _ stamped: [ReviewSession.Stamped], environments: [EnvironmentChange], with session: ReviewSession
    ) async -> Result {
        var lines: [String] = []
        do {
            if !stamped.isEmpty {
                lines += try await session.accept(stamped).map { item in
                    "accepted \(item.id)"
                        + (item.valuesOnly ? " (values)" : item.acceptsValues ? " (image and values)" : "")
                }
            }
            for change in environments {
                try rerecord(change, in: session.goldens)
                lines.append(
                    change.changes.isEmpty
                        ? "recorded \(change.sidecar) for this machine, which the goldens lacked"
                        : "re-recorded \(change.sidecar) for this machine (\(change.changes.joined(separator: "; "))); "
                            + "check again: captures whose pixels differ here fail on their own, and accept takes them")
            }
        } catch {
            return .refusal([error.description])
        }
        lines.append("replaced files are kept in \(goldens.path)/.trash/\(trashBatch)-1")
        return Result(lines: lines, refused: false)
    }

    /// A session's refusal as it applies to a report folder rather than a page.
    static func fromReport(_ line: String) -> String {
        line.replacingOccurrences(of: "since the page was rendered", with: "since the report was made")
            .replacingOccurrences(of: "(page ", with: "(report ")
            .replacingOccurrences(
                of: "reload the page and review it again", with: "check again and accept from the new report")
    }

    /// The captures `name` names: the one whose id or name it is, else every one it names without its time
    /// (`signup/rest` for `signup/rest-0.00`, as the scenario's `capture … as rest` line wrote it).
    static func items(named name: String, in items: [ReviewItem]) -> [ReviewItem] {
        if let exact = items.first(where: { names($0).contains(name) }) { return [exact] }
        return items.filter { item in
            let plain = names(item)[1]
            guard let dash = plain.lastIndex(of: "-"), Double(plain[plain.index(after: dash)...]) != nil else {
                return false
            }
            return plain[..<dash] == name
        }
    }

    /// The names a capture answers to: its id (`[<combination>/]<scenario>/<capture>.png`), and the same without
    /// `.png` and without the scale suffix's extension.
    static func names(_ item: ReviewItem) -> [String] {
        let plain = ([item.combination, item.scenario].compactMap { $0 } + [item.capture]).joined(separator: "/")
        return [item.id, plain, item.id.hasSuffix(".png") ? String(item.id.dropLast(4)) : item.id]
    }
}
