import Foundation

/// A form: non-editable header labels above titled sections of text fields, all in one scroll view.
///
/// ```swift
/// let form = try Form.decode(bytes, file: "Assets/Forms/profile.json")
/// form.field(after: "city")?.id  // "zipCode"
/// form.returnKeyLabel(for: "notes")  // "return"
/// ```
public struct Form: Equatable, Hashable, Sendable, Codable {
    /// The title in the navigation bar.
    public var title: String
    /// Plain labels above the first section (first name, last name).
    public var headerLabels: [String]
    /// The gap above the keyboard for every field without its own, default 10 pt.
    public var gap: Double
    /// The sections, top to bottom; changing them updates ``fields`` and the index by id.
    public var sections: [FormSection] {
        didSet { reindex() }
    }
    /// How dragging the content dismisses the keyboard (`none` unless the form says otherwise).
    public var keyboardDismissMode: KeyboardDismissMode
    /// Every field in focus order, flattened from the sections.
    public private(set) var fields: [FormField] = []
    private var indexByID: [String: Int] = [:]

    /// Creates a form; call ``validated(file:)`` on forms that come from users.
    public init(
        title: String, headerLabels: [String] = [], gap: Double = KeyboardLabStrategy.defaultGap,
        sections: [FormSection],
        keyboardDismissMode: KeyboardDismissMode = .none
    ) {
        self.title = title
        self.keyboardDismissMode = keyboardDismissMode
        self.headerLabels = headerLabels
        self.gap = gap
        self.sections = sections
        reindex()
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case title, headerLabels, gap, sections, keyboardDismissMode
    }

