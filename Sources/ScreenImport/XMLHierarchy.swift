import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Reads an XML hierarchy (a uiautomator dump, an Appium page source) into its elements, depth first, each with
/// its attributes and its parent.
enum XMLHierarchy {
    /// The elements of `data`, the XML saved in `file` (`expected` says what it should hold, for the error).
    ///
    /// - Throws: ``ImportError`` naming the line where the XML stops parsing.
    /// - Complexity: O(n) in the XML's size.
    static func elements(_ data: Data, file: String, expected: String) throws(ImportError) -> [HierarchyElement] {
        let parser = XMLParser(data: data)
        let reader = Reader()
        parser.delegate = reader
        parser.shouldResolveExternalEntities = false
        guard parser.parse() else {
            let reason = parser.parserError.map { ($0 as NSError).localizedDescription } ?? "it does not parse"
            throw ImportError(
                .badFile, "\(file):\(parser.lineNumber): not XML that reads (\(reason)); expected \(expected)")
        }
        return reader.elements
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
