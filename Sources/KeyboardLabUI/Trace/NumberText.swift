/// Formats numbers the same way in the trace and the overlay, so their values can be compared by eye.
public enum NumberText {
    /// `value` rounded to 3 decimals, without trailing zeros: `336`, `412.5`, `0.429`; `-0` prints as `0`.
    public static func compact(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        let rounded = (value * 1000).rounded() / 1000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 {
            return String(Int64(rounded))
        }
        var text = String(rounded)
        if text.contains("e") { return text }
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    /// A list of numbers as `[a, b, …]` in ``compact(_:)`` form.
    public static func list(_ values: [Double]) -> String {
        "[" + values.map(compact).joined(separator: ",") + "]"
    }
}
