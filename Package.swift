// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "KeyboardLab",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "keyboard-lab", targets: ["keyboard-lab"]),
        .executable(name: "keyboard-lab-review", targets: ["keyboard-lab-review"]),
        .library(name: "KeyboardAvoidance", targets: ["KeyboardAvoidance"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
    ],
    targets: [
        .systemLibrary(
            name: "CSDL2",
            pkgConfig: "sdl2",
            providers: [.apt(["libsdl2-dev", "libsdl2-ttf-dev", "libsdl2-image-dev"])]
        ),
        .systemLibrary(name: "CDeflate", pkgConfig: "libdeflate", providers: [.apt(["libdeflate-dev", "zlib1g-dev"])]),
        .systemLibrary(name: "CMalloc"),
        .target(name: "KeyboardAvoidance"),
        .target(name: "KeyboardLabUI", dependencies: ["KeyboardAvoidance", "ScreenshotComparison"]),
        .target(name: "ScreenshotComparison"),
        .target(
            name: "LabFiles", dependencies: ["KeyboardAvoidance", "KeyboardLabUI", "ScreenshotComparison", "CDeflate"]),
        .target(
            name: "KeyboardLabSDL",
            dependencies: ["KeyboardAvoidance", "KeyboardLabUI", "ScreenshotComparison", "LabFiles", "CSDL2"]),
        .target(
            name: "KeyboardLabReview",
            dependencies: ["ScreenshotComparison", .product(name: "Hummingbird", package: "hummingbird")]),
        .target(
            name: "KeyboardLabRuntime",
            dependencies: [
                "KeyboardLabSDL", "LabFiles", "KeyboardLabUI", "KeyboardAvoidance", "ScreenshotComparison", "CMalloc",
            ]),
        .executableTarget(
            name: "keyboard-lab",
            dependencies: [
                "KeyboardLabRuntime", "KeyboardLabUI", "KeyboardAvoidance", "ScreenshotComparison", "CMalloc",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: [.defaultIsolation(MainActor.self)]
        ),
        .executableTarget(
            name: "keyboard-lab-review",
            dependencies: [
                "KeyboardLabReview", "ScreenshotComparison",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        .testTarget(name: "KeyboardAvoidanceTests", dependencies: ["KeyboardAvoidance"]),
        .testTarget(
            name: "KeyboardLabUITests",
            dependencies: ["KeyboardLabUI", "KeyboardAvoidance", "LabFiles", "KeyboardLabSDL"]),
        .testTarget(name: "ScreenshotComparisonTests", dependencies: ["ScreenshotComparison"]),
        .testTarget(
            name: "KeyboardLabSDLTests",
            dependencies: [
                "KeyboardLabSDL", "LabFiles", "KeyboardLabUI", "KeyboardAvoidance", "ScreenshotComparison", "CSDL2",
            ]),
        .testTarget(
            name: "KeyboardLabRuntimeTests",
            dependencies: [
                "KeyboardLabRuntime", "KeyboardLabSDL", "KeyboardLabUI", "KeyboardAvoidance", "ScreenshotComparison",
                "LabFiles",
            ]),
        .testTarget(
            name: "KeyboardLabReviewTests",
            dependencies: [
                "KeyboardLabReview", "ScreenshotComparison",
                .product(name: "HummingbirdTesting", package: "hummingbird"),
            ]),
        // The PNG codec, checked against SDL_image's decoder and the offscreen renderer's captures.
        .testTarget(
            name: "LabFilesTests",
            dependencies: ["LabFiles", "KeyboardLabSDL", "KeyboardLabUI", "KeyboardAvoidance", "ScreenshotComparison"]),
        // The integration run (.ci/integration): the built binaries as a user runs them, Xvfb, ffmpeg and the bench's
        // smoke run. Its suites are enabled only when KEYBOARD_LAB_BIN names the folder of the (release) binaries, so
        // plain `swift test` skips them.
        .testTarget(name: "KeyboardLabCLITests", dependencies: ["LabFiles", "ScreenshotComparison"]),
    ]
)
