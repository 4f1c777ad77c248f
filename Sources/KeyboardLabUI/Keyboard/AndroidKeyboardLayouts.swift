import KeyboardAvoidance

/// The Gboard-like keyboard's pages, on LatinIME's widths (shares of the keys' width): letters ten to a row, the
/// second row inset by half a key, shift and ?123 a key and a half; pads of three 4⁄15 digit columns and a column of
/// functions that takes the rest.
///
/// ```swift
/// AndroidKeyboardLayouts.layout(for: .letters).rows[3].keys.map(\.spec.label)  // ["?123", ",", "", ".", ""]
/// ```
public enum AndroidKeyboardLayouts {
    /// A digit column's share of a pad's width.
    public static let padColumn = 4.0 / 15
    /// A wide key's share: shift, ?123, ABC, the return key.
    public static let wideKey = 0.15

    /// A tablet's letter key: LatinIME's sw600dp rows give each 9 % of the width.
    public static let tabletKey = 0.09

    /// The layout of `page` on a phone, or on a tablet (`idiom` `.pad`), whose letters and symbols follow LatinIME's
    /// sw600dp rows.
    public static func layout(for page: AndroidKeyboardPage, idiom: DeviceIdiom = .phone) -> AndroidKeyboardLayout {
        switch page {
        case .letters where idiom == .pad, .email where idiom == .pad: tabletLetters(email: page == .email)
        case .letters, .email: letters(email: page == .email)
        case .symbols where idiom == .pad: tabletSymbols
        case .symbols: symbols
        case .numbers: pad(phone: false)
        case .phone: pad(phone: true)
        }
    }

    /// QWERTY, with "@" (on an email field) or a comma between ?123 and the space bar.
    static func letters(email: Bool) -> AndroidKeyboardLayout {
        AndroidKeyboardLayout(
            page: email ? .email : .letters,
            rows: [
                AndroidKeyRow(characters("qwertyuiop")),
                AndroidKeyRow(start: 0.05, characters("asdfghjkl")),
                AndroidKeyRow(
                    [AndroidKey(.shift, "", width: wideKey)] + characters("zxcvbnm")
                        + [AndroidKey(.delete, "", width: nil)]),
                bottomRow(
                    left: [email ? "@" : ","], space: 0.5, right: ["."],
                    switchLabel: AndroidKeyboardPage.symbolsKeyLabel),
            ])
    }

    /// QWERTY on a tablet (LatinIME's `xml-sw600dp/rows_qwerty.xml` and `row_qwerty4.xml`): letters 9 % wide,
    /// delete ending the first row and the return key the second, `!` and `?` and a second shift in the third, and
    /// ?123, a comma (or "@"), a space bar seven keys wide, a period and the emoji key in the fourth.
    static func tabletLetters(email: Bool) -> AndroidKeyboardLayout {
        let key = tabletKey
        func letters(_ labels: String) -> [AndroidKey] { labels.map { AndroidKey(.character, String($0), width: key) } }
        let punctuation = { (label: String) in AndroidKey(.character, label, width: key, functional: true) }
        return AndroidKeyboardLayout(
            page: email ? .email : .letters,
            rows: [
                AndroidKeyRow(letters("qwertyuiop") + [AndroidKey(.delete, "", width: nil)]),
                AndroidKeyRow(
                    start: key / 2, letters("asdfghjkl") + [AndroidKey(.returnKey, "", width: nil, functional: false)]),
                AndroidKeyRow(
                    [AndroidKey(.shift, "", width: 0.1)] + letters("zxcvbnm!?") + [AndroidKey(.shift, "", width: nil)]),
                AndroidKeyRow([
                    AndroidKey(.numbers, AndroidKeyboardPage.symbolsKeyLabel, width: 0.1),
                    punctuation(email ? "@" : ","),
                    AndroidKey(.space, "", width: 7 * key), punctuation("."),
                    AndroidKey(.emoji, "", width: nil, functional: true),
                ]),
            ])
    }

    /// The symbols page ?123 brings up.
    static var symbols: AndroidKeyboardLayout {
        AndroidKeyboardLayout(
            page: .symbols,
            rows: [
                AndroidKeyRow(characters("1234567890")),
                AndroidKeyRow(start: 0.05, characters("@#$%&-+()")),
                AndroidKeyRow(
                    [AndroidKey(.numbers, "=\\<", width: wideKey)] + characters("*\"':;!?")
                        + [AndroidKey(.delete, "", width: nil)]),
                bottomRow(
                    left: [",", "_"], space: 0.3, right: ["/", "."], switchLabel: AndroidKeyboardPage.lettersKeyLabel),
            ])
    }

