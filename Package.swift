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
        // The review server's HTTP: FlyingFox, on plain sockets and Swift concurrency. Hummingbird served it before; its
        // SwiftNIO stack cost about 270 s of CPU in every fresh build (CI builds from a new clone), FlyingFox about 25.
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
        // TOML: the Gradle version catalogs `audit` reads (gradle/libs.versions.toml).
        .package(url: "https://github.com/LebJe/TOMLKit", from: "0.6.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CSDL2",
            pkgConfig: "sdl2",
            providers: [.apt(["libsdl2-dev", "libsdl2-ttf-dev", "libsdl2-image-dev"])]
        ),
        .systemLibrary(name: "CDeflate", pkgConfig: "libdeflate", providers: [.apt(["libdeflate-dev", "zlib1g-dev"])]),
        // XXH3 from xxHash's header (Debian's libxxhash-dev), compiled in: the check's digests of goldens and renders.
        // DWARF 4: valgrind's callgrind (the profiles in docs/performance.md) cannot read clang's default DWARF 5.
        .target(name: "CXXHash", cSettings: [.unsafeFlags(["-gdwarf-4"])]),
        .systemLibrary(name: "CMalloc"),
        // The leaf under everything that draws: geometry (Rect, Point, Size, EdgeInsets) and the designer's pictures
        // (DesignBitmap). The avoidance core re-exports it.
        .target(name: "LabGeometry"),
        // The pure core: keyboard notifications, avoidance strategies, forms and screens.
        .target(name: "KeyboardAvoidance", dependencies: ["LabGeometry", "LabText"]),
        // Build information: the version and the commit (read by the BuildInfoPlugin before each build).
        .plugin(name: "BuildInfoPlugin", capability: .buildTool()),
        .target(name: "LabBuild", plugins: ["BuildInfoPlugin"]),
        // Colour and image value types (Color, PixelSize, RGBAImage and its painting, YUV frames, FNV-1a stamps).
        .target(name: "LabImages"),
        // Drawing as data: the draw list and its commands, fonts and text measuring; the UI writes it, the renderer
        // reads it.
        .target(name: "LabDrawing", dependencies: ["LabGeometry", "LabImages", "LabText"]),
        // The PNG codec (libdeflate, zlib) and its file errors; digests of files and pixels (xxHash) and their cache.
        .target(name: "LabPNG", dependencies: ["LabImages", "LabText", "CDeflate", "CXXHash"]),
        // Starting the programs the lab runs, from the environment main read: one process runner.
        .target(name: "LabProcess"),
        // Escaping for the formats the lab writes: HTML, XML and JSON, one escaper each; the lab's one error shape.
        .target(name: "LabText"),
        // The lab's views, phone state, scenarios and trace as draw lists, without SDL.
        .target(name: "KeyboardLabUI", dependencies: ["LabText", "KeyboardAvoidance", "LabImages", "LabDrawing"]),
        // Reading what a design tool or a UI test knows into an image screen: Figma responses, uiautomator dumps and
        // XCUITest hierarchies, from bytes the command line hands in.
        .target(name: "ScreenImport", dependencies: ["KeyboardAvoidance", "LabText"]),
        // Image comparison: pixels, YIQ and ΔE distances, masks, differing regions.
        .target(name: "ScreenshotComparison", dependencies: ["LabImages"]),
        // Reading the user's files (scenarios, forms, screens and their pictures, devices, the assets).
        .target(
            name: "LabFiles", dependencies: ["KeyboardAvoidance", "KeyboardLabUI", "LabDrawing", "LabImages", "LabPNG"]),
        // The SDL platform layer: windows, events, fonts and the renderer.
        .target(
            name: "KeyboardLabSDL",
            dependencies: ["LabGeometry", "LabDrawing", "LabImages", "LabPNG", "LabText", "CSDL2"]
        ),
        // A check's results as its report stores them (entries, statuses, sequences, shard, embedded data) and the
        // pages' web assets: what the review server shares with the check.
        .target(name: "CheckReport", dependencies: ["LabText"]),
        // Accepting goldens from a check's report: the goldens folder's confined, atomic writes, the review session
        // (accept, reject, undo with stamps) and the accept from a report folder; shared by the review server and
        // `keyboard-lab accept`, without a server.
        .target(name: "GoldenReview", dependencies: ["LabText", "CheckReport", "LabPNG"]),
        // The review server (FlyingFox): serves a check report and writes accepted goldens.
        .target(
            name: "KeyboardLabReview",
            dependencies: [
                "LabText",
                "GoldenReview", "CheckReport", "LabImages", .product(name: "FlyingFox", package: "FlyingFox"),
            ]),
        // The runtime: the frame step, scenario playback, the window loop, the headless canvas, video, contact sheets.
        .target(
            name: "KeyboardLabRuntime",
            dependencies: [
                "LabProcess",
                "KeyboardLabSDL", "LabFiles", "LabPNG", "KeyboardLabUI", "LabDrawing", "KeyboardAvoidance", "LabImages",
                "CMalloc", "ScreenImport", "LabText",
            ]),
        // The audit of an app's own code: tokenizers per language, a reader of calls, chains and JSX, the app's model
        // (manifests, Gradle builds, version catalogs, package.json, pubspec), the rules and their reports. Pure.
        .target(
            name: "CodeAudit",
            dependencies: ["KeyboardAvoidance", "LabImages", .product(name: "TOMLKit", package: "TOMLKit")]),
        // What the lab shows of the audit's findings: each rule's reproduction played headlessly, measured and drawn.
        .target(
            name: "AuditEvidence",
            dependencies: [
                "CodeAudit", "KeyboardLabRuntime", "KeyboardLabUI", "KeyboardAvoidance", "LabFiles", "LabImages",
                "LabText",
            ]),
        // Screenshot checking: golden and value checks, worker processes, report files, HTML, JUnit, composites, merge.
        .target(
            name: "ScreenshotCheck",
            dependencies: [
                "LabProcess",
                "LabText",
                "KeyboardLabRuntime", "ScreenshotComparison", "CheckReport", "KeyboardLabSDL", "LabFiles", "LabPNG",
                "KeyboardLabUI", "LabDrawing", "KeyboardAvoidance", "LabImages", "CMalloc", "GoldenReview",
            ]),
        // Bench and soak: the speed and memory figures; linked by the keyboard-lab executable alone.
        .target(
            name: "KeyboardLabBench",
            dependencies: [
                "LabProcess",
                "LabText",
                "ScreenshotCheck", "KeyboardLabRuntime", "ScreenshotComparison", "CheckReport", "KeyboardLabSDL",
                "LabFiles", "LabPNG", "KeyboardLabUI", "LabDrawing", "KeyboardAvoidance", "LabImages", "CMalloc",
                "ScreenImport", "CodeAudit",
            ]),
        // The keyboard-lab command line.
        .executableTarget(
            name: "keyboard-lab",
            dependencies: [
                "KeyboardLabBench", "ScreenshotCheck", "KeyboardLabRuntime", "KeyboardLabUI", "LabDrawing",
                "KeyboardAvoidance", "LabProcess",
                "CheckReport", "ScreenshotComparison", "CMalloc", "LabBuild", "GoldenReview", "ScreenImport",
                "LabImages", "LabPNG", "CodeAudit", "AuditEvidence", "LabFiles",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: [.defaultIsolation(MainActor.self)]
        ),
        // The review server's program, which `keyboard-lab review` execs.
        .executableTarget(
            name: "keyboard-lab-review",
            dependencies: [
                "KeyboardLabReview", "GoldenReview", "CheckReport", "LabBuild", "LabProcess", "LabText",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        // What every test target shares: where the repository's files are, fresh folders to write in.
        .target(name: "LabTestSupport", dependencies: ["LabImages"], path: "Tests/LabTestSupport"),
        .testTarget(name: "LabImagesTests", dependencies: ["LabImages", "LabTestSupport"]),
        // A report's stored shapes: shards, value goldens, the web assets.
        .testTarget(name: "CheckReportTests", dependencies: ["CheckReport", "LabText"]),
        // The lab's error shape (places, flags, one line, kinds) and the HTML, XML and JSON escapers.
        .testTarget(name: "LabTextTests", dependencies: ["LabText"]),
        // Rect, Point, Size and EdgeInsets arithmetic, and the designer's pictures (DesignBitmap).
        .testTarget(name: "LabGeometryTests", dependencies: ["LabGeometry"]),
        // The process runner, on /bin/sh, cat and env: the only unit tests that start child processes.
        .testTarget(name: "LabProcessTests", dependencies: ["LabProcess"]),
        // The version and the commit as `--version` prints them.
        .testTarget(name: "LabBuildTests", dependencies: ["LabBuild"]),
        // The draw list and its commands (moved, faded, clipped), text runs, fonts, the point-to-pixel mapping.
        .testTarget(name: "LabDrawingTests", dependencies: ["LabDrawing", "LabGeometry", "LabImages"]),
        // The PNG codec, checked against SDL_image's decoder and the offscreen renderer's captures.
        .testTarget(
            name: "LabPNGTests",
            dependencies: ["LabPNG", "LabImages", "LabText", "LabTestSupport", "KeyboardLabSDL"]),
        .testTarget(name: "KeyboardAvoidanceTests", dependencies: ["KeyboardAvoidance", "LabTestSupport"]),
        .testTarget(name: "CodeAuditTests", dependencies: ["CodeAudit", "KeyboardAvoidance", "LabTestSupport"]),
        .testTarget(name: "ScreenImportTests", dependencies: ["ScreenImport", "KeyboardAvoidance", "LabTestSupport"]),
        .testTarget(
            name: "KeyboardLabUITests",
            dependencies: [
                "LabTestSupport", "KeyboardLabUI", "LabDrawing", "KeyboardAvoidance", "LabFiles", "LabPNG",
                "KeyboardLabSDL", "LabImages",
            ]),
        .testTarget(
            name: "ScreenshotComparisonTests", dependencies: ["LabTestSupport", "ScreenshotComparison", "LabImages"]),
        // The check: its report files (HTML, JUnit, Markdown, matrices, merged shards), composites, value checks,
        // stale goldens, sharding and workers, in process.
        .testTarget(
            name: "ScreenshotCheckTests",
            dependencies: [
                "LabTestSupport", "ScreenshotCheck", "CheckReport", "LabText", "ScreenshotComparison", "LabImages",
                "KeyboardLabRuntime", "KeyboardLabSDL", "KeyboardLabUI", "LabDrawing", "KeyboardAvoidance", "LabPNG",
            ]),
        .testTarget(
            name: "KeyboardLabSDLTests",
            dependencies: [
                "LabTestSupport",
                "KeyboardLabSDL", "LabFiles", "LabPNG", "KeyboardLabUI", "LabDrawing", "KeyboardAvoidance", "LabImages",
                "CSDL2",
            ]),
        .testTarget(
            name: "KeyboardLabRuntimeTests",
            dependencies: [
                "LabTestSupport",
                "KeyboardLabRuntime", "KeyboardLabUI", "LabDrawing", "KeyboardAvoidance", "LabFiles", "LabPNG",
                "LabImages", "LabText",
            ]),
        // What GoldenReview's tests and the review server's share: a goldens folder and a check's report on disk.
        .target(
            name: "GoldenReviewTestSupport", dependencies: ["GoldenReview", "CheckReport"],
            path: "Tests/GoldenReviewTestSupport"),
        // The goldens folder's confined writes, the review session (accept, reject, undo), accept from a report folder.
        .testTarget(
            name: "GoldenReviewTests",
            dependencies: ["GoldenReview", "GoldenReviewTestSupport", "CheckReport", "LabText"]),
        .testTarget(
            name: "KeyboardLabReviewTests",
            dependencies: [
                "KeyboardLabReview", "GoldenReview", "GoldenReviewTestSupport", "LabText",
                .product(name: "FlyingFox", package: "FlyingFox"),
            ]),
        // Reading the user's files: scenarios, forms, screens and their pictures.
        .testTarget(
            name: "LabFilesTests",
            dependencies: [
                "LabTestSupport",
                "LabFiles", "LabPNG", "KeyboardLabSDL", "KeyboardLabUI", "LabDrawing", "KeyboardAvoidance",
                "ScreenshotComparison", "LabImages", "LabText",
                "CSDL2",
            ]),
        // The bench's figures (percentiles, the table's columns, rows and JSON), without running a benchmark.
        .testTarget(name: "KeyboardLabBenchTests", dependencies: ["KeyboardLabBench"]),
        // The audit's evidence: the line it prints for a rule.
        .testTarget(name: "AuditEvidenceTests", dependencies: ["AuditEvidence", "CodeAudit", "LabTestSupport"]),
        // The command line's own parsing, in process: the flags read the condition table.
        .testTarget(
            name: "KeyboardLabCommandTests",
            dependencies: ["keyboard-lab", "KeyboardLabUI", "LabDrawing", "KeyboardAvoidance", "CSDL2"]),
        // The integration run (.ci/integration): the built binaries as a user runs them, Xvfb, ffmpeg and the bench's
        // smoke run. Its suites are enabled only when KEYBOARD_LAB_BIN names the folder of the (release) binaries, so
        // plain `swift test` skips them.
        .testTarget(
            name: "KeyboardLabCLITests",
            dependencies: [
                "LabTestSupport", "LabFiles", "LabPNG", "ScreenshotComparison", "CheckReport", "LabImages",
                "GoldenReview",
            ]),
    ]
)

// The tests compile unoptimised (-Onone after SwiftPM's -O) in the one release build: the code they test is optimised
// as shipped, while the tests themselves, thin callers of it, compile in about half the time.
for target in package.targets where target.type == .test || target.name.hasSuffix("TestSupport") {
    target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(["-Onone"])]
}
