extension HTMLReport {
    /// One capture's verdict and its images.
    ///
    /// Image paths are relative to the report folder; ``goldenPath`` is the golden as the user names it (relative
    /// to the working directory of the run, or absolute), the target of the accept command.
    ///
    /// ```swift
    /// let entry = HTMLReport.Entry(
    ///     scenario: "form", capture: "shown", status: .fail, actualPath: "form/shown.actual.png",
    ///     goldenPath: "Tests/Goldens/form/shown.png")
    /// entry.acceptCommand(reportFolder: "report")  // "cp 'report/form/shown.actual.png' 'Tests/Goldens/form/shown.png'"
    /// ```
    public struct Entry: Equatable, Sendable, Codable {
        /// The scenario the capture belongs to.
        public var scenario: String
        /// The capture's name within the scenario.
        public var capture: String
        /// The verdict.
        public var status: Status
        /// One line of detail, e.g. ``ImageComparison/summary``.
        public var message: String
        /// Relative path of the golden PNG, when there is one.
        public var expectedPath: String?
        /// Relative path of the captured PNG, when there is one.
        public var actualPath: String?
        /// Relative path of the diff PNG, when there is one.
        public var diffPath: String?
        /// Relative path of the [expected | diff | actual] composite PNG, when there is one.
        public var compositePath: String?
        /// Where the golden lives or belongs, as the user names it; the accept command copies onto it.
        public var goldenPath: String?
        /// How long the capture took to check, in seconds (render, compare and write).
        public var seconds: Double
        /// The regions left out of the comparison, one description each, e.g. `field email at 16,120 361×44` or
        /// `rect 0,0 393×54` (screen points); empty when nothing was masked.
        public var masks: [String]
        /// The values that differ from the value golden, one per key, e.g. `keyboard.y expected 512 got 520.5`;
        /// empty when they match or were not checked.
        public var valueDifferences: [String]
        /// The matrix combination the capture was checked under (its folder name, e.g.
        /// `device-iphone-se+appearance-dark`), or nil for a run without `--vary` and for a scenario that could not
        /// be loaded at all.
        public var combination: String?
        /// The id of the device preset the capture was rendered on, or nil when nothing was rendered.
        public var device: String?
        /// The stamp (size and FNV-1a 64 hash) of the golden PNG's bytes when the check read it, `absent` when there
        /// was none; an accept from the report refuses a golden whose stamp changed since. Nil in older reports.
        public var goldenStamp: String?
        /// Whether only the values failed: the pixels passed, so accepting writes the values alone.
        public var valuesOnly = false
        /// The capture's values, when they differ from the value golden (what an accept writes into values.json).
        public var actualValues: [String: Double]?
        /// The value golden's values for the capture when the check read them (nil when it had none), when they
        /// differ: an accept refuses a values.json whose entry for the capture changed since.
        public var expectedValues: [String: Double]?

        /// Creates an entry.
        public init(
            scenario: String, capture: String, status: Status, message: String = "",
            expectedPath: String? = nil, actualPath: String? = nil, diffPath: String? = nil,
            compositePath: String? = nil, goldenPath: String? = nil, seconds: Double = 0, masks: [String] = [],
            valueDifferences: [String] = [], combination: String? = nil, device: String? = nil
        ) {
            self.scenario = scenario
            self.capture = capture
            self.status = status
            self.message = message
            self.expectedPath = expectedPath
            self.actualPath = actualPath
            self.diffPath = diffPath
            self.compositePath = compositePath
            self.goldenPath = goldenPath
            self.seconds = seconds
            self.masks = masks
            self.valueDifferences = valueDifferences
            self.combination = combination
            self.device = device
        }

        /// The keys of the encoded entry.
        enum CodingKeys: String, CodingKey {
            case scenario, capture, status, message, expectedPath, actualPath, diffPath, compositePath, goldenPath
            case seconds, masks, valueDifferences, combination, device
            case goldenStamp, valuesOnly, actualValues, expectedValues
        }

