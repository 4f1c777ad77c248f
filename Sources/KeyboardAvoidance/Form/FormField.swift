/// One editable text field of a form.
public struct FormField: Equatable, Hashable, Sendable, Codable {
    /// A unique id, used by scenarios (`tap field city`) and the trace.
    public var id: String
    /// The label on the row's left.
    public var label: String
    /// The grey text shown while the value is empty.
    public var placeholder: String
    /// The initial value.
    public var value: String
    /// What the field holds.
    public var kind: FieldKind
    /// The keyboard type, when it differs from the kind's.
    public var keyboard: KeyboardType?
    /// The gap to keep above the keyboard for this field, overriding the form's.
    public var gap: Double?
    /// What the Return key says, when it differs from the form's default (Next, or Done on the last field).
    public var returnKey: ReturnKey?
    /// What the text is for, where it changes the keyboard's bar (AutoFill); nil for none.
    public var textContentType: TextContentType?
    /// An icon colour, `#RRGGBB`: a rounded square left of the label, as in a settings list; nil for none.
    public var icon: String?
    /// Whether the row only shows its label (a list's row): it takes no focus and has no value.
    public internal(set) var isReadOnly = false

    /// Creates a field.
    public init(
        id: String, label: String, placeholder: String = "", value: String = "", kind: FieldKind = .text,
        keyboard: KeyboardType? = nil, gap: Double? = nil, returnKey: ReturnKey? = nil, icon: String? = nil,
        textContentType: TextContentType? = nil
    ) {
        self.icon = icon
        self.textContentType = textContentType
        self.id = id
        self.label = label
        self.placeholder = placeholder
        self.value = value
        self.kind = kind
        self.keyboard = keyboard
        self.gap = gap
        self.returnKey = returnKey
    }

    /// The keyboard this field brings up.
    public var keyboardType: KeyboardType { keyboard ?? kind.defaultKeyboard }

    /// Whether the field holds several lines.
    public var isMultiline: Bool { kind == .multiline }

    /// Whether the field hides its text behind dots (a password).
    public var isSecure: Bool { kind == .secure }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case id, label, placeholder, value, kind, keyboard, gap, returnKey, icon, textContentType
    }

    /// The keys a form file's field may have.
    static let keys = CodingKeys.allCases.map(\.rawValue)

    /// Decodes a field; all but `id` and `label` are optional.
    public init(from decoder: any Decoder) throws {
        try decoder.refuseUnknownKeys(allowed: Self.keys)
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(String.self, forKey: .id)
        label = try c.decode(String.self, forKey: .label)
        placeholder = try c.decodeIfPresent(String.self, forKey: .placeholder) ?? ""
        value = try c.decodeIfPresent(String.self, forKey: .value) ?? ""
        kind = try c.decodeIfPresent(FieldKind.self, forKey: .kind) ?? .text
        keyboard = try c.decodeIfPresent(KeyboardType.self, forKey: .keyboard)
        gap = try c.decodeIfPresent(Double.self, forKey: .gap)
        returnKey = try c.decodeIfPresent(ReturnKey.self, forKey: .returnKey)
        icon = try c.decodeIfPresent(String.self, forKey: .icon)
        textContentType = try c.decodeIfPresent(TextContentType.self, forKey: .textContentType)
        if let icon, !Self.isColour(icon) {
            throw DecodingError.dataCorruptedError(
                forKey: .icon, in: c, debugDescription: "expected a colour #RRGGBB, found \"\(icon)\"")
        }
    }

    /// Whether `text` is `#RRGGBB`.
    static func isColour(_ text: String) -> Bool {
        text.count == 7 && text.first == "#" && text.dropFirst().allSatisfy(\.isHexDigit)
    }

    /// A list's row: `text` as the label, no value, no focus.
    init(readOnlyRow text: String, id: String) {
        self.init(id: id, label: text)
        isReadOnly = true
    }
}
