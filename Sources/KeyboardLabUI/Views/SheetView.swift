import LabImages

/// The look of a presented card, from `docs/reference/ios-look.md`, "Sheets, bars and chat".
enum SheetView {
    /// A card's corner radius.
    static let cornerRadius = 10.0
    /// The dimming over the presenting screen: black at 40 %.
    static let dimming = Color(red: 0, green: 0, blue: 0, alpha: 102)
    /// The grabber of a sheet with two detents, #C7C7CC.
    static let grabber = Color(red: 0xC7, green: 0xC7, blue: 0xCC)
}
