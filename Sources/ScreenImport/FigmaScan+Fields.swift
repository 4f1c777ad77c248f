import Foundation
import KeyboardAvoidance

extension FigmaScan {
    /// Words of a component or layer that is a text field.
    static let fieldWords = [
        "text field", "textfield", "text input", "input", "search", "text area", "textarea", "composer", "textbox",
        "text box", "search bar", "searchbar",
    ]
    /// Words of a component that takes input but not text.
    static let notTextWords = [
        "button", "checkbox", "check box", "radio", "toggle", "switch", "dropdown", "drop down", "select", "picker",
        "slider", "stepper",
    ]
    /// The names of an instance's TEXT properties that label it, best first; then those that are its placeholder.
    static let labelProperties = ["label text", "label", "title"]
    static let placeholderProperties = ["placeholder text", "placeholder", "hint text", "hint", "value", "text"]

    /// Looks for fields at and below `node`, whose ancestors are `path` (its parent last): a field is taken whole,
    /// hidden nodes are not looked into.
    mutating func visit(_ node: FigmaNode, path: [FigmaNode]) {
        guard node.visible else {
            if isField(node) { skipped.append("\(node.shown): hidden (visible: false)") }
            return
        }
        if isField(node) {
            guard let rect = fieldRect(node) else {
                skipped.append("\(node.shown): no absoluteBoundingBox")
                return
            }
            fields.append(field(node, rect: rect, path: path))
            return
        }
        if node.type == "INSTANCE", Self.says(words(node), Self.fieldWords), Self.says(words(node), Self.notTextWords) {
            skipped.append("\(node.shown): takes input but not text (its name says so)")
        }
        for child in node.children { visit(child, path: path + [node]) }
    }

    /// Whether `node` is a field: an instance whose component or name says text field, input, search, text area or
    /// composer; a frame or group named like one that holds a TEXT and has a stroke or fill (and no field inside);
    /// a group of a stroked rectangle and the placeholder TEXT inside it.
    func isField(_ node: FigmaNode) -> Bool {
        let named = Self.says(words(node), Self.fieldWords + ["field"])
        let notText = Self.says(words(node), Self.notTextWords)
        switch node.type {
        case "INSTANCE" where named && !notText && Self.says(words(node), Self.fieldWords):
            return true
        case "FRAME", "GROUP", "COMPONENT", "INSTANCE":
            if named, !notText, !node.texts.isEmpty, painted(node), (local(node)?.height ?? 0) <= 200,
                !node.children.contains(where: containsField)
            {
                return true
            }
            return placeholderBox(node) != nil
        default:
            return false
        }
    }

    /// Whether `node`, or a shape directly in it (a group has no paint of its own), has a stroke or a fill.
    func painted(_ node: FigmaNode) -> Bool {
        node.stroked || node.filled
            || node.children.contains { $0.visible && $0.type == "RECTANGLE" && ($0.stroked || $0.filled) }
    }

    /// Whether `node` or a node below it is a field.
    func containsField(_ node: FigmaNode) -> Bool {
        node.visible && (isField(node) || node.children.contains(where: containsField))
    }

    /// In a group or frame, a stroked rectangle with exactly one TEXT of the group inside it (its placeholder):
    /// the rectangle's box; nil otherwise.
    func placeholderBox(_ node: FigmaNode) -> Rect? {
        let texts = node.children.filter { $0.type == "TEXT" && $0.visible }.compactMap(local)
        for shape in node.children where shape.type == "RECTANGLE" && shape.visible && shape.stroked {
            guard let rect = local(shape), (24...200).contains(rect.height), rect.width >= 60 else { continue }
            if texts.filter({ rect.contains($0) }).count == 1 { return rect }
        }
        return nil
    }

    /// The field's box: the stroked rectangle of a placeholder group, else the node's.
    func fieldRect(_ node: FigmaNode) -> Rect? {
        if node.type == "GROUP" || node.type == "FRAME", let box = placeholderBox(node),
            !Self.says(words(node), Self.fieldWords + ["field"]) || !painted(node)
        {
            return box
        }
        guard let whole = local(node) else { return nil }
        return innerBox(of: node, in: whole) ?? whole
    }

    /// The box inside a field drawn with its label above it in the same component: the smallest stroked or filled
    /// node below `node`, shorter than it, at least 24 × 60 pt, holding one of its texts; nil when none is.
    func innerBox(of node: FigmaNode, in whole: Rect) -> Rect? {
        let texts = node.texts.compactMap(local)
        let boxTypes: Set<String> = ["RECTANGLE", "FRAME", "INSTANCE", "COMPONENT"]
        var best: Rect?
        for child in node.children {
            child.forEach { inner in
                guard inner.visible, boxTypes.contains(inner.type), inner.stroked || inner.filled,
                    let rect = local(inner), rect.height >= 24, rect.width >= 60, rect.height < whole.height - 4,
                    texts.contains(where: { rect.contains($0) }), best.map({ rect.height < $0.height }) ?? true
                else { return }
                best = rect
            }
        }
        return best
    }

