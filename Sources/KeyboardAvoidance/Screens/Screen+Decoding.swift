import Foundation

extension Screen {
    /// The keys a screen file may have at its top.
    static let topKeys = [
        "title", "presentation", "navigationBar", "content", "bottomBar", "tabBar", "keyboardVerticalOffset",
    ]
    /// The content kinds.
    static let kinds = Content.allCases.map(\.rawValue)

    /// Whether `data` is a screen file with `content` rather than a form file with `sections`: what a `form`
    /// line or `--form` given a screen file is told.
    public static func isScreenFile(_ data: Data) -> Bool {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return false }
        return object["content"] != nil && object["sections"] == nil
    }

    /// Decodes and validates a screen file's bytes, read at the edge from `file`: a screen (with `content`), or a
    /// form file (with `sections`), by the reporting reader (Foundation's JSONSerialization, then each part checked
    /// where it stands in the file; a 10,000-message chat loads in about 90 ms in a release build).
    ///
    /// - Throws: ``LabError`` naming the file, the line and column of the offending key or value where it can, the
    ///   JSON path and what was expected.
    /// - Complexity: O(n) in the file's size.
    public static func decode(_ data: Data, file: String) throws(LabError) -> Screen {
        guard let parsed = try? JSONSerialization.jsonObject(with: data) else {
            throw JSONInput.syntaxError(in: data, file: file)
        }
        guard let top = parsed as? [String: Any] else {
            throw LabError(file: file, message: "expected a JSON object with \"content\" (or a form's \"sections\")")
        }
        guard top["content"] != nil else {
            guard top["sections"] != nil else {
                throw LabError(
                    file: file, message: "no \"content\"; expected a screen's \"content\" or a form's \"sections\"")
            }
            return Screen(form: try Form.decode(data, file: file))
        }
        return try ScreenReader(data: data, file: file).screen(top)
    }
}

/// Reads a screen file's object, each problem located in the file.
struct ScreenReader {
    let data: Data
    let file: String

    func fail(_ path: [String], _ message: String) -> LabError {
        let shown = path.reduce("") { text, key in
            key.hasPrefix("[") ? text + key : text + (text.isEmpty ? "" : ".") + key
        }
        return JSONInput.locate(
            LabError(file: file, message: (shown.isEmpty ? "" : shown + ": ") + message), keyPath: path, in: data)
    }

    func screen(_ top: [String: Any]) throws(LabError) -> Screen {
        try checkKeys(top, allowed: Screen.topKeys, path: [])
        let offset = try keyboardVerticalOffset(top["keyboardVerticalOffset"])
        let title = try string(top["title"], path: ["title"])
        let presentation = try presentation(top["presentation"])
        // `"navigationBar": false`: a screen with no header (React Navigation's `headerShown: false`).
        let hasNavigationBar =
            !(top["navigationBar"].map(Self.isBoolean) == true && top["navigationBar"] as? Bool == false)
        let (barTitle, search) = hasNavigationBar ? try navigationBar(top["navigationBar"]) : (nil, nil)
        let bottomBar = try bottomBar(top["bottomBar"])
        let tabBar = try tabBar(top["tabBar"])
        guard let content = top["content"] as? [String: Any] else {
            throw fail(["content"], "expected an object with \"kind\": " + Self.kindList)
        }
        guard let kind = content["kind"] as? String else {
            throw fail(["content", "kind"], "missing or not a string; expected " + Self.kindList)
        }
        var form: Form
        var thread: MessageThread?
        var design: ScreenDesign?
        if case .image = bottomBar, kind != Screen.Content.image.rawValue {
            throw fail(
                ["bottomBar", "kind"],
                "a bar of kind \"image\" is cut from a design; expected content of kind \"image\"")
        }
        switch Screen.Content(rawValue: kind) {
        case .image:
            (design, form) = try self.design(content, bar: bottomBar)
        case .form:
            try checkKeys(
                content, allowed: ["kind", "title", "headerLabels", "gap", "sections", "keyboardDismissMode"],
                path: ["content"])
            form = try JSONInput.decode(FormContent.self, from: data, file: file).content
        case .list:
            try checkKeys(content, allowed: ["kind", "rows"], path: ["content"])
            guard let rows = content["rows"] as? [String], !rows.isEmpty else {
                throw fail(["content", "rows"], "expected a non-empty list of strings")
            }
            let fields = rows.enumerated().map { FormField(readOnlyRow: $1, id: "row-\($0 + 1)") }
            form = Form(title: "", sections: [FormSection(title: "", fields: fields)])
        case .messages:
            thread = try messages(content)
            guard case .composer = bottomBar else {
                throw fail(
                    bottomBar == nil ? ["content"] : ["bottomBar", "kind"],
                    "a chat needs its composer; expected \"bottomBar\": {\"kind\": \"composer\", \"id\": \"message\"}")
            }
            // Messages scroll; the dragging finger pulls the keyboard down, as in Messages.
            form = Form(title: "", sections: [], keyboardDismissMode: .interactive)
        case nil:
            throw fail(
                ["content", "kind"],
                "unknown kind \"\(kind)\"\(ClosestName.hint(for: kind, in: Screen.kinds)); expected " + Self.kindList)
        }
        if case .composer = bottomBar, thread == nil {
            throw fail(["bottomBar", "kind"], "a composer sends messages; expected content of kind \"messages\"")
        }
        form.title = title ?? barTitle ?? form.title
        form = try adding(search, and: bottomBar, to: form)
        if thread == nil {
            do {
                form = try form.validated(file: file)
            } catch {
                throw fail(["content"], error.message)
            }
        }
        var screen = Screen(
            content: Screen.Content(rawValue: kind) ?? .form, form: form, search: search, presentation: presentation,
            bottomBar: bottomBar, tabBar: tabBar, thread: thread)
        screen.design = design
        screen.keyboardVerticalOffset = offset
        screen.hasNavigationBar = hasNavigationBar
        return screen
    }

