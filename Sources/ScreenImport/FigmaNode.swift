import Foundation
import KeyboardAvoidance

/// One node of a Figma REST response, with what an import reads of it: its box, its children, how it is pinned
/// (constraints, absolute positioning, scroll behaviour), its strokes and fills, a TEXT's characters and size, an
/// INSTANCE's component and properties.
struct FigmaNode: Equatable, Sendable {
    /// A TEXT component property of an instance: its name without the `#id` suffix, and its value.
    struct TextProperty: Equatable, Sendable {
        var name: String
        var value: String
    }

    var id: String
    var name: String
    var type: String
    var visible: Bool
    /// `absoluteBoundingBox`, in the canvas's points; nil when the response has none.
    var box: Rect?
    /// `absoluteRenderBounds` (the box with shadows and overflow), or nil.
    var renderBox: Rect?
    var children: [FigmaNode]
    /// `constraints.vertical`: `TOP`, `BOTTOM`, `CENTER`, `TOP_BOTTOM`, `SCALE`.
    var vertical: String?
    /// `layoutPositioning`: `ABSOLUTE` for a child taken out of its auto-layout flow.
    var layoutPositioning: String?
    /// `scrollBehavior` (`SCROLLS`, `FIXED`, `STICKY_SCROLLS`), or `FIXED` from the older `isFixed`.
    var scrollBehavior: String?
    /// Whether a visible stroke of some weight is drawn.
    var stroked: Bool
    /// Whether a visible fill is drawn.
    var filled: Bool
    /// The first visible solid fill's colour, or nil.
    var fillColor: SketchColor?
    /// The first visible solid stroke's colour, or nil.
    var strokeColor: SketchColor?
    /// A TEXT's characters.
    var characters: String?
    /// A TEXT's `style.fontSize`.
    var fontSize: Double?
    /// An INSTANCE's `componentId`.
    var componentId: String?
    /// An INSTANCE's TEXT component properties, in the response's order.
    var textProperties: [TextProperty]

    /// How the account names the node: `INSTANCE "Text field" (12:40)`.
    var shown: String { "\(type) \"\(name)\" (\(id))" }

    /// Whether the node stays put while its frame scrolls.
    var isFixed: Bool { scrollBehavior == "FIXED" }

    /// Reads `raw` as a node; nil when it is not one, with a line naming it (`where`) in `skipped`. Unreadable
    /// children are skipped the same way, their siblings kept.
    ///
    /// - Complexity: O(n) in the nodes below it.
    static func read(_ raw: Any, where place: String, skipped: inout [String]) -> FigmaNode? {
        guard let object = raw as? [String: Any], let type = object["type"] as? String else {
            skipped.append("\(place): not a node (no \"type\")")
            return nil
        }
        let id = object["id"] as? String ?? "?"
        let name = object["name"] as? String ?? ""
        var node = FigmaNode(
            id: id, name: name, type: type, visible: object["visible"] as? Bool ?? true,
            box: rect(object["absoluteBoundingBox"]), renderBox: rect(object["absoluteRenderBounds"]), children: [],
            vertical: (object["constraints"] as? [String: Any])?["vertical"] as? String,
            layoutPositioning: object["layoutPositioning"] as? String,
            scrollBehavior: object["scrollBehavior"] as? String
                ?? ((object["isFixed"] as? Bool) == true ? "FIXED" : nil),
            stroked: paints(object["strokes"]) && (number(object["strokeWeight"]) ?? 1) > 0,
            filled: paints(object["fills"]), fillColor: solid(object["fills"]),
            strokeColor: (number(object["strokeWeight"]) ?? 1) > 0 ? solid(object["strokes"]) : nil,
            characters: object["characters"] as? String,
            fontSize: number((object["style"] as? [String: Any])?["fontSize"]),
            componentId: object["componentId"] as? String, textProperties: textProperties(object["componentProperties"])
        )
        if let list = object["children"] as? [Any] {
            node.children.reserveCapacity(list.count)
            for (index, child) in list.enumerated() {
                if let read = read(child, where: "child \(index) of \(node.shown)", skipped: &skipped) {
                    node.children.append(read)
                }
            }
        } else if object["children"] != nil {
            skipped.append("the children of \(node.shown): not a list")
        }
        return node
    }

    /// `{"x", "y", "width", "height"}` as a rect, or nil.
    static func rect(_ raw: Any?) -> Rect? {
        guard let object = raw as? [String: Any], let x = number(object["x"]), let y = number(object["y"]),
            let width = number(object["width"]), let height = number(object["height"]), width >= 0, height >= 0
        else { return nil }
        return Rect(x: x, y: y, width: width, height: height)
    }

    /// A finite number, or nil (booleans are not numbers).
    static func number(_ raw: Any?) -> Double? {
        guard let raw, Swift.type(of: raw as AnyObject) != booleanClass, let value = raw as? Double, value.isFinite
        else {
            return nil
        }
        return value
    }

    /// The class Foundation reads JSON's `true` and `false` as.
    private static let booleanClass: AnyClass = Swift.type(of: NSNumber(value: true) as AnyObject)

    /// Whether a list of paints holds a visible one.
    static func paints(_ raw: Any?) -> Bool {
        guard let list = raw as? [Any] else { return false }
        return list.contains { paint in
            guard let paint = paint as? [String: Any] else { return false }
            return (paint["visible"] as? Bool ?? true) && (number(paint["opacity"]) ?? 1) > 0
        }
    }

    /// The colour of the first visible solid paint of a list, or nil.
    static func solid(_ raw: Any?) -> SketchColor? {
        guard let list = raw as? [Any] else { return nil }
        for case let paint as [String: Any] in list
        where paint["type"] as? String == "SOLID" && (paint["visible"] as? Bool ?? true)
            && (number(paint["opacity"]) ?? 1) > 0
        {
            guard let color = paint["color"] as? [String: Any], let r = number(color["r"]), let g = number(color["g"]),
                let b = number(color["b"])
            else { continue }
            let byte = { (value: Double) in UInt8((min(max(value, 0), 1) * 255).rounded()) }
            return SketchColor(red: byte(r), green: byte(g), blue: byte(b))
        }
        return nil
    }

    /// The TEXT properties of `componentProperties`, their names without the `#` suffix.
    static func textProperties(_ raw: Any?) -> [TextProperty] {
        guard let object = raw as? [String: Any] else { return [] }
        return object.keys.sorted().compactMap { key in
            guard let property = object[key] as? [String: Any], property["type"] as? String == "TEXT",
                let value = property["value"] as? String
            else { return nil }
            let name = key.split(separator: "#", maxSplits: 1).first.map(String.init) ?? key
            return TextProperty(name: name, value: value)
        }
    }

    /// Every node below this one, depth first in document order, with this one first.
    func forEach(_ body: (FigmaNode) -> Void) {
        body(self)
        for child in children { child.forEach(body) }
    }

    /// The TEXT nodes below this one (this one too, if it is one), visible ones only.
    var texts: [FigmaNode] {
        var found: [FigmaNode] = []
        forEach { if $0.type == "TEXT", $0.visible { found.append($0) } }
        return found
    }
}
