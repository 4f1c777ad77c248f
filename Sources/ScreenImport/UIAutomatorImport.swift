import Foundation
import KeyboardAvoidance

/// Reads Android's `uiautomator dump` (or Appium's page source for Android) with the app's screenshot into an
/// image screen: `EditText` nodes (and nodes with `password="true"`) are fields, their pixel bounds over the
/// screenshot's density; the status bar and app bar are the fixed top, the navigation bar the bar.
///
/// ```swift
/// let dump = try UIAutomatorImport(data: xml, file: "window_dump.xml")
/// let screen = try dump.screen(picture: screenshot, devices: presets)
/// ```
public struct UIAutomatorImport: Sendable {
    let elements: [HierarchyElement]
    /// The dump's file, as messages name it.
    public let file: String

    static let expected =
        "expected a uiautomator dump or Appium page source: <hierarchy> with nodes whose bounds "
        + "are \"[x1,y1][x2,y2]\""

    /// Reads `data`, the dump saved in `file`.
    ///
    /// - Throws: ``LabError`` when it is not XML, or no node has bounds.
    /// - Complexity: O(n) in the dump's size.
    public init(data: Data, file: String) throws(LabError) {
        var elements = try XMLHierarchy.elements(data, file: file, expected: Self.expected)
        for index in elements.indices {
            elements[index].rect = elements[index]["bounds"].flatMap(Self.bounds)
            if let kind = elements[index]["class"] { elements[index].type = kind }
        }
        guard elements.first?.type == "hierarchy", elements.contains(where: { $0.rect != nil }) else {
            throw LabError("\(file): no node with bounds; \(Self.expected)")
        }
        self.elements = elements
        self.file = file
    }

    /// `[x1,y1][x2,y2]` as a rect in pixels, or nil.
    static func bounds(_ text: String) -> Rect? {
        let numbers = text.split(whereSeparator: { "[],".contains($0) }).compactMap { Double($0) }
        guard numbers.count == 4, numbers[2] >= numbers[0], numbers[3] >= numbers[1] else { return nil }
        return Rect(x: numbers[0], y: numbers[1], width: numbers[2] - numbers[0], height: numbers[3] - numbers[1])
    }

    /// Whether the node is a text field: an EditText (or a subclass the dump names: AutoCompleteTextView,
    /// TextInputEditText) or a password node.
    static func isField(_ element: HierarchyElement) -> Bool {
        element.type.hasSuffix("EditText") || element.type.hasSuffix("AutoCompleteTextView")
            || element.type.hasSuffix("SearchAutoComplete") || element["password"] == "true"
    }

