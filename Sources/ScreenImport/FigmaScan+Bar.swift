import KeyboardAvoidance

extension FigmaScan {
    /// The bar: a node across at least 90 % of the frame in its lowest part, pinned to the bottom (constraints
    /// BOTTOM, absolute position in an auto layout, or FIXED); the outermost, largest one. It rides the keyboard
    /// when it holds a button. A home indicator is not a bar: the bar ends at its top.
    mutating func findBar() {
        var candidates: [(FigmaNode, Rect)] = []
        var homeTop: Double?
        func look(_ node: FigmaNode, insideCandidate: Bool) {
            guard node.visible, let rect = local(node) else { return }
            if Self.says(node.name, Self.homeIndicatorWords), rect.maxY >= size.height - 1 {
                homeTop = min(homeTop ?? rect.minY, rect.minY)
                return
            }
            if Self.says(words(node), ["keyboard"]), rect.width >= size.width * 0.9 {
                notes.append(
                    "\(node.shown): the design shows a keyboard; the lab draws its own, so export the frame "
                        + "without it")
                return
            }
            let pinned = node.vertical == "BOTTOM" || node.layoutPositioning == "ABSOLUTE" || node.isFixed
            let isCandidate =
                pinned && rect.width >= size.width * 0.9 && rect.minY >= size.height * 0.6
                && rect.maxY >= size.height * 0.85 && rect.height <= size.height * 0.35
            if isCandidate, !insideCandidate { candidates.append((node, rect)) }
            for child in node.children { look(child, insideCandidate: insideCandidate || isCandidate) }
        }
        for child in frame.children { look(child, insideCandidate: false) }
        guard let (node, found) = candidates.max(by: { $0.1.width * $0.1.height < $1.1.width * $1.1.height }) else {
            return
        }
        var rect = found.intersection(Rect(origin: .zero, size: size))
        var cut = ""
        if let homeTop, homeTop < rect.maxY, homeTop - rect.minY >= 20 {
            rect = Rect(x: rect.minX, y: rect.minY, width: rect.width, height: homeTop - rect.minY)
            cut = ", ending at the home indicator"
        } else if size.height >= size.width * 2, rect.maxY > size.height - 34, rect.height > 54,
            contentBottom(of: node) <= size.height - 34 + 0.5
        {
            rect = Rect(x: rect.minX, y: rect.minY, width: rect.width, height: size.height - 34 - rect.minY)
            cut = ", less the home indicator's 34 pt it leaves empty"
        }
        if rect.minY < fixedTop {
            skipped.append("\(node.shown): a bar at the bottom that reaches into the fixed top")
            return
        }
        let pin =
            node.vertical == "BOTTOM"
            ? "constraints BOTTOM" : node.isFixed ? "FIXED" : "absolute position in its auto layout"
        let button = self.button(in: node)
        bar = ImportedBar(
            rect: rect, keyboard: button == nil ? .covered : .sticky,
            reason: "\(node.shown) (\(pin)\(cut)), "
                + (button.map { "holds the button \($0): it rides the keyboard" }
                    ?? "holds no button: the keyboard covers it"))
        for (other, _) in candidates where other.id != node.id {
            skipped.append("\(other.shown): another bar at the bottom; \(node.shown) is larger")
        }
    }

    /// How the account names the first button in `node` (or `node` itself), or nil without one.
    func button(in node: FigmaNode) -> String? {
        var found: String?
        func check(_ child: FigmaNode) {
            guard found == nil, child.visible, Self.says(words(child), Self.buttonWords) else { return }
            let title = child.texts.first?.characters.map { " \"\($0)\"" } ?? ""
            found = "\(child.shown)" + title
        }
        for inner in node.children { inner.forEach(check) }
        return found
    }

    /// The lowest bottom edge of what `node` shows besides shapes (a bar's background reaches the frame's end, its
    /// button does not), relative to the frame.
    func contentBottom(of node: FigmaNode) -> Double {
        var bottom = 0.0
        let shapes: Set<String> = ["RECTANGLE", "VECTOR", "ELLIPSE", "LINE", "BOOLEAN_OPERATION"]
        for child in node.children {
            child.forEach { inner in
                guard inner.visible, !shapes.contains(inner.type), inner.type != "GROUP" || inner.children.isEmpty,
                    !Self.says(inner.name, Self.homeIndicatorWords), let rect = local(inner)
                else { return }
                if inner.type == "FRAME", !inner.children.isEmpty { return }
                bottom = max(bottom, rect.maxY)
            }
        }
        return bottom
    }
}
