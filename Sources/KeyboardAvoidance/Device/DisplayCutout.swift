/// The part of the display that shows no pixels: a device's Dynamic Island, its notch, or none.
///
/// ```swift
/// let island = DisplayCutout(kind: .dynamicIsland, size: Size(width: 126, height: 37), top: 11)
/// island.frame(in: Size(width: 402, height: 874), orientation: .portrait)
/// // Rect(x: 138, y: 11, width: 126, height: 37)
/// ```
public struct DisplayCutout: Equatable, Hashable, Sendable, Codable {
    /// What kind of cut-out it is.
    public enum Kind: String, Equatable, Hashable, Sendable, CaseIterable, Codable {
        /// A full rectangular display.
        case none
        /// A black capsule centred at the top edge (held upright), which the status bar lays itself out around.
        case dynamicIsland
        /// A black tab hanging from the top edge (held upright) with rounded lower corners, as on iPhone 16e; the
        /// status bar lays itself out around it as around an island.
        case notch
        /// A round camera hole centred at the top edge (held upright), as on Pixel and Galaxy phones: `width` is its
        /// diameter; the status bar's clock and icons sit either side of it.
        case punchHole
    }

    /// What kind of cut-out it is.
    public var kind: Kind
    /// The capsule's size held upright (width across the top edge).
    public var size: Size
    /// The distance from the top edge held upright.
    public var top: Double

    /// A display with no cut-out.
    public static let none = DisplayCutout(kind: .none, size: .zero, top: 0)

    /// Creates a cut-out.
    public init(kind: Kind, size: Size, top: Double) {
        self.kind = kind
        self.size = size
        self.top = top
    }

    enum CodingKeys: String, CodingKey { case kind, width, height, top }

    /// Decodes `{"kind": "dynamicIsland", "width": 126, "height": 37, "top": 11}` or `{"kind": "none"}`.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let name = try c.decode(String.self, forKey: .kind)
        guard let kind = Kind(rawValue: name) else {
            let names = Kind.allCases.map { "\"\($0.rawValue)\"" }
            let list = names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
            throw DecodingError.dataCorruptedError(
                forKey: .kind, in: c, debugDescription: "expected \(list), found \"\(name)\"")
        }
        self.kind = kind
        guard kind != .none else {
            self.size = .zero
            self.top = 0
            return
        }
        size = Size(
            width: try c.decode(Double.self, forKey: .width), height: try c.decode(Double.self, forKey: .height))
        top = try c.decode(Double.self, forKey: .top)
    }

    /// Encodes the cut-out in the shape it loads from.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(kind, forKey: .kind)
        guard kind != .none else { return }
        try c.encode(size.width, forKey: .width)
        try c.encode(size.height, forKey: .height)
        try c.encode(top, forKey: .top)
    }

    /// The cut-out's frame on a screen of `screen` size held `orientation`, or nil with none. On its side the
    /// capsule stands upright at the left edge, centred vertically.
    public func frame(in screen: Size, orientation: Orientation) -> Rect? {
        guard kind != .none else { return nil }
        switch orientation {
        case .portrait:
            return Rect(x: (screen.width - size.width) / 2, y: top, width: size.width, height: size.height)
        case .landscape:
            return Rect(x: top, y: (screen.height - size.width) / 2, width: size.height, height: size.width)
        }
    }
}
