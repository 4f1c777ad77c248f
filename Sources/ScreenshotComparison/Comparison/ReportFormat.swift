/// Number formatting shared by summaries and reports: locale-independent and deterministic.
package enum ReportFormat {
    /// `1234567` → `"1,234,567"`.
    package static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return value < 0 ? "-" + result : result
    }

    /// `"1 pixel"`, `"1,234 pixels"`.
    package static func count(_ value: Int, _ noun: String) -> String {
        "\(grouped(value)) \(noun)\(value == 1 ? "" : "s")"
    }

    /// The shortest text for a threshold: `0` → `"0"`, `0.1` → `"0.1"`.
    package static func decimal(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }

    /// A fraction as a percentage with two decimals: `0.0037` → `"0.37 %"`; tiny non-zero
    /// fractions read `"<0.01 %"` so they never look like zero.
    package static func percent(_ fraction: Double) -> String {
        let hundredths = Int((fraction * 10_000).rounded())
        if hundredths == 0 && fraction > 0 { return "<0.01 %" }
        let fractional = hundredths % 100
        return "\(hundredths / 100).\(fractional < 10 ? "0" : "")\(fractional) %"
    }
}
