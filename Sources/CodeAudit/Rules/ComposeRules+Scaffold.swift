/// The Compose rules on Scaffold's insets and on IME insets below API 30.
extension AndroidRules {
    static let scaffoldWithoutIME = AuditRule.rule(
        .compose, "compose-scaffold-no-ime", "A Scaffold whose bottom text field is not lifted for the IME", .warning,
        bites: "Android 15 and later at targetSdk 35, and any app drawn edge to edge: the bottom bar's field stays "
            + "under the keyboard",
        why: "Scaffold pads its content by contentWindowInsets, the system bars by default, which leave out the IME; "
            + "a text field in its bottomBar is not lifted.",
        fix: "Add imePadding() to the bottom bar (or contentWindowInsets = WindowInsets.safeDrawing).",
        source: "Compose Material 3 Scaffold's contentWindowInsets documentation",
        reproduction: Reproduction(
            scenario: "android-chat", strategy: "adjust-resize", fix: "insets", devices: ["pixel-8"])
    ) { file, model in
        guard let module = model.module(containing: file.path),
            module.enforcesEdgeToEdge || module.edgeToEdgeOptIn != nil
        else { return [] }
        var hits: [RuleHit] = []
        for call in file.calls(named: "Scaffold") {
            guard let bar = call.argument("bottomBar"), file.mentions(textFields, in: bar.range),
                !file.mentions(["imePadding", "ime", "safeDrawing", "safeContent"], in: call.body)
            else { continue }
            hits.append(
                RuleHit(at: file.tokens[call.index], "a text field in the bottom bar, and nothing pads it for the IME"))
        }
        return hits
    }

    static let adjustNothingOldAPI = AuditRule.rule(
        .compose, "compose-adjust-nothing-old-api", "Compose IME insets with adjustNothing below API 30", .warning,
        bites: "Android 10 and earlier (API 29 and below), which the module's minSdk still supports",
        why: "Below API 30 the IME's insets reach the app only when the activity's soft input mode is adjustResize; "
            + "with adjustNothing imePadding() stays 0.",
        fix: "Use adjustResize with enableEdgeToEdge(), or raise minSdk to 30.",
        source: "Compose's WindowInsets.ime documentation (API 30 and adjustResize)",
        reproduction: nil
    ) { file, model in
        guard let module = model.module(containing: file.path), (module.minSdk ?? 30) < 30,
            module.activities.contains(where: { module.softInputMode(of: $0)?.contains("adjustNothing") == true })
        else { return [] }
        return file.indices(of: "imePadding").prefix(1).map {
            RuleHit(
                at: file.tokens[$0],
                "imePadding() stays 0 below API 30 under adjustNothing (minSdk \(module.minSdk ?? 0))")
        }
    }
}
