import CheckReport
import LabText
import ScreenshotComparison

/// The report page's markup: ``HTMLReport`` written out as HTML, with the style sheet and script of `Assets/Web`
/// inlined so the report folder stands alone.
extension HTMLReport {
    /// The count line of a compact page: `"271 passed, 12 failed"`, then the goldens recorded when there are any.
    public var passedFailedLine: String {
        let counts = counts
        var line = "\(ReportFormat.grouped(counts[.pass, default: 0])) passed, "
        line += "\(ReportFormat.grouped(entries.filter(\.status.isFailure).count)) failed"
        if let recorded = counts[.new], recorded > 0 { line += ", \(ReportFormat.grouped(recorded)) recorded" }
        return line
    }

    /// The whole page.
    ///
    /// - Complexity: O(n) in the number of entries and frames.
    public func render() -> String {
        var html = ""
        write(to: &html)
        return html
    }

    /// Writes the page to `output` a piece at a time, so a caller streaming it to a file never holds the whole page
    /// (a matrix run's page is megabytes).
    ///
    /// - Complexity: O(n) in the number of entries and frames.
    public func write(to output: inout some TextOutputStream) {
        output.write(
            """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(TextEscaping.html(title))</title>
            <style>\(web.reportStyleSheet)</style>
            </head>
            <body>
            <header>
            <h1>\(TextEscaping.html(title))</h1>

            """)
        output.write(onlyFailures ? compactSummaryHTML() : summaryHTML())
        output.write(staleHTML())
        output.write(filtersHTML())
        output.write("</header>\n<main>\n")
        for entry in listedEntries {
            output.write(entryHTML(entry))
        }
        for sequence in sequences where !onlyFailures || sequence.filmstripPath != nil {
            output.write(sequenceHTML(sequence))
        }
        output.write("</main>\n<script>\(web.reportScript)</script>\n")
        if let data {
            // Only "</" could end the element early; JSON has "<" only inside strings, where "\u003c" reads the same.
            output.write(Self.dataElementStart)
            output.write(data.utf8.contains(0x3C) ? data.replacing("<", with: "\\u003c") : data)
            output.write("</script>\n")
        }
        output.write("</body>\n</html>\n")
    }