        /// Decodes an entry; `masks`, `valueDifferences`, `combination` and `device` may be missing, as in reports
        /// written before them.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            scenario = try container.decode(String.self, forKey: .scenario)
            capture = try container.decode(String.self, forKey: .capture)
            status = try container.decode(Status.self, forKey: .status)
            message = try container.decode(String.self, forKey: .message)
            expectedPath = try container.decodeIfPresent(String.self, forKey: .expectedPath)
            actualPath = try container.decodeIfPresent(String.self, forKey: .actualPath)
            diffPath = try container.decodeIfPresent(String.self, forKey: .diffPath)
            compositePath = try container.decodeIfPresent(String.self, forKey: .compositePath)
            goldenPath = try container.decodeIfPresent(String.self, forKey: .goldenPath)
            seconds = try container.decode(Double.self, forKey: .seconds)
            masks = try container.decodeIfPresent([String].self, forKey: .masks) ?? []
            valueDifferences = try container.decodeIfPresent([String].self, forKey: .valueDifferences) ?? []
            combination = try container.decodeIfPresent(String.self, forKey: .combination)
            device = try container.decodeIfPresent(String.self, forKey: .device)
            goldenStamp = try container.decodeIfPresent(String.self, forKey: .goldenStamp)
            valuesOnly = try container.decodeIfPresent(Bool.self, forKey: .valuesOnly) ?? false
            actualValues = try container.decodeIfPresent([String: Double].self, forKey: .actualValues)
            expectedValues = try container.decodeIfPresent([String: Double].self, forKey: .expectedValues)
        }

