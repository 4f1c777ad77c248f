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

    /// Creates a field.
    public init(
        id: String, label: String, placeholder: String = "", value: String = "", kind: FieldKind = .text,
        keyboard: KeyboardType? = nil, gap: Double? = nil
    ) {
        self.id = id
        self.label = label
        self.placeholder = placeholder
        self.value = value
        self.kind = kind
        self.keyboard = keyboard
        self.gap = gap
    }

    /// The keyboard this field brings up.
    public var keyboardType: KeyboardType { keyboard ?? kind.defaultKeyboard }

    /// Whether the field holds several lines.
    public var isMultiline: Bool { kind == .multiline }

    enum CodingKeys: String, CodingKey {
        case id, label, placeholder, value, kind, keyboard, gap
    }

    /// Decodes a field; `placeholder`, `value`, `kind`, `keyboard` and `gap` are optional.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(String.self, forKey: .id)
        label = try c.decode(String.self, forKey: .label)
        placeholder = try c.decodeIfPresent(String.self, forKey: .placeholder) ?? ""
        value = try c.decodeIfPresent(String.self, forKey: .value) ?? ""
        kind = try c.decodeIfPresent(FieldKind.self, forKey: .kind) ?? .text
        keyboard = try c.decodeIfPresent(KeyboardType.self, forKey: .keyboard)
        gap = try c.decodeIfPresent(Double.self, forKey: .gap)
    }
}
