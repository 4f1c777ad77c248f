/// A self-contained static HTML page for reviewing a `keyboard-lab check` run.
///
/// The page has inline CSS and JavaScript and no external resources; images are referenced by
/// relative paths to PNG files in the report folder. It opens with counts per status, then
/// lists captures worst first (failures before passes), each with side-by-side
/// expected / actual / diff images, a slider view (actual over expected with a draggable
/// split), a blink toggle and the composite; then each animation sequence with its filmstrip
/// and a frame scrubber. Under a matrix (`check --vary`) each capture names its combination and device, a table
/// counts each combination's verdicts, and the page filters by combination and by device. With ``onlyFailures``
/// the page is compact: a line such as "271 passed, 12 failed" and the failing captures alone, with their images.
/// Every string from the caller is HTML-escaped.
///
/// ```swift
/// let report = HTMLReport(
///     title: "keyboard-lab check",
///     entries: [
///         HTMLReport.Entry(
///             scenario: "form", capture: "keyboard-shown", status: .fail,
///             message: comparison.summary, expectedPath: "form/keyboard-shown.expected.png",
///             actualPath: "form/keyboard-shown.actual.png", diffPath: "form/keyboard-shown.diff.png")
///     ])
/// let html = report.render()  // write to <report>/index.html
/// ```
public struct HTMLReport: Equatable, Sendable {
    /// The verdict on one capture.
    public enum Status: String, CaseIterable, Equatable, Hashable, Sendable, Codable {
        /// The scenario could not be read or checked (its message names the file, the line and what was
        /// expected); none of its captures was rendered.
        case error
        /// The capture does not match its golden.
        case fail
        /// Two renders of the capture differed from each other: a flaky render.
        case nondeterministic
        /// There is no golden and none was recorded.
        case missing
        /// The golden was rendered in a different environment (fonts, renderer).
        case environmentDiffers = "environment-differs"
        /// A golden was recorded in this run.
        case new
        /// The capture matches its golden.
        case pass

        /// Whether the status fails the check.
        public var isFailure: Bool {
            switch self {
            case .error, .fail, .nondeterministic, .missing, .environmentDiffers: true
            case .new, .pass: false
            }
        }

        /// The status as the report's badges and summaries name it: `flaky render` for two renders that differed,
        /// else its raw value.
        public var label: String { self == .nondeterministic ? "flaky render" : rawValue }

        /// Position in the report: worst first.
        var rank: Int { Self.allCases.firstIndex(of: self) ?? Self.allCases.count }
    }

    /// The page title.
    public var title: String
    /// The captures, in any order; the page lists them worst first.
    public var entries: [Entry]
    /// The animation sequences.
    public var sequences: [FrameSequence]
    /// The report folder as the user names it, for the accept commands shown with failures.
    public var reportFolder: String
    /// Machine-readable data embedded in the page (JSON), so tools such as `merge-reports` can read the report
    /// back; nil for none.
    public var data: String?
    /// Whether the page lists the failing captures only (`--report-only-failures`): a compact page that counts the
    /// others and shows neither their rows nor their images, nor the passing sequences' scrubbers.
    public var onlyFailures: Bool
    /// The style sheet and script the page inlines (`Assets/Web`); without them (the default) the page's markup
    /// alone, for tests of it.
    public var web: WebAssets
    /// Stale goldens (no capture of the run wrote them) and folders of removed scenarios, relative to the goldens
    /// folder, listed under the counts; empty for none.
    public var stale: [String] = []

    /// Creates a report.
    public init(
        title: String = "KeyboardLab screenshot report", entries: [Entry], sequences: [FrameSequence] = [],
        reportFolder: String = ".", data: String? = nil, onlyFailures: Bool = false,
        web: WebAssets = WebAssets()
    ) {
        self.title = title
        self.entries = entries
        self.sequences = sequences
        self.reportFolder = reportFolder
        self.data = data
        self.onlyFailures = onlyFailures
        self.web = web
    }

    /// The `id` of the script element that holds ``data``.
    package static let dataElementStart = "<script type=\"application/json\" id=\"keyboard-lab-report-data\">"

    /// The data embedded in a page that ``render()`` wrote, or nil when the page has none.
    ///
    /// - Complexity: O(n) in the page's length.
    public static func embeddedData(in html: String) -> String? {
        guard let start = html.firstRange(of: dataElementStart),
            let end = html[start.upperBound...].firstRange(of: "</script>")
        else { return nil }
        return String(html[start.upperBound..<end.lowerBound])
    }

    /// The entries worst status first, keeping the given order within a status.
    public var orderedEntries: [Entry] {
        entries.enumerated()
            .sorted { ($0.element.status.rank, $0.offset) < ($1.element.status.rank, $1.offset) }
            .map(\.element)
    }

    /// How many entries have each status.
    public var counts: [Status: Int] {
        entries.reduce(into: [:]) { counts, entry in counts[entry.status, default: 0] += 1 }
    }

    /// The entries the page lists, worst first: every entry, or with ``onlyFailures`` the failing ones.
    public var listedEntries: [Entry] {
        onlyFailures ? orderedEntries.filter(\.status.isFailure) : orderedEntries
    }

    /// The combinations of the entries, in order of first appearance; empty without a matrix.
    public var combinations: [String] { Self.unique(entries.compactMap(\.combination)) }

    /// The devices the entries were rendered on, in order of first appearance.
    public var devices: [String] { Self.unique(entries.compactMap(\.device)) }

    private static func unique(_ names: [String]) -> [String] {
        var seen = Set<String>()
        return names.filter { seen.insert($0).inserted }
    }
}
