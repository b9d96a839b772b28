// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation, NeverUseImplicitlyUnwrappedOptionals
// (A stub mirrors Apple's declarations, implicitly unwrapped optionals included; Apple's
// documentation is where each one is described.)
// STUB — NOT APPLE'S CODE. Signatures of the Apple-only part of Foundation that the project's
// Apple-only files use, written from Apple's documentation so that those files compile on Linux
// (`make apple-surface`). Every body traps: this module is compiled, never run. UIKit and AppKit
// (the stubs) re-export it, as the real frameworks re-export Foundation.
//
// One deliberate difference: Apple declares the handler as a C function pointer,
// `@convention(c) (NSException) -> Void`, which needs the Objective-C runtime to take an object;
// here it is a Swift function type. The project's hook spells the type through a typealias that
// is the C form wherever `ObjectiveC` can be imported.

@_exported import Foundation

/// An Objective-C exception (Foundation's `NSException`, stub).
open class NSException: NSObject {
  /// The exception's name.
  open var name: NSExceptionName { fatalError("stub") }
  /// Why it was raised.
  open var reason: String? { fatalError("stub") }
  /// Extra information.
  open var userInfo: [AnyHashable: Any]? { fatalError("stub") }

  /// Creates an exception.
  public init(
    name aName: NSExceptionName, reason aReason: String?, userInfo aUserInfo: [AnyHashable: Any]?
  ) {
    fatalError("stub")
  }
}

/// The name of an exception (Foundation's `NSExceptionName`, stub).
public struct NSExceptionName: RawRepresentable, Hashable, Sendable {
  /// The name's text.
  public var rawValue: String
  /// Creates a name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Creates a name.
  public init(_ rawValue: String) { self.rawValue = rawValue }
  /// `NSInternalInconsistencyException`, what UIKit's diffable data sources raise.
  public static let internalInconsistencyException = NSExceptionName(
    "NSInternalInconsistencyException")
}

/// The installed uncaught-exception handler (stub; a C function pointer on Apple platforms).
public func NSGetUncaughtExceptionHandler() -> ((NSException) -> Void)? { fatalError("stub") }

/// Installs the uncaught-exception handler (stub; a C function pointer on Apple platforms).
public func NSSetUncaughtExceptionHandler(_ handler: ((NSException) -> Void)?) {
  fatalError("stub")
}

// MARK: Core Foundation

/// A time interval in seconds (Core Foundation's `CFTimeInterval`; Core Animation's times).
public typealias CFTimeInterval = Double

// MARK: Key-value observing (the Swift overlay's block-based API)

/// Which values a key-value observation delivers (stub).
public struct NSKeyValueObservingOptions: OptionSet, @unchecked Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static var new: NSKeyValueObservingOptions { fatalError("stub") }
  public static var old: NSKeyValueObservingOptions { fatalError("stub") }
  public static var initial: NSKeyValueObservingOptions { fatalError("stub") }
  public static var prior: NSKeyValueObservingOptions { fatalError("stub") }
}

/// One change a key-value observation reports (stub; the members the project reads).
public struct NSKeyValueObservedChange<Value> {
  public let newValue: Value?
  public let oldValue: Value?
  public let isPrior: Bool
}

/// A running key-value observation: it ends when invalidated or released (stub).
open class NSKeyValueObservation: NSObject {
  public func invalidate() { fatalError("stub") }
}

/// What gives every `NSObject` the block-based `observe(_:options:changeHandler:)` (stub).
public protocol _KeyValueCodingAndObserving {}

extension NSObject: _KeyValueCodingAndObserving {}

extension _KeyValueCodingAndObserving {
  public func observe<Value>(
    _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
    changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
  ) -> NSKeyValueObservation { fatalError("stub") }
}
