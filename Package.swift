// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "SnapshotReplay",
  platforms: [.macOS(.v13), .iOS(.v16)],
  products: [
    // What an iOS app links: the snapshot model, the recorder and the line writer. Foundation
    // only: no reader, parser, lints or C libraries.
    .library(name: "SnapshotRecording", targets: ["DiffableSnapshot", "SnapshotRecording"]),
    // The tool side: reading and validating recordings, diffing, rendering through Cairo, image
    // comparison.
    .library(
      name: "SnapshotReplay",
      targets: [
        "RecordingFormat", "RecordingValidation", "SnapshotDiff", "ReplayRendering",
        "ReplayComparison", "ReplayVerification",
      ]),
    // Golden-frame assertions for Swift Testing and XCTest.
    .library(name: "ReplayTesting", targets: ["ReplayTesting"]),
    .executable(name: "snapreplay", targets: ["snapreplay"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/apple/swift-collections", from: "1.1.0"),
  ],
  targets: [
    // MARK: App side: model and recording (no C dependencies)
    .target(
      name: "DiffableSnapshot",
      dependencies: [.product(name: "OrderedCollections", package: "swift-collections")]),
    .target(name: "SnapshotRecording", dependencies: ["DiffableSnapshot"]),

    // MARK: Tool side: read, then validate once
    .target(name: "RecordingFormat", dependencies: ["DiffableSnapshot", "SnapshotRecording"]),
    .target(
      name: "RecordingValidation",
      dependencies: ["DiffableSnapshot", "SnapshotRecording", "RecordingFormat"]),

    // MARK: Replay
    .target(
      name: "SnapshotDiff",
      dependencies: ["DiffableSnapshot", "SnapshotRecording", "RecordingValidation"]),
    .target(
      name: "ReplayRendering",
      dependencies: [
        "DiffableSnapshot", "SnapshotRecording", "RecordingFormat", "RecordingValidation",
        "SnapshotDiff", "CCairo", "CPangoCairo", "CLibPNG", "CPNGWriter",
      ]),
    .target(name: "ReplayComparison", dependencies: ["CLibPNG"]),
    .target(
      name: "ReplayVerification",
      dependencies: [
        "SnapshotRecording", "RecordingFormat", "ReplayRendering", "ReplayComparison",
      ]),
    .target(
      name: "ReplayTesting",
      dependencies: ["ReplayVerification", "ReplayRendering", "ReplayComparison"]),

    // MARK: C libraries
    .systemLibrary(
      name: "CCairo", pkgConfig: "cairo",
      providers: [.apt(["libcairo2-dev"]), .brew(["cairo"])]),
    .systemLibrary(
      name: "CPangoCairo", pkgConfig: "pangocairo",
      providers: [.apt(["libpango1.0-dev"]), .brew(["pango"])]),
    .systemLibrary(
      name: "CLibPNG", pkgConfig: "libpng",
      providers: [.apt(["libpng-dev"]), .brew(["libpng"])]),
    // libpng reports errors by longjmp, which must not cross Swift frames: the encoder is C.
    .target(name: "CPNGWriter", dependencies: ["CLibPNG"]),

    // MARK: Executables
    .executableTarget(
      name: "snapreplay",
      dependencies: [
        "DiffableSnapshot", "SnapshotRecording", "RecordingFormat", "RecordingValidation",
        "SnapshotDiff", "ReplayRendering", "ReplayComparison", "ReplayVerification",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    .executableTarget(
      name: "snapreplay-demos", dependencies: ["DiffableSnapshot", "SnapshotRecording"]),
    .executableTarget(
      name: "DiffBenchmark", dependencies: ["DiffableSnapshot", "SnapshotDiff"],
      path: "Benchmarks/DiffBenchmark"),
    .executableTarget(
      name: "RenderBenchmark",
      dependencies: ["SnapshotRecording", "RecordingFormat", "ReplayRendering"],
      path: "Benchmarks/RenderBenchmark"),
    .executableTarget(
      name: "CompareBenchmark", dependencies: ["ReplayComparison"],
      path: "Benchmarks/CompareBenchmark"),

    // MARK: Tests
    .testTarget(name: "DiffableSnapshotTests", dependencies: ["DiffableSnapshot"]),
    .testTarget(
      name: "SnapshotRecordingTests",
      // The reader is the oracle that reads back what the recorder wrote.
      dependencies: ["DiffableSnapshot", "SnapshotRecording", "RecordingFormat"]),
    .testTarget(
      name: "RecordingFormatTests",
      dependencies: ["DiffableSnapshot", "SnapshotRecording", "RecordingFormat"],
      resources: [.copy("Fixtures")]),
    .testTarget(
      name: "RecordingValidationTests",
      dependencies: [
        "DiffableSnapshot", "SnapshotRecording", "RecordingFormat", "RecordingValidation",
      ],
      resources: [.copy("Fixtures")]),
    .testTarget(
      name: "SnapshotDiffTests",
      dependencies: [
        "DiffableSnapshot", "SnapshotRecording", "RecordingFormat", "RecordingValidation",
        "SnapshotDiff",
      ]),
    .testTarget(
      name: "ReplayRenderingTests",
      dependencies: [
        "DiffableSnapshot", "SnapshotRecording", "RecordingFormat", "RecordingValidation",
        "SnapshotDiff", "ReplayRendering",
      ]),
    .testTarget(
      name: "ReplayComparisonTests", dependencies: ["ReplayComparison"], exclude: ["Fixtures"]),
    .testTarget(
      name: "ReplayTestingTests",
      dependencies: ["ReplayTesting", "ReplayVerification", "ReplayRendering", "ReplayComparison"],
      exclude: ["__Goldens__"]),
    .testTarget(
      name: "SnapreplayCLITests",
      dependencies: ["snapreplay", "ReplayRendering", "SnapshotRecording"], exclude: ["Fixtures"]),
  ]
)

for target in package.targets where target.type != .system {
  target.swiftSettings =
    (target.swiftSettings ?? []) + [
      .enableUpcomingFeature("ExistentialAny")
    ]
}
