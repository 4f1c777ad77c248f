import Foundation

/// Decodes user-edited JSON files into core types, turning every failure into an ``LabError``.
public enum JSONInput {
    /// The key a file may name its JSON Schema with at its top, for editors; the readers ignore it.
    public static let schemaKey = "$schema"

    /// Decodes `type` from `data`, which came from `file`.
    ///
    /// - Throws: ``LabError`` with the line and column of a syntax error, or the JSON path and the expected
    ///   type of a missing key or wrong value.
    public static func decode<T: Decodable>(_ type: T.Type, from data: Data, file: String) throws(LabError) -> T {
        do {
            return try JSONDecoder().decode(type, from: data)
        } catch let error as DecodingError {
            throw describe(error, data: data, file: file)
        } catch {
            throw LabError(file: file, message: "could not read JSON: \(error)")
        }
    }

    /// A short reason for a file-system error.
    public static func reason(_ error: any Error) -> String {
        let ns = error as NSError
        if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError,
            underlying.domain == NSPOSIXErrorDomain, let code = POSIXErrorCode(rawValue: Int32(underlying.code))
        {
            return String(cString: strerror(code.rawValue))
        }
        if ns.domain == NSCocoaErrorDomain {
            switch ns.code {
            case NSFileReadNoSuchFileError, NSFileNoSuchFileError: return "no such file"
            case NSFileReadNoPermissionError: return "permission denied"
            default: break
            }
        }
        return ns.localizedDescription
    }

