/// The rules on UIKit code: how the keyboard's frame is read from the notification and turned into an inset.
enum UIKitRules {
    static let beginKeys: Set<String> = ["keyboardFrameBeginUserInfoKey", "UIKeyboardFrameBeginUserInfoKey"]
    static let endKeys: Set<String> = ["keyboardFrameEndUserInfoKey", "UIKeyboardFrameEndUserInfoKey"]
    static let willShow: Set<String> = [
        "keyboardWillShowNotification", "UIKeyboardWillShow", "UIKeyboardWillShowNotification",
    ]
    static let willHide: Set<String> = [
        "keyboardWillHideNotification", "UIKeyboardWillHide", "UIKeyboardWillHideNotification",
    ]
    static let willChangeFrame: Set<String> = [
        "keyboardWillChangeFrameNotification", "UIKeyboardWillChangeFrame", "UIKeyboardWillChangeFrameNotification",
    ]
    static let didShowNames: Set<String> = [
        "keyboardDidShowNotification", "UIKeyboardDidShow", "UIKeyboardDidShowNotification",
    ]
    static let curveKeys: Set<String> = ["keyboardAnimationCurveUserInfoKey", "UIKeyboardAnimationCurveUserInfoKey"]
    static let insets: Set<String> = [
        "contentInset", "scrollIndicatorInsets", "verticalScrollIndicatorInsets", "additionalSafeAreaInsets",
    ]

    static let all: [AuditRule] = [
        beginFrame, keyboardHeight, unconvertedFrame, showHideOnly, notRestored,
        insetsOverwritten, curveIgnored, didShow,
    ]

    static let beginFrame = AuditRule.rule(
        .uikit, "uikit-begin-frame", "The keyboard's begin frame read where its end frame is meant", .error,
        bites: "every iOS device: each time the keyboard changes height while up (predictive bar, emoji, another "
            + "field's keyboard), and on the first show the frame's origin is below the screen",
        why: "The begin frame is where the keyboard was before this change; the avoidance must follow where it goes.",
        fix: "Read keyboardFrameEndUserInfoKey, and convert it into the view's coordinates.",
        source: "Apple's UIResponder keyboard notification user-info keys (keyboardFrameEndUserInfoKey)",
        reproduction: nil
    ) { file, _ in
        file.tokens.filter { $0.kind == .identifier && beginKeys.contains($0.text) }.map {
            RuleHit(at: $0, "reads the keyboard's begin frame (\($0.text)): where it was, not where it goes")
        }
    }

    /// The frames read from the end (or begin) key, each with the handler it is read in.
    /// Also a frame handed to a helper under a keyboard frame's name (`keyboardFrame`, `keyboardRect`,
    /// `keyboardEndFrame`): its first use in each handler that does not read the key itself.
    static func frameReads(in file: SourceFile) -> [(index: Int, handler: Range<Int>)] {
        var reads = file.tokens.indices.filter {
            file.tokens[$0].kind == .identifier && endKeys.contains(file.tokens[$0].text)
        }.map { ($0, file.handler(containing: $0)) }
        for index in file.tokens.indices where isFrameName(file.tokens[index]) {
            let handler = file.handler(containing: index)
            guard !reads.contains(where: { $0.1 == handler }), handler.count < file.tokens.count else { continue }
            reads.append((index, handler))
        }
        return reads
    }

    /// Whether the token names a keyboard frame held in a variable or parameter: `keyboardFrame`, `kbRect`.
    static func isFrameName(_ token: Token) -> Bool {
        guard token.kind == .identifier, !token.text.hasSuffix("Key"), !token.text.hasSuffix("Notification") else {
            return false
        }
        let name = token.text.lowercased()
        return (name.hasPrefix("keyboard") || name.hasPrefix("kb"))
            && (name.hasSuffix("frame") || name.hasSuffix("rect"))
    }

    static let keyboardHeight = AuditRule.rule(
        .uikit, "uikit-keyboard-height", "The keyboard's height used where its overlap with the view is meant",
        .warning,
        bites: "sheets, iPads, screens with a tab bar or a toolbar, and every iPhone with a home indicator: the inset "
            + "comes out larger than what the keyboard covers",
        why: "The keyboard's height counts the part of the keyboard that lies over the tab bar, the home indicator or "
            + "outside the sheet; the inset must be the height of the keyboard's frame intersected with the view's.",
        fix: "Convert the end frame into the view (view.convert(frame, from: nil)) and inset by "
            + "view.bounds.intersection(frame).height, minus the safe area already inset.",
        source: "Apple's UIResponder.keyboardFrameEndUserInfoKey documentation (a frame in screen coordinates) and "
            + "UIView.convert(_:from:)",
        reproduction: Reproduction(
            scenario: "tab-bar-form", strategy: "observer-2018", fix: "keyboardlab",
            devices: ["iphone-15", "iphone-se"])
    ) { file, _ in
        var hits: [RuleHit] = []
        for (read, handler) in frameReads(in: file) where !file.mentions(["convert", "intersection"], in: handler) {
            let frames = frameNames(boundAt: read, in: file).union(
                isFrameName(file.tokens[read]) ? [file.tokens[read].text] : [])
            for index in handler
            where file.tokens[index].is("height") && index > 0
                && (file.tokens[index - 1].is(".") || file.tokens[index - 1].is("?."))
            {
                let chain = file.chain(at: index).map(\.name)
                let onFrame = chain.first.map(frames.contains) ?? false
                guard onFrame || file.tokens[index].line == file.tokens[read].line else { continue }
                hits.append(
                    RuleHit(
                        at: file.tokens[index], "insets by the keyboard's height, not by how much of it covers the view"
                    ))
                break
            }
        }
        return hits
    }

    /// The names the frame read at `index` is bound to: `frame` in `let frame = …[keyboardFrameEndUserInfoKey]…`
    /// (or `guard let`, `if let`), on the read's line.
    static func frameNames(boundAt index: Int, in file: SourceFile) -> Set<String> {
        let line = file.tokens[index].line
        var names: Set<String> = []
        var at = index - 1
        while at > 0, file.tokens[at].line == line {
            if file.tokens[at].is("="), file.tokens[at - 1].kind == .identifier {
                names.insert(file.tokens[at - 1].text)
            }
            at -= 1
        }
        return names
    }

    static let unconvertedFrame = AuditRule.rule(
        .uikit, "uikit-unconverted-frame",
        "The keyboard's frame, in screen coordinates, never converted into the view's",
        .warning,
        bites: "page and form sheets, iPads, split view and Slide Over, and any view that does not fill the window",
        why: "The notification's frame is in the screen's coordinates; compared with a view's frame it is off by the "
            + "view's origin in the window, so the overlap comes out short in a sheet.",
        fix: "view.convert(keyboardFrame, from: nil) (or from the window's coordinate space) before comparing.",
        source: "Apple's keyboard notification documentation: the frame is in screen coordinates",
        reproduction: Reproduction(
            scenario: "page-sheet", strategy: "local-frame", fix: "keyboardlab", devices: ["iphone-15"], at: 0.6)
    ) { file, _ in
        var hits: [RuleHit] = []
        for (index, handler) in frameReads(in: file) where !file.mentions(["convert"], in: handler) {
            let geometry: Set<String> = ["minY", "maxY", "origin", "intersects", "intersection", "contains"]
            if file.mentions(geometry, in: handler) {
                hits.append(
                    RuleHit(
                        at: file.tokens[index],
                        "compares the keyboard's screen frame with a view's frame without converting it"))
            }
        }
        return hits
    }
}
