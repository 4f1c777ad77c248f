import Foundation
import KeyboardAvoidance

/// Apple's Dynamic Type point sizes per content-size category, loaded from `Assets/Theme/dynamic-type.json`: body
/// text (labels, values, placeholders) and footnotes (section headers).
///
/// ```swift
/// let table = try DynamicTypeTable.decode(bytes, file: "Assets/Theme/dynamic-type.json")
/// table.body(.ax3)  // 40
/// ```
public struct DynamicTypeTable: Equatable, Hashable, Sendable {
    /// Body size by category.
    public var bodySizes: [TextSize: Double]
    /// Footnote size by category.
    public var footnoteSizes: [TextSize: Double]

    /// Creates a table.
    public init(bodySizes: [TextSize: Double], footnoteSizes: [TextSize: Double]) {
        self.bodySizes = bodySizes
        self.footnoteSizes = footnoteSizes
    }

    /// The body size at `size` (17 if the table lacks it, which validation prevents).
    public func body(_ size: TextSize) -> Double { bodySizes[size] ?? 17 }

    /// The footnote size at `size` (13 if the table lacks it).
    public func footnote(_ size: TextSize) -> Double { footnoteSizes[size] ?? 13 }

    /// The form metrics at `size`: rows and lines follow the body size, section headers the footnote size, and
    /// accessibility sizes stack labels above values.
    public func formMetrics(_ size: TextSize) -> FormMetrics {
        FormMetrics(bodySize: body(size), footnoteSize: footnote(size), stacksLabels: size.isAccessibility)
    }

    /// Decodes `{"body": {"xs": 14, …}, "footnote": {…}}`, requiring every category with a size from 1 to 200.
    ///
    /// - Throws: ``LabError`` naming the file, the line and the missing or bad category.
    public static func decode(_ data: Data, file: String) throws(LabError) -> DynamicTypeTable {
        let raw = try JSONInput.decode([String: [String: Double]].self, from: data, file: file)
        let names = TextSize.allCases.map(\.rawValue).joined(separator: ", ")
        var columns: [String: [TextSize: Double]] = [:]
        for style in ["body", "footnote"] {
            guard let sizes = raw[style] else {
                throw LabError(file: file, message: "the top level has no \"\(style)\"; expected body and footnote")
            }
            if let unknown = sizes.keys.sorted().first(where: { TextSize(rawValue: $0) == nil }) {
                throw JSONInput.locate(
                    LabError(file: file, message: "\(style).\(unknown): unknown text size; expected one of \(names)"),
                    keyPath: [style, unknown], in: data)
            }
            var column: [TextSize: Double] = [:]
            for size in TextSize.allCases {
                guard let points = sizes[size.rawValue] else {
                    throw JSONInput.locate(
                        LabError(
                            file: file,
                            message: "\(style) has no \"\(size.rawValue)\"; expected a size for each of \(names)"),
                        keyPath: [style], in: data)
                }
                guard points.isFinite, (1...200).contains(points) else {
                    throw JSONInput.locate(
                        LabError(
                            file: file, message: "\(style).\(size.rawValue) is \(points); expected 1 to 200 points"),
                        keyPath: [style, size.rawValue], in: data)
                }
                column[size] = points
            }
            columns[style] = column
        }
        return DynamicTypeTable(bodySizes: columns["body"] ?? [:], footnoteSizes: columns["footnote"] ?? [:])
    }
}
