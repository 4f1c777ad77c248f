import KeyboardAvoidance
import LabDrawing

/// Which keyboard a keyboard overlay (`keyboard-lab keyboard`) draws: the device and how it is held, the iOS
/// version (or on an Android device the navigation), the keyboard type, the appearance and the bars. ``phone(resources:measurer:)`` makes the lab's own phone
/// in that state, with a field of that type focused at time zero, so the overlay is the keyboard the lab draws.
///
/// ```swift
/// var spec = KeyboardOverlaySpec(deviceID: "iphone-15")
/// spec.ios = .ios26
/// var phone = spec.phone(resources: resources, measurer: fonts)
/// phone.advance(to: Instant(seconds: 0.5))  // docked
/// ```
public struct KeyboardOverlaySpec: Equatable, Hashable, Sendable {
    /// The device preset's id.
    public var deviceID: String
    /// How the device is held.
    public var orientation = Orientation.portrait
    /// The iOS version: the square keyboard (18) or the glass one (26).
    public var ios = IOSVersion.standard
    /// The keyboard type.
    public var type = KeyboardType.letters
    /// Light or dark.
    public var appearance = Appearance.light
    /// Whether the predictive bar shows (never on the number pad).
    public var predictiveBar = true
    /// Whether the Prev / Next / Done accessory toolbar shows.
    public var accessoryBar = false
    /// What the return key says.
    public var returnKey = ReturnKey.return
    /// Android's system navigation, which decides whether the Android keyboard's own bar shows the gesture handle
    /// (an iPhone ignores it).
    public var navigation = NavigationMode.standard

    /// A spec for `deviceID` with the lab's defaults: portrait, iOS 18, letters, light, predictive bar, no toolbar.
    public init(deviceID: String) {
        self.deviceID = deviceID
    }

    /// The id of the field the overlay's phone focuses: the middle one of three, so the toolbar's Prev and Next
    /// chevrons are both enabled, as in the middle of a form.
    public static let focusedFieldID = "field"

    /// The lab's phone showing this keyboard, its field focused at time zero: the keyboard starts to rise then and
    /// is docked once ``AnimationCurve/springSettleTime`` has passed.
    ///
    /// - Complexity: O(1) beyond making a phone.
    public func phone(resources: LabResources, measurer: any TextMeasuring) -> Phone {
        let field = FormField(
            id: Self.focusedFieldID, label: "", kind: type == .multiline ? .multiline : .text, keyboard: type,
            returnKey: returnKey)
        let form = Form(
            title: "",
            sections: [
                FormSection(
                    title: "", fields: [FormField(id: "before", label: ""), field, FormField(id: "after", label: "")])
            ])
        var phone = Phone(
            resources: resources, form: form, deviceID: deviceID, orientation: orientation, measurer: measurer)
        phone.apply(
            ConditionOverrides(appearance: appearance, keyboardMode: .docked, ios: ios, navigation: navigation),
            measurer: measurer)
        phone.reduce(.predictiveBar(predictiveBar), at: .zero, measurer: measurer)
        phone.reduce(.accessoryBar(accessoryBar), at: .zero, measurer: measurer)
        phone.reduce(.focusField(Self.focusedFieldID), at: .zero, measurer: measurer)
        return phone
    }

    // MARK: Keyboard type names

    /// The keyboard types' names on the command line, from ``KeyboardType``'s one list: words joined by hyphens
    /// (`number-pad`). A form file's spelling (`numberPad`) is accepted too.
    public static var typeNames: [String] { KeyboardType.allCases.map(name(of:)) }

    /// The command-line name of `type`.
    public static func name(of type: KeyboardType) -> String {
        var name = ""
        for character in type.rawValue {
            if character.isUppercase { name += "-" }
            name += character.lowercased()
        }
        return name
    }

    /// The keyboard type named `text` (its command-line name or its form-file name), or one line naming it, the
    /// closest name and every name.
    public static func type(named text: String) -> Result<KeyboardType, LabError> {
        if let type = KeyboardType.allCases.first(where: { name(of: $0) == text || $0.rawValue == text }) {
            return .success(type)
        }
        return .failure(
            LabError(
                at: .option("type", text),
                "unknown keyboard type\(ClosestName.hint(for: text, in: typeNames)); expected "
                    + typeNames.joined(separator: ", ")))
    }
}
