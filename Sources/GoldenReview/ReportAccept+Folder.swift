import CheckReport
import Foundation
import LabText

/// What an accept checks about the goldens folder as a whole: that it is the one the report was checked against,
/// and the environment sidecars it re-records.
extension ReportAccept {
    /// One line refusing `folder` when it is not the goldens folder the report was checked against: the report
    /// recorded the stamps of the goldens its passing captures matched, and none of them is in `folder` as it was.
    /// Also refused: a folder none of the report's goldens lies in. Nil when the folder is the one, or when the report
    /// has no passing capture with a stamp (one made before they were kept).
    func foreignFolder(_ items: [ReviewItem], in folder: GoldenFolder) -> String? {
        let checked = data.goldens.map { " (\($0))" } ?? ""
        let captures = items.filter { $0.status != .error }
        if !captures.isEmpty, captures.allSatisfy({ $0.id.hasPrefix("#") }) {
            return "\(goldensName): not the goldens folder \(reportName) was checked against\(checked): none of its "
                + "\(captures.count) captures' goldens lies in it; expected the --goldens folder of that check"
        }
        let passing = items.filter { item in
            item.status == .pass && !item.id.hasPrefix("#")
                && (item.checkedGolden.map { $0 != GoldenFolder.absent } ?? false)
        }
        guard !passing.isEmpty else { return nil }
        let found = passing.contains { item in
            folder.stamp(folder.root.appending(path: item.id)) == item.checkedGolden
        }
        guard !found else { return nil }
        return "\(goldensName): not the goldens folder \(reportName) was checked against\(checked): none of the "
            + "\(passing.count) goldens its passing captures matched is there; expected the --goldens folder of that check"
    }

    /// One line refusing `folder` when this user cannot write it or its `.trash/` (a read-only checkout, a mounted
    /// folder): an accept writes every golden there and keeps the replaced ones in `.trash/`. Nil when it can.
    func unwritableFolder(_ folder: GoldenFolder) -> String? {
        let files = FileManager.default
        for url in [folder.root, folder.trash] where files.fileExists(atPath: url.path) {
            guard files.isWritableFile(atPath: url.path) else {
                let which = url == folder.root ? "the goldens folder" : "its .trash folder"
                return "\(goldensName): \(which) is not writable; expected a folder this user may write"
            }
        }
        return nil
    }

    /// The environment difference that made `item` fail: its combination's sidecar.
    func environment(of item: ReviewItem) -> EnvironmentChange? {
        data.environments?.first { $0.combination == item.combination }
    }

    /// Why `change`'s sidecar cannot be re-recorded, in one line, or nil when it can: its path must be a sidecar's
    /// inside the goldens folder, and the file must be the one the check read.
    func sidecarProblem(_ change: EnvironmentChange, in folder: GoldenFolder) -> String? {
        guard let url = Self.sidecar(change, in: folder) else {
            return "\(change.sidecar): not an environment sidecar inside \(goldensName); expected e.g. environment.json"
        }
        let stamp = folder.stamp(url)
        guard stamp == change.stamp else {
            return
                "\(change.sidecar) changed on disk since the report was made (report \(change.stamp), disk \(stamp)); "
                + "check again and accept from the new report"
        }
        guard !change.sidecarText.isEmpty else {
            return
                "\(change.sidecar): the report holds no environment to record; check again and accept from the new report"
        }
        return nil
    }

    /// Writes `change`'s environment as its sidecar, keeping the replaced file under `.trash/`.
    func rerecord(_ change: EnvironmentChange, in folder: GoldenFolder) throws(LabError) {
        guard let url = Self.sidecar(change, in: folder) else {
            throw LabError(.forbidden, "\(change.sidecar): not an environment sidecar inside the goldens folder")
        }
        if let old = FileManager.default.contents(atPath: url.path) {
            _ = try folder.keep(old, path: change.sidecar, batch: "\(trashBatch)-1")
        }
        try folder.replace(url, with: Data(change.sidecarText.utf8))
    }

    /// The sidecar file `change` names, when its path is a plain relative one inside `folder` whose file is named
    /// `environment….json`.
    static func sidecar(_ change: EnvironmentChange, in folder: GoldenFolder) -> URL? {
        let parts = change.sidecar.split(separator: "/", omittingEmptySubsequences: false)
        guard let name = parts.last, name.hasPrefix("environment"), name.hasSuffix(".json"),
            !parts.contains(where: { $0.isEmpty || $0.hasPrefix(".") }), !change.sidecar.hasPrefix("/")
        else { return nil }
        let url = folder.root.appending(path: change.sidecar)
        guard let real = GoldenFolder.realPath(url.deletingLastPathComponent().path),
            real == folder.root.path || real.hasPrefix(folder.root.path + "/")
        else { return nil }
        return url
    }
}
