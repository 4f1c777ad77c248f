import KeyboardAvoidance

/// A colour of a Figma paint, 0 to 255 a channel.
public struct SketchColor: Equatable, Hashable, Sendable {
    /// Red.
    public var red: UInt8
    /// Green.
    public var green: UInt8
    /// Blue.
    public var blue: UInt8

    /// A colour.
    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }
}

/// A frame drawn from a Figma document's own nodes, for an import given no exported picture: each visible node's
/// box with its solid fill and stroke, and each text, in the frame's points, parents before their children.
///
/// ```swift
/// let sketch = try FigmaImport(data: json, file: "signup.json").sketch(frame: "Sign up")
/// sketch.size  // 393 × 852
/// ```
public struct FigmaSketch: Equatable, Sendable {
    /// One node as drawn.
    public struct Shape: Equatable, Sendable {
        /// Its box in the frame's points.
        public var rect: Rect
        /// Its solid fill, or nil (a text's fill is its ink).
        public var fill: SketchColor?
        /// Its solid stroke, or nil.
        public var stroke: SketchColor?
        /// A text's characters, or nil.
        public var text: String?
        /// A text's size in points, or nil.
        public var fontSize: Double?
    }

    /// The frame's name and id, as the account names it.
    public var frame: String
    /// The frame's size in points.
    public var size: Size
    /// The frame's own fill, or nil.
    public var background: SketchColor?
    /// The nodes in drawing order.
    public var shapes: [Shape]
}

extension FigmaImport {
    /// The frame named or numbered `frame` (with nil, the only phone-sized one) drawn from its nodes' boxes, solid
    /// fills, strokes and texts: what an import draws when no picture is given.
    ///
    /// - Throws: ``LabError`` (usage) when `frame` names none or several, or no frame stands out.
    /// - Complexity: O(n) in the frame's nodes.
    public func sketch(frame: String?) throws(LabError) -> FigmaSketch {
        let chosen = try choose(frame, picture: ImportPicture(name: "", width: 0, height: 0))
        guard let box = chosen.node.box, box.width > 0, box.height > 0 else {
            throw LabError("\(file): the frame \(chosen.node.shown) has no size; expected a frame with one")
        }
        var shapes: [FigmaSketch.Shape] = []
        func add(_ node: FigmaNode) {
            guard node.visible else { return }
            if let rect = node.box?.offsetBy(dx: -box.minX, dy: -box.minY) {
                let isText = node.type == "TEXT"
                if isText || node.fillColor != nil || node.strokeColor != nil {
                    shapes.append(
                        FigmaSketch.Shape(
                            rect: rect, fill: node.fillColor, stroke: isText ? nil : node.strokeColor,
                            text: isText ? node.characters : nil, fontSize: isText ? node.fontSize : nil))
                }
            }
            node.children.forEach(add)
        }
        chosen.node.children.forEach(add)
        return FigmaSketch(
            frame: "\"\(chosen.node.name)\" (\(chosen.node.id))", size: box.size, background: chosen.node.fillColor,
            shapes: shapes)
    }
}
