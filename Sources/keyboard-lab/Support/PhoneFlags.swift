import ArgumentParser
import KeyboardAvoidance
import KeyboardLabUI

/// The options that shape each phone, shared by `run`, `shoot` and `check`; they win over scenario headers and
/// forms.
struct PhoneFlags: ParsableArguments {
    @Option(help: "How drags dismiss the keyboard: none, on-drag or interactive (default: the form's).")
    var dismissMode: KeyboardDismissMode?

    @Option(
        help: "The avoidance strategy: \(AvoidanceStrategies.names.joined(separator: ", ")) (default: keyboardlab).")
    var strategy: String?

    @Option(help: "light or dark: the phone screen and the keyboard (default: the scenario's, else light).")
    var appearance: Appearance?

    @Option(
        help:
            "Dynamic Type size: xs, s, m, l, xl, xxl, xxxl, ax1, ax2, ax3, ax4 or ax5 (default: the scenario's, else l)."
    )
    var textSize: TextSize?

    @Option(help: "docked or floating (floating on an iPad; default: the scenario's, else docked).")
    var keyboard: KeyboardMode?

    @Option(help: "The iOS version: 18 or 26, its keyboard, heights and quirks (default: the scenario's, else 18).")
    var ios: String?

    @Option(
        help: ArgumentHelp(
            "Notification quirks, comma-separated, or none: \(KeyboardQuirk.names.joined(separator: ", ")) "
                + "(default: the scenario's, else the iOS version's).", valueName: "names"))
    var quirks: String?

    @Option(
        help: ArgumentHelp(
            "How the screen is presented: fullScreen, pageSheet, pageSheet/medium or formSheet (default: the "
                + "scenario's, else fullScreen).", valueName: "style[/detent]"))
    var presentation: String?

    @Option(
        help: ArgumentHelp(
            "A screen file (see Assets/Screens): what the phone shows, replacing the form (default: the scenario's).",
            valueName: "file"))
    var screen: String?

    func validate() throws {
        if let presentation, case .failure(let error) = ModalPresentation.parse(presentation) {
            throw ValidationError("--presentation \(presentation): \(error)")
        }
        if let ios, let problem = IOSVersion.problem(with: ios) { throw ValidationError("--ios \(ios): \(problem)") }
        if let quirks, case .failure(let error) = KeyboardQuirk.parseList(quirks) {
            throw ValidationError("--quirks \(quirks): \(error)")
        }
        if let strategy, !AvoidanceStrategies.names.contains(strategy) {
            let names = AvoidanceStrategies.names.joined(separator: ", ")
            let hint = ClosestName.hint(for: strategy, in: AvoidanceStrategies.names)
            throw ValidationError("--strategy \(strategy): unknown strategy\(hint); expected one of \(names)")
        }
    }

    /// The options as settings for a phone.
    var settings: PhoneSettings {
        PhoneSettings(
            dismissMode: dismissMode, strategy: strategy, appearance: appearance, textSize: textSize,
            keyboardMode: keyboard, ios: ios.flatMap(IOSVersion.init(rawValue:)),
            quirks: quirks.flatMap { try? KeyboardQuirk.parseList($0).get() },
            presentation: presentation.flatMap { try? ModalPresentation.parse($0).get() })
    }
}

extension KeyboardDismissMode: ExpressibleByArgument {}
extension Appearance: ExpressibleByArgument {}
extension TextSize: ExpressibleByArgument {}
extension KeyboardMode: ExpressibleByArgument {}
