import Foundation
import KeyboardAvoidance
import LabImages

/// A platform's look in numbers for one appearance, loaded from `Assets/Theme/ios-light.json` or `ios-dark.json`
/// (iOS), `android-light.json` or `android-dark.json` (Material 3 on Android), so a reviewer can adjust it. On Android
/// the iOS roles hold Material 3's colour roles: `background` and `navigationBar` its surface, `cell` and
/// `elevatedCell` surfaceContainerHighest (a filled text field), `elevatedBackground` surfaceContainerLow (a bottom
/// sheet), `text` onSurface, `secondaryText` and `placeholder` onSurfaceVariant, `separator` outlineVariant, `tint`
/// primary; the roles iOS has no name for follow the glass ones.
public struct Theme: Equatable, Hashable, Sendable, Codable {
    /// The grouped background, #F2F2F7.
    public var background: Color
    /// A cell's fill.
    public var cell: Color
    /// The status and navigation bars' fill.
    public var navigationBar: Color
    /// Hairlines between rows and under the navigation bar.
    public var separator: Color
    /// Primary text.
    public var text: Color
    /// Section headers.
    public var secondaryText: Color
    /// Placeholders.
    public var placeholder: Color
    /// System blue: caret, Done, accessory buttons.
    public var tint: Color
    /// The scroll indicator.
    public var scrollIndicator: Color
    /// The selection highlight behind the focused value.
    public var selection: Color
    /// The keyboard's background.
    public var keyboardBackground: Color
    /// The wash over the blurred content behind the iOS 26 keyboard: #F2F2F7 (light) or #1C1C1E (dark) at 75 %.
    public var keyboardGlassWash: Color
    /// The iOS 26 keyboard's divider line along its top edge.
    public var keyboardGlassDivider: Color
    /// A letter key.
    public var key: Color
    /// The shadow under keys.
    public var keyShadow: Color
    /// Shift, delete, 123 and Next keys.
    public var specialKey: Color
    /// A key while pressed.
    public var keyPressed: Color
    /// Separators in the predictive bar.
    public var predictiveSeparator: Color
    /// The accessory toolbar's background.
    public var accessoryBackground: Color
    /// Greyed-out accessory buttons.
    public var disabled: Color
    /// The floating keyboard's grab handle.
    public var floatingHandle: Color
    /// The soft shadow around the floating keyboard.
    public var floatingShadow: Color
    /// The overlay's panel.
    public var overlayPanel: Color
    /// The overlay's text.
    public var overlayText: Color
    /// The plot's offset.y line.
    public var plotOffset: Color
    /// The plot's inset.bottom line.
    public var plotInset: Color
    /// The plot's keyboard-top line.
    public var plotKeyboard: Color
    /// The window's side panel.
    public var sidePanel: Color
    /// The window around the phones (KeyboardLab's own).
    public var windowBackground: Color
    /// The overlay's problem flags (KeyboardLab's own).
    public var warning: Color
    /// The grouped background of a card presented over the dimmed screen (iOS's elevated level): #F2F2F7 light,
    /// #1C1C1E dark, so a dark sheet stands out from the black behind it.
    public var elevatedBackground: Color
    /// A cell's fill in a presented card (elevated): white light, #2C2C2E dark.
    public var elevatedCell: Color
    /// The soft shadow under iOS 26's glass chrome (tab bar, search field, composer, floating sheet).
    public var glassShadow: Color
    /// The faint edge around iOS 26's glass chrome: a dark line on light content, a light rim on dark, where the
    /// shadow cannot show.
    public var glassEdge: Color
    /// The pill under iOS 26's selected tab, inside the glass.
    public var glassSelection: Color
    /// Text and icons on the tint (Material 3's onPrimary); white on iOS, where no view reads it.
    public var onTint: Color
    /// The selected navigation item's pill (Material 3's secondaryContainer); iOS's glass selection on iOS.
    public var secondaryContainer: Color
    /// The selected navigation item's icon, on its pill (Material 3's onSecondaryContainer); the text on iOS.
    public var onSecondaryContainer: Color
    /// A navigation bar's container (Material 3's surfaceContainer): the tab bar, and the top app bar once the
    /// content scrolls under it; the bar colour on iOS.
    public var surfaceContainer: Color
    /// A search bar and the other person's chat bubbles (Material 3's surfaceContainerHigh); iOS's grey bubble on
    /// iOS.
    public var surfaceContainerHigh: Color
    /// Material 3's outline role, an outlined component's border (none of the lab's screens draws one yet); the
    /// separator on iOS.
    public var outline: Color
    /// The scrim over the screen behind a modal sheet (Material 3's black at 32 %); iOS's dimming on iOS.
    public var scrim: Color
    /// Body text size.
    public var bodySize: Double
    /// Navigation title size.
    public var titleSize: Double
    /// Section header size.
    public var sectionHeaderSize: Double
    /// Letter key label size.
    public var keyLetterSize: Double
    /// Number pad digit size.
    public var numberKeySize: Double
    /// The space bar's label size.
    public var spaceLabelSize: Double
    /// Predictive suggestions' size.
    public var predictiveSize: Double
    /// The overlay's monospaced size.
    public var overlaySize: Double
    /// The navigation bar's height.
    public var navigationBarHeight: Double
    /// The group's corner radius.
    public var cellCornerRadius: Double
    /// A key's corner radius.
    public var keyCornerRadius: Double
    /// The floating keyboard's corner radius.
    public var floatingCornerRadius: Double
    /// A key's height in portrait.
    public var keyHeight: Double
    /// The horizontal gap between keys.
    public var keyGap: Double
    /// The vertical gap between key rows in portrait.
    public var keyRowGap: Double
    /// The caret's width.
    public var caretWidth: Double
    /// The caret's height.
    public var caretHeight: Double
    /// Horizontal padding inside a row.
    public var fieldPadding: Double
    /// The home indicator's width.
    public var homeIndicatorWidth: Double
    /// The home indicator's height.
    public var homeIndicatorHeight: Double

    /// Decodes a theme file's bytes, read at the edge from `file`.
    public static func decode(_ data: Data, file: String) throws(LabError) -> Theme {
        try JSONInput.decode(Theme.self, from: data, file: file)
    }
}
