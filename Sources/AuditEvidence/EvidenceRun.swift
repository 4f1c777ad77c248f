import CodeAudit
import Foundation
import KeyboardAvoidance
import KeyboardLabRuntime
import KeyboardLabUI
import LabFiles
import LabImages

/// Plays rules' reproductions headlessly, from the shipped scenarios, to measure what each mistake does and, with
/// `pictures`, to draw it.
///
/// ```swift
/// let run = try EvidenceRun(assets: nil, pictures: false)
/// let evidence = try run.evidence(for: reproduction)
/// evidence.summary  // "on iphone-15 at up: inset 420 > 336 pt with the code's approach (observer-2018); …"
/// ```
package struct EvidenceRun {
    let resources: LabResources
    let assets: URL
    let headless: HeadlessCanvas
    /// Whether each shot keeps its picture.
    let pictures: Bool

    /// A run reading the Assets folder `assets` (found from the program's place when nil).
    package init(assets: String?, pictures: Bool) throws(LabError) {
        resources = try LabSetup.resources(assets)
        self.assets = LabSetup.assetsFolder(assets)
        headless = try HeadlessCanvas(resources: resources)
        self.pictures = pictures
    }

    /// The evidence of `reproduction`: every device with the code's approach and with the fix, at the capture where
    /// the approach shows the most problems that the fix does not.
    package func evidence(for reproduction: Reproduction) throws(LabError) -> Evidence {
        let url = assets.appending(path: "Audit/\(reproduction.scenario).scenario")
        let scenario: Scenario
        scenario = try FileInput.scenario(url)
        var runs: [(device: String, strategy: String, approach: Bool, captures: [Played])] = []
        for device in reproduction.devices {
            for approach in [true, false] {
                let strategy = approach ? reproduction.strategy : reproduction.fix
                var spec = "device=\(device)+strategy=\(strategy)"
                if !approach, let screen = reproduction.fixScreen {
                    spec += "+screen=\(assets.appending(path: "Screens/\(screen)").path)"
                }
                runs.append((device, strategy, approach, try play(scenario, spec: spec)))
            }
        }
        let captures = runs.first?.captures ?? []
        let names = captures.map(\.name)
        // The capture the reproduction names (its `at`): the moment the command shown draws.
        let best =
            captures.indices.min { abs(captures[$0].time - reproduction.at) < abs(captures[$1].time - reproduction.at) }
            ?? 0
        let shots = runs.map { run in
            let capture = run.captures.indices.contains(best) ? run.captures[best] : nil
            return Evidence.Shot(
                device: run.device, strategy: run.strategy, isApproach: run.approach,
                problems: capture?.problems ?? [], image: capture?.image)
        }
        return Evidence(
            reproduction: reproduction, capture: names.indices.contains(best) ? names[best] : "", shots: shots)
    }

    /// One capture as played: its name and instant, the problems its phone shows and, with ``pictures``, its picture.
    struct Played {
        var name: String
        var time: Double
        var problems: [String]
        var image: RGBAImage?
    }

    /// Plays `scenario` under `spec` (`device=…+strategy=…`), capture by capture.
    func play(_ scenario: Scenario, spec text: String) throws(LabError) -> [Played] {
        let runner: ScenarioRunner
        do {
            let spec = try PhoneSpec.parse(text, resources: resources, option: "reproduction")
            runner = try ScenarioRunner(
                scenario: spec.applied(to: scenario), resources: resources, overrides: spec.settings,
                screen: try LabSetup.screen(spec.screenPath),
                readPictures: LabSetup.pictures(forScenarioAt: scenario.file),
                readFile: LabSetup.reader(forScenarioAt: scenario.file))
        } catch let error as LabError {
            throw error
        } catch {
            throw LabError("\(scenario.file): \(error)")
        }
        var captures: [Played] = []
        let playback = ScenarioPlayback(runner: runner, measurer: headless.measurer)
        do {
            try playback.playAll { stop, frame, phones in
                guard case .capture(let capture) = stop, let phone = phones.first else { return }
                let image =
                    pictures
                    ? try CaptureShot(frame: frame, phones: phones, runner: runner, headless: headless).image : nil
                captures.append(
                    Played(name: capture.name, time: capture.time.seconds, problems: phone.problemLines, image: image))
            }
        } catch let error as LabError {
            throw error
        } catch {
            throw LabError("\(scenario.file): \(error)")
        }
        return captures
    }
}
