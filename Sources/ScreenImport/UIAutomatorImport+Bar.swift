import KeyboardAvoidance

extension UIAutomatorImport {
    /// A bar the dump shows at the bottom, in pixels: its rect, whether it rides the keyboard, and the account's
    /// words.
    typealias FoundBar = (rect: Rect, keyboard: BottomBar.KeyboardBehaviour, reason: String)

    /// The bar at the bottom: a BottomNavigationView, or a row of buttons across the bottom below every field (the
    /// navigation bar under it joins it), else the navigation bar; with a note when a row of buttons at the bottom
    /// is not taken, saying why.
    func bottomBar(_ picture: ImportPicture, density: Double) -> (FoundBar?, String?) {
        let navigation = navigationBar(picture, density: density)
        let (row, note) = bottomRow(picture)
        guard let row else {
            return (navigation.map { ($0.0, BottomBar.KeyboardBehaviour.covered, $0.1) }, note)
        }
        var rect = row.rect
        if let (bar, _) = navigation, bar.minY >= rect.maxY - 1, bar.minY - rect.maxY <= 2 * density {
            rect = Rect(x: 0, y: rect.minY, width: rect.width, height: bar.maxY - rect.minY)
            return ((rect, row.keyboard, row.reason + ", with the navigation bar below it"), note)
        }
        return ((rect, row.keyboard, row.reason), note)
    }

    /// A BottomNavigationView, or the lowest row of two buttons or more across at least 85 % of the width in the
    /// lowest quarter, below every field: three or more are tabs, which the keyboard covers; two are actions,
    /// which ride it. With the note saying why a row at the bottom is not the bar.
    func bottomRow(_ picture: ImportPicture) -> (FoundBar?, String?) {
        let (width, height) = (Double(picture.width), Double(picture.height))
        let lowestField = elements.filter(Self.isField).compactMap(\.rect).map(\.maxY).max() ?? 0
        if let (index, rect) = elements.enumerated().lazy.compactMap({ item -> (Int, Rect)? in
            guard Self.isBottomNavigation(item.element), let rect = item.element.rect, rect.width >= width * 0.9,
                rect.minY >= height * 0.75, rect.minY >= lowestField
            else { return nil }
            return (item.offset, rect)
        }).first {
            let reason =
                "\(Self.shown(elements[index])) \(Self.place(elements[index])), a bottom navigation: the "
                + "keyboard covers it"
            return ((rect, .covered, reason), nil)
        }
        let buttons = elements.indices.filter { index in
            let element = elements[index]
            guard isButton(element), let rect = element.rect, rect.minY >= height * 0.75, rect.width < width * 0.95
            else { return false }
            return !elements.indices.contains {
                $0 != index && isButton(elements[$0]) && HierarchyElement.isInside($0, index, in: elements)
            }
        }
        guard let anchor = buttons.max(by: { (elements[$0].rect?.maxY ?? 0) < (elements[$1].rect?.maxY ?? 0) }),
            let anchorRect = elements[anchor].rect
        else { return (nil, nil) }
        let row = buttons.compactMap { elements[$0].rect }.filter {
            $0.minY <= anchorRect.midY && $0.maxY >= anchorRect.midY
        }
        guard row.count >= 2 else { return (nil, nil) }
        let union = Rect(
            x: row.map(\.minX).min() ?? 0, y: row.map(\.minY).min() ?? 0,
            width: (row.map(\.maxX).max() ?? 0) - (row.map(\.minX).min() ?? 0),
            height: (row.map(\.maxY).max() ?? 0) - (row.map(\.minY).min() ?? 0))
        let words =
            "a row of \(row.count) buttons at [\(Int(union.minX)),\(Int(union.minY))][\(Int(union.maxX)),\(Int(union.maxY))]"
        guard union.width >= width * 0.85 else {
            return (
                nil,
                "\(words) is not the bar: it spans \(Int((union.width / width * 100).rounded())) % of the width, not 85 %"
            )
        }
        guard union.minY >= lowestField else {
            return (nil, "\(words) is not the bar: a field lies below its top")
        }
        let band = Rect(x: 0, y: union.minY, width: width, height: union.maxY - union.minY)
        if row.count >= 3 {
            return ((band, .covered, "\(words), tabs across the bottom: the keyboard covers them"), nil)
        }
        return (
            (band, .sticky, "\(words) across the bottom: it rides the keyboard (remove the bar if it scrolls)"), nil
        )
    }

