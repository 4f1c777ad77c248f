import CodeAudit
import Foundation
import KeyboardAvoidance
import KeyboardLabRuntime
import KeyboardLabUI
import LabFiles
import LabImages

/// What the lab shows of one rule's mistake: its reproduction played on each of its devices with the code's
/// approach and with its fix, the capture where the two differ most, the problems each shows there, and (when
/// asked for) the pictures.
package struct Evidence: Equatable {
    /// One phone of the reproduction at the chosen capture.
    package struct Shot: Equatable {
        /// The device.
        package var device: String
        /// The strategy: the code's approach or its fix.
        package var strategy: String
        /// Whether it is the code's approach (else the fix).
        package var isApproach: Bool
        /// The problems the phone shows, as the overlay words them.
        package var problems: [String]
        /// The picture, when pictures were asked for.
        package var image: RGBAImage?
    }

    /// The reproduction.
    package var reproduction: Reproduction
    /// The capture chosen (its name in the scenario).
    package var capture: String
    /// Each device's two phones, the code's approach first.
    package var shots: [Shot]

    /// The one line the report prints: where the approach goes wrong and what its fix shows there.
    package var summary: String {
        guard let wrong = shots.first(where: { $0.isApproach && !$0.problems.isEmpty }) else {
            let devices = reproduction.devices.joined(separator: ", ")
            return
                "on \(devices) \(reproduction.strategy) and \(reproduction.fix) show no problem at this scenario's captures"
        }
        let fixed = shots.first { $0.device == wrong.device && !$0.isApproach }
        let fix = fixed.map { $0.problems.isEmpty ? "none" : $0.problems.joined(separator: "; ") } ?? "not run"
        let fixName = reproduction.fixScreen.map { "\(reproduction.fix) with \($0)" } ?? reproduction.fix
        return "on \(wrong.device) at \(capture): \(wrong.problems.joined(separator: "; ")) with the code's approach "
            + "(\(reproduction.strategy)); with the fix (\(fixName)): \(fix)"
    }
}