    private static func path(_ codingPath: [any CodingKey]) -> String {
        var text = ""
        for key in codingPath {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        return text.isEmpty ? "the top level" : text
    }

    private static func describe(_ error: DecodingError, data: Data, file: String) -> LabError {
        switch error {
        case .keyNotFound(let key, let context):
            let place = context.codingPath.isEmpty ? "the top level" : path(context.codingPath)
            return located(
                LabError(file: file, message: "\(place) has no \"\(key.stringValue)\"; expected that key"),
                codingPath: context.codingPath, data: data)
        case .typeMismatch(let type, let context):
            return located(
                LabError(file: file, message: "\(path(context.codingPath)): expected \(describe(type))"),
                codingPath: context.codingPath, data: data)
        case .valueNotFound(let type, let context):
            return located(
                LabError(file: file, message: "\(path(context.codingPath)) is null; expected \(describe(type))"),
                codingPath: context.codingPath, data: data)
        case .dataCorrupted(let context):
            if context.codingPath.isEmpty {
                return syntaxError(in: data, file: file)
            }
            return located(
                LabError(file: file, message: "\(path(context.codingPath)): \(context.debugDescription)"),
                codingPath: context.codingPath, data: data)
        @unknown default:
            return LabError(file: file, message: "could not read JSON")
        }
    }

    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Double.Type, is Int.Type: "a number"
        case is Bool.Type: "true or false"
        case is [Any].Type: "a list"
        default: "a value of type \(type)"
        }
    }

    /// Locates a JSON syntax error: JSONSerialization names the character offset, turned here into line and column.
    /// A string left open (a missing closing quote) is named at its own line, where it starts, not where the reader
    /// gave up (often the end of the file).
    static func syntaxError(in data: Data, file: String) -> LabError {
        var detail = "expected a JSON value"
        var offset = data.count
        do {
            _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        } catch {
            let text = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
            detail = text.hasSuffix(".") ? String(text.dropLast()) : text
            if let range = text.range(of: "character ") {
                offset = Int(text[range.upperBound...].prefix { $0.isNumber }) ?? offset
                detail = String(text[..<range.lowerBound]).trimmingCharacters(in: .whitespaces)
                if detail.hasSuffix(" around") { detail = String(detail.dropLast(" around".count)) }
            }
        }
        let (line, column) = lineAndColumn(of: max(0, min(offset, data.count)), in: data)
        if let open = unclosedString(in: data), case let start = lineAndColumn(of: open, in: data),
            start.line < line || offset >= data.count
        {
            return LabError(
                file: file, line: start.line, column: start.column,
                message: "not valid JSON: this string is not closed on its line; expected a closing \"")
        }
        return LabError(file: file, line: line, column: column, message: "not valid JSON: \(detail.lowercased())")
    }

    /// The 1-based line and column of the byte at `offset`.
    static func lineAndColumn(of offset: Int, in data: Data) -> (line: Int, column: Int) {
        let bytes = data.prefix(offset)
        let line = bytes.count { $0 == UInt8(ascii: "\n") } + 1
        let column = bytes.count - (bytes.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0) + 1
        return (line, column)
    }

    /// The offset of the opening quote of the first string that reaches a line break (or the end) before its
    /// closing quote, or nil when every string closes on its line.
    ///
    /// - Complexity: O(n) in the data's size.
    static func unclosedString(in data: Data) -> Int? {
        var open: Int?
        var escaped = false
        for (offset, byte) in data.enumerated() {
            if let start = open {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    open = nil
                } else if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                    return start
                }
            } else if byte == UInt8(ascii: "\"") {
                open = offset
            }
        }
        return open
    }

    /// Adds the line and column where the coding path ends, found by walking the text.
    fileprivate static func located(_ error: LabError, codingPath: [any CodingKey], data: Data) -> LabError {
        guard let text = String(data: data, encoding: .utf8) else { return error }
        let chars = Array(text.utf8)
        var position = 0
        var found: Int?
        for key in codingPath {
            if let index = key.intValue {
                guard let element = elementStart(in: chars, listFrom: position, index: index) else { break }
                position = element
                found = element
            } else if let range = firstOffset(of: "\"\(key.stringValue)\"", from: position, in: chars) {
                position = range
                found = range
            } else {
                break
            }
        }
        guard let found else { return error }
        var copy = error
        let before = chars[..<found]
        copy.line = before.count { $0 == UInt8(ascii: "\n") } + 1
        copy.column = found - (before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0) + 1
        return copy
    }

    /// The offset of the `index`-th element of the first list at or after `start`, skipping nested values.
    private static func elementStart(in chars: [UInt8], listFrom start: Int, index: Int) -> Int? {
        guard let open = chars[start...].firstIndex(of: UInt8(ascii: "[")) else { return nil }
        var depth = 0
        var inString = false
        var escaped = false
        var count = 0
        var expectingValue = true
        var i = open + 1
        while i < chars.count {
            let c = chars[i]
            if inString {
                if escaped {
                    escaped = false
                } else if c == UInt8(ascii: "\\") {
                    escaped = true
                } else if c == 34 {
                    inString = false
                }
            } else if c == 32 || c == 9 || c == 10 || c == 13 {
                // white space
            } else if depth == 0 && c == UInt8(ascii: "]") {
                return nil
            } else if depth == 0 && c == UInt8(ascii: ",") {
                count += 1
                expectingValue = true
            } else {
                if depth == 0 && expectingValue {
                    if count == index { return i }
                    expectingValue = false
                }
                switch c {
                case 34: inString = true
                case UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
                case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
                default: break
                }
            }
            i += 1
        }
        return nil
    }
}

extension JSONInput {
    /// A key of a JSON path, for locating a value that decoded but failed a later check; `[n]` indexes a list.
    private struct PathKey: CodingKey {
        var stringValue: String
        var intValue: Int? { stringValue.hasPrefix("[") ? Int(stringValue.dropFirst().dropLast()) : nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// `error` with the line and column of the value at `keyPath` (object keys and list indices from the top) in
    /// `data`, when found: for values that decoded but failed a later check.
    public static func locate(_ error: LabError, keyPath: [String], in data: Data) -> LabError {
        located(error, codingPath: keyPath.map { PathKey(stringValue: $0) }, data: data)
    }

    fileprivate static func firstOffset(of needle: String, from start: Int, in chars: [UInt8]) -> Int? {
        let pattern = Array(needle.utf8)
        guard !pattern.isEmpty, chars.count >= pattern.count, start <= chars.count - pattern.count else { return nil }
        for i in start...(chars.count - pattern.count) where chars[i..<(i + pattern.count)].elementsEqual(pattern) {
            return i
        }
        return nil
    }
}
