plugins {
    alias(libs.plugins.android.application)
}

android {
    namespace = "com.example.shop"
    defaultConfig {
        minSdk = libs.versions.android.minSdk.get().toInt()
        // targetSdk = 34 was the old value
        targetSdk = libs.versions.targetSdk.get().toInt()
    }
}
