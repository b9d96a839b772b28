package import Foundation

/// One file attached to a failing test: its name (with the extension that says what it is) and
/// its bytes, as ``TestAttachments/attach(_:activity:sourceLocation:)`` hands it to the test
/// framework.
///
/// ```swift
/// let golden = TestAttachmentFile(name: "insertion-sort.frame-000003.golden.png", contents: png)
/// golden.isPNG  // true
/// ```
package struct TestAttachmentFile: Sendable, Equatable {
  /// The name the framework shows and, on Linux, saves the file under.
  package var name: String
  /// The file's bytes.
  package var contents: Data

  /// Creates a file to attach.
  ///
  /// - Parameters:
  ///   - name: The name, with its extension (`.png`, `.txt`).
  ///   - contents: The bytes.
  package init(name: String, contents: Data) {
    self.name = name
    self.contents = contents
  }

  /// Whether the file is a PNG image by its name, so that XCTest is given the PNG type and
  /// shows the picture (an attachment without a type does not display).
  package var isPNG: Bool { name.hasSuffix(".png") }

  /// The Uniform Type Identifier XCTest needs to display the file.
  package var uniformTypeIdentifier: String { isPNG ? "public.png" : "public.plain-text" }
}
