// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation
// (A stub mirrors Apple's declarations; Apple's documentation is where each one is described.)
// STUB — NOT APPLE'S CODE. Signatures of the CoreText API that the project's CoreText file
// (Sources/ReplayRendering/Raster/CoreTextFontResolution.swift: the fonts Pango's CoreText
// backend draws with on macOS) uses, written from Apple's documentation so that the file compiles
// on Linux (`make apple-surface`). Every body traps: this module is compiled, never run.
//
// Deliberate differences: Core Foundation's types are Swift's here (`CFString` is `String`,
// `CFDictionary` a dictionary, `CFTypeRef` `Any`), so that the file's bridging casts (`as
// String`, `as CFDictionary`, `as? URL`) compile as they do against the SDK; and the matrix of
// `CTFontCreateWithFontDescriptor` is an untyped pointer, as the file only passes `nil`.

@_exported import Foundation

public typealias CFString = String
public typealias CFDictionary = [CFString: Any]
public typealias CFTypeRef = Any

/// A font (CoreText's `CTFont`, stub).
public final class CTFont {
  private init() { fatalError("stub") }
}

/// A font descriptor (CoreText's `CTFontDescriptor`, stub).
public final class CTFontDescriptor {
  private init() { fatalError("stub") }
}

/// A font's symbolic traits (CoreText's `CTFontSymbolicTraits`, stub).
public struct CTFontSymbolicTraits: OptionSet, Sendable {
  public var rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public static let traitItalic = CTFontSymbolicTraits(rawValue: 1 << 0)
  public static let traitBold = CTFontSymbolicTraits(rawValue: 1 << 1)
}

public var kCTFontFamilyNameAttribute: CFString { fatalError("stub") }
public var kCTFontTraitsAttribute: CFString { fatalError("stub") }
public var kCTFontSymbolicTrait: CFString { fatalError("stub") }
public var kCTFontURLAttribute: CFString { fatalError("stub") }
public var kCTFontVersionNameKey: CFString { fatalError("stub") }

public func CTFontDescriptorCreateWithAttributes(_ attributes: CFDictionary) -> CTFontDescriptor {
  fatalError("stub")
}

public func CTFontCreateWithFontDescriptor(
  _ descriptor: CTFontDescriptor, _ size: CGFloat, _ matrix: UnsafeRawPointer?
) -> CTFont {
  fatalError("stub")
}

public func CTFontCopyPostScriptName(_ font: CTFont) -> CFString { fatalError("stub") }
public func CTFontCopyFamilyName(_ font: CTFont) -> CFString { fatalError("stub") }
public func CTFontCopyName(_ font: CTFont, _ nameKey: CFString) -> CFString? { fatalError("stub") }
public func CTFontCopyAttribute(_ font: CTFont, _ attribute: CFString) -> CFTypeRef? {
  fatalError("stub")
}
