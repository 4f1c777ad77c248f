import CMalloc
import CheckReport
import Foundation
import KeyboardAvoidance
import KeyboardLabRuntime
import KeyboardLabUI
import LabFiles
import ScreenshotCheck

extension Benchmarks {
    /// The shipped suite's in-process check without and with value goldens.
    struct ValuesFigures {
        /// Each plain run of ``suiteCheck(values:)``, in order.
        var plain: [(seconds: Double, captures: Int)]
        /// Each run with `--values`, the one after each plain run.
        var values: [(seconds: Double, captures: Int)]

        /// The median of the runs' ratios, values over plain, each taken against the plain run just before it.
        var ratio: Double {
            Percentiles(zip(values, plain).map { $0.seconds / max($1.seconds, 1e-9) }).p50
        }

        /// The median seconds of the runs with values.
        var seconds: Double { Percentiles(values.map(\.seconds)).p50 }
    }

    /// `runs` pairs of the shipped suite's check, plain then with values, interleaved so that both see the same
    /// machine.
    func suiteChecksWithValues(runs: Int) throws -> ValuesFigures {
        var figures = ValuesFigures(plain: [], values: [])
        for _ in 0..<runs {
            figures.plain.append(try suiteCheck())
            // A check frees its decoded goldens in bursts: give the pages back before the next, so six checks in
            // a row hold no more than one.
            _ = CMalloc_Trim()
            figures.values.append(try suiteCheck(values: true))
            _ = CMalloc_Trim()
        }
        return figures
    }

    /// The value goldens of the shipped suite, read as `check --values` reads them: one `values.json` per scenario,
    /// each capture's numbers compared within 0.01 pt.
    struct SuiteValues {
        let goldens: URL
        private var golden = ValueGolden()
        private var scenario = ""

        init(goldens: URL) { self.goldens = goldens }

        /// Compares `phone`'s values at `capture` with the golden of `scenario`, reading it at a new scenario.
        mutating func check(scenario name: String, capture: String, values: [String: Double]) throws {
            if name != scenario {
                let url = goldens.appending(path: name).appending(path: "values.json")
                golden = try ValueGolden(decoding: FileInput.read(url, as: "value golden"), file: url.path)
                scenario = name
            }
            let expected = golden.captures[capture] ?? [:]
            let differences = ValueGolden.differences(expected: expected, actual: values)
            guard differences.isEmpty else {
                throw LabError(
                    "bench: \(name)/\(capture) values differ (\(differences.map(\.description).joined(separator: ", "))); "
                        + "run `keyboard-lab check --values` for details")
            }
        }
    }
}