        /// Encodes the entry, leaving out missing paths and empty lists.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(scenario, forKey: .scenario)
            try container.encode(capture, forKey: .capture)
            try container.encode(status, forKey: .status)
            try container.encode(message, forKey: .message)
            try container.encodeIfPresent(expectedPath, forKey: .expectedPath)
            try container.encodeIfPresent(actualPath, forKey: .actualPath)
            try container.encodeIfPresent(diffPath, forKey: .diffPath)
            try container.encodeIfPresent(compositePath, forKey: .compositePath)
            try container.encodeIfPresent(goldenPath, forKey: .goldenPath)
            try container.encode(seconds, forKey: .seconds)
            if !masks.isEmpty { try container.encode(masks, forKey: .masks) }
            if !valueDifferences.isEmpty { try container.encode(valueDifferences, forKey: .valueDifferences) }
            try container.encodeIfPresent(combination, forKey: .combination)
            try container.encodeIfPresent(device, forKey: .device)
            try container.encodeIfPresent(goldenStamp, forKey: .goldenStamp)
            if valuesOnly { try container.encode(valuesOnly, forKey: .valuesOnly) }
            try container.encodeIfPresent(actualValues, forKey: .actualValues)
            try container.encodeIfPresent(expectedValues, forKey: .expectedValues)
        }

        /// The capture's anchor on the report page (its element's `id`):
        /// `capture-[<combination>/]<scenario>/<capture>`, so a link to `index.html#…` lands on it.
        public var anchor: String { "capture-" + (combination.map { "\($0)/" } ?? "") + scenario + "/" + capture }

        /// The scenario as CI lists it: `[COMBINATION] SCENARIO` under a matrix, the scenario alone otherwise.
        public var suiteName: String { HTMLReport.suiteName(scenario: scenario, combination: combination) }

        /// The shell command that accepts the capture as the new golden, for a failed or missing capture whose
        /// image is in the report: `cp '<report>/<actual>' '<golden>'`; nil otherwise.
        ///
        /// - Parameter reportFolder: The report folder as the user names it; `""` or `"."` for the working
        ///   directory.
        public func acceptCommand(reportFolder: String) -> String? {
            if actualValues != nil, status == .fail || status == .missing, let (goldens, id) = goldenParts {
                return "keyboard-lab accept \(HTMLReport.shellQuoted(reportFolder.isEmpty ? "." : reportFolder)) "
                    + "--goldens \(HTMLReport.shellQuoted(goldens)) \(HTMLReport.shellQuoted(id))"
            }
            // An actual that is the golden itself has nothing to accept.
            guard status == .fail || status == .missing, let actualPath, let goldenPath, actualPath != expectedPath,
                HTMLReport.isInside(actualPath)
            else { return nil }
            let source = HTMLReport.join(reportFolder, actualPath)
            return "cp \(HTMLReport.shellQuoted(source)) \(HTMLReport.shellQuoted(goldenPath))"
        }

        /// The golden's path split into the goldens folder (as the user names it) and the capture's id in it
        /// (`[<combination>/]<scenario>/<capture>.png`), or nil without a golden path of that shape.
        public var goldenParts: (goldens: String, id: String)? {
            guard let goldenPath else { return nil }
            let parts = goldenPath.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
            let depth = combination == nil ? 2 : 3
            guard parts.count > depth, parts[parts.count - 2] == scenario,
                combination == nil || parts[parts.count - 3] == combination
            else { return nil }
            let root = parts.dropLast(depth).joined(separator: "/")
            return (root.isEmpty ? "/" : root, parts.suffix(depth).joined(separator: "/"))
        }

        /// The image paths that lie inside the report folder, labelled, in the order expected, actual, diff,
        /// composite.
        public var reportImages: [(label: String, path: String)] {
            [("expected", expectedPath), ("actual", actualPath), ("diff", diffPath), ("composite", compositePath)]
                .compactMap { label, path in path.flatMap { HTMLReport.isInside($0) ? (label, $0) : nil } }
        }
    }

    /// The frames of one animation sequence, stepped through with a scrubber.
    public struct FrameSequence: Equatable, Sendable, Codable {
        /// One frame of a sequence.
        public struct Frame: Equatable, Sendable, Codable {
            /// The capture's name.
            public var name: String
            /// Relative path of the golden PNG, when there is one.
            public var expectedPath: String?
            /// Relative path of the captured PNG, when there is one.
            public var actualPath: String?

            /// Creates a frame.
            public init(name: String, expectedPath: String? = nil, actualPath: String? = nil) {
                self.name = name
                self.expectedPath = expectedPath
                self.actualPath = actualPath
            }
        }

        /// The scenario the sequence belongs to.
        public var scenario: String
        /// The sequence's name.
        public var name: String
        /// The frames, in order.
        public var frames: [Frame]
        /// Relative path of the filmstrip PNG, when there is one.
        public var filmstripPath: String?
        /// The matrix combination the sequence was checked under, or nil for a run without `--vary`.
        public var combination: String?

        /// Creates a sequence.
        public init(
            scenario: String, name: String, frames: [Frame], filmstripPath: String? = nil, combination: String? = nil
        ) {
            self.scenario = scenario
            self.name = name
            self.frames = frames
            self.filmstripPath = filmstripPath
            self.combination = combination
        }
    }

    /// `[COMBINATION] SCENARIO` when there is a combination, else the scenario: how a scenario is named where
    /// several combinations list it (JUnit suites, report headings).
    public static func suiteName(scenario: String, combination: String?) -> String {
        combination.map { "[\($0)] \(scenario)" } ?? scenario
    }

    /// Whether a relative path stays inside the folder it is relative to (no `..` component, not absolute).
    public static func isInside(_ path: String) -> Bool {
        !path.hasPrefix("/") && !path.split(separator: "/").contains("..")
    }

    /// `folder/path`, or `path` alone when the folder is empty or `.`.
    public static func join(_ folder: String, _ path: String) -> String {
        if folder.isEmpty || folder == "." { return path }
        return folder.hasSuffix("/") ? folder + path : folder + "/" + path
    }

    /// `text` in single quotes for a POSIX shell, with embedded quotes escaped.
    public static func shellQuoted(_ text: String) -> String {
        var result = "'"
        for character in text {
            if character == "'" { result += "'\\''" } else { result.append(character) }
        }
        return result + "'"
    }
}
