import Foundation

/// Reading a screen file's image content and image bar.
extension ScreenReader {
    /// The keys an image content may have.
    static let designKeys = ["kind", "image", "scale", "fixedTop", "statusBar", "fields"]
    /// The keys a design's field may have.
    static let designFieldKeys = [
        "id", "rect", "keyboard", "multiline", "returnKey", "textInset", "trailingInset", "floatingLabel", "fontSize",
        "textColor", "fill", "secure", "textContentType",
    ]

    /// An image content: the picture (one, or one per appearance), its scale, the fixed top and the fields; the
    /// form holds the fields in focus order, in one section.
    func design(_ content: [String: Any], bar: BottomBar?) throws(LabError) -> (ScreenDesign, Form) {
        try checkKeys(content, allowed: Self.designKeys, path: ["content"])
        let (light, dark) = try designImages(content["image"])
        var design = ScreenDesign(image: light, darkImage: dark)
        if let raw = content["scale"] {
            guard let number = Self.number(raw), [1, 2, 3, 4].contains(number) else {
                throw fail(["content", "scale"], "found \(Self.shown(raw)); expected 1, 2, 3 or 4")
            }
            design.scale = number
        } else {
            design.scale = ScreenDesign.scale(inName: light) ?? 1
        }
        if let raw = content["fixedTop"] {
            guard let number = Self.number(raw), number >= 0 else {
                throw fail(["content", "fixedTop"], "found \(Self.shown(raw)); expected points from 0")
            }
            design.fixedTop = number
        }
        if let raw = content["statusBar"] as? String {
            guard raw == "draw" else {
                throw fail(
                    ["content", "statusBar"],
                    "unknown value \"\(raw)\"\(ClosestName.hint(for: raw, in: ["draw"])); expected points or \"draw\"")
            }
            design.drawsStatusBar = true
        } else if let raw = content["statusBar"] {
            guard let number = Self.number(raw), number >= 0, number <= design.fixedTop else {
                throw fail(
                    ["content", "statusBar"],
                    "found \(Self.shown(raw)); expected points from 0 to fixedTop (\(Screen.points(design.fixedTop))), "
                        + "the status bar being the top of the fixed top, or \"draw\" for the phone's own")
            }
            design.statusBar = number
        }
        guard let list = content["fields"] as? [Any] else {
            throw fail(
                content["fields"] == nil ? ["content"] : ["content", "fields"],
                "expected \"fields\": a list of {\"id\": \"…\", \"rect\": [x, y, width, height]}")
        }
        var fields: [FormField] = []
        var seen: Set<String> = []
        for (index, item) in list.enumerated() {
            let (field, formField) = try designField(item, path: ["content", "fields", "[\(index)]"])
            guard seen.insert(field.id).inserted else {
                throw fail(
                    ["content", "fields", "[\(index)]", "id"],
                    "duplicate field id \"\(field.id)\"; expected a unique id")
            }
            design.fields.append(field)
            fields.append(formField)
        }
        guard !fields.isEmpty else {
            throw fail(["content", "fields"], "the design has no fields; expected at least one")
        }
        if case .image(let designBar) = bar { design.bar = designBar }
        return (design, Form(title: "", sections: [FormSection(title: "", fields: fields)]))
    }

    /// The picture's name, or the light and dark ones.
    private func designImages(_ raw: Any?) throws(LabError) -> (String, String?) {
        func name(_ value: Any?, _ path: [String]) throws(LabError) -> String {
            guard let text = value as? String, !text.isEmpty else {
                throw fail(path, "expected the file name of a PNG or JPEG, relative to the screen file")
            }
            let lower = text.lowercased()
            guard [".png", ".jpg", ".jpeg"].contains(where: lower.hasSuffix) else {
                throw fail(path, "\"\(text)\" is not a .png, .jpg or .jpeg file; expected a PNG or JPEG")
            }
            return text
        }
        if let object = raw as? [String: Any] {
            try checkKeys(object, allowed: ["light", "dark"], path: ["content", "image"])
            return (
                try name(object["light"], ["content", "image", "light"]),
                try name(object["dark"], ["content", "image", "dark"])
            )
        }
        return (try name(raw, ["content", "image"]), nil)
    }

