import Foundation

/// Reads a form file's bytes with a ``JSONScanner``, for forms too long for JSONDecoder to load in time.
///
/// It reads what `Form`'s `Decodable` conformance reads, with the same defaults, and steps over keys it does not
/// know, as JSONDecoder does. A key given twice, a `null`, a value of the wrong type or case, an icon that is not
/// `#RRGGBB`: each gives nil, and ``Form/decode(_:file:)`` decodes the file with JSONDecoder instead, which names the
/// problem.
enum FormScanner {
    /// The form in `data`, not yet validated, or nil when the scanner does not read the file whole.
    ///
    /// - Complexity: O(n) in the file's size.
    static func form(in data: Data) -> Form? {
        JSONScanner.read(data) { $0.form() }
    }
}

extension JSONScanner {
    fileprivate mutating func form() -> Form? {
        var title: String?
        var headerLabels: [String]?
        var gap: Double?
        var sections: [FormSection]?
        var dismissMode: KeyboardDismissMode?
        let read = object { scanner, key in
            switch key {
            case "title": scanner.once(&title) { $0.string() }
            case "headerLabels": scanner.once(&headerLabels) { $0.values { $0.string() } }
            case "gap": scanner.once(&gap) { $0.number() }
            case "sections": scanner.once(&sections) { $0.values { $0.section() } }
            case "keyboardDismissMode": scanner.once(&dismissMode) { $0.value(of: KeyboardDismissMode.self) }
            default: scanner.skipValue()
            }
        }
        guard read, let sections else { return nil }
        return Form(
            title: title ?? "", headerLabels: headerLabels ?? [], gap: gap ?? KeyboardLabStrategy.defaultGap,
            sections: sections, keyboardDismissMode: dismissMode ?? .none)
    }

    private mutating func section() -> FormSection? {
        var title: String?
        var fields: [FormField]?
        let read = object { scanner, key in
            switch key {
            case "title": scanner.once(&title) { $0.string() }
            case "fields": scanner.once(&fields) { $0.values { $0.field() } }
            default: scanner.skipValue()
            }
        }
        guard read, let title, let fields else { return nil }
        return FormSection(title: title, fields: fields)
    }

    private mutating func field() -> FormField? {
        var id: String?
        var label: String?
        var placeholder: String?
        var value: String?
        var kind: FieldKind?
        var keyboard: KeyboardType?
        var gap: Double?
        var returnKey: ReturnKey?
        var icon: String?
        let read = object { scanner, key in
            switch key {
            case "id": scanner.once(&id) { $0.string() }
            case "label": scanner.once(&label) { $0.string() }
            case "placeholder": scanner.once(&placeholder) { $0.string() }
            case "value": scanner.once(&value) { $0.string() }
            case "kind": scanner.once(&kind) { $0.value(of: FieldKind.self) }
            case "keyboard": scanner.once(&keyboard) { $0.value(of: KeyboardType.self) }
            case "gap": scanner.once(&gap) { $0.number() }
            case "returnKey": scanner.once(&returnKey) { $0.value(of: ReturnKey.self) }
            case "icon": scanner.once(&icon) { $0.string().flatMap { FormField.isColour($0) ? $0 : nil } }
            default: scanner.skipValue()
            }
        }
        guard read, let id, let label else { return nil }
        return FormField(
            id: id, label: label, placeholder: placeholder ?? "", value: value ?? "", kind: kind ?? .text,
            keyboard: keyboard, gap: gap, returnKey: returnKey, icon: icon)
    }
}
