import Foundation
import LabText

/// The style sheets and scripts of the report page and the review page, read from the `Web` folder of the Assets
/// folder. Both pages inline them, so a report folder stands alone and the review page needs no other request.
///
/// ```swift
/// let web = try WebAssets.load(from: assetsFolder.appending(path: "Web"))
/// let html = HTMLReport(entries: entries, web: web).render()
/// ```
public struct WebAssets: Equatable, Sendable {
    /// The report page's style sheet, which the review page builds on (`report.css`).
    public var reportStyleSheet: String
    /// The report page's script: slider, blink, filters and frame scrubbers (`report.js`).
    public var reportScript: String
    /// What the review page adds to the report's style sheet (`review.css`).
    public var reviewStyleSheet: String
    /// The review page's script: the cards, filters and Accept, Reject and Undo (`review.js`).
    public var reviewScript: String

    /// The file names in the `Web` folder, in the order of the properties.
    public static let fileNames = ["report.css", "report.js", "review.css", "review.js"]

    /// Assets with the given texts; empty by default, for tests of the pages' markup alone.
    public init(
        reportStyleSheet: String = "", reportScript: String = "", reviewStyleSheet: String = "",
        reviewScript: String = ""
    ) {
        self.reportStyleSheet = reportStyleSheet
        self.reportScript = reportScript
        self.reviewStyleSheet = reviewStyleSheet
        self.reviewScript = reviewScript
    }

    /// Reads the four files of `folder` (the Assets folder's `Web`). Each file's last line break is not part of
    /// the text the pages inline.
    ///
    /// - Throws: ``LabError`` naming the first file that cannot be read.
    public static func load(from folder: URL) throws(LabError) -> WebAssets {
        var texts: [String] = []
        for name in fileNames {
            let url = folder.appending(path: name)
            guard let bytes = FileManager.default.contents(atPath: url.path) else {
                throw unreadable(url.path)
            }
            var text = String(decoding: bytes, as: UTF8.self)
            if text.hasSuffix("\n") { text.removeLast() }
            texts.append(text)
        }
        return WebAssets(
            reportStyleSheet: texts[0], reportScript: texts[1], reviewStyleSheet: texts[2], reviewScript: texts[3])
    }

    /// The error for the file at `file` of the `Web` folder, missing or unreadable: one line naming it and what was
    /// expected.
    public static func unreadable(_ file: String) -> LabError {
        LabError(
            file: file,
            message: "cannot read the web asset; expected \(fileNames.joined(separator: ", ")) in the Assets folder's "
                + "Web folder")
    }
}
