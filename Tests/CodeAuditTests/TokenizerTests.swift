import Testing

@testable import CodeAudit

/// Each language's tokenizer knows its comments and string forms, so a name inside them is never code, and reads
/// anything it is given to the end.
@Suite struct TokenizerTests {
    static func names(_ text: String, _ language: SourceLanguage, jsx: Bool = true) -> [String] {
        Tokenizer.tokenize(Array(text.utf8), as: language, jsx: jsx).tokens.filter { $0.kind == .identifier }
            .map(\.text)
    }

    @Test(arguments: [
        (SourceLanguage.swift, #"let a = "x \(f("y // z")) w" /* c /* nested */ begin */ b"#, ["let", "a", "b"]),
        (.swift, ##"let a = #"raw \(not) "quote" "# ; b"##, ["let", "a", "b"]),
        (.swift, "let a = \"\"\"\n  begin \"quoted\"\n  \"\"\"\nb", ["let", "a", "b"]),
        (.kotlin, #"val s = "a ${f("}")} $x" // keyboardFrameBeginUserInfoKey"#, ["val", "s"]),
        (.kotlin, "val r = \"\"\"raw \\\" ${x}\"\"\"\nval c = '\\''\nb", ["val", "r", "val", "c", "b"]),
        (.java, #"String s = "a\"b"; /* /* */ int x = 'c';"#, ["String", "s", "int", "x"]),
        (.java, "String t = \"\"\"\n  text \"block\"\n  \"\"\"; y", ["String", "t", "y"]),
        (.typescript, #"const a = `x ${b ? 'c' : "d"} ${`nested ${e}`}` + f"#, ["const", "a", "f"]),
        (.typescript, "const r = /<Begin>[/]/g; const q = a / b / c", ["const", "r", "const", "q", "a", "b", "c"]),
        (.dart, #"var s = r'raw $x \' ; var t = '${f('}')} $y'; z"#, ["var", "s", "var", "t", "z"]),
        (.dart, "var m = '''\nmulti 'line'\n'''; /* a /* b */ c */ z", ["var", "m", "z"]),
    ])
    func commentsAndStringsAreNotCode(language: SourceLanguage, text: String, expected: [String]) {
        #expect(Self.names(text, language) == expected, "\(text)")
    }

    @Test func jsxTextIsNotCodeAndItsExpressionsAre() {
        let text = """
            const v = (<View a="1" b={x > 1 ? 'y' : "z"}>Don't stop {items.map(i => <Text k={i}>it's {i}</Text>)}
            <Self /></View>);
            const w = a < b;
            """
        #expect(
            Self.names(text, .typescript) == [
                "const", "v", "View", "a", "b", "x", "items", "map", "i", "Text", "k", "i", "i", "Text", "Self", "View",
                "const", "w", "a", "b",
            ])
        let source = Tokenizer.tokenize(Array(text.utf8), as: .typescript)
        #expect(source.tokens.filter { $0.kind == .jsxText }.map(\.text) == ["Don't stop ", "it's "])
        #expect(source.unterminated == nil)
    }

    @Test func aTypeScriptFileReadsLessThanAsAnOperatorOrAGeneric() {
        #expect(
            Self.names("const a = <T>b; f<T>(c)", .typescript, jsx: false) == ["const", "a", "T", "b", "f", "T", "c"])
    }

    @Test func positionsAreLinesAndByteColumns() {
        let source = Tokenizer.tokenize(Array("a\n  bc(\"é\") d".utf8), as: .swift)
        #expect(
            source.tokens.map { "\($0.text)@\($0.line):\($0.column)" } == [
                "a@1:1", "bc@2:3", "(@2:5", "\"é\"@2:6", ")@2:10", "d@2:12",
            ])
        #expect(source.lineCount == 2)
    }

    @Test(arguments: [
        (SourceLanguage.swift, "let a = \"open", "an unterminated string at 1:9"),
        (.kotlin, "val a = 1 /* open /* nested */", "an unterminated comment at 1:11"),
        (.typescript, "const a = `open ${b}", "an unterminated string at 1:11"),
        (.typescript, "const a = (<View>text", "an unclosed JSX element or expression at the end of the file"),
        (.dart, "var a = '''open", "an unterminated string at 1:9"),
    ])
    func whatIsLeftOpenIsNamed(language: SourceLanguage, text: String, expected: String) {
        #expect(Tokenizer.tokenize(Array(text.utf8), as: language).unterminated == expected)
    }

    @Test func invalidUTF8AndNULsAreReadThrough() {
        var bytes = Array("let a = 1 ".utf8)
        bytes += [0xFF, 0xFE, 0x00, 0xC3]
        bytes += Array(" b".utf8)
        let names = Tokenizer.tokenize(bytes, as: .swift).tokens.filter { $0.kind == .identifier }.map(\.text)
        #expect(names.first == "let")
        #expect(names.last == "b")
    }

    @Test func everyPrefixOfTheFixturesTokenizesWithoutTrapping() throws {
        let text = Array(##"f("a \(b) c") /* d */ `e ${f}` <G h={1}>'i'</G> r'j' """k""" #"l"#"##.utf8)
        for language in SourceLanguage.allCases {
            for end in 0...text.count { _ = Tokenizer.tokenize(Array(text[..<end]), as: language) }
        }
    }
}
