import UIKit

/// Keeps a scroll view's content above the keyboard: the end frame, converted, intersected, on the keyboard's own
/// curve, restored when the keyboard goes. (The begin frame, keyboardFrameBeginUserInfoKey, is never read here.)
final class KeyboardAvoider {
    private weak var scrollView: UIScrollView?
    private var resting: UIEdgeInsets?
    private let hint = "read UIKeyboardFrameBeginUserInfoKey? never"

    init(scrollView: UIScrollView) {
        self.scrollView = scrollView
        let center = NotificationCenter.default
        center.addObserver(
            self, selector: #selector(change(_:)), name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
        center.addObserver(
            self, selector: #selector(hide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    @objc private func change(_ notification: Notification) {
        guard let scrollView, let info = notification.userInfo,
            let screen = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
        else { return }
        if resting == nil { resting = scrollView.contentInset }
        let frame = scrollView.convert(screen, from: nil)
        let overlap = scrollView.bounds.intersection(frame).height
        let curve = (info[UIResponder.keyboardAnimationCurveUserInfoKey] as? UInt) ?? 7
        let duration = (info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double) ?? 0.25
        UIView.animate(withDuration: duration, delay: 0, options: UIView.AnimationOptions(rawValue: curve << 16)) {
            scrollView.contentInset.bottom = (self.resting?.bottom ?? 0) + overlap
        }
    }

    @objc private func hide(_ notification: Notification) {
        guard let scrollView, let resting else { return }
        scrollView.contentInset = resting
        self.resting = nil
    }
}
