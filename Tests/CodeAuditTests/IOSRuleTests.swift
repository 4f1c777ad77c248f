import CodeAudit
import Testing

/// The UIKit and SwiftUI rules on the iOS fixtures: each mistake of the wrong files found at its line, the right
/// files left alone (their comments and strings naming the begin key included).
@Suite struct IOSRuleTests {
    @Test func theWrongFilesGiveEachMistakeAtItsLine() throws {
        let audit = try AuditFixture.audit("ios/Wrong")
        #expect(
            AuditFixture.summary(audit) == [
                "uikit-show-hide-only@ios/Wrong/CheckoutViewController.swift:11",
                "uikit-begin-frame@ios/Wrong/CheckoutViewController.swift:15",
                "uikit-inset-not-restored@ios/Wrong/CheckoutViewController.swift:16",
                "uikit-insets-overwritten@ios/Wrong/CheckoutViewController.swift:16",
                "uikit-curve-ignored@ios/Wrong/CheckoutViewController.swift:22",
                "uikit-keyboard-height@ios/Wrong/CheckoutViewController.swift:23",
                "uikit-did-show@ios/Wrong/NotesViewController.swift:10",
                "uikit-unconverted-frame@ios/Wrong/NotesViewController.swift:14",
                "swiftui-ignores-keyboard@ios/Wrong/SignUpView.swift:16",
            ])
    }

    @Test func theRightFilesGiveNothing() throws {
        let audit = try AuditFixture.audit("ios/Right")
        #expect(audit.findings.isEmpty, "\(audit.findings.map(\.line1))")
        #expect(audit.notes.isEmpty)
        #expect(audit.files == 2)
    }
}
