import KeyboardAvoidance
import LabDrawing

/// Where every message's bubble lies in the list's content coordinates, oldest at the top, and the lines each one
/// wraps into.
///
/// Text is wrapped by summing word widths measured once per distinct word, so a long chat lays out in one pass;
/// bubbles are stored top to bottom, so the visible range is a binary search and only it is drawn.
///
/// ```swift
/// let layout = MessageLayout(
///     messages: thread.messages, width: 393, font: body, lineHeight: 22, measurer: fonts)
/// layout.visible(minY: offset, maxY: offset + 600)  // the bubbles to draw
/// ```
public struct MessageLayout: Equatable, Sendable {
    /// Bubbles are at most this share of the list's width.
    public static let maxWidthRatio = 0.7
    /// The text's inset inside a bubble: 12 pt at the sides, 7 pt above and below.
    public static let padding = (horizontal: 12.0, vertical: 7.0)
    /// The space between bubbles of one sender.
    public static let sameSenderGap = 2.0
    /// The space between bubbles of different senders.
    public static let senderGap = 8.0
    /// The bubbles' distance from the list's sides.
    public static let sideInset = 16.0
    /// The space above the first bubble and below the last.
    public static let endPadding = 12.0

    /// Each message's bubble, in content coordinates.
    public private(set) var bubbles: [Rect] = []
    /// Every message's wrapped lines as UTF-8 byte ranges of its text, message after message: the start and end
    /// of each line, in pairs.
    private var lineBounds: [Int32] = []
    /// Where each message's lines begin in ``lineBounds`` (in lines), and one more for the end.
    private var firstLine: [Int32] = [0]
    /// The content's size.
    public private(set) var contentSize = Size.zero
    /// The list's width.
    public let width: Double
    /// The text's font.
    public let font: FontSpec
    /// The height of one line of text.
    public let lineHeight: Double
    private var lastSender: Message.Sender?

    /// Lays out `messages` for a list `width` wide, measuring with `measurer`.
    ///
    /// - Complexity: O(c) in the characters, with one measurement per distinct word.
    public init(
        messages: [Message], width: Double, font: FontSpec, lineHeight: Double, measurer: any TextMeasuring
    ) {
        self.width = width
        self.font = font
        self.lineHeight = lineHeight
        bubbles.reserveCapacity(messages.count)
        firstLine.reserveCapacity(messages.count + 1)
        lineBounds.reserveCapacity(messages.count * 4)
        contentSize = Size(width: width, height: Self.endPadding)
        var words = WordWidths(measurer: measurer, font: font)
        for message in messages { append(message, words: &words) }
    }

    /// Adds `message` at the bottom.
    public mutating func append(_ message: Message, measurer: any TextMeasuring) {
        var words = WordWidths(measurer: measurer, font: font)
        append(message, words: &words)
    }

    private mutating func append(_ message: Message, words: inout WordWidths) {
        let padding = Self.padding
        let textWidth = max(1, (width - 2 * Self.sideInset) * Self.maxWidthRatio - 2 * padding.horizontal)
        let widest = words.wrap(message.text, width: textWidth, into: &lineBounds)
        let lineCount = lineBounds.count / 2 - Int(firstLine[firstLine.count - 1])
        firstLine.append(Int32(lineBounds.count / 2))
        var y = contentSize.height - Self.endPadding
        if let lastSender { y += lastSender == message.from ? Self.sameSenderGap : Self.senderGap }
        let size = Size(
            width: min(textWidth, widest).rounded(.up) + 2 * padding.horizontal,
            height: Double(lineCount) * lineHeight + 2 * padding.vertical)
        let x = message.from == .me ? width - Self.sideInset - size.width : Self.sideInset
        bubbles.append(Rect(x: x, y: y, width: size.width, height: size.height))
        lastSender = message.from
        contentSize.height = y + size.height + Self.endPadding
    }

