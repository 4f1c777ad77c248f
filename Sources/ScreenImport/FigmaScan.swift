import KeyboardAvoidance

/// Looks through one frame of a Figma response for an image screen's parts: the fixed top (FIXED nodes at the
/// top, the status bar), the bar (a wide node pinned at the bottom) and the fields; positions are relative to the
/// frame, in its points.
struct FigmaScan {
    let frame: FigmaNode
    /// The frame's top left on the canvas.
    let origin: Point
    /// The frame's size in points.
    let size: Size
    /// Component names by id.
    let components: [String: String]

    var fields: [ImportedField] = []
    var fixedTop = 0.0
    var statusBar = 0.0
    var bar: ImportedBar?
    var notes: [String] = []
    var skipped: [String] = []

    /// Words of a status bar, of a home indicator, of a navigation bar, of a button.
    static let statusBarWords = ["status bar", "statusbar"]
    static let homeIndicatorWords = ["home indicator", "homeindicator", "home bar"]
    static let navigationWords = ["navigation bar", "nav bar", "navbar", "header", "app bar", "top bar", "toolbar"]
    static let buttonWords = ["button", "btn", "cta"]

    init(frame: FigmaNode, origin: Point, size: Size, components: [String: String]) {
        self.frame = frame
        self.origin = origin
        self.size = size
        self.components = components
    }

    /// Finds the fixed top, the bar and the fields.
    mutating func run() {
        findTop()
        findBar()
        for child in frame.children { visit(child, path: [frame]) }
    }

    /// `node`'s box relative to the frame, or nil without one.
    func local(_ node: FigmaNode) -> Rect? {
        node.box.map { $0.offsetBy(dx: -origin.x, dy: -origin.y) }
    }

    /// Whether `text`'s words hold one of `list` (each a word or words).
    static func says(_ text: String, _ list: [String]) -> Bool {
        let words = " " + FieldWords.normalized(text) + " "
        return list.contains { words.contains(" \($0) ") }
    }

    /// The words naming `node`: its name, and an instance's component's.
    func words(_ node: FigmaNode) -> String {
        [node.name, node.componentId.flatMap { components[$0] } ?? ""].joined(separator: " ")
    }

    /// The status bar (a node named so at the top) and the fixed top: the FIXED nodes at the top, one below the
    /// next, across the frame; the status bar without any.
    mutating func findTop() {
        var fixed: [(FigmaNode, Rect)] = []
        var navigation: (FigmaNode, Rect)?
        for child in frame.children where child.visible {
            guard let rect = local(child) else { continue }
            if Self.says(child.name, Self.statusBarWords), rect.minY <= 1, rect.height <= 64 {
                statusBar = max(statusBar, rect.maxY)
            }
            let wide = rect.width >= size.width * 0.9 && rect.height <= size.height * 0.35
            if child.isFixed, wide { fixed.append((child, rect)) }
            if !child.isFixed, wide, Self.says(child.name, Self.navigationWords), rect.minY <= 100 {
                navigation = (child, rect)
            }
        }
        var names: [String] = []
        for (node, rect) in fixed.sorted(by: { $0.1.minY < $1.1.minY }) where rect.minY <= fixedTop + 1 {
            fixedTop = max(fixedTop, rect.maxY)
            names.append(node.shown)
        }
        if !names.isEmpty {
            notes.append("fixed top: \(names.joined(separator: ", ")) (FIXED)")
        } else if statusBar > 0 {
            fixedTop = statusBar
            notes.append("fixed top: the status bar (no node at the top is FIXED)")
        }
        if let (node, rect) = navigation, rect.maxY > fixedTop + 1 {
            notes.append(
                "\(node.shown) at the top scrolls with the content (not FIXED in the prototype); give fixedTop "
                    + "\(ImportedScreen.number(rect.maxY)) by hand if it stays")
        }
    }
}
