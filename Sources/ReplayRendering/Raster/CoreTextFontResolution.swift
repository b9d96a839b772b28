#if canImport(CoreText)
  import CoreText
  import Foundation

  /// On macOS, Pango draws text through its CoreText backend, whose fonts name no file as
  /// fontconfig's do: this resolves a face Pango describes (family, bold, italic) to the font
  /// CoreText gives for it — PostScript name, family, version and, where CoreText knows it,
  /// the file — so that `golden.json`'s text stack names the fonts on a Mac too.
  ///
  /// Compiled on Linux only against stub declarations of CoreText (`make apple-surface`), never
  /// run there: unverified on a Mac (docs/VisualRegression.md).
  ///
  /// ```swift
  /// let font = CoreTextFontResolution.resolve(family: "Helvetica Neue", bold: false, italic: false)
  /// print(font.name, font.family, font.version ?? "")  // HelveticaNeue Helvetica Neue 16.0d1e1
  /// ```
  enum CoreTextFontResolution {
    /// What CoreText says about a font.
    struct Resolved: Hashable, Sendable {
      /// Its PostScript name: `HelveticaNeue-Bold`.
      var name: String
      /// Its family: `Helvetica Neue`.
      var family: String
      /// Its version string, when the font has one.
      var version: String?
      /// Its file, when CoreText names one.
      var path: String?
    }

    /// The font CoreText uses for `family` with the traits given.
    ///
    /// - Parameters:
    ///   - family: The family, as Pango names it.
    ///   - bold: Whether the face is bold.
    ///   - italic: Whether it is italic.
    /// - Returns: What CoreText resolved.
    static func resolve(family: String, bold: Bool, italic: Bool) -> Resolved {
      var traits = CTFontSymbolicTraits()
      if bold { traits.insert(.traitBold) }
      if italic { traits.insert(.traitItalic) }
      let attributes: [CFString: Any] = [
        kCTFontFamilyNameAttribute: family,
        kCTFontTraitsAttribute: [kCTFontSymbolicTrait: traits.rawValue],
      ]
      let descriptor = CTFontDescriptorCreateWithAttributes(attributes as CFDictionary)
      let font = CTFontCreateWithFontDescriptor(descriptor, 17, nil)
      let url = CTFontCopyAttribute(font, kCTFontURLAttribute) as? URL
      return Resolved(
        name: CTFontCopyPostScriptName(font) as String,
        family: CTFontCopyFamilyName(font) as String,
        version: CTFontCopyName(font, kCTFontVersionNameKey).map { $0 as String },
        path: url?.path)
    }
  }
#endif
