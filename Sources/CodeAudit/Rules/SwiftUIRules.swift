/// The rule on SwiftUI code: safe-area modifiers that take the keyboard's region away from text input.
enum SwiftUIRules {
    static let textInput: Set<String> = ["TextField", "SecureField", "TextEditor"]

    static let all: [AuditRule] = [ignoresKeyboard]

    static let ignoresKeyboard = AuditRule(
        id: "swiftui-ignores-keyboard", title: "Text input inside a view that ignores the keyboard's safe area",
        severity: .warning, front: .swiftUI,
        bites: "every iOS device: the fields stay where they are and the keyboard covers the lower ones",
        why: "ignoresSafeArea() with no regions, ignoresSafeArea(edges:) and edgesIgnoringSafeArea(_:) ignore every "
            + "safe-area region, the keyboard's too, so SwiftUI no longer lifts the content for the keyboard.",
        fix: "Ignore only the container region (ignoresSafeArea(.container, edges: .bottom)), or apply it to the "
            + "background alone (.background(Color.x.ignoresSafeArea())).",
        source: "Apple's SwiftUI ignoresSafeArea(_:edges:) and SafeAreaRegions.keyboard documentation",
        reproduction: nil, languages: [.swift]
    ) { file, _ in
        var hits: [RuleHit] = []
        for call in file.calls(named: ["ignoresSafeArea", "edgesIgnoringSafeArea"]) where ignoresKeyboard(call, file) {
            guard let receiver = receiverRange(of: call, in: file), file.mentions(textInput, in: receiver) else {
                continue
            }
            hits.append(
                RuleHit(at: file.tokens[call.index], "\(call.name)(…) around text input also ignores the keyboard"))
        }
        return hits
    }

    /// Whether the call ignores the keyboard's region by accident: its regions default to (or say) `.all`, and its
    /// edges reach the bottom. An explicit `.keyboard` is a choice, not an accident.
    static func ignoresKeyboard(_ call: Call, _ file: SourceFile) -> Bool {
        let edges = call.name == "edgesIgnoringSafeArea" ? call.arguments.first : call.argument("edges")
        if let edges {
            let words = Set(file.tokens[edges.range].map(\.text))
            guard !words.isDisjoint(with: ["all", "bottom", "vertical"]) else { return false }
        }
        if call.name == "edgesIgnoringSafeArea" { return true }
        guard let first = call.arguments.first, first.label == nil else { return true }
        return file.tokens[first.range].contains { $0.is("all") }
    }

    /// The tokens of the view a modifier is applied to: the `{…}` or `(…)` just before its `.`.
    static func receiverRange(of call: Call, in file: SourceFile) -> Range<Int>? {
        guard call.index >= 2, file.tokens[call.index - 1].is(".") else { return nil }
        var end = call.index - 2
        var start = end
        while start >= 0 {
            let token = file.tokens[start]
            if token.is("}") || token.is(")"), let open = file.partner(of: start) {
                start = open - 1
                // A modifier before this one, or the view's name: keep reading back along the chain.
                if start >= 0, file.tokens[start].kind == .identifier { start -= 1 }
                if start >= 0, file.tokens[start].is(".") {
                    start -= 1
                    continue
                }
                return (start + 1)..<(end + 1)
            }
            if token.kind == .identifier, start >= 1, file.tokens[start - 1].is(".") {
                start -= 2
                continue
            }
            end = max(end, start)
            return start..<(end + 1)
        }
        return nil
    }
}
