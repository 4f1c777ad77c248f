import Foundation
import LabText
import Testing

/// One escaper per format the lab writes: HTML pages, XML (JUnit) files and JSON string literals.
@Suite("Text escaping")
struct TextEscapingTests {
    @Test func htmlEscapesTheFiveMarkupCharacters() {
        #expect(TextEscaping.html("it's <b>") == "it&#39;s &lt;b&gt;")
        #expect(TextEscaping.html(#"<a href="x">'&'</a>"#) == "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;")
        #expect(TextEscaping.html("&amp;") == "&amp;amp;", "an entity is text, escaped again")
    }

    @Test func htmlKeepsOtherTextAsItIs() {
        #expect(TextEscaping.html("café ✓ 日本 👍🏽") == "café ✓ 日本 👍🏽")
        #expect(TextEscaping.html("é<👍🏽>") == "é&lt;👍🏽&gt;")
        #expect(TextEscaping.html("line\nbreak\t") == "line\nbreak\t")
        #expect(TextEscaping.html("") == "")
    }

    @Test func xmlAgreesWithHTMLOnMarkupAndKeepsLineBreaksAsReferences() {
        let markup = #"<a href="x">'&'</a>"#
        #expect(TextEscaping.xml(markup) == TextEscaping.html(markup))
        #expect(TextEscaping.xml("a\nb\rc\td") == "a&#10;b&#13;c&#9;d")
    }

    @Test(arguments: ["\u{0}", "\u{1}", "\u{8}", "\u{1B}", "\u{1F}", "\u{FFFE}", "\u{FFFF}"])
    func xmlReplacesWhatXMLForbids(character: String) {
        #expect(TextEscaping.xml("a\(character)b") == "a\u{FFFD}b")
    }

    @Test func xmlKeepsWhatXMLAllows() {
        #expect(TextEscaping.xml("café ✓ 👍🏽 \u{7F} \u{FFFD}") == "café ✓ 👍🏽 \u{7F} \u{FFFD}")
    }

    @Test func jsonQuotesAndEscapesQuotesBackslashesAndControlCharacters() {
        #expect(TextEscaping.json("a \"b\"") == #""a \"b\"""#)
        #expect(TextEscaping.json(#"C:\dir"#) == #""C:\\dir""#)
        #expect(TextEscaping.json("1\n2\r3\t4") == #""1\n2\r3\t4""#)
        #expect(TextEscaping.json("\u{1}\u{1F}") == #""\u0001\u001f""#)
        #expect(TextEscaping.json("") == #""""#)
        #expect(TextEscaping.json("it's café 👍🏽 </script>") == "\"it's café 👍🏽 </script>\"")
    }

    @Test func jsonReadsBackAsTheSameString() throws {
        let text = String((0..<0x20).map { Character(Unicode.Scalar(UInt8($0))) }) + "\"\\/ é 👍🏽 \u{2028}"
        let decoded = try JSONDecoder().decode([String].self, from: Data("[\(TextEscaping.json(text))]".utf8))
        #expect(decoded == [text])
    }
}
