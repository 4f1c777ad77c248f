import KeyboardAvoidance

/// A text field an import found: where it is in the design's points and how it edits, with the words it was named
/// from and what it came from, for the printed account.
public struct ImportedField: Equatable, Hashable, Sendable {
    /// The id scenarios tap it by: its label's words, made unique.
    public var id: String
    /// The words the id and keyboard came from (a label, a placeholder, a resource id), as found.
    public var label: String
    /// The field's box in the design's points.
    public var rect: Rect
    /// The keyboard its words ask for.
    public var keyboard: KeyboardType
    /// What its Return key says, once the fields are in reading order; nil in a multi-line field.
    public var returnKey: ReturnKey?
    /// Whether the text wraps in the box and Return breaks the line.
    public var isMultiline: Bool
    /// Whether its words say password: the screen file marks it `secure`, so typed text shows as dots.
    public var isPassword: Bool
    /// Whether its words say search: its Return key says Search.
    public var isSearch: Bool
    /// From the box's left edge to the placeholder, in points, when the source says.
    public var textInset: Double?
    /// The points at the box's right its text area leaves alone, where the source has a trailing icon (a
    /// password's eye, a clear button), or nil.
    public var trailingInset: Double?
    /// The colour the field's text area is painted with, `#RRGGBB`, when the source says (a Figma box's solid
    /// fill), or nil.
    public var fill: String?
    /// The label a Material 3 field shows in its box and floats onto its top edge on focus, or nil.
    public var floatingLabel: String?
    /// The placeholder's font size in points, when the source says.
    public var fontSize: Double?
    /// What it came from, as the account names it: `INSTANCE "Text field" (12:40)`.
    public var origin: String
    /// What its text is for, as the screen file's `textContentType` (`username`, `password`, `newPassword`), or
    /// nil.
    public var textContentType: String?
    /// Its box in the source's own units beside the file's, when they differ, for the account:
    /// `[16, 152.38, 379.43, 57.14] dp`; nil when the file's points are the source's.
    public var sourceRect: String?

    /// A field named from `label`, its keyboard from `words` (the label and whatever else names it) and from the
    /// shape of `values`, the texts it shows (bullets are a password, masked digits take the number pad, an `@`
    /// takes the email keyboard), when its words say nothing more.
    public init(
        label: String, words: String, rect: Rect, origin: String, multiline: Bool = false, values: [String] = []
    ) {
        var reading = FieldWords.reading(of: words + " " + label)
        for shape in ([label] + values).compactMap(FieldWords.shape(of:)) {
            if shape.password {
                reading.password = true
            } else if reading.keyboard == .letters, !reading.password {
                reading.keyboard = shape.keyboard
            }
        }
        if reading.password { reading.keyboard = .letters }
        self.id = FieldWords.identifier(from: label)
        self.label = label
        self.rect = rect
        self.keyboard = reading.keyboard
        self.isPassword = reading.password
        self.isSearch = reading.search
        self.isMultiline = multiline || reading.multiline
        self.origin = origin
        if isMultiline { keyboard = .letters }
    }

    /// `fields` in reading order (top to bottom, a row left to right), their ids unique (`email`, `email2`), each
    /// Return key `next` but the last's `done` (`search` in a search field, none in a multi-line one).
    ///
    /// - Complexity: O(n log n).
    public static func inReadingOrder(_ fields: [ImportedField]) -> [ImportedField] {
        let sorted = fields.sorted { a, b in
            let sameRow = abs(a.rect.midY - b.rect.midY) < min(a.rect.height, b.rect.height) / 2
            return sameRow ? a.rect.minX < b.rect.minX : a.rect.minY < b.rect.minY
        }
        var seen: Set<String> = []
        var ordered: [ImportedField] = []
        for (index, field) in sorted.enumerated() {
            var field = field
            field.id = FieldWords.unique(field.id, among: &seen)
            if field.isMultiline {
                field.returnKey = nil
            } else if field.isSearch {
                field.returnKey = .search
            } else {
                field.returnKey = index == sorted.count - 1 ? .done : .next
            }
            ordered.append(field)
        }
        return withContentTypes(ordered)
    }
}
