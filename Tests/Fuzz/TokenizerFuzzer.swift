import Foundation

/// libFuzzer entry point for the audit's readers: the input is read as a file of every language the audit knows
/// (tokens, brackets, calls, member chains, JSX attributes, the handler around each token); none may trap. Built
/// and run by `.ci/fuzz` against the tokenizer and reader sources alone.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int32 {
    let input = Array(UnsafeBufferPointer(start: bytes, count: count))
    for (path, language) in [
        ("f.swift", SourceLanguage.swift), ("f.kt", .kotlin), ("f.java", .java), ("f.tsx", .typescript),
        ("f.dart", .dart),
    ] {
        let file = SourceFile(path: path, language: language, bytes: input)
        for call in file.calls(named: ["Scaffold", "Column", "ignoresSafeArea", "setOnApplyWindowInsetsListener"]) {
            _ = file.text(of: call.body)
            _ = file.calls(enclosing: call.index)
        }
        for index in file.tokens.indices.prefix(64) {
            _ = file.chain(at: index)
            _ = file.handler(containing: index)
        }
        _ = file.jsxElements(named: "KeyboardAvoidingView").map { $0.attribute("behavior") }
        _ = file.ignores("uikit-begin-frame", at: 1)
    }
    return 0
}
