/// The rules on Flutter code: forms that cannot scroll, scaffolds that do not resize, sheets that ignore the
/// keyboard.
enum FlutterRules {
    static let fields: Set<String> = ["TextField", "TextFormField", "CupertinoTextField", "EditableText"]
    static let scrollables: Set<String> = [
        "SingleChildScrollView", "ListView", "CustomScrollView", "NestedScrollView", "Scrollable", "GridView",
        "PageView", "SliverList", "SliverToBoxAdapter",
    ]

    /// The names that pad by the keyboard's inset.
    static let insets: Set<String> = ["viewInsets", "viewInsetsOf"]

    static let all: [AuditRule] = [unscrollable, noResize, sheetIgnoresInsets]

    static let unscrollable = AuditRule.rule(
        .flutter, "flutter-unscrollable-form", "A column of text fields that cannot scroll in a resizing Scaffold",
        .warning,
        bites: "small phones and landscape: the body shrinks for the keyboard, the column overflows and the lower "
            + "fields cannot be scrolled into view",
        why: "Scaffold shrinks its body by the keyboard's inset; a Column does not scroll, so what no longer fits is "
            + "cut off (the yellow-and-black overflow stripe) and a focused field below it stays hidden.",
        fix: "Wrap the column in a SingleChildScrollView (or use a ListView).",
        source: "Flutter's Scaffold.resizeToAvoidBottomInset and SingleChildScrollView documentation",
        reproduction: nil
    ) { file, model in
        var hits: [RuleHit] = []
        let fields = model.flutterFieldNames(in: file.path)
        for column in file.calls(named: "Column") where file.mentions(fields, in: column.body) {
            let enclosing = file.calls(enclosing: column.index).map(\.name)
            guard enclosing.contains("Scaffold"), !enclosing.contains(where: scrollables.contains) else { continue }
            let scaffold = file.calls(enclosing: column.index).first { $0.name == "Scaffold" }
            if let resize = scaffold?.argument("resizeToAvoidBottomInset"), file.text(of: resize.range) == "false" {
                continue
            }
            hits.append(RuleHit(at: file.tokens[column.index], "a Column of text fields that cannot scroll"))
        }
        return hits
    }

    static let noResize = AuditRule.rule(
        .flutter, "flutter-no-resize", "resizeToAvoidBottomInset: false over text fields", .warning,
        bites: "every device: the body keeps its height and the keyboard covers the lower fields",
        why: "With resizeToAvoidBottomInset false the Scaffold does not make room for the keyboard, and nothing "
            + "else lifts the fields.",
        fix: "Leave resizeToAvoidBottomInset true (the default), or pad the body by MediaQuery.viewInsetsOf(context).",
        source: "Flutter's Scaffold.resizeToAvoidBottomInset documentation",
        reproduction: Reproduction(
            scenario: "flutter-form", strategy: "adjust-nothing", fix: "flutter", devices: ["pixel-8"])
    ) { file, model in
        let (fields, insets) = (model.flutterFieldNames(in: file.path), model.flutterInsetNames(in: file.path))
        return file.calls(named: "Scaffold").compactMap { scaffold in
            guard let resize = scaffold.argument("resizeToAvoidBottomInset"), file.text(of: resize.range) == "false",
                file.mentions(fields, in: scaffold.body), !file.mentions(insets, in: scaffold.body)
            else { return nil }
            return RuleHit(
                at: file.tokens[resize.range.lowerBound - 2], "resizeToAvoidBottomInset: false over text fields")
        }
    }

    static let sheetIgnoresInsets = AuditRule.rule(
        .flutter, "flutter-sheet-ignores-insets", "A bottom sheet with a text field that ignores viewInsets", .warning,
        bites: "every device: the sheet stays where it is and the keyboard covers its field",
        why: "A modal bottom sheet is not lifted for the keyboard; its content must pad itself by "
            + "MediaQuery.viewInsets.bottom (and the sheet be isScrollControlled to grow).",
        fix: "isScrollControlled: true, and Padding(padding: EdgeInsets.only(bottom: "
            + "MediaQuery.viewInsetsOf(context).bottom), …) around the content.",
        source: "Flutter's showModalBottomSheet documentation (isScrollControlled); MediaQuery.viewInsets",
        reproduction: nil
    ) { file, model in
        let (fields, insets) = (model.flutterFieldNames(in: file.path), model.flutterInsetNames(in: file.path))
        return file.calls(named: ["showModalBottomSheet", "showBottomSheet"]).compactMap { call in
            guard file.mentions(fields, in: call.body), !file.mentions(insets, in: call.body)
            else { return nil }
            return RuleHit(at: file.tokens[call.index], "a bottom sheet with a text field, not padded by viewInsets")
        }
    }
}
