public import Foundation
// The options' types (`RenderOptionOverrides`, `ComparisonOptions`, …) come with
// `import ReplaySnapshotTesting`, as the README's example uses them.
@_exported public import ReplayComparison
public import ReplayRaster
@_exported public import ReplayRendering
import ReplayTestAttachments
public import SnapshotTesting

extension Snapshotting where Value == URL, Format == ReplayImage {
  /// Each apply's start and end of the recording at the URL, drawn by this package's Cairo
  /// renderer and compared as ``replay(_:options:comparison:columns:maximumFrames:)`` says.
  ///
  /// ```swift
  /// assertSnapshot(of: URL(fileURLWithPath: "Recordings/insertion-sort.jsonl"), as: .replay)
  /// ```
  public static var replay: Snapshotting { .replay() }

  /// Renders the chosen moments of the recording at the URL with this package's Cairo renderer
  /// and compares them with a `.png` reference through `ImageComparison`, the pixelmatch-equal
  /// comparison of `snapreplay compare` and `verify`. It works wherever this package builds,
  /// Linux included (swift-snapshot-testing's own image strategies need UIKit or AppKit).
  ///
  /// ```swift
  /// @Test func insertionSortPlaysTheSameWay() {
  ///   assertSnapshot(
  ///     of: URL(fileURLWithPath: "Recordings/insertion-sort.jsonl"),
  ///     as: .replay(.keyframes(progress: [0.5]), options: RenderOptionOverrides { $0.scale = 0.5 }))
  /// }
  /// ```
  ///
  /// References go where swift-snapshot-testing puts them (`__Snapshots__/<test file>/`) and
  /// are recorded as its record mode says (`SNAPSHOT_TESTING_RECORD`, `withSnapshotTesting`,
  /// the `.snapshots(record:)` trait); a missing reference always fails the test, and with
  /// `never` it is not written either. A recording that cannot be rendered fails the test with
  /// the reason.
  ///
  /// - Parameters:
  ///   - selection: The moments drawn: keyframes of every apply (by default) or one frame.
  ///   - options: Render options that replace the recording header's hints; a smaller
  ///     `scale` keeps references small.
  ///   - comparison: The per-pixel threshold and the budget of differing pixels.
  ///   - columns: Keyframes in a row of the image.
  ///   - maximumFrames: The most frames one image may hold; more is a failure naming both
  ///     numbers.
  ///   - ignoringItems: Items whose cells are not compared, wherever each cell is in each
  ///     frame (`verify --ignore-item`): painted hatched in the image, and kept in the
  ///     reference file so that a masked item that moved is ignored where it was and where it
  ///     is, while a change anywhere else still fails.
  ///   - ignoringRects: Rectangles of every frame, in its pixels, that are not compared
  ///     (`verify --ignore-rect`).
  /// - Returns: The strategy.
  public static func replay(
    _ selection: ReplayFrameSelection = .keyframes,
    options: RenderOptionOverrides = RenderOptionOverrides(),
    comparison: ComparisonOptions = ComparisonOptions(), columns: Int = 4,
    maximumFrames: Int = ReplayImage.defaultMaximumFrames, ignoringItems: [String] = [],
    ignoringRects: [PixelRect] = []
  ) -> Snapshotting {
    Snapshotting(pathExtension: "png", diffing: .replayImage(comparison)) { recording in
      ReplayImage.draw(
        recording: recording, selection: selection, options: options, columns: columns,
        maximumFrames: maximumFrames, ignoringItems: ignoringItems, ignoringRects: ignoringRects)
    }
  }
}

extension Diffing where Value == ReplayImage {
  /// Reads and writes references as PNG through `PNGCodec` and compares them with
  /// ``ReplayImage/difference(_:_:options:)``; a failure's message names the differing
  /// frames, and the reference, the actual image, their difference and the line naming the
  /// differing frames are attached to the test (`reference.png`, `actual.png`,
  /// `difference.png`, `divergence.txt`): Swift Testing's attachments, which
  /// `swift test --attachments-path DIR` saves on Linux too, or XCTest's with the PNG type on
  /// Apple platforms.
  ///
  /// ```swift
  /// let strategy = Snapshotting<ReplayImage, ReplayImage>(
  ///   pathExtension: "png", diffing: .replayImage(ComparisonOptions(maxDiffPixels: 10)))
  /// ```
  ///
  /// - Parameter options: The per-pixel threshold and the budget of differing pixels.
  /// - Returns: The diffing.
  public static func replayImage(_ options: ComparisonOptions = ComparisonOptions()) -> Diffing {
    .diff(
      toData: \.pngData, fromData: ReplayImage.init(pngData:),
      diffV2: { reference, drawn in
        guard let (message, image) = ReplayImage.difference(reference, drawn, options: options)
        else { return nil }
        TestAttachments.attach(
          ReplayImage.failureAttachments(
            reference: reference, drawn: drawn, difference: image, message: message),
          activity: "Replay does not match its reference")
        let hint =
          image == nil
          ? ""
          : "\n`snapreplay compare` of the two files above (reference first) writes the "
            + "difference image."
        // No `DiffAttachment`s: the files are attached above, typed, in both frameworks;
        // swift-snapshot-testing would attach them again under Xcode, without the PNG type.
        return (message + hint, [])
      })
  }
}
