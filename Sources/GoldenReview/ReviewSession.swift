import CheckReport
import Foundation
import LabText

/// The state of one review: the captures of a `check` run and what the reviewer did to them.
///
/// Every change goes through this actor, one at a time, so two browsers accepting at once are served in turn:
/// the second finds the golden's stamp changed and is refused. Each request is checked whole before anything
/// is written, so a refused request changes nothing.
///
/// ```swift
/// let session = try ReviewSession(data: data, goldens: goldensURL, report: reportURL, trashBatch: "20261125-190000")
/// let item = try await session.accept([.init(id: "form/shown.png", golden: "absent")])
/// try await session.undo("form/shown.png")
/// ```
public actor ReviewSession {
    /// A capture named with the stamp its golden had when the page was rendered.
    public struct Stamped: Codable, Equatable, Sendable {
        /// The capture's ``ReviewItem/id``.
        public var id: String
        /// The golden's stamp as the page knows it.
        public var golden: String

        /// Names `id` with the stamp `golden`.
        public init(id: String, golden: String) {
            self.id = id
            self.golden = golden
        }
    }

    /// One change Undo can take back.
    enum Change {
        case accepted(kept: URL?, previous: String, values: ValuesChange?)
        case rejected
    }

    /// An accept checked whole, before anything is written: the capture, its golden, the image to write (nil when
    /// only the values are accepted) with the golden's bytes now, and the values to write.
    struct Plan {
        var position: Int
        var file: URL
        var image: Data?
        var old: Data?
        var values: ValuesChange?
    }

    /// The goldens folder.
    public nonisolated let goldens: GoldenFolder
    /// The report folder, with symbolic links resolved.
    public nonisolated let report: URL
    /// The comparison thresholds and other facts of the run, for the page's header.
    public nonisolated let summary: String
    var items: [ReviewItem]
    private let index: [String: Int]
    private var history: [String: [Change]] = [:]
    private let trashBatch: String
    private var changes = 0

    /// A review of `data`, the report of a check against `goldens` written into `report`; replaced goldens go
    /// under `.trash/<trashBatch>-N/`.
    public init(data: CheckReportData, goldens: URL, report: URL, trashBatch: String) throws(LabError) {
        let folder = try GoldenFolder(goldens)
        guard let reportPath = GoldenFolder.realPath(report.path) else {
            throw LabError(.notFound, "\(report.path): no such report folder")
        }
        let reportRoot = URL(filePath: reportPath, directoryHint: .isDirectory)
        var items: [ReviewItem] = []
        var index: [String: Int] = [:]
        for entry in data.entries {
            let id =
                entry.goldenPath.flatMap { Self.id(ofGolden: $0, named: data.goldens, in: folder) }
                ?? "#\(items.count)"
            guard index[id] == nil else { continue }
            let golden = id.hasPrefix("#") ? GoldenFolder.absent : folder.stamp(folder.root.appending(path: id))
            index[id] = items.count
            items.append(ReviewItem(entry: entry, id: id, golden: golden))
        }
        self.goldens = folder
        self.report = reportRoot
        self.items = items
        self.index = index
        self.trashBatch = trashBatch
        let failed = items.filter { $0.group == .failed }.count
        let new = items.filter { $0.group == .new }.count
        summary =
            "\(items.count) captures: \(failed) failed, \(new) new, \(items.count - failed - new) passed; \(data.thresholds)"
    }

    /// A golden's path as the report names it, relative to the goldens folder: the rest of the path after
    /// `goldens` (the goldens folder as the check named it, so a report made elsewhere, on a CI machine, maps onto
    /// this goldens folder), else resolved from the working directory; nil when it lies outside.
    static func id(ofGolden path: String, named goldens: String?, in folder: GoldenFolder) -> String? {
        if let goldens, path.hasPrefix(goldens + "/") { return String(path.dropFirst(goldens.count + 1)) }
        return id(ofGolden: path, in: folder)
    }

    /// A golden's path as the report names it (relative to the working directory, or absolute), relative to the
    /// goldens folder; nil when it lies outside.
    static func id(ofGolden path: String, in folder: GoldenFolder) -> String? {
        let url = URL(filePath: path, relativeTo: URL(filePath: FileManager.default.currentDirectoryPath + "/"))
        // The golden of a new capture may sit in folders not made yet: resolve the nearest one that exists.
        var existing = url.deletingLastPathComponent().standardizedFileURL
        var rest: [String] = [url.lastPathComponent]
        while GoldenFolder.realPath(existing.path) == nil, existing.pathComponents.count > 1 {
            rest.insert(existing.lastPathComponent, at: 0)
            existing = existing.deletingLastPathComponent()
        }
        guard let real = GoldenFolder.realPath(existing.path),
            real == folder.root.path || real.hasPrefix(folder.root.path + "/")
        else { return nil }
        let inside = real == folder.root.path ? [] : real.dropFirst(folder.root.path.count + 1).split(separator: "/")
        return (inside.map(String.init) + rest).joined(separator: "/")
    }

    /// Every capture, in the report's order.
    public var all: [ReviewItem] { items }

    /// Writes each capture's actual image as its golden (and its values into the scenario's `values.json` when they
    /// differ; only the values when the pixels passed), keeping the replaced files under `.trash/`. Refuses the
    /// whole request, changing nothing, when any capture is unknown, lies outside the goldens folder, cannot be
    /// accepted, or its golden's stamp on disk (or its entry in `values.json`) is not the one the page was rendered
    /// with.
    public func accept(_ captures: [Stamped]) throws(LabError) -> [ReviewItem] {
        guard !captures.isEmpty else { throw LabError(.badRequest, "no capture named; expected at least one") }
        var plans: [Plan] = []
        var seen = Set<String>()
        for capture in captures {
            guard seen.insert(capture.id).inserted else {
                throw LabError(.badRequest, "\(GoldenFolder.quoted(capture.id)) is named twice; expected each once")
            }
            plans.append(try plan(capture))
        }
        changes += 1
        let batch = "\(trashBatch)-\(changes)"
        try writeValues(plans.compactMap(\.values), batch: batch)
        for plan in plans {
            let id = items[plan.position].id
            let previous = items[plan.position].golden
            var kept: URL?
            if let image = plan.image {
                kept = try plan.old.map { old throws(LabError) in try goldens.keep(old, path: id, batch: batch) }
                try goldens.replace(plan.file, with: image)
                items[plan.position].golden = GoldenFolder.stamp(of: image)
            }
            history[id, default: []].append(.accepted(kept: kept, previous: previous, values: plan.values))
            items[plan.position].decision = .accepted
        }
        return plans.map { items[$0.position] }
    }

    /// Checks that `capture` can be accepted now, writing nothing; throws the one line an accept would refuse it
    /// with.
    public func check(_ capture: Stamped) throws(LabError) {
        _ = try plan(capture)
    }

    /// What accepting `capture` writes, after every check: known, inside the goldens folder, acceptable, not
    /// already accepted, its golden's stamp the page's and the disk's, its values' entry unchanged.
    func plan(_ capture: Stamped) throws(LabError) -> Plan {
        let (position, file) = try locate(capture.id)
        let item = items[position]
        guard item.canAccept else {
            throw LabError(.conflict, "\(item.id): \(item.status.rawValue); there is no new image to accept")
        }
        guard item.decision != .accepted else {
            throw LabError(.conflict, "\(item.id) is already accepted; Undo puts the old golden back")
        }
        let old = FileManager.default.contents(atPath: file.path)
        let stamp = old.map(GoldenFolder.stamp(of:)) ?? GoldenFolder.absent
        guard stamp == capture.golden, stamp == item.golden else {
            throw LabError(
                .conflict,
                "\(item.id) changed on disk since the page was rendered (page \(capture.golden), disk \(stamp)); "
                    + "reload the page and review it again")
        }
        let values = try item.actualValues.map { values throws(LabError) in
            try valuesChange(of: item, golden: file, values: values)
        }
        return Plan(
            position: position, file: file, image: item.valuesOnly ? nil : try actualBytes(of: item), old: old,
            values: values)
    }

    /// Marks a capture rejected: its golden stays, the difference is a regression to fix.
    public func reject(_ id: String) throws(LabError) -> ReviewItem {
        let (position, _) = try locate(id)
        guard items[position].canAccept else {
            throw LabError(.conflict, "\(id): \(items[position].status.rawValue); there is nothing to reject")
        }
        guard items[position].decision == .pending else {
            throw LabError(.conflict, "\(id) is already \(items[position].decision.rawValue); Undo first")
        }
        history[id, default: []].append(.rejected)
        items[position].decision = .rejected
        return items[position]
    }

    /// Takes back the capture's last accept (putting the old golden back, or removing a golden that was new) or
    /// reject. Refuses when the golden changed on disk since it was accepted.
    public func undo(_ id: String) throws(LabError) -> ReviewItem {
        let (position, file) = try locate(id)
        guard let change = history[id]?.last else {
            throw LabError(.conflict, "\(id): nothing to undo; it was neither accepted nor rejected here")
        }
        if case .accepted(let kept, let previous, let values) = change {
            let stamp = goldens.stamp(file)
            guard stamp == items[position].golden else {
                throw LabError(
                    .conflict, "\(id) changed on disk since it was accepted (disk \(stamp)); not undoing over it")
            }
            if let values { try checkUndo(values) }
            if items[position].valuesOnly {
                // Only the values were written: the PNG stays.
            } else if let kept {
                guard let bytes = FileManager.default.contents(atPath: kept.path) else {
                    throw LabError("\(goldens.relative(kept)): the kept golden is gone; cannot undo")
                }
                try goldens.replace(file, with: bytes)
            } else {
                try goldens.remove(file)
            }
            if let values { try undoValues(values) }
            items[position].golden = previous
        }
        history[id]?.removeLast()
        items[position].decision = .pending
        return items[position]
    }

    /// The position and golden file of the capture `id`, after checking the path stays inside the goldens folder.
    func locate(_ id: String) throws(LabError) -> (Int, URL) {
        let file = try goldens.file(id)
        guard let position = index[id] else {
            throw LabError(
                .notFound,
                "no capture \(GoldenFolder.quoted(id)) in this review; expected one of the \(items.count) on the page")
        }
        return (position, file)
    }

    /// The bytes of a capture's actual image in the report, read only from inside the report folder.
    func actualBytes(of item: ReviewItem) throws(LabError) -> Data {
        guard let actual = item.actual, let file = try? reportFile(actual),
            let bytes = FileManager.default.contents(atPath: file.path)
        else {
            throw LabError("\(item.id): the actual image is not in the report folder any more")
        }
        guard bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) else {
            throw LabError("\(item.id): the actual image in the report is not a PNG")
        }
        return bytes
    }

    /// The file at `path` inside the report folder; refuses paths that leave it.
    public nonisolated func reportFile(_ path: String) throws(LabError) -> URL {
        guard HTMLReport.isInside(path), !path.isEmpty else {
            throw LabError(.forbidden, "\(GoldenFolder.quoted(path)) leaves the report folder")
        }
        let url = report.appending(path: path)
        guard let real = GoldenFolder.realPath(url.path), real.hasPrefix(report.path + "/") else {
            throw LabError(.notFound, "\(GoldenFolder.quoted(path)): no such file in the report folder")
        }
        return URL(filePath: real)
    }
}
