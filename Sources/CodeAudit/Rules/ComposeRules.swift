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
        guard let module = model.module(containing: file.path), module.enforcesEdgeToEdge || module.edgeToEdgeOptIn != nil
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
            hits.append(RuleHit(at: file.tokens[call.index], "pads a screen with text fields for the bars but not the IME"))
        }
        return hits
    }

    static let composeRules: [AuditRule] = [doubleIME, scaffoldWithoutIME, adjustNothingOldAPI]

    static func composeRule(
        _ id: String, _ title: String, _ severity: Severity, bites: String, why: String, fix: String, source: String,
        reproduction: Reproduction?, check: @escaping @Sendable (SourceFile, AppModel) -> [RuleHit]
    ) -> AuditRule {
        AuditRule(
            id: id, title: title, severity: severity, front: .compose, bites: bites, why: why, fix: fix,
            source: source, reproduction: reproduction, languages: [.kotlin], check: check)
    }

    static let doubleIME = composeRule(
        "compose-double-ime", "IME padding applied twice", .warning,
        bites: "Android 14 and earlier (or any app not drawn edge to edge) with adjustResize, nested IME paddings "
            + "everywhere, IME and navigation paddings summed on every device with a navigation bar",
        why: "A window that resizes has already made room for the keyboard; imePadding() under it pads again. "
            + "Nested paddings each take the IME's inset, and navigationBarsPadding().imePadding() adds the two where "
            + "the keyboard already covers the navigation bar.",
        fix: "Apply the IME's inset once, with the union of the insets: windowInsetsPadding(WindowInsets.safeDrawing) "
            + "or imePadding() alone, in an activity drawn edge to edge.",
        source: "Compose's WindowInsets documentation (consumeWindowInsets, union of insets)",
        reproduction: Reproduction(
            scenario: "android-compose-double", strategy: "compose-double", fix: "insets", devices: ["pixel-8"])
    ) { file, model in
        var hits: [RuleHit] = []
        for index in file.indices(of: "imePadding") {
            let links = file.chain(at: index)
            let names = links.map(\.name)
            if names.filter({ $0 == "imePadding" }).count > 1 {
                if links.first(where: { $0.name == "imePadding" })?.index == index {
                    hits.append(RuleHit(at: file.tokens[index], "pads for the IME twice in one modifier chain"))
                }
            } else if names.contains("navigationBarsPadding") || names.contains("systemBarsPadding") {
                hits.append(
                    RuleHit(
                        at: file.tokens[index],
                        "adds the IME's padding to the navigation bar's instead of taking their union"))
            } else if let module = model.module(containing: file.path), resizesWindow(module) {
                hits.append(
                    RuleHit(at: file.tokens[index], "pads for the IME in a window that adjustResize already resized"))
            }
        }
        return hits
    }

    /// Whether the module's windows are resized for the keyboard: every activity (at least one) has adjustResize,
    /// and the module is not drawn edge to edge.
    static func resizesWindow(_ module: AndroidModule) -> Bool {
        !module.enforcesEdgeToEdge && module.edgeToEdgeOptIn == nil && !module.activities.isEmpty
            && module.activities.allSatisfy { module.softInputMode(of: $0)?.contains("adjustResize") == true }
    }
}
