import Foundation
import KeyboardAvoidance
import KeyboardLabUI

/// Writes one phone's trace: it observes the keyboard notifications through a ``KeyboardObserver``, as an app
/// would, and at each rendered frame writes the layout line (when the layout changed), the notifications posted
/// since the last frame, then the frame line.
final class TraceRecorder {
    private var writer: TraceWriter
    private let write: (String) -> Void
    private var posted: [TimedNotification] = []
    private var observer: KeyboardObserver?

    /// A recorder for a phone drawn through `mapping`, handing each line to `write`.
    init(mapping: PixelMapping, write: @escaping (String) -> Void) {
        writer = TraceWriter(scale: mapping.scale, screenOrigin: mapping.origin)
        self.write = write
        observer = KeyboardObserver(timedHandler: { [unowned self] notification in self.posted.append(notification) })
    }

    /// Registers the recorder with `center`; it observes for as long as the recorder lives.
    func observe(_ center: inout KeyboardNotificationCenter) {
        if let observer { center.add(observer) }
    }

    /// Writes the lines of one rendered frame of `phone`.
    func frame(_ phone: Phone) {
        for line in writer.lines(for: phone, notifications: posted) { write(line) }
        posted.removeAll(keepingCapacity: true)
    }
}
