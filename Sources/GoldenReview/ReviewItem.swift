import CheckReport
import Foundation

/// One capture on the review page, as the page's script receives it: its verdict, where its images are served,
/// the stamp of its golden when the page was rendered, and the reviewer's decision so far.
///
/// ```swift
/// let item = ReviewItem(entry: entry, id: "form/shown.png", golden: folder.stamp(file))
/// item.group    // .failed
/// item.canAccept  // true: the actual image is in the report
/// ```
public struct ReviewItem: Codable, Equatable, Sendable {
    /// Which filter the capture falls under.
    public enum Group: String, Codable, Sendable, CaseIterable {
        /// The capture fails: it differs from its golden, or could not be checked.
        case failed
        /// There is no golden yet.
        case new
        /// The capture matches its golden.
        case passed
    }

    /// What the reviewer decided in this review.
    public enum Decision: String, Codable, Sendable {
        /// Nothing yet.
        case pending
        /// The actual image was written as the golden.
        case accepted
        /// The golden stays; the difference is a regression to fix.
        case rejected
    }

    /// The golden's path relative to the goldens folder (`<combination>/<scenario>/<capture>.png`), which names
    /// the capture in requests; `#N` for a scenario that could not be checked.
    public var id: String
    /// The scenario.
    public var scenario: String
    /// The capture's name.
    public var capture: String
    /// The matrix combination the capture was rendered in, or nil outside a matrix.
    public var combination: String?
    /// The device the capture was rendered on, when known.
    public var device: String?
    /// The verdict of `check`.
    public var status: HTMLReport.Status
    /// The filter it falls under.
    public var group: Group
    /// The check's message.
    public var message: String
    /// Regions excluded from the comparison, as the report lists them.
    public var masks: [String]
    /// The golden's stamp (``GoldenFolder/stamp(_:)``) as the page knows it; an accept must carry it.
    public var golden: String
    /// The actual image, relative to the report folder, when it was written.
    public var actual: String?
    /// The diff image, relative to the report folder.
    public var diff: String?
    /// The [expected | diff | actual] composite, relative to the report folder.
    public var composite: String?
    /// The reviewer's decision.
    public var decision: Decision
    /// Whether Accept can write this capture's golden: it fails or is new, and its actual image is in the report.
    public var canAccept: Bool
    /// For a failing capture that cannot be accepted here, why, and what to do instead.
    public var hint: String?
    /// The values that differ from the value golden, one per key; empty when they match or were not checked.
    public var values: [String]
    /// Whether only the values failed: Accept writes them into `values.json` and leaves the PNG alone.
    public var valuesOnly: Bool
    /// Whether Accept also writes the capture's values into `values.json`.
    public var acceptsValues: Bool
    /// The capture's values as the check found them, when they differ from the value golden.
    public var actualValues: [String: Double]?
    /// The value golden's values for the capture when the check read them (nil when it had none).
    public var expectedValues: [String: Double]?
    /// The golden's stamp when the check read it, as the report records it (nil in older reports): what an accept
    /// from the report folder (`keyboard-lab accept`) carries.
    public var checkedGolden: String?

    /// The item for a report entry whose golden is `id` in the goldens folder (nil for an entry without one),
    /// with the golden's current stamp.
    public init(entry: HTMLReport.Entry, id: String, golden: String) {
        self.id = id
        scenario = entry.scenario
        capture = entry.capture
        combination = entry.combination
        device = entry.device
        status = entry.status
        group = Self.group(of: entry.status)
        message = entry.message
        masks = entry.masks
        self.golden = golden
        actual = entry.actualPath.flatMap { HTMLReport.isInside($0) ? $0 : nil }
        diff = entry.diffPath.flatMap { HTMLReport.isInside($0) ? $0 : nil }
        composite = entry.compositePath.flatMap { HTMLReport.isInside($0) ? $0 : nil }
        decision = .pending
        values = entry.valueDifferences
        valuesOnly = entry.valuesOnly
        actualValues = entry.actualValues
        expectedValues = entry.expectedValues
        acceptsValues = entry.actualValues != nil
        checkedGolden = entry.goldenStamp
        canAccept =
            (entry.status == .fail || entry.status == .missing) && !id.hasPrefix("#")
            && (entry.valuesOnly ? acceptsValues : actual != nil)
        hint = canAccept || group == .passed ? nil : Self.hint(for: entry)
    }

    /// Why a failing capture has nothing to accept on the page, and what to do instead.
    static func hint(for entry: HTMLReport.Entry) -> String {
        switch entry.status {
        case .error: "The scenario could not be checked: fix the line the message names, then review again."
        case .nondeterministic:
            "Flaky render: two renders differed, so rendering is not deterministic here and there is nothing to accept."
        case .environmentDiffers:
            "The goldens were recorded on another machine: keyboard-lab accept on this report re-records their "
                + "environment.json for this one; then check again and review the captures whose pixels differ."
        default:
            entry.valueDifferences.isEmpty
                ? "The actual image is not in the report."
                : "Only the values differ: accept them with check --values --record failed."
        }
    }

    /// The filter a verdict falls under.
    static func group(of status: HTMLReport.Status) -> Group {
        switch status {
        case .missing: .new
        case .pass, .new: .passed
        case .error, .fail, .nondeterministic, .environmentDiffers: .failed
        }
    }
}
