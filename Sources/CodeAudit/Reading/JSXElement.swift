/// A JSX element read from tokens: its name, its attributes (each a string or the tokens of its `{…}`), and where
/// it starts.
///
/// ```swift
/// let view = file.jsxElements(named: "KeyboardAvoidingView").first
/// view?.attribute("behavior")  // .string("padding"), or .expression(range) for behavior={…}
/// ```
public struct JSXElement: Equatable, Sendable {
    /// An attribute's value.
    public enum Value: Equatable, Sendable {
        /// `name="text"`: the text.
        case string(String)
        /// `name={…}`: the tokens inside the braces.
        case expression(Range<Int>)
        /// `name` alone: true.
        case present
    }

    /// The element's name as written: `KeyboardAvoidingView`, `Animated.View`.
    public var name: String
    /// The index of the name's token.
    public var index: Int
    /// Its attributes by name, in order.
    public var attributes: [(name: String, value: Value)]

    /// The value of the attribute `name`, or nil.
    public func attribute(_ name: String) -> Value? { attributes.first { $0.name == name }?.value }

    /// Whether two elements are the same tag with the same attributes.
    public static func == (left: JSXElement, right: JSXElement) -> Bool {
        left.name == right.name && left.index == right.index
            && left.attributes.map(\.name) == right.attributes.map(\.name)
            && left.attributes.map(\.value) == right.attributes.map(\.value)
    }
}

extension SourceFile {
    /// The opening tags of JSX elements named `name` (or ending `.name`, as `Animated.KeyboardAvoidingView`).
    public func jsxElements(named name: String) -> [JSXElement] {
        guard language == .typescript else { return [] }
        var elements: [JSXElement] = []
        for index in tokens.indices.dropLast() where tokens[index].is("<") {
            let nameToken = tokens[index + 1]
            guard nameToken.kind == .identifier, nameToken.text == name || nameToken.text.hasSuffix(".\(name)")
            else { continue }
            elements.append(
                JSXElement(name: nameToken.text, index: index + 1, attributes: attributes(after: index + 1)))
        }
        return elements
    }

    /// The attributes of the tag whose name is at `index`, up to its `>` or `/>`.
    func attributes(after index: Int) -> [(name: String, value: JSXElement.Value)] {
        var attributes: [(String, JSXElement.Value)] = []
        var at = index + 1
        while at < tokens.count, !tokens[at].is(">"), !tokens[at].is("/>") {
            let token = tokens[at]
            if token.is("{"), let close = partner(of: at) {
                // A spread, {...props}: skipped.
                at = close + 1
                continue
            }
            guard token.kind == .identifier else {
                at += 1
                continue
            }
            if at + 2 < tokens.count, tokens[at + 1].is("=") {
                let value = tokens[at + 2]
                if value.kind == .string {
                    attributes.append((token.text, .string(value.value)))
                    at += 3
                    continue
                }
                if value.is("{"), let close = partner(of: at + 2) {
                    attributes.append((token.text, .expression((at + 3)..<close)))
                    at = close + 1
                    continue
                }
            }
            attributes.append((token.text, .present))
            at += 1
        }
        return attributes
    }
}
