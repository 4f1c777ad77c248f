import FlyingFox

/// Refuses requests whose `Host` or `Origin` names anything but this machine's loopback, so a web page served
/// elsewhere cannot reach the review server by pointing a domain of its own at 127.0.0.1.
enum LoopbackOnly {
    /// Why `request` is refused, or nil when its `Host` and `Origin` (where present) are loopback.
    static func refusal(of request: HTTPRequest) -> String? {
        for host in request.headers.values(for: .host) where !isLoopback(host) {
            return "Host \(host) is not this machine; open the URL keyboard-lab review printed"
        }
        for origin in request.headers.values(for: HTTPHeader("Origin")) where !isLoopback(origin) {
            return "requests from \(origin) are refused; expected the review page itself"
        }
        return nil
    }

    /// Whether `authority` (a Host value, or an Origin with its scheme) names 127.0.0.1, localhost or [::1],
    /// with any port.
    static func isLoopback(_ authority: String) -> Bool {
        var text = Substring(authority)
        if let scheme = text.range(of: "://") { text = text[scheme.upperBound...] }
        let host: Substring
        if text.hasPrefix("[") {
            host = text.prefix { $0 != "]" }.dropFirst()
        } else {
            host = text.prefix { $0 != ":" && $0 != "/" }
        }
        return ["127.0.0.1", "localhost", "::1"].contains(host.lowercased())
    }
}
