/// How the screen is presented: full screen, or in a card over a dimmed presenting screen.
///
/// ```swift
/// let sheet = try ModalPresentation.parse(style: "pageSheet", detent: "medium").get()
/// ```
public struct ModalPresentation: Equatable, Hashable, Sendable {
    /// The presentation style, as UIKit names it.
    public enum Style: String, Equatable, Hashable, Sendable, CaseIterable, Codable {
        /// The whole screen.
        case fullScreen
        /// A card from `safe top + 10` to the screen's bottom (iPhone); iOS shows it as a form sheet on an iPad.
        case pageSheet
        /// A centred 540 × 620 card (iPad); iOS shows it as a page sheet on an iPhone.
        case formSheet
    }

    /// A page sheet's height.
    public enum Detent: String, Equatable, Hashable, Sendable, CaseIterable, Codable {
        /// From `safe top + 10`; it stays when the keyboard comes up.
        case large
        /// Half the screen tall; it rises with the keyboard.
        case medium
    }

    /// The style.
    public var style: Style
    /// The detent of a page sheet (ignored otherwise).
    public var detent: Detent

    /// A presentation; `large` by default.
    public init(_ style: Style, detent: Detent = .large) {
        self.style = style
        self.detent = detent
    }

    /// Full screen.
    public static let fullScreen = ModalPresentation(.fullScreen)

    /// The presentations the window's key cycles through: full screen, page sheet large and medium, form sheet.
    public static let cycle = [
        fullScreen, ModalPresentation(.pageSheet), ModalPresentation(.pageSheet, detent: .medium),
        ModalPresentation(.formSheet),
    ]

    /// The next in ``cycle``.
    public var next: ModalPresentation {
        let index = Self.cycle.firstIndex(of: self) ?? -1
        return Self.cycle[(index + 1) % Self.cycle.count]
    }

    /// `style` or `style detent`, as scenarios write it.
    public var text: String { style == .pageSheet && detent == .medium ? "pageSheet medium" : style.rawValue }

    /// Parses `STYLE`, `STYLE DETENT` or `STYLE/DETENT` (the form a `--compare` or `--vary` value takes).
    public static func parse(_ text: String) -> Result<ModalPresentation, PresentationError> {
        let words = text.split(whereSeparator: { $0 == "/" || $0 == " " }).map(String.init)
        guard let style = words.first, words.count <= 2 else {
            return .failure(PresentationError(word: text, names: Style.allCases.map(\.rawValue), kind: "style"))
        }
        return parse(style: style, detent: words.count == 2 ? words[1] : nil)
    }

    /// Parses a style and an optional detent.
    ///
    /// - Returns: the presentation, or one line naming the word, the valid ones and, where close, the one meant.
    public static func parse(style: String, detent: String? = nil) -> Result<ModalPresentation, PresentationError> {
        guard let parsedStyle = Style(rawValue: style) else {
            return .failure(PresentationError(word: style, names: Style.allCases.map(\.rawValue), kind: "style"))
        }
        guard let detent else { return .success(ModalPresentation(parsedStyle)) }
        guard let parsedDetent = Detent(rawValue: detent) else {
            return .failure(PresentationError(word: detent, names: Detent.allCases.map(\.rawValue), kind: "detent"))
        }
        guard parsedStyle == .pageSheet else {
            return .failure(PresentationError(word: detent, names: [], kind: "detent", style: style))
        }
        return .success(ModalPresentation(parsedStyle, detent: parsedDetent))
    }
}

/// An unknown presentation style or detent.
public struct PresentationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The word as written.
    public var word: String
    /// The valid words.
    public var names: [String]
    /// `style` or `detent`.
    public var kind: String
    /// For a detent given to a style that has none, that style.
    public var style: String?

    /// An error about `word`.
    public init(word: String, names: [String], kind: String, style: String? = nil) {
        self.word = word
        self.names = names
        self.kind = kind
        self.style = style
    }

    /// One line naming the word, the valid ones and, where close, the one meant.
    public var description: String {
        if let style {
            return "a \(style) has no detent, found \"\(word)\"; expected a detent only after pageSheet"
        }
        return "unknown presentation \(kind) \"\(word)\"\(ClosestName.hint(for: word, in: names)); expected "
            + names.joined(separator: ", ")
    }
}
