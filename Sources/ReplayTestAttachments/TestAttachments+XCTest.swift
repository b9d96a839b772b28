// XCTest's attachments exist on Apple platforms only (swift-corelibs-xctest has none). The
// condition is the one the Apple-only files of the package use, so that `make apple-surface`
// compiles this file against the stubs in Tests/AppleSurface, where it is true.
#if canImport(XCTest) && (canImport(UIKit) || canImport(AppKit))
  import XCTest

  extension TestAttachments {
    /// Adds each file to an XCTest activity as an `XCTAttachment` of its type (`public.png` for
    /// images, so that Xcode's report shows them), kept whether or not the test passes.
    ///
    /// ```swift
    /// TestAttachments.attachToXCTest(files, activity: "Replay of a.jsonl differs")
    /// ```
    ///
    /// - Parameters:
    ///   - files: The files.
    ///   - activity: The activity's name.
    static func attachToXCTest(_ files: [TestAttachmentFile], activity: String) {
      XCTContext.runActivity(named: activity) { activity in
        for file in files {
          let attachment = XCTAttachment(
            data: file.contents, uniformTypeIdentifier: file.uniformTypeIdentifier)
          attachment.name = file.name
          attachment.lifetime = .keepAlways
          activity.add(attachment)
        }
      }
    }
  }
#else
  extension TestAttachments {
    /// Nothing to attach to: XCTest on Linux has no attachments (the files stay in the
    /// artifacts directory the failure names).
    ///
    /// - Parameters:
    ///   - files: The files.
    ///   - activity: The activity's name.
    static func attachToXCTest(_ files: [TestAttachmentFile], activity: String) {}
  }
#endif
