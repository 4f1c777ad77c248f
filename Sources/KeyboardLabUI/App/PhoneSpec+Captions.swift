import KeyboardAvoidance

extension PhoneSpec {
    /// Each of `specs`' captions in a window or over a capture: its `label=`, else the values that set it apart
    /// from the others, in the table's order and joined by " · " (`strategy=rn-padding` beside
    /// `strategy=rn-padding+screen=../Screens/signup-sticky-rn-offset.json` reads "signup-sticky" and
    /// "signup-sticky-rn-offset"). A value a spec leaves unset is the command's, from `base` (its device too) and
    /// `screenName`; a screen is named by its file without folders or extension. A phone that differs in nothing
    /// it names is captioned by its own conditions, else "phone N".
    ///
    /// ```swift
    /// PhoneSpec.captions(specs, base: ConditionOverrides(deviceID: "iphone-15"), screenName: "chat")
    /// // ["Android 14", "Android 15"] for `android=14,android=15`
    /// ```
    ///
    /// - Complexity: O(n · k) in the specs and the keys.
    public static func captions(_ specs: [PhoneSpec], base: ConditionOverrides, screenName: String?) -> [String] {
        // Each key's value on each phone: the spec's, else the command's (nil when neither says).
        var columns: [(key: String, values: [String?])] = ConditionKeys.settable.map { key in
            (key.name, specs.map { key.text(of: $0.settings) ?? key.text(of: base) })
        }
        columns.append(("screen", specs.map { $0.screenPath.map(fileName) ?? screenName }))
        let differing = columns.filter { Set($0.values).count > 1 }
        return specs.indices.map { index in
            if let label = specs[index].label { return label }
            let words = differing.compactMap { column in column.values[index].map { word(column.key, $0) } }
            if !words.isEmpty { return words.joined(separator: " · ") }
            let own = columns.compactMap { column -> String? in
                let set =
                    column.key == "screen"
                    ? specs[index].screenPath : ConditionKeys.named(column.key)?.text(of: specs[index].settings)
                return set == nil ? nil : column.values[index].map { word(column.key, $0) }
            }
            return own.isEmpty ? "phone \(index + 1)" : own.joined(separator: " · ")
        }
    }

    /// One value in a caption's words: as the table's key writes it in a caption ("pixel-8", "keyboard floating",
    /// "iOS 26"); a screen by its file's name.
    static func word(_ key: String, _ value: String) -> String {
        ConditionKeys.named(key)?.captionWord(value) ?? value
    }

    /// A screen file's name without its folders and extension: `../Screens/chat.json` is "chat".
    public static func fileName(_ path: String) -> String {
        let last = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = last.lastIndex(of: "."), dot != last.startIndex else { return last }
        return String(last[..<dot])
    }
}
