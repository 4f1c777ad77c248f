import Foundation
import KeyboardAvoidance

/// Reads a saved Figma REST response into an image screen for the exported picture of one of its frames.
///
/// ```swift
/// let figma = try FigmaImport(data: json, file: "signup.json")
/// let screen = try figma.screen(frame: "Sign up", picture: picture)
/// screen.fields.map(\.id)  // ["name", "email", "password"]
/// ```
public struct FigmaImport: Sendable {
    let document: FigmaDocument
    /// The response's file, as messages name it.
    public let file: String

    /// Reads `data`, the response saved in `file`.
    ///
    /// - Throws: ``LabError`` when it is not a Figma response or holds no frame.
    /// - Complexity: O(n) in the response's size.
    public init(data: Data, file: String) throws(LabError) {
        self.document = try FigmaDocument(data: data, file: file)
        self.file = file
    }

    /// The frames it holds, as the account names them: `"Sign up" (1:2) on page "Mobile"`.
    public var frames: [String] { document.frames.map(\.shown) }

    /// The screen for `picture`, the exported frame named or numbered `frame` (with nil, the only phone-sized
    /// frame).
    ///
    /// - Throws: ``LabError``: a usage error when `frame` names none or several, or no frame stands out; a bad
    ///   file when the picture's size contradicts the frame's.
    public func screen(frame: String?, picture: ImportPicture) throws(LabError) -> ImportedScreen {
        let chosen = try choose(frame, picture: picture)
        let (scale, origin, note) = try self.scale(of: chosen.node, picture: picture)
        var screen = ImportedScreen(
            source: "Figma frame \(chosen.shown), from \(document.kind)", title: chosen.node.name, picture: picture,
            scale: scale, skipped: document.skipped)
        if let note { screen.notes.append(note) }
        var scan = FigmaScan(frame: chosen.node, origin: origin, size: screen.size, components: document.components)
        scan.run()
        screen.fixedTop = scan.fixedTop
        screen.statusBar = min(scan.statusBar, scan.fixedTop)
        screen.bar = scan.bar
        screen.notes += scan.notes
        screen.skipped += scan.skipped
        screen.settleFields(scan.fields)
        return screen
    }

    /// Whether a frame has a phone's shape: 300 to 500 pt wide, taller than wide.
    static func isPhoneSized(_ node: FigmaNode) -> Bool {
        guard let box = node.box else { return false }
        return (300...500).contains(box.width) && box.height > box.width
    }

    /// The frame `wanted` names (an id, else a name, else a name in any case), or with nil the only phone-sized
    /// frame (or the only one whose size the picture fits).
    func choose(_ wanted: String?, picture: ImportPicture) throws(LabError) -> FigmaDocument.Frame {
        let all = document.frames
        func list(_ frames: [FigmaDocument.Frame]) -> String {
            let shown = frames.prefix(12).map(\.shown).joined(separator: ", ")
            return frames.count > 12 ? shown + " and \(frames.count - 12) more" : shown
        }
        if let wanted {
            if let byID = all.first(where: { $0.node.id == wanted }) { return byID }
            var named = all.filter { $0.node.name == wanted }
            if named.isEmpty { named = all.filter { $0.node.name.lowercased() == wanted.lowercased() } }
            if named.count == 1, let only = named.first { return only }
            if named.isEmpty {
                throw LabError(
                    .usage, at: .option("frame", wanted),
                    "no frame of \(file) has that name or id; expected one of \(list(all))")
            }
            throw LabError(
                .usage, at: .option("frame", wanted),
                "\(named.count) frames of \(file) have that name (\(list(named))); expected --frame with one of their "
                    + "ids")
        }
        let phones = all.filter { Self.isPhoneSized($0.node) }
        if phones.count == 1, let only = phones.first { return only }
        if phones.isEmpty, all.count == 1, let only = all.first { return only }
        let fitting = (phones.isEmpty ? all : phones).filter { (try? scale(of: $0.node, picture: picture)) != nil }
        if fitting.count == 1, let only = fitting.first { return only }
        let candidates = phones.isEmpty ? all : phones
        throw LabError(
            usage:
                "\(file) has \(candidates.count) \(phones.isEmpty ? "" : "phone-sized ")frames: \(list(candidates)); "
                + "expected --frame NAME or ID")
    }

    /// The picture's scale for `node` (its width over the frame's, a whole 1 to 4), the frame's origin on the
    /// canvas, and a note when the picture is the frame's render bounds (shadows or overflow exported).
    ///
    /// - Throws: ``LabError`` when the picture is not the frame at 1x to 4x, naming the sizes.
    func scale(of node: FigmaNode, picture: ImportPicture) throws(LabError) -> (Int, Point, String?) {
        guard let box = node.box, box.width > 0, box.height > 0 else {
            throw LabError("\(file): the frame \(node.shown) has no size; expected a frame with one")
        }
        let frameSize = "\(ImportedScreen.number(box.width)) × \(ImportedScreen.number(box.height)) pt"
        let frame = "\"\(node.name)\" (\(node.id))"
        let pictureSize = "\(picture.file) is \(picture.width) × \(picture.height) px"
        for (bounds, note) in [(box, nil), (node.renderBox, "the picture holds the frame's render bounds")] {
            guard let bounds, bounds.width > 0 else { continue }
            let scale = Int((Double(picture.width) / bounds.width).rounded())
            guard (1...4).contains(scale), abs(Double(picture.width) / Double(scale) - bounds.width) <= 1,
                abs(Double(picture.height) / Double(scale) - bounds.height) <= 1
            else { continue }
            return (scale, bounds.origin, note.map { "\($0) (\(ImportedScreen.shown(bounds)) on the canvas)" })
        }
        let ratio = Double(picture.width) / box.width
        let scale = Int(ratio.rounded())
        guard (1...4).contains(scale), abs(Double(picture.width) / Double(scale) - box.width) <= 1 else {
            throw LabError(
                "\(pictureSize), the frame \(frame) \(frameSize): \(ImportedScreen.number(ratio)) px per pt; "
                    + "expected the frame exported at 1x, 2x, 3x or 4x (\(Int(box.width.rounded()) * 3) px wide at 3x)")
        }
        let height = Double(picture.height) / Double(scale)
        throw LabError(
            "\(pictureSize): \(ImportedScreen.number(Double(picture.width) / Double(scale))) × "
                + "\(ImportedScreen.number(height)) pt at @\(scale)x, but the frame \(frame) is \(frameSize); "
                + "expected the whole frame exported (\(Int((box.height * Double(scale)).rounded())) px tall at "
                + "\(scale)x)")
    }
}
