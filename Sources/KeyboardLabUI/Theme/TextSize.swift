/// An iOS Dynamic Type content-size category: the user's preferred text size, from extra small to the largest
/// accessibility size. The point sizes per category live in `Assets/Theme/dynamic-type.json`.
public enum TextSize: String, Equatable, Hashable, Sendable, CaseIterable, Codable, Comparable {
    /// Extra small.
    case xs
    /// Small.
    case s
    /// Medium.
    case m
    /// Large: the default.
    case l
    /// Extra large.
    case xl
    /// Extra extra large.
    case xxl
    /// Extra extra extra large, the largest outside accessibility sizes.
    case xxxl
    /// Accessibility medium.
    case ax1
    /// Accessibility large.
    case ax2
    /// Accessibility extra large.
    case ax3
    /// Accessibility extra extra large.
    case ax4
    /// Accessibility extra extra extra large, the largest.
    case ax5

    /// Whether this is an accessibility size, from which a row stacks its label above its value.
    public var isAccessibility: Bool { self >= .ax1 }

    /// The next larger size, wrapping from ax5 to xs.
    public var larger: TextSize {
        let all = Self.allCases
        return all[((all.firstIndex(of: self) ?? 0) + 1) % all.count]
    }

    /// The next smaller size, wrapping from xs to ax5.
    public var smaller: TextSize {
        let all = Self.allCases
        return all[((all.firstIndex(of: self) ?? 0) + all.count - 1) % all.count]
    }

    /// Orders sizes from smallest to largest.
    public static func < (lhs: TextSize, rhs: TextSize) -> Bool {
        (allCases.firstIndex(of: lhs) ?? 0) < (allCases.firstIndex(of: rhs) ?? 0)
    }
}
