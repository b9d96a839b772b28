// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "SnapshotReplay",
  platforms: [.macOS(.v13), .iOS(.v16)],
  products: [
    // What an iOS app links: the snapshot model and the recorder. Foundation only, no C libraries.
    .library(name: "SnapshotRecording", targets: ["DiffableSnapshot", "SnapshotRecording"]),
    // The replay side: diffing, rendering through Cairo, image comparison.
    .library(
      name: "SnapshotReplay",
      targets: [
        "SnapshotDiff", "ReplayRaster", "ReplayRendering", "ReplayComparison", "ReplayVerification",
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
    // MARK: Model and recording (no C dependencies)
    .target(
      name: "DiffableSnapshot",
      dependencies: [.product(name: "OrderedCollections", package: "swift-collections")]),
    .target(name: "SnapshotRecording", dependencies: ["DiffableSnapshot"]),

    // MARK: Replay
    .target(name: "SnapshotDiff", dependencies: ["DiffableSnapshot", "SnapshotRecording"]),
    // The one image type and PNG codec, shared by rendering and comparison.
    .target(name: "ReplayRaster", dependencies: ["SnapshotRecording", "CLibPNG", "CPNGWriter"]),
    .target(
      name: "ReplayRendering",
      dependencies: [
        "DiffableSnapshot", "SnapshotRecording", "ReplayRaster", "CCairo", "CPangoCairo",
      ]),
    .target(name: "ReplayComparison", dependencies: ["SnapshotRecording", "ReplayRaster"]),
    .target(
      name: "ReplayVerification",
      dependencies: ["SnapshotRecording", "ReplayRaster", "ReplayRendering", "ReplayComparison"]),
    .target(
      name: "ReplayTesting",
      dependencies: ["ReplayRaster", "ReplayVerification", "ReplayComparison"]),

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
        "DiffableSnapshot", "SnapshotRecording", "SnapshotDiff", "ReplayRaster", "ReplayRendering",
        "ReplayComparison", "ReplayVerification",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    .executableTarget(
      name: "snapreplay-demos", dependencies: ["DiffableSnapshot", "SnapshotRecording"]),
    .executableTarget(
      name: "DiffBenchmark", dependencies: ["DiffableSnapshot", "SnapshotDiff"],
      path: "Benchmarks/DiffBenchmark"),
    .executableTarget(
      name: "RenderBenchmark",
      dependencies: ["SnapshotRecording", "ReplayRaster", "ReplayRendering"],
      path: "Benchmarks/RenderBenchmark"),
    .executableTarget(
      name: "CompareBenchmark",
      dependencies: ["SnapshotRecording", "ReplayRaster", "ReplayComparison"],
      path: "Benchmarks/CompareBenchmark"),

    // MARK: Tests
    .testTarget(name: "DiffableSnapshotTests", dependencies: ["DiffableSnapshot"]),
    .testTarget(
      name: "SnapshotRecordingTests", dependencies: ["DiffableSnapshot", "SnapshotRecording"],
      resources: [.copy("Fixtures")]),
    .testTarget(
      name: "SnapshotDiffTests",
      dependencies: ["DiffableSnapshot", "SnapshotRecording", "SnapshotDiff"]),
    .testTarget(name: "ReplayRasterTests", dependencies: ["SnapshotRecording", "ReplayRaster"]),
    .testTarget(
      name: "ReplayRenderingTests",
      dependencies: ["DiffableSnapshot", "SnapshotRecording", "ReplayRaster", "ReplayRendering"]),
    .testTarget(
      name: "ReplayComparisonTests",
      dependencies: ["SnapshotRecording", "ReplayRaster", "ReplayComparison"],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "ReplayTestingTests",
      dependencies: [
        "SnapshotRecording", "ReplayRaster", "ReplayTesting", "ReplayVerification",
        "ReplayComparison",
      ],
      exclude: ["__Goldens__"]),
    .testTarget(name: "SnapreplayCLITests", dependencies: ["snapreplay"], exclude: ["Fixtures"]),
  ]
)

for target in package.targets where target.type != .system {
  target.swiftSettings =
    (target.swiftSettings ?? []) + [
      .enableUpcomingFeature("ExistentialAny")
    ]
}
