// swift-tools-version: 6.2
// The Apple-API compile check (`make apple-surface`): compiles the project's `#if canImport(UIKit)`
// and `#if canImport(AppKit)` files, the `#if canImport(CoreText)` file and the InsertionSort example,
// on Linux against stub modules named UIKit, AppKit, XCTest and CoreText that declare the Apple API
// those files use — signatures only. See
// Sources/UIKit/UIKit.swift for what the stubs do and do not prove.
import PackageDescription

let package = Package(
  name: "AppleSurface",
  dependencies: [
    .package(url: "https://github.com/apple/swift-collections", from: "1.1.0"),
    .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
  ],
  targets: [
    // MARK: Stubs of Apple's SDK (signatures only)
    .target(name: "AppleFoundationSurface"),
    .target(name: "UIKit", dependencies: ["AppleFoundationSurface"]),
    .target(name: "AppKit", dependencies: ["AppleFoundationSurface"]),
    // Apple's XCTest attachments, which Linux's XCTest lacks.
    .target(name: "XCTest"),

    // MARK: The project's sources, through symlinks, compiled against the stubs
    .target(
      name: "SnapshotModel",
      dependencies: [
        .product(name: "OrderedCollections", package: "swift-collections"),
        .product(name: "Logging", package: "swift-log"),
      ],
      exclude: ["SnapshotModel.docc"]),
    // The app-side module. Both stubs are dependencies, so canImport(UIKit) and canImport(AppKit)
    // are both true and every UIKit and every AppKit file compiles (on a real platform only one
    // of them is). Declared rather than left to canImport finding whichever stub happens to be
    // built already, which would make the check depend on build order.
    .target(
      name: "SnapshotRecording", dependencies: ["SnapshotModel", "UIKit", "AppKit"],
      exclude: ["SnapshotRecording.docc"]),
    // What a failing `assertReplay` or `.replay` attaches: its XCTest half compiles where
    // UIKit or AppKit can be imported, as on Apple platforms; the stubs are declared, not found.
    .target(name: "ReplayTestAttachments", dependencies: ["XCTest", "UIKit", "AppKit"]),
    // Pango's CoreText fonts on macOS (ReplayRendering/Raster/CoreTextFontResolution.swift,
    // self-contained) against a stub of CoreText's declarations.
    .target(name: "CoreText"),
    .target(name: "CoreTextFontResolution", dependencies: ["CoreText"]),
    // Examples/InsertionSort: the WWDC19 view controller on the recording data source.
    .target(
      name: "InsertionSortExample", dependencies: ["SnapshotRecording", "UIKit"],
      exclude: ["README.md"]),
  ]
)

for target in package.targets {
  target.swiftSettings = [.enableUpcomingFeature("ExistentialAny")]
}
