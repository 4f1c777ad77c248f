import CheckReport
import Foundation
import GoldenReview
import LabText

/// The review page: one HTML document with inline style and script and the captures embedded as JSON. The script
/// draws a card per capture (expected, diff and actual side by side, a slider and a toggle), filters them by
/// verdict, scenario, device and combination, and sends Accept, Reject, Undo and "Accept all shown" to the
/// server, updating the cards in place from the answers.
///
/// ```swift
/// let html = ReviewPage(title: "KeyboardLab review", summary: "283 captures…", token: token, items: items).render()
/// ```
public struct ReviewPage: Sendable {
    /// The page's title.
    public var title: String
    /// One line about the run.
    public var summary: String
    /// The run's token, which the script sends with every change.
    public var token: String
    /// The captures.
    public var items: [ReviewItem]
    /// The style sheets and script the page inlines (`Assets/Web`); without them (the default) the markup alone.
    public var web: WebAssets

    /// A page of `items`.
    public init(title: String, summary: String, token: String, items: [ReviewItem], web: WebAssets = WebAssets()) {
        self.title = title
        self.summary = summary
        self.token = token
        self.items = items
        self.web = web
    }

    /// The data the script reads: the token and the captures.
    struct Payload: Encodable {
        var token: String
        var items: [ReviewItem]
    }

    /// The HTML document.
    public func render() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let json =
            (try? encoder.encode(Payload(token: token, items: items))).map { String(decoding: $0, as: UTF8.self) }
            ?? #"{"token":"","items":[]}"#
        // "</" cannot end the script element early when written "<\/".
        let data = json.replacingOccurrences(of: "</", with: "<\\/")
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(TextEscaping.html(title))</title>
            <style>
            \(web.reportStyleSheet)
            \(web.reviewStyleSheet)
            </style>
            </head>
            <body>
            <header>
            <h1>\(TextEscaping.html(title))</h1>
            <p class="summary">\(TextEscaping.html(summary))</p>
            <div class="filters" role="toolbar" aria-label="Filters">
            <button type="button" class="group" data-group="failed" aria-pressed="true">Failed <span></span></button>
            <button type="button" class="group" data-group="new" aria-pressed="true">New <span></span></button>
            <button type="button" class="group" data-group="passed" aria-pressed="false">Passed <span></span></button>
            <label>Scenario <select id="scenario"><option value="">all</option></select></label>
            <label>Device <select id="device"><option value="">all</option></select></label>
            <label id="combination-filter">Combination <select id="combination"><option value="">all</option></select></label>
            <button type="button" id="accept-all" class="accept">Accept all shown</button>
            </div>
            <p class="keys">Keys: <kbd>j</kbd>/<kbd>k</kbd> next/previous, <kbd>a</kbd> accept, <kbd>r</kbd> reject, \
            <kbd>u</kbd> undo, <kbd>v</kbd> side by side, slider, toggle</p>
            <p id="status" role="status" aria-live="polite"></p>
            </header>
            <main id="captures"></main>
            <p id="empty" hidden>Nothing to show with these filters.</p>
            <script type="application/json" id="review-data">\(data)</script>
            <script>
            \(web.reviewScript)
            </script>
            </body>
            </html>

            """
    }
}
