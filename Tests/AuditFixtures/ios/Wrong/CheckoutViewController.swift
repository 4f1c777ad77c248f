import UIKit

/// A checkout form that avoids the keyboard the way many apps first do.
final class CheckoutViewController: UIViewController {
    @IBOutlet private var scrollView: UIScrollView!

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(
            self, selector: #selector(keyboardWillShow(_:)),
            name: UIResponder.keyboardWillShowNotification, object: nil)
    }

    @objc private func keyboardWillShow(_ notification: Notification) {
        guard let frame = notification.userInfo?[UIResponder.keyboardFrameBeginUserInfoKey] as? CGRect else { return }
        scrollView.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: frame.height, right: 0)
    }

    @objc private func keyboardFrameChanged(_ notification: Notification) {
        let info = notification.userInfo ?? [:]
        let end = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? .zero
        UIView.animate(withDuration: 0.3) {
            self.scrollView.contentInset.bottom = end.height
        }
    }
}