    /// A relative path as a URL safe to place in an attribute: every byte other than letters,
    /// digits and `-._~/` percent-encoded (so `:` cannot introduce a scheme), then escaped.
    static func url(_ path: String) -> String {
        if path.utf8.allSatisfy(isURLSafe) { return path }
        var result = ""
        for byte in path.utf8 {
            if isURLSafe(byte) {
                result.append(Character(Unicode.Scalar(byte)))
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                result += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return TextEscaping.html(result)
    }

    /// Whether `byte` stands for itself in a link: ASCII letters, digits and `-._~/` (none needs HTML escaping).
    private static func isURLSafe(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
            UInt8(ascii: "~"), UInt8(ascii: "/"):
            true
        default: false
        }
    }

    private func summaryHTML() -> String {
        let counts = counts
        let failures = entries.filter(\.status.isFailure).count
        var html = "<p class=\"verdict \(failures > 0 ? "bad" : "good")\">"
        html += failures > 0 ? "\(ReportFormat.count(failures, "failure")) in " : "All good: "
        html += "\(ReportFormat.count(entries.count, "capture"))</p>\n<ul class=\"counts\">\n"
        for status in Status.allCases {
            html +=
                "<li class=\"badge \(status.rawValue)\"><b>\(counts[status, default: 0])</b> \(status.label)</li>\n"
        }
        html += "</ul>\n"
        html += "<label class=\"toggle\"><input type=\"checkbox\" id=\"hide-passing\"> Hide passing</label>\n"
        return html
    }

    /// The stale goldens, when there are: a list under the counts, with how to move them away.
    private func staleHTML() -> String {
        guard !stale.isEmpty else { return "" }
        var html = "<details class=\"stale\" open><summary>\(ReportFormat.count(stale.count, "stale golden"))"
        html += " (no capture of the checked scenarios writes them; check --prune moves them to .trash/)"
        html += "</summary>\n<ul>\n"
        for path in stale { html += "<li><code>\(TextEscaping.html(path))</code></li>\n" }
        return html + "</ul>\n</details>\n"
    }

    /// The compact page's summary: the verdict and the passed and failed counts, no per-status badges.
    private func compactSummaryHTML() -> String {
        let failures = entries.filter(\.status.isFailure).count
        var html = "<p class=\"verdict \(failures > 0 ? "bad" : "good")\">\(TextEscaping.html(passedFailedLine))</p>\n"
        html += "<p class=\"hint\">Failures only: passing captures are counted, not listed.</p>\n"
        return html
    }

    /// Under a matrix, a table of each combination's passed and failed counts; then a filter by combination and
    /// one by device when there is more than one of either.
    private func filtersHTML() -> String {
        var html = ""
        let combinations = combinations
        if !combinations.isEmpty {
            var passed: [String: Int] = [:]
            var failed: [String: Int] = [:]
            for entry in entries {
                guard let combination = entry.combination else { continue }
                if entry.status.isFailure { failed[combination, default: 0] += 1 }
                if entry.status == .pass { passed[combination, default: 0] += 1 }
            }
            html += "<table class=\"combinations\">\n<thead><tr><th>Combination</th><th>Passed</th><th>Failed</th>"
            html += "</tr></thead>\n<tbody>\n"
            for combination in combinations {
                let bad = failed[combination, default: 0]
                html +=
                    "<tr class=\"\(bad > 0 ? "bad" : "good")\"><td><button type=\"button\" class=\"show-combination\" "
                html +=
                    "data-value=\"\(TextEscaping.html(combination))\">\(TextEscaping.html(combination))</button></td>"
                html += "<td>\(passed[combination, default: 0])</td><td>\(bad)</td></tr>\n"
            }
            html += "</tbody>\n</table>\n"
        }
        let filters = [("combination", "Combination", combinations), ("device", "Device", devices)]
            .filter { $0.2.count > 1 }
        guard !filters.isEmpty else { return html }
        html += "<p class=\"filters\">"
        for (key, label, values) in filters {
            html += "<label>\(label) <select class=\"filter\" id=\"filter-\(key)\" data-key=\"\(key)\">"
            html += "<option value=\"\">All</option>"
            for value in values {
                html += "<option value=\"\(TextEscaping.html(value))\">\(TextEscaping.html(value))</option>"
            }
            html += "</select></label> "
        }
        return html + "</p>\n"
    }

    /// `data-combination` and `data-device` attributes for what is set, each after a space.
    private static func filterAttributes(combination: String?, device: String?) -> String {
        var html = ""
        if let combination { html += " data-combination=\"\(TextEscaping.html(combination))\"" }
        if let device { html += " data-device=\"\(TextEscaping.html(device))\"" }
        return html
    }

    private func entryHTML(_ entry: Entry) -> String {
        let status = entry.status.rawValue
        var html = "<article class=\"capture status-\(status)\" id=\"\(TextEscaping.html(entry.anchor))\""
        html += Self.filterAttributes(combination: entry.combination, device: entry.device) + ">\n"
        html += "<h2><span class=\"badge \(status)\">\(entry.status.label)</span> "
        if let combination = entry.combination {
            html += "<span class=\"combination\">\(TextEscaping.html(combination))</span> "
        }
        html += "\(TextEscaping.html(entry.scenario)) / \(TextEscaping.html(entry.capture))"
        if let device = entry.device { html += " <span class=\"device\">\(TextEscaping.html(device))</span>" }
        html += "</h2>\n"
        if !entry.message.isEmpty {
            html += "<p class=\"message\">\(TextEscaping.html(entry.message))</p>\n"
        }
        if let accept = entry.acceptCommand(reportFolder: reportFolder) {
            html += "<p class=\"message accept\">accept: <code>\(TextEscaping.html(accept))</code></p>\n"
        }
        if !entry.valueDifferences.isEmpty {
            html += "<ul class=\"values\" aria-label=\"values that differ\">"
            html += entry.valueDifferences.map { "<li>\(TextEscaping.html($0))</li>" }.joined()
            html += "</ul>\n"
        }
        if !entry.masks.isEmpty {
            html += "<p class=\"masks\"><span class=\"hatch\"></span> masked (hatched in the diff): "
            html += entry.masks.map(TextEscaping.html).joined(separator: "; ") + "</p>\n"
        }
        let hasPair = entry.expectedPath != nil && entry.actualPath != nil
        html += "<div class=\"views\" data-mode=\"side\">\n"
        if hasPair {
            html += "<div class=\"modes\" role=\"tablist\">"
            html += "<button type=\"button\" data-mode=\"side\" aria-pressed=\"true\">Side by side</button>"
            html += "<button type=\"button\" data-mode=\"slider\" aria-pressed=\"false\">Slider</button>"
            html += "<button type=\"button\" data-mode=\"blink\" aria-pressed=\"false\">Blink</button></div>\n"
        }
        html += "<div class=\"view side\">\n"
        for (label, path) in [("Expected", entry.expectedPath), ("Actual", entry.actualPath), ("Diff", entry.diffPath)]
        {
            guard let path else { continue }
            html += Self.figure(label: label, path: path)
        }
        html += "</div>\n"
        if let expected = entry.expectedPath, let actual = entry.actualPath {
            html += "<div class=\"view slider\">\n<div class=\"stage split-stage\">"
            html += "<img class=\"under\" src=\"\(Self.url(expected))\" alt=\"expected\">"
            html += "<img class=\"over\" src=\"\(Self.url(actual))\" alt=\"actual\">"
            html += "<div class=\"handle\"></div></div>\n"
            html += "<input type=\"range\" class=\"split\" min=\"0\" max=\"100\" value=\"50\" "
            html += "aria-label=\"Split between expected (left) and actual (right)\">\n"
            html += "<p class=\"hint\">Expected on the left, actual on the right: drag to move the split.</p>\n</div>\n"
            html += "<div class=\"view blink\">\n<div class=\"stage blink-stage\" data-showing=\"expected\">"
            html += "<img class=\"expected\" src=\"\(Self.url(expected))\" alt=\"expected\">"
            html += "<img class=\"actual\" src=\"\(Self.url(actual))\" alt=\"actual\"></div>\n"
            html += "<p><button type=\"button\" class=\"blink-toggle\" aria-pressed=\"false\">Start blinking</button> "
            html += "<span class=\"blink-label\">expected</span> (click the image to flip)</p>\n</div>\n"
        }
        html += "</div>\n"
        if let composite = entry.compositePath {
            html += "<details><summary>Composite</summary>"
            html +=
                "<img src=\"\(Self.url(composite))\" alt=\"expected, diff and actual\" loading=\"lazy\"></details>\n"
        }
        return html + "</article>\n"
    }

    private func sequenceHTML(_ sequence: FrameSequence) -> String {
        var html =
            "<article class=\"sequence\"\(Self.filterAttributes(combination: sequence.combination, device: nil))>\n"
        html += "<h2><span class=\"badge sequence\">sequence</span> "
        if let combination = sequence.combination {
            html += "<span class=\"combination\">\(TextEscaping.html(combination))</span> "
        }
        html += "\(TextEscaping.html(sequence.scenario)) / \(TextEscaping.html(sequence.name)) "
        html += "(\(ReportFormat.count(sequence.frames.count, "frame")))</h2>\n"
        if let filmstrip = sequence.filmstripPath {
            html +=
                "<div class=\"filmstrip\"><img src=\"\(Self.url(filmstrip))\" alt=\"filmstrip\" loading=\"lazy\"></div>\n"
        }
        // A compact page shows the failing sequence's filmstrip only: its scrubber would show the passing frames.
        guard !sequence.frames.isEmpty, !onlyFailures else { return html + "</article>\n" }
        html += "<div class=\"scrubber\">\n<p><input type=\"range\" class=\"scrub\" min=\"0\" "
        html += "max=\"\(sequence.frames.count - 1)\" value=\"0\" step=\"1\" aria-label=\"Frame\"> "
        html += "<output class=\"frame-name\">\(TextEscaping.html(sequence.frames[0].name))</output></p>\n"
        for (index, frame) in sequence.frames.enumerated() {
            html +=
                "<div class=\"frame\" data-name=\"\(TextEscaping.html(frame.name))\"\(index == 0 ? "" : " hidden")>\n"
            if let path = frame.expectedPath { html += Self.figure(label: "Expected", path: path) }
            if let path = frame.actualPath { html += Self.figure(label: "Actual", path: path) }
            html += "</div>\n"
        }
        return html + "</div>\n</article>\n"
    }

    private static func figure(label: String, path: String) -> String {
        "<figure><figcaption>\(label)</figcaption><img src=\"\(url(path))\" alt=\"\(label.lowercased())\"></figure>\n"
    }
}
