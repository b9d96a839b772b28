package import Testing

/// Attaches files to the test that is running, in whichever framework runs it: Swift Testing's
/// `Attachment` (saved by `swift test --attachments-path DIR`, shown in Xcode's report) or, on
/// Apple platforms, XCTest's `XCTAttachment` with the PNG type
/// (`TestAttachments+XCTest.swift`). Outside a test, or under XCTest on Linux, which has no
/// attachments, it does nothing: the files are still in the artifacts directory the failure
/// message names.
///
/// ```swift
/// TestAttachments.attach(
///   [TestAttachmentFile(name: "frame-000003.difference.png", contents: png)],
///   activity: "Replay of insertion-sort.jsonl differs from its goldens")
/// ```
package enum TestAttachments {
  /// Attaches the files to the running test.
  ///
  /// - Parameters:
  ///   - files: The files, in the order they are shown.
  ///   - activity: What they show, XCTest's activity name.
  ///   - sourceLocation: Where the assertion is, for Swift Testing; `nil` (for a caller that
  ///     does not import Testing) records this function's location.
  package static func attach(
    _ files: [TestAttachmentFile], activity: String, sourceLocation: SourceLocation? = nil
  ) {
    guard !files.isEmpty else { return }
    if Test.current != nil {
      for file in files {
        // `[UInt8]` is attachable in Swift Testing itself, with no overlay module.
        Attachment.record(
          Array(file.contents), named: file.name,
          sourceLocation: sourceLocation ?? #_sourceLocation)
      }
      return
    }
    attachToXCTest(files, activity: activity)
  }
}
