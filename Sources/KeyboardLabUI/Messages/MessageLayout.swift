import KeyboardAvoidance

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
    /// Each message's wrapped lines.
    public private(set) var lines: [[String]] = []
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
        lines.reserveCapacity(messages.count)
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
        let wrapped = words.wrap(message.text, width: textWidth)
        var y = contentSize.height - Self.endPadding
        if let lastSender { y += lastSender == message.from ? Self.sameSenderGap : Self.senderGap }
        let size = Size(
            width: min(textWidth, wrapped.widest).rounded(.up) + 2 * padding.horizontal,
            height: Double(wrapped.lines.count) * lineHeight + 2 * padding.vertical)
        let x = message.from == .me ? width - Self.sideInset - size.width : Self.sideInset
        bubbles.append(Rect(x: x, y: y, width: size.width, height: size.height))
        lines.append(wrapped.lines)
        lastSender = message.from
        contentSize.height = y + size.height + Self.endPadding
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

/// Word widths measured once each, for wrapping many messages in one font.
struct WordWidths {
    let measurer: any TextMeasuring
    let font: FontSpec
    let space: Double
    private var cache: [Substring: Double] = [:]

    init(measurer: any TextMeasuring, font: FontSpec) {
        self.measurer = measurer
        self.font = font
        space = measurer.size(of: " ", font: font).width
    }

    mutating func width(_ word: Substring) -> Double {
        if let known = cache[word] { return known }
        let width = measurer.size(of: String(word), font: font).width
        cache[word] = width
        return width
    }

    /// `text` broken at spaces into lines no wider than `width` (a longer word keeps a line to itself), explicit
    /// newlines always breaking; and the widest line's width.
    mutating func wrap(_ text: String, width: Double) -> (lines: [String], widest: Double) {
        var lines: [String] = []
        var widest = 0.0
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = Substring()
            var lineWidth = 0.0
            for word in paragraph.split(separator: " ") {
                let w = self.width(word)
                if line.isEmpty {
                    line = word
                    lineWidth = w
                } else if lineWidth + space + w <= width {
                    line = paragraph[line.startIndex..<word.endIndex]
                    lineWidth += space + w
                } else {
                    lines.append(String(line))
                    widest = max(widest, lineWidth)
                    line = word
                    lineWidth = w
                }
            }
            lines.append(String(line))
            widest = max(widest, lineWidth)
        }
        return (lines, widest)
    }
}
