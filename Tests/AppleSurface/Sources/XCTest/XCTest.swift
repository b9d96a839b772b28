// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation
// (A stub mirrors Apple's declarations; Apple's documentation is where each one is described.)
// STUB — NOT APPLE'S CODE. A module named XCTest that declares, signatures only, the part of
// Apple's XCTest that the project's Apple-only attachment code uses (XCTContext's activities and
// XCTAttachment with a uniform type identifier), written from Apple's documentation
// (developer.apple.com/documentation/xctest/activities_and_attachments). Linux's XCTest
// (swift-corelibs-xctest) has no attachments, so `make apple-surface` compiles
// Sources/ReplayTestAttachments against this module instead; its own target's module is found
// before the toolchain's. Every body traps: the module is compiled, never run.
//
// What it proves: `TestAttachments+XCTest.swift` type-checks against these declarations under
// Swift 6 (labels, optionality, the `Lifetime` cases). What it does not prove: that they match
// the SDK (.github/workflows/apple.yml builds on a real Mac) or any behaviour.

@_exported import Foundation

/// A named step of a test that attachments are added to (stub).
public protocol XCTActivity: NSObjectProtocol {
  var name: String { get }
  func add(_ attachment: XCTAttachment)
}

/// Runs activities for the current test (stub).
open class XCTContext: NSObject {
  public class func runActivity<Result>(
    named name: String, block: (any XCTActivity) throws -> Result
  ) rethrows -> Result {
    fatalError("stub")
  }
}

/// Data attached to a test's result, shown in Xcode's report by its type (stub).
open class XCTAttachment: NSObject {
  /// Whether the attachment is kept when the test passes.
  public enum Lifetime: Int, Sendable {
    case keepAlways = 0
    case deleteOnSuccess = 1
  }

  public convenience init(data payload: Data, uniformTypeIdentifier identifier: String) {
    fatalError("stub")
  }

  open var name: String?
  open var lifetime: XCTAttachment.Lifetime
  open var uniformTypeIdentifier: String { fatalError("stub") }

  override public init() {
    fatalError("stub")
  }
}