    /// Whether a node is a bottom navigation: a BottomNavigationView (or Material's NavigationBarView), or a
    /// resource id like `bottom_navigation` or `tab_bar`.
    static func isBottomNavigation(_ element: HierarchyElement) -> Bool {
        let entry = (entry(element["resource-id"]) ?? "").lowercased()
        return element.type.hasSuffix("BottomNavigationView") || element.type.hasSuffix("NavigationBarView")
            || ["bottom_navigation", "bottom_nav", "bottomnavigation", "bottomnav", "tab_bar", "tabbar", "tabs"]
                .contains(entry)
    }

    /// Whether a node is a button: a Button class, or a clickable node that is not a field.
    func isButton(_ element: HierarchyElement) -> Bool {
        guard !Self.isField(element), element.rect != nil, element["visible-to-user"] != "false" else { return false }
        return element.type.hasSuffix("Button") || element["clickable"] == "true"
    }

    /// The pixels a trailing icon takes at the right of a field at `rect` (pixels): an image button or image view
    /// (a password's eye, Material's end icon, a clear button) in the field's right half, level with it, at most
    /// a fifth of its width; nil when there is none.
    func trailingIcon(of rect: Rect) -> Double? {
        let left = elements.compactMap { element -> Double? in
            guard element.type.hasSuffix("ImageButton") || element.type.hasSuffix("ImageView"),
                element["visible-to-user"] != "false", let box = element.rect, box.width <= rect.width / 5,
                box.minX >= rect.midX, box.maxX <= rect.maxX + 2, box.midY > rect.minY, box.midY < rect.maxY
            else { return nil }
            return box.minX
        }.min()
        return left.map { rect.maxX - $0 }
    }

    /// The label of a Material field (an EditText inside a TextInputLayout) that floats onto its top edge on
    /// focus: its hint, or the layout's; nil for another field, or with a TextView labelling it from above.
    func floatingLabel(_ index: Int) -> String? {
        guard labelAbove(index) == nil,
            let layout = elements.indices.first(where: {
                elements[$0].type.hasSuffix("TextInputLayout") && HierarchyElement.isInside(index, $0, in: elements)
            })
        else { return nil }
        let hint = elements[index]["hint"] ?? elements[layout]["hint"] ?? elements[layout]["content-desc"]
        return hint.flatMap { FieldWords.isValue($0) ? nil : $0 }
    }

    /// Refuses a screenshot whose size contradicts the dump's root: the root (the first node with bounds, from the
    /// top left) is the screen, so a picture of another width, or of another height where the hierarchy gives the
    /// screen's size, is another screen's.
    ///
    /// - Throws: ``LabError`` (usage) in one line naming both sizes.
    func checkRoot(against picture: ImportPicture) throws(LabError) {
        guard let root = elements.first(where: { $0.rect != nil }), let rect = root.rect, rect.minX <= 1,
            rect.minY <= 1, !Self.isField(root)
        else { return }
        let top = elements.first
        let declared = [top?["width"], top?["height"]].compactMap { $0.flatMap(Double.init) }
        let size = declared.count == 2 ? Size(width: declared[0], height: declared[1]) : rect.size
        guard abs(size.width - Double(picture.width)) > 2 || abs(size.height - Double(picture.height)) > 2 else {
            return
        }
        throw LabError(
            usage: "\(picture.file) is \(picture.width) × \(picture.height) px, but the root of \(file) is "
                + "\(Int(size.width)) × \(Int(size.height)) px (\(root["bounds"] ?? "its size")); expected the "
                + "screenshot taken with this dump")
    }
}
