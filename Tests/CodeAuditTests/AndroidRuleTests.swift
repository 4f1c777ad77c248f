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

    @Test func anOptOutIsJudgedByTheTargetAndAdjustResizeByWhatComes() throws {
        let audit = try AuditFixture.audit("optout")
        #expect(
            AuditFixture.summary(audit) == [
                "android-opt-out-expires@optout/app35/src/main/res/values-v35/themes.xml:4",
                "android-opt-out-ignored@optout/app36/src/main/res/values/themes.xml:3",
                "android-adjust-resize-upcoming@optout/legacy/src/main/AndroidManifest.xml:3",
            ])
        let app35 = try #require(audit.model.modules.first { $0.folder == "optout/app35" })
        #expect(!app35.enforcesEdgeToEdge, "the opt-out holds at 35")
        #expect(try #require(audit.model.modules.first { $0.folder == "optout/app36" }).enforcesEdgeToEdge)
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
