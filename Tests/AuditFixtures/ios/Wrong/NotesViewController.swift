import UIKit

/// A notes screen that moves its text view only once the keyboard is up, measuring in the wrong coordinates.
final class NotesViewController: UIViewController {
    @IBOutlet private var textView: UITextView!

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(
            self, selector: #selector(keyboardDidShow(_:)), name: UIResponder.keyboardDidShowNotification, object: nil)
    }

    @objc private func keyboardDidShow(_ notification: Notification) {
        guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        let overlap = textView.frame.maxY - frame.minY
        textView.contentInset.bottom = max(0, overlap)
    }
}
