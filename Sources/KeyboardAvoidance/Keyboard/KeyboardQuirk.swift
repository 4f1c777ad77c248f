import Foundation

/// Something a real iOS version posts that naive avoidance code does not expect. A quirk changes the notification
/// stream strategies receive (and the trace and overlay show), never the keyboard that is drawn.
///
/// ```swift
/// let quirks = try KeyboardQuirk.parseList("late-did,hidden-height-44").get()
/// ```
public enum KeyboardQuirk: String, Equatable, Hashable, Sendable, CaseIterable, Codable, Comparable {
    /// With the accessory bar on, the hide set's end frame is 44 tall at the screen's bottom although nothing is
    /// on screen (iOS 26, IQKeyboardManager #2124).
    case hiddenHeight44 = "hidden-height-44"
    /// Frames leave the accessory bar out: 44 pt less tall and 44 pt lower (iOS 26, badoo/Chatto PR #797).
    case accessoryOutsideFrame = "accessory-outside-frame"
    /// The did-notifications come 40 ms after the animation ends (iOS 26 with Reduce Motion,
    /// react-native-keyboard-controller PR #1161).
    case lateDid = "late-did"
    /// A show and a hide less than 100 ms apart post no willChangeFrame or didChangeFrame for the second
    /// (duckduckgo/apple-browsers PR #1898).
    case droppedQuickToggle = "dropped-quick-toggle"
    /// Frames are in the presented card's coordinates, not the window's (iPadOS 26 with an accessory view,
    /// FB18129544): on an iPad, with the accessory bar on, in a sheet.
    case viewCoordinates = "view-coordinates"

    /// How late `late-did` posts the did-notifications.
    public static let lateDidDelay = TimeAmount(seconds: 0.040)
    /// How close a show and a hide must be for `dropped-quick-toggle` to drop the second's frame change.
    public static let quickToggleWindow = TimeAmount(seconds: 0.100)
    /// The hide set's end-frame height under `hidden-height-44`.
    public static let hiddenHeight = 44.0

    /// The iOS version that introduced the quirk, so `--ios` turns it on by default; nil for one that is not tied
    /// to a version.
    public var introducedIn: IOSVersion? {
        switch self {
        case .hiddenHeight44, .accessoryOutsideFrame, .lateDid, .viewCoordinates: .ios26
        case .droppedQuickToggle: nil
        }
    }

    /// Orders quirks as ``allCases`` lists them.
    public static func < (lhs: KeyboardQuirk, rhs: KeyboardQuirk) -> Bool {
        let order = allCases
        return (order.firstIndex(of: lhs) ?? 0) < (order.firstIndex(of: rhs) ?? 0)
    }

    /// Every quirk's name, as `--quirks` takes them.
    public static var names: [String] { allCases.map(\.rawValue) }

    /// Parses a list of quirk names split by commas (or by slashes, inside a `--compare` or `--vary` value); `none`
    /// (or an empty list) turns every quirk off.
    ///
    /// - Returns: the quirks, or one line naming the unknown name, the valid names and, where close, the one meant.
    public static func parseList(_ text: String) -> Result<Set<KeyboardQuirk>, QuirkListError> {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty || trimmed == "none" { return .success([]) }
        var quirks: Set<KeyboardQuirk> = []
        for part in trimmed.split(whereSeparator: { $0 == "," || $0 == "/" }) {
            let name = part.trimmingCharacters(in: .whitespaces)
            if name.isEmpty { continue }
            guard let quirk = KeyboardQuirk(rawValue: name) else {
                return .failure(QuirkListError(name: name))
            }
            quirks.insert(quirk)
        }
        return .success(quirks)
    }

    /// The names of `quirks`, in ``allCases`` order, comma-separated, or `none`.
    public static func listText(_ quirks: Set<KeyboardQuirk>) -> String {
        quirks.isEmpty ? "none" : quirks.sorted().map(\.rawValue).joined(separator: ",")
    }
}

/// An unknown name in a quirk list.
public struct QuirkListError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The name as written.
    public var name: String

    /// One line naming the quirk, the valid names and, where close, the one meant.
    public var description: String {
        "unknown quirk \"\(name)\"\(ClosestName.hint(for: name, in: KeyboardQuirk.names)); expected "
            + KeyboardQuirk.names.joined(separator: ", ") + " or none"
    }
}
