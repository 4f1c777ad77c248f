import Foundation
import KeyboardAvoidance

extension UIAutomatorImport {
    /// The densities Android phones ship with, tried when no preset has the screenshot's width.
    static let commonDensities = [2.625, 2.75, 3, 3.5, 4, 2, 1.5]

    /// The screenshot's density: the Android preset's whose width it has (that preset too), else a common density
    /// that makes it a preset's width in dp.
    ///
    /// - Throws: ``LabError`` naming the presets' pixel widths when none fits.
    func density(_ picture: ImportPicture, devices: [DeviceProfile]) throws(LabError) -> (Double, DeviceMatch?) {
        if let match = DeviceMatch.android(picture, among: devices) { return (match.density, match) }
        let android = devices.filter { $0.platform == .android && $0.density != nil }
        let widths = android.map(\.portraitSize.width)
        for density in Self.commonDensities
        where widths.contains(where: { abs(Double(picture.width) / density - $0) <= 2 }) {
            return (density, nil)
        }
        let known = android.sorted { $0.id < $1.id }.map { device in
            "\(device.id) \(Int((device.portraitSize.width * (device.density ?? 1)).rounded())) px"
        }
        throw LabError(
            "\(picture.file) is \(picture.width) px wide: no Android preset is that wide at its density "
                + "(\(known.joined(separator: ", "))); expected the device's screenshot at its full size")
    }

    /// The resource id's entry name: `email` for `com.app:id/email`.
    static func entry(_ id: String?) -> String? {
        guard let id, !id.isEmpty else { return nil }
        return id.split(separator: "/").last.map(String.init)
    }

    /// The fixed top in pixels (the status bar, and an app bar right below it), the status bar's pixels, and the
    /// account's line.
    func systemTop(_ picture: ImportPicture, device: DeviceProfile?, density: Double) -> (Double, Double, String) {
        let id = { (element: HierarchyElement) in element["resource-id"] ?? "" }
        var status = 0.0
        var from = ""
        if let bar = elements.first(where: {
            id($0) == "android:id/statusBarBackground" || id($0).hasPrefix("com.android.systemui:id/status_bar")
        }), let rect = bar.rect, rect.minY <= 1 {
            (status, from) = (rect.maxY, id(bar))
        } else if let content = elements.first(where: { id($0) == "android:id/content" })?.rect, content.minY > 0 {
            (status, from) = (content.minY, "the top of android:id/content")
        } else if let device {
            (status, from) = (device.portrait.safeArea.top * density, "\(device.id)'s status bar, not in the dump")
        }
        var top = status
        var appBar = ""
        let width = Double(picture.width)
        for element in elements {
            guard let rect = element.rect, element.type.hasSuffix("Toolbar") || Self.isAppBar(id(element)),
                rect.minY <= status + 2, rect.width >= width * 0.9, rect.height <= Double(picture.height) * 0.2,
                rect.maxY > top
            else { continue }
            top = rect.maxY
            appBar = " and the app bar \(Self.shown(element))"
        }
        let line =
            status > 0
            ? "fixed top: the status bar (\(from))\(appBar)"
            : "fixed top: none found (no status bar in the dump)\(appBar)"
        return (top, status, line)
    }

    /// Whether a resource id names a top app bar.
    static func isAppBar(_ id: String) -> Bool {
        let entry = entry(id)?.lowercased() ?? ""
        return ["action_bar", "toolbar", "app_bar", "appbar", "top_app_bar"].contains(entry)
    }

    /// The navigation bar in pixels and the account's words, or nil when the dump shows none (an app drawn edge to
    /// edge under a gesture bar).
    func navigationBar(_ picture: ImportPicture, density: Double) -> (Rect, String)? {
        let height = Double(picture.height)
        let width = Double(picture.width)
        let ids = ["android:id/navigationBarBackground", "com.android.systemui:id/navigation_bar_frame"]
        if let bar = elements.first(where: { ids.contains($0["resource-id"] ?? "") }), let rect = bar.rect,
            rect.height > 0, rect.maxY >= height - 1
        {
            return (rect, "the navigation bar (\(bar["resource-id"] ?? "")): the keyboard covers it")
        }
        if let content = elements.first(where: { $0["resource-id"] == "android:id/content" })?.rect,
            content.maxY < height - 1, height - content.maxY <= 64 * density
        {
            return (
                Rect(x: 0, y: content.maxY, width: width, height: height - content.maxY),
                "the navigation bar (below android:id/content): the keyboard covers it"
            )
        }
        return nil
    }

    /// The field at `index`, in `rect` (the file's points): named from the text labelling it from above, the
    /// hint or text it shows (not a value: bullets, masked digits), its description (a test id), its resource id;
    /// a password when the dump says or it shows bullets; multi-line when over 96 dp tall.
    func field(_ index: Int, rect: Rect, dpHeight: Double) -> ImportedField {
        let element = elements[index]
        let above = labelAbove(index)
        let shown = [element["hint"], element["text"]].compactMap { $0 }
        let label =
            ([above] + shown + [element["content-desc"], Self.entry(element["resource-id"])])
            .compactMap { $0 }.first { !FieldWords.isValue($0) } ?? element.shortType
        let words =
            [
                above, element["content-desc"], Self.entry(element["resource-id"]),
                element["password"] == "true" ? "password" : nil, element.shortType,
            ].compactMap { $0 } + shown.filter { !FieldWords.isValue($0) }
        return ImportedField(
            label: label, words: words.joined(separator: " "), rect: rect,
            origin: "\(Self.shown(element)) \(Self.place(element))", multiline: dpHeight >= 96, values: shown)
    }

    /// The text of the TextView just above the field at `index` (its bottom within 48 px of the field's top,
    /// overlapping it across), or nil.
    func labelAbove(_ index: Int) -> String? {
        guard let rect = elements[index].rect else { return nil }
        var best: (Double, String)?
        for (other, element) in elements.enumerated() where other != index && !Self.isField(element) {
            guard element.type.hasSuffix("TextView"), let text = element["text"], let box = element.rect,
                box.maxY <= rect.minY + 2, rect.minY - box.maxY <= 48, box.maxX > rect.minX, box.minX < rect.maxX,
                !HierarchyElement.isInside(other, index, in: elements), best.map({ box.maxY > $0.0 }) ?? true
            else { continue }
            best = (box.maxY, text)
        }
        return best?.1
    }
}