    /// The screen for `picture`, the screenshot taken with this dump, on the Android preset `devices` its width
    /// fits.
    ///
    /// - Throws: ``LabError`` when a node lies outside the screenshot, no preset fits its width, or no node is a
    ///   text field.
    public func screen(picture: ImportPicture, devices: [DeviceProfile]) throws(LabError) -> ImportedScreen {
        let whole = Rect(x: 0, y: 0, width: Double(picture.width), height: Double(picture.height))
        if let outside = elements.first(where: { $0.rect.map { !whole.insetBy(-1).contains($0) } ?? false }),
            let rect = outside.rect
        {
            throw LabError(
                "\(file):\(outside.line): \(Self.shown(outside)) bounds \(outside["bounds"] ?? "") lie outside "
                    + "\(picture.file) (\(picture.width) × \(picture.height) px, to [\(Int(rect.maxX)),"
                    + "\(Int(rect.maxY))]); expected the screenshot taken with this dump")
        }
        guard elements.contains(where: Self.isField) else {
            throw LabError(
                "\(file): no EditText and no node with password=\"true\"; expected the dump of a screen with a text "
                    + "field")
        }
        try checkRoot(against: picture)
        let (density, device) = try self.density(picture, devices: devices)
        let scale = DeviceMatch.wholeScale(near: density)
        var screen = ImportedScreen(
            source: "uiautomator dump \(file) (\(elements.count - 1) nodes)", picture: picture, scale: scale)
        screen.notes.append(
            "device \(device.map(\.shown) ?? "unknown"): density \(density), the screenshot "
                + "\(ImportedScreen.number(Double(picture.width) / density)) dp wide"
                + (Double(scale) == density
                    ? ""
                    : "; a screen file's scale is whole, so the file is at @\(scale)x and the lab shows it at the "
                        + "phone's width, where each field is where the dump has it"))
        if let match = device {
            let expected = Int((match.device.portraitSize.height * density).rounded())
            if abs(expected - picture.height) > 2 {
                screen.notes.append(
                    "\(picture.file) is \(picture.height) px tall, \(match.device.id)'s screen \(expected) px: "
                        + (picture.height > expected
                            ? "taller than the preset (another model of the same width?)" : "a cropped screenshot?"))
            }
        }
        let points = { (rect: Rect) in
            Rect(
                x: rect.minX / Double(scale), y: rect.minY / Double(scale), width: rect.width / Double(scale),
                height: rect.height / Double(scale))
        }
        let (top, status, topNote) = systemTop(picture, device: device?.device, density: density)
        screen.fixedTop = top / Double(scale)
        screen.statusBar = status / Double(scale)
        screen.notes.append(topNote)
        let (bar, barNote) = bottomBar(picture, density: density)
        if let (rect, keyboard, reason) = bar {
            screen.bar = ImportedBar(rect: points(rect), keyboard: keyboard, reason: reason)
        }
        if let barNote { screen.notes.append(barNote) }
        var found: [ImportedField] = []
        for (index, element) in elements.enumerated() where Self.isField(element) {
            guard let rect = element.rect, rect.width > 0, rect.height > 0 else {
                screen.skipped.append("\(Self.shown(element)) (\(Self.place(element))): no bounds")
                continue
            }
            if let reason = Self.notAField(element) {
                screen.skipped.append("\(Self.shown(element)) \(Self.place(element)): \(reason)")
                continue
            }
            var field = field(index, rect: points(rect), dpHeight: rect.height / density)
            let dp = Rect(
                x: rect.minX / density, y: rect.minY / density, width: rect.width / density,
                height: rect.height / density)
            field.sourceRect = "\(ImportedScreen.shown(dp)) dp"
            field.trailingInset = trailingIcon(of: rect).map { $0 / Double(scale) }
            field.floatingLabel = floatingLabel(index)
            found.append(field)
        }
        screen.settleFields(found)
        return screen
    }

    /// Why a field-like node is no field, or nil: hidden, or disabled (a dropdown, a field the user cannot type
    /// in).
    static func notAField(_ element: HierarchyElement) -> String? {
        if element["visible-to-user"] == "false" || element["displayed"] == "false" { return "not visible" }
        if element["enabled"] == "false" {
            return "disabled (enabled=\"false\": a dropdown or a field the user cannot type in), not a field"
        }
        return nil
    }

    /// Where a node is, as the account names it: its bounds (`[42,400][1038,550]`), which a one-line dump's line
    /// number would not tell apart; its line when it has none.
    static func place(_ element: HierarchyElement) -> String {
        element["bounds"] ?? "line \(element.line)"
    }

    /// How the account names a node: `EditText "com.app:id/email"`.
    static func shown(_ element: HierarchyElement) -> String {
        let name = element["resource-id"] ?? element["hint"] ?? element["content-desc"] ?? element["text"] ?? ""
        return element.shortType + (name.isEmpty ? "" : " \"\(name)\"")
    }
}

extension Rect {
    /// The rectangle grown by `amount` on each side (shrunk when negative).
    func insetBy(_ amount: Double) -> Rect {
        Rect(x: minX + amount, y: minY + amount, width: width - 2 * amount, height: height - 2 * amount)
    }
}
