import Foundation
import Testing

/// Reading the window's trace (interactive dismissal by a drag is tested in process: `WindowPointerTests`).
extension WindowTests {
    /// The frame lines of a trace, decoded.
    func frames(_ trace: String) throws -> [[String: Any]] {
        try trace.split(separator: "\n").compactMap {
            try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
    }
}
