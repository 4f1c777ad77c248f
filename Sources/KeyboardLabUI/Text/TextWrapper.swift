import KeyboardAvoidance

/// Breaks a multi-line field's text into lines that fit a width, at spaces where possible.
public struct TextWrapper {
    /// The measurer.
    public var measurer: any TextMeasuring
    /// The font.
    public var font: FontSpec
    /// The line width in points.
    public var width: Double

    /// Creates a wrapper.
    public init(measurer: any TextMeasuring, font: FontSpec, width: Double) {
        self.measurer = measurer
        self.font = font
        self.width = width
    }

    /// The lines of `text`, each with the character offset where it starts; explicit newlines always break.
    ///
    /// - Complexity: O(n · w) in the characters and the words per line.
    public func lines(_ text: String) -> [(start: Int, text: String)] {
        var result: [(start: Int, text: String)] = []
        var offset = 0
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            var lineStart = offset
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
                let candidate = line.isEmpty ? String(word) : line + " " + word
                if line.isEmpty || measurer.size(of: candidate, font: font).width <= width {
                    line = candidate
                    continue
                }
                result.append((lineStart, line))
                lineStart += line.count + 1
                line = String(word)
            }
            result.append((lineStart, line))
            offset += paragraph.count + 1
        }
        return result
    }

    /// Which line holds character offset `caret`.
    public func line(ofCaret caret: Int, in lines: [(start: Int, text: String)]) -> Int {
        var index = 0
        for (i, line) in lines.enumerated() where line.start <= caret { index = i }
        return index
    }
}