    /// Decodes a form; `headerLabels`, `gap` and `keyboardDismissMode` are optional. Unknown keys are refused (a
    /// form file may name its JSON Schema in `$schema`, for editors; a form inside a screen file's `content` also has
    /// that content's `kind`).
    public init(from decoder: any Decoder) throws {
        let keys = CodingKeys.allCases.map(\.rawValue)
        try decoder.refuseUnknownKeys(allowed: decoder.codingPath.isEmpty ? keys : ["kind"] + keys)
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            title: try c.decodeIfPresent(String.self, forKey: .title) ?? "",
            headerLabels: try c.decodeIfPresent([String].self, forKey: .headerLabels) ?? [],
            gap: try c.decodeIfPresent(Double.self, forKey: .gap) ?? KeyboardLabStrategy.defaultGap,
            sections: try c.decode([FormSection].self, forKey: .sections),
            keyboardDismissMode: try c.decodeIfPresent(KeyboardDismissMode.self, forKey: .keyboardDismissMode) ?? .none)
    }

    /// Encodes the form in the same shape it loads from.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(title, forKey: .title)
        try c.encode(headerLabels, forKey: .headerLabels)
        try c.encode(gap, forKey: .gap)
        try c.encode(sections, forKey: .sections)
        try c.encode(keyboardDismissMode, forKey: .keyboardDismissMode)
    }

    private mutating func reindex() {
        fields = sections.flatMap(\.fields)
        indexByID = [:]
        for (index, field) in fields.enumerated() where indexByID[field.id] == nil {
            indexByID[field.id] = index
        }
    }

    /// The position of the field `id` in focus order.
    public func index(of id: String) -> Int? { indexByID[id] }

    /// The field with `id`.
    public func field(_ id: String) -> FormField? { index(of: id).map { fields[$0] } }

    /// The field after `id` in focus order, or nil on the last one.
    public func field(after id: String) -> FormField? {
        guard let i = index(of: id), i + 1 < fields.count else { return nil }
        return fields[i + 1]
    }

    /// The field before `id` in focus order, or nil on the first one.
    public func field(before id: String) -> FormField? {
        guard let i = index(of: id), i > 0 else { return nil }
        return fields[i - 1]
    }

    /// The return key's label for `id`: the field's own, else "return" in a multi-line field, "Next" with a field
    /// after it, else "Done".
    public func returnKeyLabel(for id: String) -> String { returnKey(for: id).label }

    /// The Return key of field `id`: its own, else return in a multi-line field, Next before the last field and
    /// Done on it.
    public func returnKey(for id: String) -> ReturnKey {
        guard let field = field(id) else { return .done }
        if let own = field.returnKey { return own }
        if field.isMultiline { return .return }
        return self.field(after: id) == nil ? .done : .next
    }

    /// The gap to keep above the keyboard for `id`.
    public func gap(for id: String) -> Double { field(id)?.gap ?? gap }

    /// Checks what JSON cannot: at least one field, unique non-empty ids, finite non-negative gaps.
    ///
    /// - Throws: ``LabError`` naming `file` and the offending field.
    public func validated(file: String) throws(LabError) -> Form {
        guard !fields.isEmpty else {
            throw LabError(file: file, message: "the form has no fields; expected at least one section with a field")
        }
        // The index keeps each id once, so ids repeat only when it holds fewer than the fields.
        let idsRepeat = indexByID.count < fields.count
        var seen = Set<String>()
        for (s, section) in sections.enumerated() {
            for (f, field) in section.fields.enumerated() {
                func place() -> String { "sections[\(s)].fields[\(f)]" }
                if field.id.isEmpty
                    || !Self.isPrintableASCII(field.id)
                        && field.id.unicodeScalars.contains(where: \.properties.isWhitespace)
                {
                    throw LabError(
                        file: file, message: "\(place()): id \"\(field.id)\" must be non-empty with no spaces")
                }
                if idsRepeat, !seen.insert(field.id).inserted {
                    throw LabError(
                        file: file, message: "\(place()): duplicate field id \"\(field.id)\"; ids must be unique")
                }
                if let gap = field.gap, !(gap.isFinite && gap >= 0 && gap <= 200) {
                    throw LabError(file: file, message: "\(place()): gap \(gap) must be between 0 and 200 points")
                }
            }
        }
        guard gap.isFinite, gap >= 0, gap <= 200 else {
            throw LabError(file: file, message: "gap \(gap) must be between 0 and 200 points")
        }
        return self
    }

    /// Whether `text` is printable ASCII with no space: the ids of most forms, checked without Unicode's tables.
    static func isPrintableASCII(_ text: String) -> Bool {
        text.utf8.allSatisfy { (0x21...0x7E).contains($0) }
    }

    /// Decodes and validates a form file's bytes, read at the edge from `file`, with JSONDecoder (a 10,000-field form
    /// loads in about 60 ms in a release build).
    ///
    /// - Throws: ``LabError`` with the line and column of a syntax error, or the JSON path and what was expected.
    /// - Complexity: O(n) in the file's size.
    public static func decode(_ data: Data, file: String) throws(LabError) -> Form {
        try JSONInput.decode(Form.self, from: data, file: file).validated(file: file)
    }

    /// This form with `search` first, in a section of its own that the layout keeps out of the content; its
    /// return key is Search.
    public func addingNavigationSearch(_ search: SearchField) -> Form {
        var section = FormSection(
            title: "",
            fields: [FormField(id: search.id, label: "", placeholder: search.placeholder, returnKey: .search)])
        section.placement = .navigationBar
        return Form(
            title: title, headerLabels: headerLabels, gap: gap, sections: [section] + sections,
            keyboardDismissMode: keyboardDismissMode)
    }

    /// This form with `composer` last, in a section of its own that the layout keeps out of the content: a
    /// multi-line field whose return key is Send.
    public func addingComposer(_ composer: Composer) -> Form {
        var section = FormSection(
            title: "",
            fields: [
                FormField(
                    id: composer.id, label: "", placeholder: composer.placeholder, kind: .multiline, returnKey: .send)
            ])
        section.placement = .bottomBar
        return Form(
            title: title, headerLabels: headerLabels, gap: gap, sections: sections + [section],
            keyboardDismissMode: keyboardDismissMode)
    }

    /// The navigation bar's search field's index, or nil.
    public var searchIndex: Int? { sections.first?.placement == .navigationBar ? 0 : nil }

    /// The composer's index (the last field), or nil.
    public var composerIndex: Int? { sections.last?.placement == .bottomBar ? fields.count - 1 : nil }

    /// The index after `index` that takes focus (list rows do not), or nil.
    public func focusable(after index: Int) -> Int? {
        fields.indices.first { $0 > index && !fields[$0].isReadOnly }
    }

    /// The index before `index` that takes focus, or nil.
    public func focusable(before index: Int) -> Int? {
        fields.indices.last { $0 < index && !fields[$0].isReadOnly }
    }
}
