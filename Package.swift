// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "SnapshotReplay",
  platforms: [.macOS(.v13), .iOS(.v16)],
  products: [
    // What an iOS app links: the snapshot model, the recorder and the line writer. Foundation,
    // OrderedCollections and swift-log's Logging only: no reader, parser, lints or C libraries.
    .library(name: "SnapshotRecording", targets: ["SnapshotModel", "SnapshotRecording"]),
    // The tool side: reading and validating recordings, diffing, rendering through Cairo, image
    // comparison.
    .library(
      name: "SnapshotReplay",
      targets: [
        "RecordingFormat", "RecordingValidation", "SnapshotDiff", "ReplayRaster",
        "ReplayRendering", "ReplayPlayer", "ReplayComparison", "ReplayVerification",
        "UpdateExplanation",
      ]),
    // Golden-frame assertions for Swift Testing and XCTest.
    .library(name: "ReplayTesting", targets: ["ReplayTesting"]),
    // `assertSnapshot(of: recordingURL, as: .replay(…))`: image strategies for pointfreeco's
    // swift-snapshot-testing that work on Linux too. A product of its own, so that only its
    // users fetch and build that package.
    .library(name: "ReplaySnapshotTesting", targets: ["ReplaySnapshotTesting"]),
    .executable(name: "snapreplay", targets: ["snapreplay"]),
    // `swift package snapreplay …` in a package that depends on this one: every command of the
    // tool, run in that package's directory.
    .plugin(name: "SnapreplayPlugin", targets: ["SnapreplayCommandPlugin"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/apple/swift-collections", from: "1.1.0"),
    // UIKit's non-fatal console messages (an existing id appended, applies from two queues):
    // the ecosystem's logging API, silent until the app hands over a logger.
    .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    // ReplaySnapshotTesting only, and only its `SnapshotTesting` product: swift-syntax, which the
    // package's inline snapshots need, is fetched but never compiled for this package.
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    // `make docs` only: builds the DocC catalogs; no target depends on it.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
  ],
  targets: [
    // MARK: App side: model and recording (no C dependencies)
    .target(
      name: "SnapshotModel",
      dependencies: [
        .product(name: "OrderedCollections", package: "swift-collections"),
        .product(name: "Logging", package: "swift-log"),
      ]),
    .target(name: "SnapshotRecording", dependencies: ["SnapshotModel"]),

    // MARK: Tool side: read, then validate once
    .target(name: "RecordingFormat", dependencies: ["SnapshotModel", "SnapshotRecording"]),
    .target(
      name: "RecordingValidation",
      dependencies: ["SnapshotModel", "SnapshotRecording", "RecordingFormat"]),

    // MARK: Replay
    .target(
      name: "SnapshotDiff",
      dependencies: ["SnapshotModel", "SnapshotRecording", "RecordingValidation"]),
    // `snapreplay explain`: UIKit's list-update messages read back from logs and crash reports,
    // their arithmetic explained, and a recording reconstructed from them.
    .target(
      name: "UpdateExplanation",
      dependencies: [
        "SnapshotModel", "SnapshotRecording", "RecordingFormat", "RecordingValidation",
        "SnapshotDiff",
      ]),
    // The one image type and PNG codec, shared by rendering and comparison.
    .target(
      name: "ReplayRaster",
      dependencies: ["SnapshotModel", "SnapshotRecording", "CLibPNG", "CPNGCodec"]),
    .target(
      name: "ReplayRendering",
      dependencies: [
        "SnapshotModel", "SnapshotRecording", "RecordingFormat", "RecordingValidation",
        "SnapshotDiff", "ReplayRaster", "CCairo", "CPangoCairo", "CFontconfig",
      ],
      // `SnapreplayVersion.current` is generated from the VERSION file.
      plugins: ["SnapreplayVersionPlugin"]),
    // The HTML player of `snapreplay report`: the renderer's frames with their steps and items.
    .target(
      name: "ReplayPlayer",
      dependencies: [
        "SnapshotModel", "SnapshotRecording", "RecordingFormat", "RecordingValidation",
        "SnapshotDiff", "ReplayRaster", "ReplayRendering",
      ]),
    .target(
      name: "ReplayComparison",
      dependencies: ["SnapshotModel", "SnapshotRecording", "ReplayRaster"]),
    .target(
      name: "ReplayVerification",
      dependencies: [
        "SnapshotModel", "SnapshotRecording", "RecordingFormat", "RecordingValidation",
        "ReplayRaster", "ReplayRendering", "ReplayPlayer", "ReplayComparison",
      ]),
    // Files attached to a failing test, in Swift Testing or (on Apple platforms) XCTest: what
    // `assertReplay` and the `.replay` strategy share. No product contains it alone.
    .target(name: "ReplayTestAttachments"),
    .target(
      name: "ReplayTesting",
      dependencies: [
        "ReplayRaster", "ReplayVerification", "ReplayRendering", "ReplayComparison",
        "ReplayTestAttachments",
      ]),
    .target(
      name: "ReplaySnapshotTesting",
      dependencies: [
        "SnapshotRecording", "RecordingFormat", "ReplayRaster", "ReplayRendering",
        "ReplayComparison", "ReplayTestAttachments",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ]),

    // MARK: C libraries
    .systemLibrary(
      name: "CCairo", pkgConfig: "cairo",
      providers: [.apt(["libcairo2-dev"]), .brew(["cairo"])]),
    .systemLibrary(
      name: "CPangoCairo", pkgConfig: "pangocairo",
      providers: [.apt(["libpango1.0-dev"]), .brew(["pango"])]),
    // Which font files the typeface's families resolve to, for the frame manifest.
    .systemLibrary(
      name: "CFontconfig", pkgConfig: "fontconfig",
      providers: [.apt(["libfontconfig-dev"]), .brew(["fontconfig"])]),
    .systemLibrary(
      name: "CLibPNG", pkgConfig: "libpng",
      providers: [.apt(["libpng-dev"]), .brew(["libpng"])]),
    // `.fast` PNGs (every rendered frame) are compressed by libdeflate.
    .systemLibrary(
      name: "CLibDeflate", pkgConfig: "libdeflate",
      providers: [.apt(["libdeflate-dev"]), .brew(["libdeflate"])]),
    // libpng reports errors by longjmp, which must not cross Swift frames: the codec is C.
    .target(name: "CPNGCodec", dependencies: ["CLibPNG", "CLibDeflate"]),

    // MARK: Build tools
    // Writes VERSION's first line into ReplayRendering as Swift (`/bin/sh`, no executable to
    // compile): the tool's version has one source.
    .plugin(name: "SnapreplayVersionPlugin", capability: .buildTool()),
    // `swift package snapreplay ARGS`: builds the tool and runs it with ARGS. It declares no
    // permission, so reading commands need no flag; its errors say when a write inside the
    // package needs `--allow-writing-to-package-directory`.
    .plugin(
      name: "SnapreplayCommandPlugin",
      capability: .command(
        intent: .custom(
          verb: "snapreplay",
          description: "Run snapreplay (verify, render, check, …) in this package's directory.")),
      dependencies: ["snapreplay"]),

    // MARK: Executables
    .executableTarget(
      name: "snapreplay",
      dependencies: [
        "SnapshotModel", "SnapshotRecording", "RecordingFormat", "RecordingValidation",
        "SnapshotDiff", "ReplayRaster", "ReplayRendering", "ReplayPlayer", "ReplayComparison",
        "ReplayVerification", "UpdateExplanation",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    // The image demos draw their cells with Cairo and Pango and encode them with the package's
    // PNG codec, as an app's capture would.
    .executableTarget(
      name: "snapreplay-demos",
      dependencies: [
        "SnapshotModel", "SnapshotRecording", "ReplayTestSupport", "ReplayRaster", "CCairo",
        "CPangoCairo",
      ]),
    .executableTarget(
      name: "DiffBenchmark",
      dependencies: ["SnapshotModel", "SnapshotDiff", "ReplayTestSupport"],
      path: "Benchmarks/DiffBenchmark"),
    .executableTarget(
      name: "RenderBenchmark",
      dependencies: ["SnapshotRecording", "RecordingFormat", "ReplayRaster", "ReplayRendering"],
      path: "Benchmarks/RenderBenchmark"),
    .executableTarget(
      name: "RecorderBenchmark", dependencies: ["SnapshotModel", "SnapshotRecording"],
      path: "Benchmarks/RecorderBenchmark"),
    .executableTarget(
      name: "Base64Benchmark", dependencies: ["RecordingFormat"],
      path: "Benchmarks/Base64Benchmark"),
    .executableTarget(
      name: "CompareBenchmark",
      dependencies: ["SnapshotRecording", "ReplayRaster", "ReplayComparison"],
      path: "Benchmarks/CompareBenchmark"),

    // MARK: Fuzzing
    // One run of a recording's bytes through read → validate → diff → timeline, with the
    // stages' oracles: what the libFuzzer target (below) calls per input and the regression
    // tests call per committed input. No product contains it.
    .target(
      name: "ReplayFuzzing",
      dependencies: [
        "SnapshotRecording", "RecordingFormat", "RecordingValidation", "SnapshotDiff",
        "ReplayRendering", "ReplayTestSupport",
      ],
      path: "Fuzz/ReplayFuzzing"),

    // MARK: Tests
    // Seeded generator, scratch directories, recording builders; every test target depends on
    // it (see the loop below). A regular target rather than a test target so that the demo
    // generator, which writes the fixture recordings the tests replay, and the benchmarks share
    // its one seeded generator. It imports neither Testing nor XCTest; no product contains it.
    .target(
      name: "ReplayTestSupport", dependencies: ["SnapshotModel", "SnapshotRecording"],
      path: "Tests/ReplayTestSupport"),
    .testTarget(
      name: "SnapshotModelTests",
      dependencies: ["SnapshotModel", .product(name: "Logging", package: "swift-log")]),
    .testTarget(
      name: "SnapshotRecordingTests",
      // The reader is the oracle that reads back what the recorder wrote; ReplayRaster's PNG
      // codec encodes the cells the tests draw and decodes the images the recorder wrote.
      dependencies: ["SnapshotModel", "SnapshotRecording", "RecordingFormat", "ReplayRaster"]),
    .testTarget(
      name: "RecordingFormatTests",
      dependencies: ["SnapshotModel", "SnapshotRecording", "RecordingFormat"],
      resources: [.copy("Fixtures")]),
    .testTarget(
      name: "RecordingValidationTests",
      dependencies: [
        "SnapshotModel", "SnapshotRecording", "RecordingFormat", "RecordingValidation",
      ],
      resources: [.copy("Fixtures")]),
    .testTarget(
      name: "SnapshotDiffTests",
      dependencies: [
        "SnapshotModel", "SnapshotRecording", "RecordingFormat", "RecordingValidation",
        "SnapshotDiff",
      ]),
    .testTarget(
      name: "UpdateExplanationTests",
      dependencies: [
        "SnapshotModel", "SnapshotRecording", "RecordingFormat", "RecordingValidation",
        "SnapshotDiff", "UpdateExplanation",
      ],
      resources: [.copy("Fixtures")]),
    .testTarget(name: "ReplayRasterTests", dependencies: ["SnapshotRecording", "ReplayRaster"]),
    .testTarget(
      name: "ReplayRenderingTests",
      dependencies: [
        "SnapshotModel", "SnapshotRecording", "RecordingFormat", "RecordingValidation",
        "SnapshotDiff", "ReplayRaster", "ReplayRendering",
      ]),
    .testTarget(
      name: "ReplayPlayerTests",
      dependencies: [
        "SnapshotRecording", "RecordingFormat", "RecordingValidation", "ReplayRaster",
        "ReplayRendering", "ReplayPlayer",
      ]),
    .testTarget(
      name: "ReplayComparisonTests",
      dependencies: ["SnapshotRecording", "ReplayRaster", "ReplayComparison"],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "ReplayVerificationTests",
      dependencies: [
        "SnapshotRecording", "RecordingFormat", "ReplayRaster", "ReplayComparison",
        "ReplayRendering", "ReplayPlayer", "ReplayVerification",
      ]),
    .testTarget(
      name: "ReplayTestingTests",
      dependencies: [
        "SnapshotRecording", "RecordingFormat", "ReplayRaster", "ReplayTesting",
        "ReplayVerification", "ReplayRendering", "ReplayComparison",
      ],
      exclude: ["__Goldens__"]),
    .testTarget(
      name: "ReplaySnapshotTestingTests",
      dependencies: [
        "SnapshotRecording", "ReplayRaster", "ReplayRendering", "ReplayComparison",
        "ReplaySnapshotTesting",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      exclude: ["__Snapshots__"]),
    .testTarget(name: "ReplayFuzzingTests", dependencies: ["ReplayFuzzing"]),
    .testTarget(
      name: "SnapreplayCLITests",
      dependencies: [
        "snapreplay", "SnapshotRecording", "RecordingFormat", "ReplayRaster", "ReplayRendering",
        "ReplayPlayer", "ReplayComparison", "ReplayVerification", "UpdateExplanation",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      exclude: ["Fixtures"]),
    // Runs the built demo generator and compares its output with `Recordings/`.
    .testTarget(name: "SnapreplayDemosTests", dependencies: ["snapreplay-demos"]),
  ]
)

// The libFuzzer target exists only for `make fuzz`, which sets SNAPREPLAY_FUZZ and builds with
// `--sanitize=fuzzer` into its own build folder: libFuzzer supplies its `main`, so a plain build
// could not link it.
if Context.environment["SNAPREPLAY_FUZZ"] != nil {
  package.targets.append(
    .executableTarget(
      name: "snapreplay-fuzz", dependencies: ["ReplayFuzzing"], path: "Fuzz/snapreplay-fuzz",
      swiftSettings: [.unsafeFlags(["-parse-as-library"])]))
}

// Every test target may use the test support.
for target in package.targets where target.type == .test {
  target.dependencies.append("ReplayTestSupport")
}

for target in package.targets where target.type != .system && target.type != .plugin {
  target.swiftSettings =
    (target.swiftSettings ?? []) + [
      .enableUpcomingFeature("ExistentialAny")
    ]
}