    /// The label of a tablet's key to the second symbols page (LatinIME's `keylabel_tablet_to_more_symbol`).
    public static let tabletMoreSymbolsLabel = "~ [ <"

    /// The symbols page on a tablet (LatinIME's `xml-sw600dp/rows_symbols.xml`, `key_space_symbols.xml`): keys 9 %
    /// wide; the digits and delete, the second row inset by half a key and ended by the return key, `\` `=` and the
    /// phone's third row between two keys to the second symbols page, and ABC, `,` `_`, a space bar five keys wide,
    /// `/` `.` and the emoji key.
    static var tabletSymbols: AndroidKeyboardLayout {
        let key = tabletKey
        func keys(_ labels: String) -> [AndroidKey] { labels.map { AndroidKey(.character, String($0), width: key) } }
        let punctuation = { (label: String) in AndroidKey(.character, label, width: key, functional: true) }
        return AndroidKeyboardLayout(
            page: .symbols,
            rows: [
                AndroidKeyRow(keys("1234567890") + [AndroidKey(.delete, "", width: nil)]),
                AndroidKeyRow(
                    start: key / 2, keys("@#$%&-+()") + [AndroidKey(.returnKey, "", width: nil, functional: false)]),
                AndroidKeyRow(
                    [AndroidKey(.numbers, tabletMoreSymbolsLabel, width: 0.1)] + keys("\\=*\"':;!?")
                        + [AndroidKey(.numbers, tabletMoreSymbolsLabel, width: nil)]),
                AndroidKeyRow(
                    [AndroidKey(.numbers, AndroidKeyboardPage.lettersKeyLabel, width: 0.1)]
                        + [",", "_"].map(punctuation) + [AndroidKey(.space, "", width: 5 * key)]
                        + ["/", "."].map(punctuation) + [AndroidKey(.emoji, "", width: nil, functional: true)]),
            ])
    }

    /// The number pad, or the phone pad with letters beside its digits, `*#` and `0 +`.
    static func pad(phone: Bool) -> AndroidKeyboardLayout {
        let letters = ["", "ABC", "DEF", "GHI", "JKL", "MNO", "PQRS", "TUV", "WXYZ"]
        func digit(_ value: Int) -> AndroidKey {
            AndroidKey(.character, String(value), hint: phone ? letters[value - 1] : "", width: padColumn)
        }
        func function(_ kind: KeyKind, _ label: String = "") -> AndroidKey {
            AndroidKey(kind, label, width: nil, functional: kind != .returnKey)
        }
        let bottom: [AndroidKey] =
            phone
            ? [
                AndroidKey(.numbers, "*#", width: padColumn),
                AndroidKey(.character, "0", hint: "+", width: padColumn),
            ]
            : [
                AndroidKey(.character, ",", width: padColumn, functional: true),
                AndroidKey(.character, "0", width: padColumn),
            ]
        return AndroidKeyboardLayout(
            page: phone ? .phone : .numbers,
            rows: [
                AndroidKeyRow((1...3).map(digit) + [function(.character, "-")]),
                AndroidKeyRow((4...6).map(digit) + [function(.character, ".")]),
                AndroidKeyRow((7...9).map(digit) + [function(.delete)]),
                AndroidKeyRow(
                    bottom + [AndroidKey(.space, "", width: padColumn, functional: true), function(.returnKey)]),
            ])
    }

    /// A row of letter keys, one a character, each a tenth of the width.
    static func characters(_ labels: String) -> [AndroidKey] {
        labels.map { AndroidKey(.character, String($0)) }
    }

    /// The bottom row: the page switch, the punctuation `left` and `right` of a space bar `space` wide (both in the
    /// functional colour), and the return key taking the rest.
    static func bottomRow(left: [String], space: Double, right: [String], switchLabel: String) -> AndroidKeyRow {
        let punctuation = { (label: String) in AndroidKey(.character, label, functional: true) }
        return AndroidKeyRow(
            [AndroidKey(.numbers, switchLabel, width: wideKey)] + left.map(punctuation)
                + [AndroidKey(.space, "", width: space)] + right.map(punctuation)
                + [AndroidKey(.returnKey, "", width: nil, functional: false)])
    }
}