    /// The field `node` is, in `rect`: named from its label (a label property, the TEXT just above it, a TEXT
    /// named label in it, its placeholder, its name), its keyboard from all its words, the text's inset and size
    /// from its placeholder.
    func field(_ node: FigmaNode, rect: Rect, path: [FigmaNode]) -> ImportedField {
        let inner = node.texts.filter { text in local(text).map { rect.intersects($0) } ?? false }
        let property = { (names: [String]) in
            names.lazy.compactMap { name in
                node.textProperties.first { FieldWords.normalized($0.name) == name && !$0.value.isEmpty }?.value
            }.first
        }
        let above = label(of: rect, node: node, path: path)
        let namedLabel = inner.first { Self.says($0.name, ["label"]) }?.characters
        let placeholder =
            property(Self.placeholderProperties)
            ?? inner.first { !Self.says($0.name, ["label"]) }?.characters
        // A value (bullets, masked digits) names nothing: the label above, else the node's name.
        let label =
            [property(Self.labelProperties), above, namedLabel, placeholder, node.name]
            .compactMap { $0?.trimmingCharacters(in: .whitespacesAndNewlines) }
            .first { !$0.isEmpty && !FieldWords.isValue($0) } ?? node.name
        let shown = [placeholder ?? ""] + node.textProperties.map(\.value) + inner.compactMap(\.characters)
        let allWords = ([words(node), above ?? ""] + shown.filter { !FieldWords.isValue($0) }).joined(separator: " ")
        var field = ImportedField(
            label: label, words: allWords, rect: rect, origin: node.shown, multiline: rect.height >= 80,
            values: shown)
        let text =
            inner.first { Self.says($0.name, ["placeholder", "value", "input"]) }
            ?? inner.max { ($0.fontSize ?? 0) < ($1.fontSize ?? 0) }
        if let text, let textRect = local(text) {
            let inset = textRect.minX - rect.minX
            if inset >= 0, inset * 2 < rect.width { field.textInset = inset }
            field.fontSize = text.fontSize
        }
        (field.fill, field.trailingInset) = paint(of: node, in: rect)
        return field
    }

    /// The field's box's solid fill as `#RRGGBB` (the node drawing the box, else the field's node), and the
    /// points a trailing icon takes at its right (a node that is not a text, at most 48 pt wide, in the box's right
    /// half), or nils.
    func paint(of node: FigmaNode, in rect: Rect) -> (String?, Double?) {
        var fill = node.fillColor
        var iconLeft: Double?
        node.forEach { inner in
            guard inner.visible, inner.id != node.id, let box = local(inner) else { return }
            if inner.fillColor != nil, abs(box.minX - rect.minX) < 0.5, abs(box.minY - rect.minY) < 0.5,
                abs(box.width - rect.width) < 0.5, abs(box.height - rect.height) < 0.5
            {
                fill = inner.fillColor
            } else if inner.type != "TEXT", box.width <= 48, box.height < rect.height, box.minX >= rect.midX,
                box.maxX <= rect.maxX + 0.5, box.minY >= rect.minY - 0.5, box.maxY <= rect.maxY + 0.5
            {
                iconLeft = min(iconLeft ?? box.minX, box.minX)
            }
        }
        let hex = fill.map { String(format: "#%02X%02X%02X", $0.red, $0.green, $0.blue) }
        return (hex, iconLeft.map { rect.maxX - $0 + 4 })
    }

    /// The label of the field `node` (its box `rect`), looked for among its parent's nodes, then, while the
    /// parent holds nothing but the field (an auto-layout wrapper), among its grandparent's, up to three levels.
    func label(of rect: Rect, node: FigmaNode, path: [FigmaNode]) -> String? {
        var inner = node
        for parent in path.reversed().prefix(3) {
            if let found = labelAbove(rect, in: parent, besides: inner) { return found }
            let others = parent.children.filter { $0.id != inner.id && $0.visible }
            guard others.allSatisfy({ $0.texts.isEmpty }), parent.id != frame.id else { return nil }
            inner = parent
        }
        return nil
    }

    /// The characters of the TEXT labelling a field: the nearest just above it (up to 40 pt over its top,
    /// overlapping it across), else the nearest beside it on its left (its middle within the box's height, up to
    /// 40 pt from its left edge). It is looked for in the field's node outside its box (a group's label) and among
    /// `parent`'s other nodes that are a label: a TEXT, or a group or frame holding only one TEXT; a sibling
    /// component (a card, a button, another field's group) is not looked into.
    func labelAbove(_ rect: Rect, in parent: FigmaNode, besides field: FigmaNode) -> String? {
        let siblings = parent.children.filter { $0.id != field.id && $0.visible && !containsField($0) }
        let labels = siblings.filter { sibling in
            sibling.type == "TEXT"
                || (["GROUP", "FRAME"].contains(sibling.type) && sibling.texts.count == 1
                    && sibling.children.allSatisfy { !["INSTANCE", "COMPONENT"].contains($0.type) })
        }
        var above: (Double, String)?
        var beside: (Double, String)?
        for text in field.texts + labels.flatMap(\.texts) {
            guard let box = local(text), let characters = text.characters,
                !characters.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
            else { continue }
            if box.maxY <= rect.minY + 2, rect.minY - box.maxY <= 40, box.maxX > rect.minX, box.minX < rect.maxX,
                above.map({ box.maxY > $0.0 }) ?? true
            {
                above = (box.maxY, characters)
            } else if box.maxX <= rect.minX + 2, rect.minX - box.maxX <= 40, box.midY > rect.minY,
                box.midY < rect.maxY, beside.map({ box.maxX > $0.0 }) ?? true
            {
                beside = (box.maxX, characters)
            }
        }
        return (above ?? beside)?.1
    }
}
