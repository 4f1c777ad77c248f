import Foundation
import KeyboardAvoidance
import KeyboardLabUI

/// libFuzzer entry point: the input is parsed as a scenario, as a form and as a screen (through the same
/// readers as a user's file); each must succeed or give an `LabError`, never trap. Built and run by
/// `.ci/fuzz`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int32 {
    let data = Data(bytes: bytes, count: count)
    if let text = String(data: data, encoding: .utf8) {
        _ = try? ScenarioParser.parse(text, file: "fuzz.scenario")
    }
    _ = try? Screen.decode(data, file: "fuzz.json")
    if let form = try? Form.decode(data, file: "fuzz.json") {
        let layout = FormLayout(form: form, width: 393)
        _ = layout.fieldIndex(at: Point(x: 100, y: 300))
        _ = form.field(after: form.fields[0].id)
    }
    return 0
}
