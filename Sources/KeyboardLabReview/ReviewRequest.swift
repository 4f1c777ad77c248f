import GoldenReview

/// The bodies of the review server's requests and answers, as JSON.
///
/// ```json
/// POST /api/accept   {"captures": [{"id": "form/shown.png", "golden": "1234-9f0c…"}]}
/// POST /api/reject   {"id": "form/shown.png"}
/// POST /api/undo     {"id": "form/shown.png"}
/// answer             {"items": [ … the changed captures … ]}   or   {"error": "…"}
/// ```
public enum ReviewRequest {
    /// Accept: the captures, each with its golden's stamp as the page knows it.
    public struct Accept: Codable, Sendable {
        /// The captures to accept.
        public var captures: [ReviewSession.Stamped]
    }

    /// Reject or undo: one capture.
    public struct One: Codable, Sendable {
        /// The capture's ``ReviewItem/id``.
        public var id: String
    }

    /// The captures a request changed, as they are now.
    public struct Result: Codable, Sendable {
        /// The captures.
        public var items: [ReviewItem]
    }

    /// A refusal.
    public struct Refusal: Codable, Sendable {
        /// One line saying what was wrong and what was expected.
        public var error: String
    }

    /// What a body of `type` looks like, for messages.
    static func expected(_ type: Any.Type) -> String {
        switch type {
        case is Accept.Type: #"{"captures": [{"id": "<golden path>", "golden": "<stamp>"}]}"#
        case is One.Type: #"{"id": "<golden path>"}"#
        default: "the expected JSON"
        }
    }
}
