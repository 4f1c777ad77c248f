import Foundation
import KeyboardAvoidance

/// Reads an iOS accessibility hierarchy, XCUITest's `debugDescription` or Appium's iOS page source, with the app's
/// screenshot into an image screen: text fields, secure fields, text views and search fields are fields (their
/// frames already in points), the navigation bar ends the fixed top, a wide button or toolbar at the bottom is the
/// bar.
///
/// ```swift
/// let hierarchy = try XCUITestImport(data: text, file: "signup.txt")
/// let screen = try hierarchy.screen(picture: screenshot, devices: presets)
/// ```
public struct XCUITestImport: Sendable {
    let elements: [HierarchyElement]
    /// The hierarchy's file, as messages name it.
    public let file: String
    /// Which format it was, for the account.
    let format: String

    static let expected =
        "expected XCUIApplication().debugDescription (lines like \"TextField, 0x…, {{x, y}, {w, h}}\") "
        + "or Appium's iOS page source (<XCUIElementTypeTextField x= y= width= height=>)"
    /// The element types that take text, and what they are.
    static let fieldTypes = ["TextField", "SecureTextField", "TextView", "SearchField"]

    /// Reads `data`, the hierarchy saved in `file`.
    ///
    /// - Throws: ``LabError`` when it is neither format.
    /// - Complexity: O(n) in its size.
    public init(data: Data, file: String) throws(LabError) {
        guard let text = String(data: data, encoding: .utf8) else {
            throw LabError("\(file): not UTF-8 text; \(Self.expected)")
        }
        if text.drop(while: \.isWhitespace).hasPrefix("<") {
            var elements = try XMLHierarchy.elements(data, file: file, expected: Self.expected)
            for index in elements.indices {
                let element = elements[index]
                let numbers = ["x", "y", "width", "height"].compactMap { element[$0].flatMap(Double.init) }
                if numbers.count == 4 {
                    elements[index].rect = Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
                }
                if let type = element["type"] { elements[index].type = type }
                if let name = element["name"], element["identifier"] == nil {
                    elements[index].attributes["identifier"] = name
                }
            }
            guard elements.contains(where: { $0.rect != nil && $0.type.hasPrefix("XCUIElementType") }) else {
                throw LabError("\(file): no XCUIElementType element with a frame; \(Self.expected)")
            }
            self.elements = elements
            self.format = "Appium page source"
        } else {
            guard let elements = XCUITestDescription.elements(text) else {
                throw LabError("\(file): no element with a frame; \(Self.expected)")
            }
            self.elements = elements
            self.format = "XCUITest debugDescription"
        }
        self.file = file
    }

    /// The app's window in points: the first Window's frame, else the Application's.
    var window: Rect? {
        let window = elements.first { $0.shortType == "Window" && $0.rect != nil }
        let application = elements.first { $0.shortType == "Application" && $0.rect != nil }
        return (window ?? application)?.rect
    }

    /// The screen for `picture`, the screenshot taken with this hierarchy, on the iPhone preset of `devices` its
    /// window's width matches.
    ///
    /// - Throws: ``LabError`` when the picture is not the window at a whole scale, or nothing takes text.
    public func screen(picture: ImportPicture, devices: [DeviceProfile]) throws(LabError) -> ImportedScreen {
        guard elements.contains(where: { Self.fieldTypes.contains($0.shortType) }) else {
            throw LabError(
                "\(file): no TextField, SecureTextField, TextView or SearchField; expected the hierarchy of a screen "
                    + "with a text field")
        }
        let (scale, device) = try self.scale(picture, devices: devices)
        var screen = ImportedScreen(
            source: "\(format) \(file) (\(elements.count) elements)", picture: picture, scale: scale)
        screen.notes.append(
            device.map { "device \($0.shown): \(ImportedScreen.number($0.device.portraitSize.width)) pt at @\(scale)x" }
                ?? "device: no iPhone preset is \(ImportedScreen.number(screen.size.width)) pt wide")
        let (top, status, topNote) = fixedTop(device: device?.device)
        (screen.fixedTop, screen.statusBar) = (top, status)
        screen.notes.append(topNote)
        let fields = elements.indices.filter { Self.fieldTypes.contains(elements[$0].shortType) }
        // A full-length (stitched) screenshot is taller than the window: its bar is at the picture's end.
        let windowHeight = min(window?.height ?? screen.size.height, screen.size.height)
        let below = screen.size.height - windowHeight
        if below > 1 {
            screen.notes.append(
                "\(picture.file) is taller than the window (\(ImportedScreen.number(windowHeight)) pt): a full-length "
                    + "screenshot; the fields below the fold are kept, the bar is at its end")
        }
        screen.bar = bar(
            size: Size(width: screen.size.width, height: windowHeight), device: device?.device,
            below: fields.compactMap { elements[$0].rect }.filter { $0.maxY <= windowHeight })
        if let rect = screen.bar?.rect { screen.bar?.rect = rect.offsetBy(dx: 0, dy: below) }
        if let keyboard = elements.first(where: { $0.shortType == "Keyboard" }) {
            screen.notes.append(
                "the screenshot shows a keyboard (line \(keyboard.line)); the lab draws its own: take the screenshot "
                    + "with the keyboard down")
        }
        var found: [ImportedField] = []
        for index in fields {
            let element = elements[index]
            guard let rect = element.rect, rect.width > 0, rect.height > 0 else {
                screen.skipped.append("\(Self.shown(element)) (line \(element.line)): no frame")
                continue
            }
            if rect.minY >= screen.size.height || rect.maxY <= 0 {
                screen.skipped.append("\(Self.shown(element)) (line \(element.line)): off the screen, scrolled away")
                continue
            }
            found.append(field(index, rect: rect))
        }
        screen.settleFields(found)
        return screen
    }

    /// How the account names an element: `TextField "email"`.
    static func shown(_ element: HierarchyElement) -> String {
        let name = element["identifier"] ?? element["label"] ?? element["placeholderValue"] ?? ""
        return element.shortType + (name.isEmpty ? "" : " \"\(name)\"")
    }
}
