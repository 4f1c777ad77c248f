import KeyboardAvoidance
import LabDrawing

extension TextMeasuring {
    /// `text` if it fits `width` in `font`, else its longest prefix that fits with "…" after it, as UILabel
    /// truncates its tail.
    ///
    /// - Complexity: O(log n) measurements of prefixes of the n characters.
    public func truncating(_ text: String, font: FontSpec, toWidth width: Double) -> String {
        guard size(of: text, font: font).width > width else { return text }
        let characters = Array(text)
        var low = 0
        var high = characters.count
        while low < high {
            let mid = (low + high + 1) / 2
            if size(of: String(characters[..<mid]) + "…", font: font).width <= width {
                low = mid
            } else {
                high = mid - 1
            }
        }
        return low == 0 ? "" : String(characters[..<low]).trimmingTrailingSpaces + "…"
    }
}

extension String {
    /// The string without trailing spaces.
    fileprivate var trimmingTrailingSpaces: String {
        var copy = self
        while copy.last == " " { copy.removeLast() }
        return copy
    }
}
