import Foundation

/// Documents generated for speed figures: the bench and the tests time an import of a file as large as a real
/// team's.
public enum ImportSamples {
    /// A Figma file response of at least `megabytes` MB: pages of 393 × 852 frames full of texts, rectangles and
    /// groups, and on the last page the frame "Checkout" with six text field instances (Name, Email, Phone, Street,
    /// City, Notes), a FIXED status bar and a button bar pinned to the bottom.
    ///
    /// - Complexity: O(n) in the size asked for.
    public static func largeFigmaFile(megabytes: Double) -> Data {
        var text = "{\"name\":\"Large\",\"schemaVersion\":0,\"components\":{\"5:1\":{\"name\":\"Text field\"}},"
        text += "\"document\":{\"id\":\"0:0\",\"name\":\"Document\",\"type\":\"DOCUMENT\",\"children\":["
        let target = Int(megabytes * 1_000_000)
        var id = 10
        var page = 0
        func node(
            _ type: String, _ name: String, _ x: Int, _ y: Int, _ w: Int, _ h: Int, _ extra: String = "",
            vertical: String = "TOP", scroll: String = "SCROLLS"
        ) -> String {
            id += 1
            return "{\"id\":\"\(page):\(id)\",\"name\":\"\(name)\",\"type\":\"\(type)\",\"visible\":true,"
                + "\"scrollBehavior\":\"\(scroll)\",\"absoluteBoundingBox\":{\"x\":\(x),\"y\":\(y),\"width\":\(w),"
                + "\"height\":\(h)},\"constraints\":{\"vertical\":\"\(vertical)\",\"horizontal\":\"LEFT\"},"
                + "\"fills\":[{\"blendMode\":\"NORMAL\",\"type\":\"SOLID\",\"color\":{\"r\":1,\"g\":1,\"b\":1,\"a\":1}}],"
                + "\"strokes\":[],\"strokeWeight\":1,\"effects\":[]\(extra)}"
        }
        while text.utf8.count < target {
            page += 1
            var frames: [String] = []
            for frame in 0..<8 {
                let x = frame * 500
                var children: [String] = []
                for row in 0..<20 {
                    let y = 100 + row * 36
                    let label = node(
                        "TEXT", "Row \(row)", x + 16, y, 200, 20,
                        ",\"characters\":\"Row \(row) of screen \(frame)\",\"style\":{\"fontSize\":15}")
                    let chevron = node("VECTOR", "Chevron", x + 360, y + 4, 8, 12)
                    children.append(node("GROUP", "Cell \(row)", x, y, 393, 32, ",\"children\":[\(label),\(chevron)]"))
                }
                frames.append(
                    node(
                        "FRAME", "Screen \(page).\(frame)", x, 0, 393, 852,
                        ",\"children\":[\(children.joined(separator: ","))]"))
            }
            text +=
                "{\"id\":\"\(page):0\",\"name\":\"Page \(page)\",\"type\":\"CANVAS\",\"children\":["
                + frames.joined(separator: ",") + "]},"
        }
        page += 1
        var fields: [String] = []
        for (index, label) in ["Name", "Email", "Phone", "Street", "City", "Notes"].enumerated() {
            fields.append(
                node(
                    "INSTANCE", "Field \(index)", 16, 120 + index * 88, 361, index == 5 ? 96 : 52,
                    ",\"componentId\":\"5:1\",\"componentProperties\":{\"Label text#1:0\":{\"type\":\"TEXT\","
                        + "\"value\":\"\(label)\"}},\"children\":[]"))
        }
        let status = node("INSTANCE", "Status bar", 0, 0, 393, 54, ",\"children\":[]", scroll: "FIXED")
        let button = node("INSTANCE", "Button", 16, 766, 361, 50, ",\"children\":[]")
        let bar = node("FRAME", "Bar", 0, 758, 393, 60, ",\"children\":[\(button)]", vertical: "BOTTOM")
        let parts = ([status] + fields + [bar]).joined(separator: ",")
        let checkout = node("FRAME", "Checkout", 0, 0, 393, 852, ",\"children\":[\(parts)]")
        text += "{\"id\":\"\(page):0\",\"name\":\"Checkout flow\",\"type\":\"CANVAS\",\"children\":[\(checkout)]}]}}"
        return Data(text.utf8)
    }
}
