/// The rules on an Android app's configuration and View code: soft input modes, edge-to-edge and insets listeners.
enum AndroidRules {
    static let all: [AuditRule] = [
        adjustResizeInert, adjustResizeUpcoming, optOutIgnored, optOutExpires, adjustPan,
        listenerWithoutIME,
    ]

    static func modelRule(
        _ id: String, _ title: String, _ severity: Severity, bites: String, why: String, fix: String, source: String,
        reproduction: Reproduction?, check: @escaping @Sendable (AppModel) -> [RuleHit]
    ) -> AuditRule {
        AuditRule(
            id: id, title: title, severity: severity, front: .android, bites: bites, why: why, fix: fix,
            source: source, reproduction: reproduction, languages: [], check: { _, _ in [] }, checkModel: check)
    }

    /// Each activity of each application module whose soft input mode contains `mode`.
    static func activities(
        _ model: AppModel, mode: String
    ) -> [(module: AndroidModule, activity: AndroidActivity)] {
        model.modules.flatMap { module in
            module.activities.filter { module.softInputMode(of: $0)?.contains(mode) == true }.map { (module, $0) }
        }
    }

    static func hit(_ place: SourcePlace, _ message: String) -> RuleHit {
        RuleHit(line: place.line, message, path: place.path)
    }

    static let resizeReproduction = Reproduction(
        scenario: "android-form", strategy: "adjust-resize", fix: "insets", devices: ["pixel-8", "pixel-tablet"])

    static let adjustResizeInert = modelRule(
        "android-adjust-resize-inert", "adjustResize relied on at targetSdk 35 or later, with no IME insets handled",
        .error,
        bites: "Android 15 and later, once the app targets SDK 35: the window is no longer resized for the keyboard",
        why: "Targeting SDK 35, Android 15 draws the app edge to edge and stops resizing the window for "
            + "adjustResize (an app that calls enableEdgeToEdge() is not resized on any version from Android 11); the "
            + "app must apply the IME's insets itself, and this module's code reads none.",
        fix: "Apply WindowInsetsCompat.Type.ime() in an insets listener (with the system bars), or "
            + "Modifier.imePadding() in Compose, after enableEdgeToEdge().",
        source: "Android 15 behaviour changes: edge-to-edge enforcement; WindowInsetsCompat.Type.ime()",
        reproduction: resizeReproduction
    ) { model in
        activities(model, mode: "adjustResize").filter {
            ($0.module.enforcesEdgeToEdge || $0.module.edgeToEdgeOptIn != nil) && !$0.module.handlesIME
        }.map {
            let why =
                $0.module.enforcesEdgeToEdge
                ? "at targetSdk \($0.module.targetSdk ?? 0): Android 15 no longer resizes the window"
                : "drawn edge to edge (\($0.module.edgeToEdgeOptIn.map { "\($0.path):\($0.line)" } ?? "")): the window "
                    + "is not resized"
            return hit(
                $0.activity.place,
                "\($0.activity.name) relies on adjustResize \(why), and \(moduleName($0.module)) handles no IME insets")
        }
    }

    static let adjustResizeUpcoming = modelRule(
        "android-adjust-resize-upcoming", "adjustResize that stops resizing once the app targets SDK 35", .note,
        bites: "Android 15 and later, from the day the targetSdk reaches 35 (Google Play requires it)",
        why: "Right while the app targets SDK 34; once it targets 35, Android 15 stops resizing the window.",
        fix: "Handle the IME's insets before raising the targetSdk (see android-adjust-resize-inert).",
        source: "Android 15 behaviour changes: edge-to-edge enforcement",
        reproduction: resizeReproduction
    ) { model in
        activities(model, mode: "adjustResize").filter {
            ($0.module.targetSdk ?? 99) < 35 && !$0.module.handlesIME && $0.module.edgeToEdgeOptIn == nil
        }.map {
            hit(
                $0.activity.place,
                "\($0.activity.name) relies on adjustResize: right at targetSdk \($0.module.targetSdk ?? 0), inert "
                    + "on Android 15 once the app targets 35")
        }
    }

    static func moduleName(_ module: AndroidModule) -> String {
        module.folder.isEmpty ? "the module" : "module \(module.folder)"
    }

    static let optOutIgnored = modelRule(
        "android-opt-out-ignored", "An edge-to-edge opt-out that the targetSdk ignores", .error,
        bites: "Android 16 and later, at targetSdk 36: the opt-out no longer applies",
        why: "windowOptOutEdgeToEdgeEnforcement is honoured only while the app targets SDK 35; from 36 it is "
            + "ignored and the app is drawn edge to edge.",
        fix: "Handle the system bars' and the IME's insets, and remove the opt-out.",
        source: "Android 16 behaviour changes: the edge-to-edge opt-out is removed",
        reproduction: Reproduction(
            scenario: "android-form-16", strategy: "adjust-resize", fix: "insets", devices: ["pixel-8"])
    ) { model in
        model.modules.compactMap { module in
            guard let place = module.optOut, (module.targetSdk ?? 0) >= 36 else { return nil }
            return hit(place, "windowOptOutEdgeToEdgeEnforcement is ignored at targetSdk \(module.targetSdk ?? 0)")
        }
    }

    static let optOutExpires = modelRule(
        "android-opt-out-expires", "An edge-to-edge opt-out that expires with targetSdk 36", .note,
        bites: "Android 16 and later, once the app targets SDK 36",
        why: "The opt-out is honoured at targetSdk 35 only.",
        fix: "Handle the insets before raising the targetSdk to 36.",
        source: "Android 16 behaviour changes: the edge-to-edge opt-out is removed",
        reproduction: Reproduction(
            scenario: "android-form-16", strategy: "adjust-resize", fix: "insets", devices: ["pixel-8"])
    ) { model in
        model.modules.compactMap { module in
            guard let place = module.optOut, module.targetSdk == 35 else { return nil }
            return hit(place, "windowOptOutEdgeToEdgeEnforcement holds at targetSdk 35 and is ignored from 36")
        }
    }

    static let adjustPan = modelRule(
        "android-adjust-pan-app-bar", "adjustPan on a screen with a top app bar", .warning,
        bites: "every Android device: the window moves up and the app bar goes off screen while the keyboard is up",
        why: "adjustPan moves the whole window, app bar included, just far enough to show the focused field.",
        fix: "Use adjustResize and apply the IME's insets (required from targetSdk 35) so the content shrinks under a "
            + "fixed app bar.",
        source: "Android's windowSoftInputMode documentation; ViewRootImpl.scrollToRectOrFocus",
        reproduction: Reproduction(
            scenario: "android-pan", strategy: "adjust-pan", fix: "insets", devices: ["pixel-8"])
    ) { model in
        activities(model, mode: "adjustPan").filter(\.module.hasAppBar).map {
            hit($0.activity.place, "\($0.activity.name) pans the window, its top app bar with it, for the keyboard")
        }
    }
}
