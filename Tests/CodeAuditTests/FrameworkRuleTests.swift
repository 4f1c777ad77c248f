import CodeAudit
import Testing

/// The React Native and Flutter rules on their fixtures, with the tricky cases: JSX text with apostrophes, a
/// template literal with nested quotes, a regular expression naming the element, an ignore comment, a raw Dart
/// string naming the widgets.
@Suite struct FrameworkRuleTests {
    @Test func reactNativesMistakesAreFoundAtTheirLines() throws {
        let audit = try AuditFixture.audit("rn")
        #expect(audit.model.reactNative.first?.navigation == true)
        #expect(
            AuditFixture.summary(audit) == [
                "rn-kav-android-35@rn/src/screens/ChatScreen.jsx:7",
                "rn-kav-hardcoded-offset@rn/src/screens/ChatScreen.jsx:7",
                "rn-kav-android-35@rn/src/screens/LoginScreen.tsx:11",
                "rn-kav-no-offset@rn/src/screens/LoginScreen.tsx:11",
            ], "an app at targetSdk 35 is not resized: one behaviour for both platforms is no mistake there")
    }

    @Test func oneBehaviorForBothPlatformsIsFoundWhereTheWindowResizes() throws {
        let audit = try AuditFixture.audit("rn-legacy")
        #expect(AuditFixture.summary(audit) == ["rn-kav-same-behavior@rn-legacy/src/Editor.js:4"])
    }

    @Test func fluttersMistakesAreFoundAtTheirLines() throws {
        let audit = try AuditFixture.audit("flutter")
        #expect(audit.model.flutter == ["flutter"])
        #expect(
            AuditFixture.summary(audit) == [
                "flutter-unscrollable-form@flutter/lib/login_page.dart:13",
                "flutter-no-resize@flutter/lib/login_page.dart:30",
                "flutter-sheet-ignores-insets@flutter/lib/sheets.dart:4",
            ])
    }
}
