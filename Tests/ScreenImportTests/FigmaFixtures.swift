import Foundation
import KeyboardAvoidance
import LabTestSupport

@testable import ScreenImport

/// Figma REST nodes written by hand after the documented shapes, for documents smaller than the samples.
enum FigmaFixtures {
    /// A node of `type` named `name` at `x, y` on the canvas, `w × h`, with `extra` keys.
    static func node(
        _ type: String, _ name: String, _ x: Double, _ y: Double, _ w: Double, _ h: Double, id: String? = nil,
        _ extra: [String: Any] = [:]
    ) -> [String: Any] {
        var node: [String: Any] = [
            "id": id ?? "9:\(abs(name.hashValue) % 100_000)", "name": name, "type": type,
            "absoluteBoundingBox": ["x": x, "y": y, "width": w, "height": h],
            "constraints": ["vertical": "TOP", "horizontal": "LEFT"], "fills": [], "strokes": [],
            "strokeWeight": 1,
        ]
        node.merge(extra) { $1 }
        return node
    }

    /// A visible solid paint list.
    static var paint: [[String: Any]] { [["type": "SOLID", "color": ["r": 0.8, "g": 0.8, "b": 0.8, "a": 1]]] }

    /// A TEXT node.
    static func text(
        _ characters: String, _ x: Double, _ y: Double, _ w: Double = 200, _ h: Double = 22,
        name: String? = nil, size: Double = 17
    ) -> [String: Any] {
        node(
            "TEXT", name ?? characters, x, y, w, h, id: "t:\(abs(characters.hashValue) % 100_000)",
            ["characters": characters, "style": ["fontSize": size]])
    }

    /// A file response holding `frame` on a page, with `components`.
    static func file(_ frames: [[String: Any]], components: [String: Any] = [:]) -> Data {
        let page: [String: Any] = ["id": "0:1", "name": "Page 1", "type": "CANVAS", "children": frames]
        let top: [String: Any] = [
            "name": "Test", "document": ["id": "0:0", "name": "Document", "type": "DOCUMENT", "children": [page]],
            "components": components, "schemaVersion": 0,
        ]
        return (try? JSONSerialization.data(withJSONObject: top)) ?? Data()
    }

    /// A 393 × 852 frame at (500, 200) holding `children`.
    static func frame(_ children: [[String: Any]], name: String = "Screen", id: String = "1:1") -> [String: Any] {
        node("FRAME", name, 500, 200, 393, 852, id: id, ["children": children, "fills": paint])
    }

    /// The picture of a 393 × 852 frame at 3x.
    static let picture = ImportPicture(name: "screen@3x.png", width: 1179, height: 2556)

    /// The screen of `children` in a 393 × 852 frame at (500, 200).
    static func screen(_ children: [[String: Any]], components: [String: Any] = [:]) throws -> ImportedScreen {
        try FigmaImport(data: file([frame(children)], components: components), file: "d.json")
            .screen(frame: nil, picture: picture)
    }

    /// The bytes of a sample in `Assets/Imports`.
    static func sample(_ name: String) throws -> Data {
        try Data(contentsOf: TestPaths.assets.appending(path: "Imports/\(name)"))
    }
}

/// The import error `body` throws, or nil when it throws none (or another kind).
func importError(_ body: () throws -> Void) -> LabError? {
    do {
        try body()
        return nil
    } catch {
        return error as? LabError
    }
}
