import Foundation
import LabText

/// A saved Figma REST response, `GET /v1/files/:key` (the whole document) or `GET /v1/files/:key/nodes` (some nodes
/// and their components): the frames it holds, wherever they sit on their pages, and the names of the components
/// its instances come from.
struct FigmaDocument {
    /// A frame that may be a screen: a FRAME or COMPONENT on a page, in a SECTION or in a GROUP.
    struct Frame: Equatable, Sendable {
        var node: FigmaNode
        /// The page (CANVAS) it is on, when the response says.
        var page: String?

        /// How messages name it: `"Sign up" (1:2) on page "Mobile"`.
        var shown: String { "\"\(node.name)\" (\(node.id))" + (page.map { " on page \"\($0)\"" } ?? "") }
    }

    /// The node types a screen may be.
    static let frameTypes: Set<String> = ["FRAME", "COMPONENT"]
    /// The node types screens may sit in.
    static let containerTypes: Set<String> = ["DOCUMENT", "CANVAS", "SECTION", "GROUP"]

    /// The frames, in document order.
    var frames: [Frame] = []
    /// Component names by component id: the component set's name, then the variant's (`Text field State=Error`).
    var components: [String: String] = [:]
    /// The nodes that could not be read, one line each.
    var skipped: [String] = []
    /// Which response it was, for the account: `a file` or `a nodes response`.
    var kind = "a file"

    /// Reads `data`, the response saved in `file`.
    ///
    /// - Throws: ``LabError`` when it is not JSON, not a Figma response, an error response, or holds no frame.
    /// - Complexity: O(n) in the response's size.
    init(data: Data, file: String) throws(LabError) {
        let expected = "expected the saved response of Figma's GET /v1/files/:key or GET /v1/files/:key/nodes"
        guard let parsed = try? JSONSerialization.jsonObject(with: data) else {
            throw LabError("\(file): not JSON; \(expected)")
        }
        guard let top = parsed as? [String: Any] else {
            throw LabError("\(file): not a JSON object; \(expected)")
        }
        if let status = top["status"], let error = top["err"] ?? top["message"] {
            throw LabError("\(file): Figma's error response (\(status): \(error)), not a file; \(expected)")
        }
        if let document = top["document"] {
            guard let node = FigmaNode.read(document, where: "the document", skipped: &skipped) else {
                throw LabError("\(file): \"document\" is not a node; \(expected)")
            }
            addComponents(top)
            collect(node, page: nil)
        } else if let nodes = top["nodes"] as? [String: Any] {
            kind = "a nodes response"
            for id in nodes.keys.sorted() {
                guard let entry = nodes[id] as? [String: Any], let document = entry["document"] else {
                    skipped.append("node \(id): no \"document\" in the response (not in the file?)")
                    continue
                }
                if let node = FigmaNode.read(document, where: "node \(id)", skipped: &skipped) {
                    addComponents(entry)
                    collect(node, page: nil)
                }
            }
        } else {
            throw LabError("\(file): no \"document\" and no \"nodes\": not a Figma REST response; \(expected)")
        }
        guard !frames.isEmpty else {
            throw LabError("\(file): no frame in \(kind); expected a page holding a screen's FRAME")
        }
    }

    /// Adds the component and component set names of a response (or of one of its nodes).
    private mutating func addComponents(_ object: [String: Any]) {
        let sets = object["componentSets"] as? [String: Any] ?? [:]
        for (id, raw) in object["components"] as? [String: Any] ?? [:] {
            guard let component = raw as? [String: Any] else { continue }
            let set = (component["componentSetId"] as? String).flatMap { (sets[$0] as? [String: Any])?["name"] }
            let names = [set as? String, component["name"] as? String].compactMap { $0 }
            components[id] = names.joined(separator: " ")
        }
    }

    /// Collects the frames at or below `node`: a frame is taken whole (a frame inside a screen is part of it);
    /// pages, sections and groups are looked into.
    private mutating func collect(_ node: FigmaNode, page: String?) {
        if Self.frameTypes.contains(node.type) {
            if node.box != nil {
                frames.append(Frame(node: node, page: page))
            } else {
                skipped.append("\(node.shown): no absoluteBoundingBox")
            }
            return
        }
        guard Self.containerTypes.contains(node.type) else { return }
        let page = node.type == "CANVAS" ? node.name : page
        for child in node.children { collect(child, page: page) }
    }
}
