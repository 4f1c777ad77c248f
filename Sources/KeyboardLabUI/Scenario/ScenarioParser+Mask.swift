import KeyboardAvoidance

extension ScenarioParser {
    /// The largest mask edge or size accepted, in screen points.
    static let maskLimit = 10_000.0

    /// `mask X Y W H` (a rectangle in screen points, W and H above 0) or `mask field ID`.
    static func mask(_ line: ScenarioLine) throws(LabError) -> ScenarioMask {
        let expected = "`field ID` or X Y WIDTH HEIGHT in screen points"
        let first = try line.argument(1, expected)
        if first.text == "field", !first.quoted {
            let id = try line.argument(2, "a field id after `mask field`")
            try line.noMore(after: 2)
            return ScenarioMask(.field(id.text), line: line.number)
        }
        guard !first.quoted, Double(first.text) != nil else {
            throw line.fail(
                first.column,
                "expected \(expected), found \"\(first.text)\"\(ClosestName.hint(for: first.text, in: ["field"]))")
        }
        let x = try line.number(first, "the mask's left edge x in screen points", range: -maskLimit...maskLimit)
        let y = try line.number(at: 2, "the mask's top edge y in screen points", range: -maskLimit...maskLimit)
        let width = try size(line, at: 3, "width")
        let height = try size(line, at: 4, "height")
        try line.noMore(after: 4)
        return ScenarioMask(.rect(Rect(x: x, y: y, width: width, height: height)), line: line.number)
    }

    /// Word `index` as a mask's width or height: above 0, at most ``maskLimit``.
    private static func size(_ line: ScenarioLine, at index: Int, _ name: String) throws(LabError) -> Double {
        let expected = "the mask's \(name) in screen points"
        let token = try line.argument(index, expected)
        let value = try line.number(token, expected, range: -maskLimit...maskLimit)
        guard value > 0 else { throw line.fail(token.column, "\(name) \(token.text): expected \(expected), above 0") }
        return value
    }
}