    /// The lines message `index`, whose text is `text`, wraps into.
    public func lines(of index: Int, text: String) -> [String] {
        var text = text
        return text.withUTF8 { bytes in
            (Int(firstLine[index])..<Int(firstLine[index + 1])).map { line in
                let start = min(bytes.count, Int(lineBounds[2 * line]))
                let end = min(bytes.count, max(start, Int(lineBounds[2 * line + 1])))
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
            }
        }
    }

    /// The messages whose bubbles meet the band from `minY` to `maxY`.
    ///
    /// - Complexity: O(log n).
    public func visible(minY: Double, maxY: Double) -> Range<Int> {
        let first = firstIndex { $0.maxY >= minY }
        let end = firstIndex { $0.minY > maxY }
        return first..<max(first, end)
    }

    /// The first index whose bubble satisfies `test`, which is false then true along the list.
    private func firstIndex(where test: (Rect) -> Bool) -> Int {
        var low = 0
        var high = bubbles.count
        while low < high {
            let mid = (low + high) / 2
            if test(bubbles[mid]) { high = mid } else { low = mid + 1 }
        }
        return low
    }
}

/// Word widths for wrapping many messages in one font: an ASCII word is the sum of its characters' advances,
/// each measured once (over a run of ten, for sub-point precision, kerning left out, so a line is never narrower
/// than it draws); any other word is measured whole, once.
struct WordWidths {
    let measurer: any TextMeasuring
    let font: FontSpec
    let space: Double
    private var advances = [Double](repeating: -1, count: 128)
    private var cache: [String: Double] = [:]

    init(measurer: any TextMeasuring, font: FontSpec) {
        self.measurer = measurer
        self.font = font
        space = measurer.size(of: " ", font: font).width
    }

    mutating func width(_ word: UnsafeBufferPointer<UInt8>) -> Double {
        var total = 0.0
        for byte in word {
            guard byte < 128 else { return measured(String(decoding: word, as: UTF8.self)) }
            var advance = advances[Int(byte)]
            if advance < 0 {
                let character = String(UnicodeScalar(byte))
                advance = measurer.size(of: String(repeating: character, count: 10), font: font).width / 10
                advances[Int(byte)] = advance
            }
            total += advance
        }
        return total
    }

    /// `word` measured whole, once.
    private mutating func measured(_ word: String) -> Double {
        if let known = cache[word] { return known }
        let width = measurer.size(of: word, font: font).width
        cache[word] = width
        return width
    }

    /// Breaks `text` at spaces into lines no wider than `width` (a longer word keeps a line to itself), explicit
    /// newlines always breaking, appending each line's UTF-8 start and end to `bounds`; returns the widest line's
    /// width. Runs of spaces count as one; a line leaves out the spaces around it.
    ///
    /// - Complexity: O(n) in the text's bytes, with no allocation for ASCII text.
    mutating func wrap(_ text: String, width: Double, into bounds: inout [Int32]) -> Double {
        var text = text
        return text.withUTF8 { bytes in
            var widest = 0.0
            var lineStart = 0
            var lineEnd = 0
            var lineWidth = 0.0
            var hasWord = false
            func flush() {
                bounds.append(Int32(lineStart))
                bounds.append(Int32(hasWord ? lineEnd : lineStart))
                widest = max(widest, lineWidth)
                hasWord = false
                lineWidth = 0
            }
            var index = 0
            while index <= bytes.count {
                if index == bytes.count || bytes[index] == UInt8(ascii: "\n") {
                    if !hasWord { lineStart = index }
                    flush()
                    index += 1
                    lineStart = index
                    continue
                }
                if bytes[index] == UInt8(ascii: " ") {
                    index += 1
                    continue
                }
                var end = index
                while end < bytes.count, bytes[end] != UInt8(ascii: " "), bytes[end] != UInt8(ascii: "\n") { end += 1 }
                let w = self.width(UnsafeBufferPointer(rebasing: bytes[index..<end]))
                if !hasWord {
                    lineStart = index
                    lineWidth = w
                    hasWord = true
                } else if lineWidth + space + w <= width {
                    lineWidth += space + w
                } else {
                    flush()
                    lineStart = index
                    lineWidth = w
                    hasWord = true
                }
                lineEnd = end
                index = end
            }
            return widest
        }
    }
}
