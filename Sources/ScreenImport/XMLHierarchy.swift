import Foundation
import LabText

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Reads an XML hierarchy (a uiautomator dump, an Appium page source) into its elements, depth first, each with
/// its attributes and its parent.
enum XMLHierarchy {
    /// The elements of `data`, the XML saved in `file` (`expected` says what it should hold: "expected …").
    ///
    /// - Throws: ``LabError`` naming the line where the XML stops parsing.
    /// - Complexity: O(n) in the XML's size.
    static func elements(_ data: Data, file: String, expected: String) throws(LabError) -> [HierarchyElement] {
        let parser = XMLParser(data: data)
        let reader = Reader()
        parser.delegate = reader
        parser.shouldResolveExternalEntities = false
        // Foundation on Linux may answer true and still set an error (a document that ends early).
        guard parser.parse(), parser.parserError == nil else {
            throw LabError(
                "\(file):\(parser.lineNumber): not XML that reads (\(reason(parser.parserError))); \(expected)")
        }
        return reader.elements
    }

    /// What went wrong, in words, for the errors a saved hierarchy has: cut short, tags crossed, an attribute twice.
    static func reason(_ error: (any Error)?) -> String {
        guard let error else { return "it does not parse" }
        // libxml2's codes, which Foundation passes on: 4 empty, 5 cut short, 42 an attribute twice, 76 crossed tags.
        switch (error as NSError).code {
        case 4: return "it is empty"
        case 5: return "it ends before its elements are closed"
        case 42: return "an element gives an attribute twice"
        case 76: return "a closing tag does not match its opening tag"
        case let code: return "XML error \(code)"
        }
    }

    /// The parser's delegate: collects each element as it starts.
    private final class Reader: NSObject, XMLParserDelegate {
        var elements: [HierarchyElement] = []
        var open: [Int] = []

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            elements.append(
                HierarchyElement(
                    type: elementName, rect: nil, attributes: attributes, parent: open.last, line: parser.lineNumber))
            open.append(elements.count - 1)
        }

        func parser(
            _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?
        ) {
            _ = open.popLast()
        }
    }
}
