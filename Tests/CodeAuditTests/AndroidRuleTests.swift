import CodeAudit
import Testing

/// The Android and Compose rules on the Android fixture: a module targeting 35 through its version catalog, a
/// legacy module at 34 whose minSdk comes from the root build's `ext`, their manifests, themes and code.
@Suite struct AndroidRuleTests {
    @Test func theModelReadsEachModulesTargetFromItsCatalogOrExt() throws {
        let model = try AuditFixture.audit("android").model
        let app = try #require(model.modules.first { $0.folder == "android/app" })
        #expect(app.targetSdk == 35)
        #expect(app.minSdk == 24)
        #expect(app.targetSdkPlace?.line == 10)
        #expect(!app.handlesIME, "ime() in a comment and a string is not code")
        #expect(app.hasAppBar)
        #expect(app.activities.map(\.name) == [".CheckoutActivity", ".SearchActivity", ".NotesActivity"])
        let legacy = try #require(model.modules.first { $0.folder == "android/legacy" })
        #expect(legacy.targetSdk == 34)
        #expect(legacy.minSdk == 23)
        #expect(legacy.handlesIME)
        #expect(legacy.softInputMode(of: legacy.activities[0]) == "adjustNothing")
        #expect(model.modules.count == 2, "the root build applies no Android plugin")
    }

    @Test func eachMistakeIsFoundAtItsLine() throws {
        let audit = try AuditFixture.audit("android")
        #expect(
            AuditFixture.summary(audit) == [
                "android-adjust-resize-inert@android/app/src/main/AndroidManifest.xml:6",
                "android-adjust-pan-app-bar@android/app/src/main/AndroidManifest.xml:9",
                "android-insets-without-ime@android/app/src/main/java/com/example/shop/CheckoutActivity.kt:14",
                "compose-scaffold-no-ime@android/app/src/main/java/com/example/shop/ReviewScreen.kt:8",
                "compose-adjust-nothing-old-api@android/legacy/src/main/java/com/example/legacy/ComposeScreens.kt:15",
                "compose-double-ime@android/legacy/src/main/java/com/example/legacy/ComposeScreens.kt:15",
            ])
    }
}
