import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Reads an XML file into its elements, in document order, through Foundation's XML parser; a file that is not XML
/// gives the parser's own complaint, with its line.
///
/// ```swift
/// let elements = try AndroidXML.elements(of: Data(manifest.utf8), path: "app/src/main/AndroidManifest.xml")
/// elements.first { $0.name == "activity" }?.attributes["android:windowSoftInputMode"]  // "adjustResize"
/// ```
public enum AndroidXML {
    /// The elements of `data`, or a one-line reason it is not XML.
    public static func elements(of data: Data, path: String) -> Result<[XMLElementRecord], AuditNote> {
        let parser = XMLParser(data: data)
        let collector = Collector()
        parser.delegate = collector
        // Foundation's parser can report success with an error set (an unclosed element): both are checked.
        if parser.parse(), parser.parserError == nil { return .success(collector.elements) }
        let code = parser.parserError.map { ($0 as NSError).code } ?? 0
        return .failure(AuditNote(path: path, line: parser.lineNumber, message: "not XML: \(reason(code))"))
    }

    /// What Foundation's parser error `code` means, in words.
    static func reason(_ code: Int) -> String {
        switch code {
        case 4: "no element where the document should start"
        case 5: "it ends before its elements are closed"
        case 76: "a closing tag does not match its opening tag"
        default: "the XML parser's error \(code)"
        }
    }

    final class Collector: NSObject, XMLParserDelegate {
        var elements: [XMLElementRecord] = []
        var open: [Int] = []

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String]
        ) {
            open.append(elements.count)
            elements.append(
                XMLElementRecord(name: name, attributes: attributes, text: "", line: parser.lineNumber))
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            guard let last = open.last else { return }
            elements[last].text += string
        }

        func parser(
            _ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?
        ) {
            guard let last = open.popLast() else { return }
            elements[last].text = elements[last].text.trimmingCharacters(in: .whitespacesAndNewlines)
        }
    }
}