    /// `raw` as a whole number, or nil for anything else (a fraction, a string, `true`).
    static func wholeNumber(_ raw: Any) -> Int? {
        // Foundation reads every JSON number as an NSNumber that also casts to Bool (0 and 1 included); only `true`
        // and `false` are its boolean class.
        type(of: raw as AnyObject) == Self.booleanClass ? nil : raw as? Int
    }

    /// `raw` as the file wrote it: `true` and `false` for booleans (which Foundation would print as 1 and 0).
    static func shown(_ raw: Any) -> String {
        guard type(of: raw as AnyObject) == booleanClass else { return "\(raw)" }
        return (raw as? Bool) == true ? "true" : "false"
    }

    /// Whether `raw` is JSON's `true` or `false` rather than a number.
    static func isBoolean(_ raw: Any) -> Bool { type(of: raw as AnyObject) == booleanClass }

    /// The class Foundation reads JSON's `true` and `false` as.
    private static let booleanClass: AnyClass = type(of: NSNumber(value: true) as AnyObject)

    static let kindList = "\"form\", \"list\", \"messages\" or \"image\""

    /// `form` with the navigation bar's search field first and the composer last, their ids unique.
    func adding(_ search: SearchField?, and bar: BottomBar?, to form: Form) throws(LabError) -> Form {
        var form = form
        if let search {
            guard form.index(of: search.id) == nil else {
                throw fail(
                    ["navigationBar", "search", "id"],
                    "duplicate field id \"\(search.id)\": a field of the content has it too; expected a unique id")
            }
            form = form.addingNavigationSearch(search)
        }
        if case .composer(let composer) = bar {
            guard form.index(of: composer.id) == nil else {
                throw fail(
                    ["bottomBar", "id"],
                    "duplicate field id \"\(composer.id)\": another field has it too; expected a unique id")
            }
            form = form.addingComposer(composer)
        }
        return form
    }

    func checkKeys(_ object: [String: Any], allowed: [String], path: [String]) throws(LabError) {
        for key in object.keys.sorted() where !allowed.contains(key) && !(path.isEmpty && key == JSONInput.schemaKey) {
            throw fail(
                path + [key],
                "unknown key\(ClosestName.hint(for: key, in: allowed)); expected " + allowed.joined(separator: ", "))
        }
    }

    func string(_ value: Any?, path: [String]) throws(LabError) -> String? {
        guard let value else { return nil }
        guard let text = value as? String else { throw fail(path, "expected a string, found \(value)") }
        return text
    }

    func presentation(_ value: Any?) throws(LabError) -> ModalPresentation? {
        guard let value else { return nil }
        guard let object = value as? [String: Any] else {
            throw fail(["presentation"], "expected an object with \"style\" and an optional \"detent\"")
        }
        try checkKeys(object, allowed: ["style", "detent"], path: ["presentation"])
        guard let style = try string(object["style"], path: ["presentation", "style"]) else {
            throw fail(["presentation"], "no \"style\"; expected fullScreen, pageSheet or formSheet")
        }
        let detent = try string(object["detent"], path: ["presentation", "detent"])
        switch ModalPresentation.parse(style: style, detent: detent) {
        case .success(let presentation): return presentation
        case .failure(let error):
            throw fail(
                ["presentation", error.kind == "style" && error.style == nil ? "style" : "detent"], error.description)
        }
    }

    func navigationBar(_ value: Any?) throws(LabError) -> (String?, SearchField?) {
        guard let value else { return (nil, nil) }
        guard let bar = value as? [String: Any] else {
            throw fail(
                ["navigationBar"],
                "expected an object with \"title\" and an optional \"search\", or false for a screen with no header")
        }
        try checkKeys(bar, allowed: ["title", "search"], path: ["navigationBar"])
        let title = try string(bar["title"], path: ["navigationBar", "title"])
        guard let raw = bar["search"] else { return (title, nil) }
        guard let search = raw as? [String: Any] else {
            throw fail(["navigationBar", "search"], "expected an object with \"id\" and an optional \"placeholder\"")
        }
        try checkKeys(search, allowed: ["id", "placeholder"], path: ["navigationBar", "search"])
        guard let id = try string(search["id"], path: ["navigationBar", "search", "id"]), !id.isEmpty,
            !id.contains(where: \.isWhitespace)
        else {
            throw fail(
                ["navigationBar", "search"], "the search field has no \"id\"; expected a non-empty id with no spaces")
        }
        let placeholder = try string(search["placeholder"], path: ["navigationBar", "search", "placeholder"])
        return (title, SearchField(id: id, placeholder: placeholder ?? "Search"))
    }
}

/// A screen file read for its form content only, so the decoder places its errors in the file.
struct FormContent: Decodable {
    let content: Form
}
