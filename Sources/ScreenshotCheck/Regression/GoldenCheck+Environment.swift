import CheckReport
import Foundation
import KeyboardLabRuntime
import KeyboardLabSDL
import KeyboardLabUI
import LabText

/// Goldens recorded on another machine: the difference is said once per goldens folder, with both environments and
/// the commands that fix it, and kept in the report so that `keyboard-lab accept` can re-record the sidecar.
extension GoldenCheck {
    /// The open combination's environment sidecar for this machine, as `check` records it: this environment, the
    /// build recording it and the conditions set besides each scenario's (through the condition table; none are
    /// written when none is set), pretty-printed with sorted keys.
    func sidecarBytes() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        var recorded = environment
        recorded.recordedBy = recordedBy
        let texts = conditions.texts
        recorded.conditions = texts.isEmpty ? nil : texts
        return try encoder.encode(recorded)
    }

    /// The sidecar's path relative to the goldens folder given to `check`.
    var sidecarID: String { (combination.map { "\($0)/" } ?? "") + "environment\(scaleSuffix).json" }

    /// Notes that the open combination's goldens were recorded in `recorded`, another environment: the first time,
    /// prints what differs, both environments and the commands that fix it, and keeps the difference for the
    /// report. Returns the capture's message.
    mutating func noteEnvironment(_ recorded: RenderEnvironment) -> String {
        let changes = environment.differences(from: recorded)
        let message = "environment differs: \(changes.joined(separator: "; ")) (\(display(sidecar)))"
        guard !environmentChanges.contains(where: { $0.sidecar == sidecarID }) else { return message }
        let text = (try? sidecarBytes()).map { String(decoding: $0, as: UTF8.self) } ?? ""
        environmentChanges.append(
            EnvironmentChange(
                sidecar: sidecarID, stamp: Self.stamp(sidecar), changes: changes, recorded: fingerprint(recorded),
                here: fingerprint(environment), sidecarText: text, combination: combination))
        guard !quietEnvironment else { return message }
        Console.endProgress()
        Console.error("FAIL \(message)")
        Console.error("  goldens: \(fingerprint(recorded))")
        Console.error("  here:    \(fingerprint(environment))")
        if let recordCommand { Console.error("  record the goldens on this machine: \(recordCommand)") }
        Console.error(
            "  or re-record the environment alone, then check again and accept what differs: keyboard-lab accept "
                + "\(HTMLReport.shellQuoted(reportDisplay)) --goldens \(HTMLReport.shellQuoted(goldensArgument))")
        return message
    }

    /// Notes that the open combination's goldens have no sidecar and none was written (a capture failed, as a new
    /// golden does under `--record never`): the report keeps this machine's, so that an accept of the captures
    /// records it with them.
    mutating func noteMissingSidecar() {
        guard !environmentChanges.contains(where: { $0.sidecar == sidecarID }),
            let bytes = try? sidecarBytes()
        else { return }
        environmentChanges.append(
            EnvironmentChange(
                sidecar: sidecarID, stamp: Self.stamp(sidecar), changes: [], recorded: "",
                here: fingerprint(environment), sidecarText: String(decoding: bytes, as: UTF8.self),
                combination: combination))
    }

    /// An environment as one line: SDL, SDL2_ttf, FreeType, renderer, scale, hinting, the fonts' hashes and the
    /// system fonts' when known.
    func fingerprint(_ environment: RenderEnvironment) -> String {
        "SDL \(environment.sdlVersion), SDL2_ttf \(environment.ttfVersion), FreeType \(environment.freeTypeVersion), "
            + "\(environment.rendererName), scale \(NumberText.compact(environment.scale)), hinting "
            + "\(environment.textHinting ?? "light"), fonts "
            + environment.fonts.map { "\($0.fileName)=\($0.fnv1a64)" }.joined(separator: ",")
            + (environment.systemFonts.map { fonts in
                ", system fonts "
                    + (fonts.isEmpty ? "none" : fonts.map { "\($0.fileName)=\($0.fnv1a64)" }.joined(separator: ","))
            } ?? "")
    }

    /// The command line that records every golden of a check on this machine: `keyboard-lab` and the check's
    /// `arguments` (`check …`) with `--record all` in place of its record mode and without the flags that name one
    /// run's outputs or part (`--shard`, `--junit`, `--summary`, `--strict`, `--prune`); nil without arguments.
    static func recordCommand(arguments: [String]) -> String? {
        guard arguments.first == "check" else { return nil }
        let withValue: Set<String> = ["--record", "--shard", "--junit", "--summary"]
        var kept: [String] = []
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            let flag = String(argument.prefix { $0 != "=" })
            if withValue.contains(argument) {
                _ = rest.popFirst()
            } else if !(withValue.contains(flag) && argument.contains("=")), argument != "--strict",
                argument != "--prune"
            {
                kept.append(argument)
            }
        }
        return (["keyboard-lab"] + kept + ["--record", "all"]).map(Self.shellWord).joined(separator: " ")
    }

    /// `word` as a shell reads it back: as it is when it holds only safe characters, else single-quoted.
    static func shellWord(_ word: String) -> String {
        let safe =
            !word.isEmpty
            && word.unicodeScalars.allSatisfy { scalar in
                scalar.isASCII
                    && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                        || "-_./=,+@%:".unicodeScalars.contains(scalar))
            }
        return safe ? word : HTMLReport.shellQuoted(word)
    }
}
