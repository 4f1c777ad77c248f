/// The rules on Android insets code: View insets listeners and Compose's inset modifiers.
extension AndroidRules {
    static let textFields: Set<String> = [
        "TextField", "OutlinedTextField", "BasicTextField", "EditText", "TextInputEditText", "AppCompatEditText",
    ]

    static let listenerWithoutIME = AuditRule(
        id: "android-insets-without-ime", title: "An insets listener or inset padding that leaves out the IME",
        severity: .warning, front: .android,
        bites: "Android 15 and later at targetSdk 35, and any app drawn edge to edge: the content is padded for the "
            + "system bars and the keyboard covers the fields",
        why: "Drawn edge to edge, the window is not resized for the keyboard; a listener (or padding) that applies "
            + "systemBars() alone leaves the IME's inset unapplied.",
        fix: "Apply systemBars() or ime() together: getInsets(Type.systemBars() or Type.ime()), or "
            + "WindowInsets.safeDrawing / imePadding() in Compose.",
        source: "Android's \"Display content edge-to-edge\" and WindowInsetsCompat.Type.ime() documentation",
        reproduction: resizeReproduction, languages: [.kotlin, .java]
    ) { file, model in
        guard let module = model.module(containing: file.path),
            module.enforcesEdgeToEdge || module.edgeToEdgeOptIn != nil
        else { return [] }
        var hits: [RuleHit] = []
        let bars: Set<String> = ["systemBars", "navigationBars", "systemWindowInsets", "systemWindowInsetBottom"]
        for call in file.calls(named: "setOnApplyWindowInsetsListener")
        where file.mentions(bars, in: call.body) && !file.mentions(AndroidNames.imeHandling, in: call.body) {
            hits.append(RuleHit(at: file.tokens[call.index], "applies the system bars' insets but not the IME's"))
        }
        guard file.mentions(textFields), !file.mentions(["imePadding", "safeDrawing", "safeContent", "ime"]) else {
            return hits
        }
        for call in file.calls(named: ["windowInsetsPadding", "systemBarsPadding", "navigationBarsPadding"]) {
            guard call.name != "windowInsetsPadding" || file.mentions(bars, in: call.body) else { continue }
            hits.append(
                RuleHit(at: file.tokens[call.index], "pads a screen with text fields for the bars but not the IME"))
        }
        return hits
    }

    static let composeRules: [AuditRule] = [doubleIME, scaffoldWithoutIME, adjustNothingOldAPI]

    static let doubleIME = AuditRule.rule(
        .compose, "compose-double-ime", "IME padding added to the Scaffold's padding instead of their union", .warning,
        bites: "every Android device with a navigation bar: a gap of the navigation bar's height (24 dp with gestures, "
            + "48 dp with buttons) between the content and the keyboard",
        why:
            "Scaffold's content padding holds the navigation bar; padding(innerPadding) does not consume those insets, "
            + "so an imePadding() after it pads the IME's full height again and the navigation bar is counted twice. "
            + "Inset modifiers chained together (navigationBarsPadding().imePadding()) consume what they pad and do not "
            + "double.",
        fix: "consumeWindowInsets(innerPadding) between padding(innerPadding) and imePadding(), or "
            + "Scaffold(contentWindowInsets = WindowInsets.safeDrawing) alone.",
        source: "Compose's WindowInsets documentation (consumeWindowInsets; Scaffold's innerPadding)",
        reproduction: Reproduction(
            scenario: "android-chat", strategy: "compose-double", fix: "insets", devices: ["pixel-8"])
    ) { file, _ in
        file.indices(of: "imePadding").compactMap { index in
            guard let scaffold = file.calls(enclosing: index).first(where: { $0.name == "Scaffold" }),
                let block = scaffold.block, block.count > 2, file.tokens[block.lowerBound + 1].is("->")
            else { return nil }
            let inner = file.tokens[block.lowerBound].text
            let links = file.chain(at: index)
            guard !links.contains(where: { $0.name == "consumeWindowInsets" }),
                links.contains(where: { link in
                    link.name == "padding"
                        && file.calls(named: "padding").contains {
                            $0.index == link.index && file.text(of: $0.parentheses ?? 0..<0) == inner
                        }
                })
            else { return nil }
            return RuleHit(
                at: file.tokens[index], "imePadding() after the Scaffold's \(inner) counts the navigation bar twice")
        }
    }
}
