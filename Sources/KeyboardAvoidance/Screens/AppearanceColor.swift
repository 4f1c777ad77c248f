/// A colour given once, or once per appearance: `"#1C1C1E"` or `{"light": "#1C1C1E", "dark": "#FFFFFF"}`.
public struct AppearanceColor: Equatable, Hashable, Sendable {
    /// The colour in the light appearance, `#RRGGBB`.
    public var light: String
    /// The colour in the dark appearance, `#RRGGBB`.
    public var dark: String

    /// A colour for both appearances, or one for each.
    public init(light: String, dark: String? = nil) {
        self.light = light
        self.dark = dark ?? light
    }

    /// The colour for the dark appearance when `dark`, else the light one.
    public func hex(dark isDark: Bool) -> String { isDark ? dark : light }
}
