import KeyboardAvoidance
import LabDrawing

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
            // Whether the line holds a word yet: an empty word (a second space in a row) counts, so a line that
            // starts with spaces keeps them and the next line's start stays on its first character.
            var hasWord = false
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
                let candidate = hasWord ? line + " " + word : String(word)
                if !hasWord || measurer.size(of: candidate, font: font).width <= width {
                    line = candidate
                    hasWord = true
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

    /// The starts of `text`'s lines as ``lines(_:)`` gives them, after an edit turned `old`, whose lines started at
    /// `previous`, into `text`: only the lines from the one before the first changed character on are wrapped again.
    ///
    /// A greedy wrap from a line's start depends on nothing before it, and a line's end on the first word of the
    /// next, so the lines that end before that one are unchanged. Typing in a long composer measures two lines, not
    /// all of them.
    ///
    /// - Complexity: O(n) in the characters, plus the measuring of the lines wrapped again.
    public func lineStarts(of text: String, after old: String, previous: [Int]) -> [Int] {
        let sameBytes = zip(old.utf8, text.utf8).prefix { $0 == $1 }.count
        // A combining mark typed after a character changes that character too: step back one.
        let changed = max(0, text[..<text.utf8.index(text.startIndex, offsetBy: sameBytes)].count - 1)
        guard let changedLine = previous.lastIndex(where: { $0 <= changed }) else {
            return lines(text).map(\.start)
        }
        let restartLine = max(0, changedLine - 1)
        let restart = previous[restartLine]
        let tail = lines(String(text.dropFirst(restart))).map { $0.start + restart }
        return Array(previous[..<restartLine]) + tail
    }

    /// Which line holds character offset `caret`.
    public func line(ofCaret caret: Int, in lines: [(start: Int, text: String)]) -> Int {
        var index = 0
        for (i, line) in lines.enumerated() where line.start <= caret { index = i }
        return index
    }
}