    /// One field: the design's field and the form's.
    private func designField(_ item: Any, path: [String]) throws(LabError) -> (DesignField, FormField) {
        guard let object = item as? [String: Any] else {
            throw fail(path, "expected an object {\"id\": \"…\", \"rect\": [x, y, width, height]}")
        }
        try checkKeys(object, allowed: Self.designFieldKeys, path: path)
        guard let id = object["id"] as? String, !id.isEmpty, !id.contains(where: \.isWhitespace) else {
            throw fail(path + ["id"], "expected a non-empty id with no spaces")
        }
        let rect = try designRect(object["rect"], path: path + ["rect"])
        var field = DesignField(id: id, rect: rect)
        if let raw = object["textInset"] {
            guard let inset = Self.number(raw), inset >= 0, inset * 2 < rect.width else {
                throw fail(path + ["textInset"], "found \(Self.shown(raw)); expected points from 0 to half the width")
            }
            field.textInset = inset
        }
        if let raw = object["trailingInset"] {
            guard let inset = Self.number(raw), inset >= 0, inset * 2 < rect.width else {
                throw fail(
                    path + ["trailingInset"], "found \(Self.shown(raw)); expected points from 0 to half the width")
            }
            field.trailingInset = inset
        }
        if let raw = object["floatingLabel"] {
            guard let label = raw as? String, !label.trimmingCharacters(in: .whitespaces).isEmpty else {
                throw fail(path + ["floatingLabel"], "found \(Self.shown(raw)); expected the label's text")
            }
            field.floatingLabel = label
        }
        if let raw = object["fontSize"] {
            guard let size = Self.number(raw), (6...96).contains(size) else {
                throw fail(path + ["fontSize"], "found \(Self.shown(raw)); expected points from 6 to 96")
            }
            field.fontSize = size
        }
        field.textColor = try appearanceColor(object["textColor"], path: path + ["textColor"])
        field.fill = try appearanceColor(object["fill"], path: path + ["fill"])
        let multiline = try flag(object["multiline"], path: path + ["multiline"])
        let secure = try flag(object["secure"], path: path + ["secure"])
        if multiline, secure {
            throw fail(path + ["secure"], "a multi-line field cannot be secure; expected one of them")
        }
        let keyboard = try choice(KeyboardType.self, object["keyboard"], path: path + ["keyboard"])
        let returnKey = try choice(ReturnKey.self, object["returnKey"], path: path + ["returnKey"])
        let content = try choice(TextContentType.self, object["textContentType"], path: path + ["textContentType"])
        let formField = FormField(
            id: id, label: "", kind: multiline ? .multiline : secure ? .secure : .text, keyboard: keyboard,
            returnKey: returnKey, textContentType: content)
        return (field, formField)
    }

    /// A rect `[x, y, width, height]` in design points, its size positive.
    func designRect(_ raw: Any?, path: [String]) throws(LabError) -> Rect {
        guard let list = raw as? [Any], list.count == 4, case let numbers = list.compactMap(Self.number),
            numbers.count == 4, numbers[2] > 0, numbers[3] > 0, numbers[0] >= 0, numbers[1] >= 0
        else {
            throw fail(path, "expected [x, y, width, height] in the design's points, width and height above 0")
        }
        return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    /// A colour `#RRGGBB`, or `{"light": …, "dark": …}`.
    private func appearanceColor(_ raw: Any?, path: [String]) throws(LabError) -> AppearanceColor? {
        guard let raw else { return nil }
        func hex(_ value: Any?, _ path: [String]) throws(LabError) -> String {
            guard let text = value as? String, FormField.isColour(text) else {
                throw fail(path, "found \(value.map(Self.shown) ?? "nothing"); expected a colour #RRGGBB")
            }
            return text
        }
        if let object = raw as? [String: Any] {
            try checkKeys(object, allowed: ["light", "dark"], path: path)
            return AppearanceColor(
                light: try hex(object["light"], path + ["light"]), dark: try hex(object["dark"], path + ["dark"]))
        }
        return AppearanceColor(light: try hex(raw, path))
    }

    private func flag(_ raw: Any?, path: [String]) throws(LabError) -> Bool {
        guard let raw else { return false }
        guard Self.isBoolean(raw), let value = raw as? Bool else {
            throw fail(path, "found \(Self.shown(raw)); expected true or false")
        }
        return value
    }

    private func choice<Choice: NamedChoice>(_ type: Choice.Type, _ raw: Any?, path: [String]) throws(LabError)
        -> Choice?
    {
        guard let raw else { return nil }
        let names = Choice.allCases.map(\.rawValue)
        guard let text = raw as? String, let value = Choice(rawValue: text) else {
            let shown = Self.shown(raw)
            throw fail(
                path,
                "unknown value \"\(shown)\"\(ClosestName.hint(for: shown, in: names)); expected "
                    + names.joined(separator: ", "))
        }
        return value
    }

    /// The bar of an image screen: a rect of the design, sticky or covered.
    func imageBar(_ bar: [String: Any]) throws(LabError) -> BottomBar {
        try checkKeys(bar, allowed: ["kind", "rect", "keyboard"], path: ["bottomBar"])
        let rect = try designRect(bar["rect"], path: ["bottomBar", "rect"])
        let raw = try string(bar["keyboard"], path: ["bottomBar", "keyboard"]) ?? "sticky"
        guard let keyboard = BottomBar.KeyboardBehaviour(rawValue: raw) else {
            throw fail(["bottomBar", "keyboard"], "unknown behaviour \"\(raw)\"; expected \"sticky\" or \"covered\"")
        }
        return .image(DesignBar(rect: rect, keyboard: keyboard))
    }

    /// `raw` as a finite number, or nil for anything else (a string, `true`).
    static func number(_ raw: Any) -> Double? {
        guard !isBoolean(raw), let value = raw as? Double, value.isFinite else { return nil }
        return value
    }
}
