/// The rules on React Native code: `KeyboardAvoidingView`'s offset and behaviour.
enum ReactNativeRules {
    static let all: [AuditRule] = [noOffset, hardCodedOffset, sameBehavior, androidTarget35]

    static func avoidingViews(_ file: SourceFile) -> [JSXElement] { file.jsxElements(named: "KeyboardAvoidingView") }

    static let headerReproduction = Reproduction(
        scenario: "rn-header", strategy: "rn-padding", fix: "rn-padding", devices: ["iphone-15", "iphone-se"],
        screen: "signup-sticky.json", fixScreen: "signup-sticky-rn-offset.json")

    static let noOffset = AuditRule.rule(
        .reactNative, "rn-kav-no-offset",
        "KeyboardAvoidingView under a navigation header without keyboardVerticalOffset", .error,
        bites: "every device, under a stack navigator's header: the view lifts too little by the header's height",
        why: "KeyboardAvoidingView measures itself in its parent but the keyboard in the window; under a header the "
            + "two differ by the header's height, which keyboardVerticalOffset must add back.",
        fix: "keyboardVerticalOffset={useHeaderHeight()} (from @react-navigation/elements).",
        source: "React Native's KeyboardAvoidingView documentation (keyboardVerticalOffset); react-native#13393",
        reproduction: headerReproduction
    ) { file, model in
        guard model.reactNativeApp(containing: file.path)?.navigation == true, !headerHidden(file) else { return [] }
        return avoidingViews(file).filter { $0.attribute("keyboardVerticalOffset") == nil }.map {
            RuleHit(
                at: file.tokens[$0.index],
                "KeyboardAvoidingView without keyboardVerticalOffset under a navigation header")
        }
    }

    /// Whether the file hides its screen's header (`headerShown: false`).
    static func headerHidden(_ file: SourceFile) -> Bool {
        file.indices(of: "headerShown").contains { index in
            index + 2 < file.tokens.count && file.tokens[index + 1].is(":") && file.tokens[index + 2].is("false")
        }
    }

    static let hardCodedOffset = AuditRule.rule(
        .reactNative, "rn-kav-hardcoded-offset", "A hard-coded keyboardVerticalOffset", .warning,
        bites: "devices whose header differs from the one the number was measured on: a stack header is 44 pt plus the "
            + "status bar, 64 pt on an iPhone SE and 103 pt on an iPhone 15, and another height on Android",
        why: "A header's height depends on the device's status bar and the platform; a fixed number is right on one.",
        fix: "keyboardVerticalOffset={useHeaderHeight()}.",
        source: "React Native's KeyboardAvoidingView documentation; @react-navigation/elements useHeaderHeight",
        reproduction: headerReproduction
    ) { file, _ in
        avoidingViews(file).compactMap { element in
            switch element.attribute("keyboardVerticalOffset") {
            case .string(let text)?:
                return RuleHit(
                    at: file.tokens[element.index], "keyboardVerticalOffset=\"\(text)\" is one device's header")
            case .expression(let range)?
            where !range.isEmpty && file.tokens[range].allSatisfy(isConstant) && file.text(of: range) != "0":
                return RuleHit(
                    at: file.tokens[element.index],
                    "keyboardVerticalOffset={\(file.text(of: range))} is one device's header, fixed")
            default:
                return nil
            }
        }
    }

    static func isConstant(_ token: Token) -> Bool {
        token.kind == .number || ["+", "-", "*", "(", ")"].contains(token.text)
    }

    static let sameBehavior = AuditRule.rule(
        .reactNative, "rn-kav-same-behavior", "One KeyboardAvoidingView behavior for both platforms", .warning,
        bites: "Android devices whose window is resized for the keyboard (adjustResize, Android 14 and earlier or "
            + "targetSdk 34): the view shrinks by the keyboard a second time",
        why: "On Android the window already makes room for the keyboard; a 'height' or 'padding' behaviour there "
            + "takes the keyboard's height off again.",
        fix: "behavior={Platform.OS === 'ios' ? 'padding' : undefined}.",
        source: "React Native's KeyboardAvoidingView documentation (behavior); react-native#29481",
        reproduction: Reproduction(
            scenario: "rn-android-14", strategy: "rn-height", fix: "adjust-resize", devices: ["pixel-8"], at: 0.6)
    ) { file, model in
        guard !file.path.contains(".ios."), !importsKeyboardController(file) else { return [] }
        if let app = model.reactNativeApp(containing: file.path),
            (model.androidModules(ofAppAt: app.folder).compactMap(\.targetSdk).max() ?? 0) >= 35
        {
            return []
        }
        return avoidingViews(file).compactMap { element in
            let behavior: String
            switch element.attribute("behavior") {
            case .string(let text)?: behavior = text
            case .expression(let range)? where range.count == 1 && file.tokens[range.lowerBound].kind == .string:
                behavior = file.tokens[range.lowerBound].value
            default: return nil
            }
            return RuleHit(
                at: file.tokens[element.index], "behavior=\"\(behavior)\" on Android too, whose window already resizes")
        }
    }

    /// Whether the file takes its KeyboardAvoidingView from react-native-keyboard-controller.
    static func importsKeyboardController(_ file: SourceFile) -> Bool {
        file.tokens.contains { $0.kind == .string && $0.value == "react-native-keyboard-controller" }
    }

    static let androidTarget35 = AuditRule.rule(
        .reactNative, "rn-kav-android-35", "React Native's KeyboardAvoidingView relied on at targetSdk 35", .warning,
        bites: "Android 15 and later once the app targets SDK 35: the input stays under the keyboard",
        why: "Edge to edge, the root view is no longer resized and KeyboardAvoidingView's measurement no longer sees "
            + "the keyboard (react-native#49759, open through 0.81).",
        fix: "Use react-native-keyboard-controller's KeyboardAvoidingView, or pad by the keyboard's height yourself.",
        source: "react-native#49759",
        reproduction: Reproduction(
            scenario: "rn-android-35", strategy: "rn-padding", fix: "rn-keyboard-controller", devices: ["pixel-8"],
            at: 0.6)
    ) { file, model in
        guard let app = model.reactNativeApp(containing: file.path),
            let target = model.androidModules(ofAppAt: app.folder).compactMap(\.targetSdk).max(), target >= 35,
            !importsKeyboardController(file)
        else { return [] }
        return avoidingViews(file).prefix(1).map {
            RuleHit(
                at: file.tokens[$0.index],
                "KeyboardAvoidingView at targetSdk \(target): the input stays under the keyboard on Android 15")
        }
    }
}
