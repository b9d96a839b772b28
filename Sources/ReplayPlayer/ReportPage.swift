import Foundation
import SnapshotRecording

/// The report's one HTML page: markup, style and script in one file, with the data and the
/// frames' addresses in `<script type="application/json">` elements. No framework, no
/// network: it works from `file://`.
///
/// Everything that comes from a recording reaches the page in one of two ways, each escaped
/// here: as HTML text (``escapedHTML(_:)``), or inside the JSON data (``scriptSafe(_:)``),
/// which the script puts on screen as text nodes only.
///
/// ```swift
/// let html = ReportPage(data: data, frames: frames, embedding: .files).html
/// print(html.prefix(40))  // <!DOCTYPE html>\n<!-- snapreplay report
/// ```
public struct ReportPage: Sendable {
  /// How the page refers to its frames.
  public enum Embedding: Hashable, Sendable {
    /// Each distinct frame is a file in ``ReportPage/framesFolder`` beside the page.
    case files
    /// Each distinct frame is a `data:` address inside the page: one file to attach.
    case inline
  }

  /// What every report page starts with: how a later run recognises a file or directory as an
  /// earlier report it may replace.
  public static let signature = "<!DOCTYPE html>\n<!-- snapreplay report -->\n"
  /// The folder beside `index.html` that holds the frames of a report directory.
  public static let framesFolder = "frames"

  /// The report's data.
  public var data: ReportData
  /// The frames.
  public var frames: ReportFrames
  /// How the frames are referred to.
  public var embedding: Embedding

  /// A page.
  ///
  /// - Parameters:
  ///   - data: The report's data.
  ///   - frames: The frames.
  ///   - embedding: Files beside the page, or inline.
  public init(data: ReportData, frames: ReportFrames, embedding: Embedding) {
    self.data = data
    self.frames = frames
    self.embedding = embedding
  }

  /// The file name of distinct frame `index` inside ``framesFolder``: `000042.png`.
  ///
  /// - Parameter index: The picture's number.
  /// - Returns: The file name.
  public static func fileName(ofImage index: Int) -> String {
    let digits = String(index)
    return String(repeating: "0", count: max(0, 6 - digits.count)) + digits + ".png"
  }

  /// The page's text.
  public var html: String {
    var sources = JSONWriter()
    sources.beginArray()
    for (index, image) in frames.images.enumerated() {
      switch embedding {
      case .files: sources.string("\(Self.framesFolder)/\(Self.fileName(ofImage: index))")
      case .inline: sources.string("data:image/png;base64," + Data(image).base64EncodedString())
      }
    }
    sources.endArray()
    let title = Self.escapedHTML(data.title)
    // The recorded cell images the inspector shows, each digest once, as `data:` addresses in
    // either embedding (they are the recording's own bytes, which it already holds once);
    // no element at all without them.
    var cellImages = ""
    if !data.cellImages.isEmpty {
      var images = JSONWriter()
      images.beginArray()
      for image in data.cellImages {
        images.string("data:image/png;base64," + Data(image.png).base64EncodedString())
      }
      images.endArray()
      cellImages =
        #"<script type="application/json" id="report-cell-images">"#
        + Self.scriptSafe(images.text) + "</script>\n"
    }
    return Self.signature + """
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <meta name="generator" content="snapreplay report">
      <title>\(title) · snapreplay report</title>
      <style>
      \(Self.style)
      </style>
      </head>
      <body>
      \(Self.body(title: title, file: Self.escapedHTML(data.file)))
      <script type="application/json" id="report-data">\(Self.scriptSafe(data.json(frameImages: frames.imageOfFrame)))</script>
      <script type="application/json" id="report-frames">\(Self.scriptSafe(sources.text))</script>
      \(cellImages)<script>
      \(Self.script)
      </script>
      </body>
      </html>

      """
  }

  /// Text made safe as HTML element content or a quoted attribute value: `&`, `<`, `>`, `"`
  /// and `'` become character references.
  ///
  /// ```swift
  /// ReportPage.escapedHTML("<b>\"Tom\" & 'Jerry'</b>")
  /// // &lt;b&gt;&quot;Tom&quot; &amp; &#39;Jerry&#39;&lt;/b&gt;
  /// ```
  ///
  /// - Parameter text: Any text.
  /// - Returns: The escaped text.
  public static func escapedHTML(_ text: String) -> String {
    var escaped = ""
    escaped.reserveCapacity(text.utf8.count)
    for character in text.unicodeScalars {
      switch character {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      case "'": escaped += "&#39;"
      default: escaped.unicodeScalars.append(character)
      }
    }
    return escaped
  }

  /// JSON text made safe inside a `<script>` element: every `<` is written `\u003c`, so no
  /// `</script>` or `<!--` can end or change the element, and U+2028 and U+2029 are written
  /// `\u2028` and `\u2029`, which older script parsers take for line ends. Outside strings
  /// JSON has none of these characters, so the value is unchanged.
  ///
  /// ```swift
  /// ReportPage.scriptSafe(#"{"label":"</script>\u{2028}"}"#)
  /// // {"label":"\u003c/script>\u2028"}
  /// ```
  ///
  /// - Parameter json: Valid JSON text.
  /// - Returns: The same value, safe to place between `<script>` and `</script>`.
  public static func scriptSafe(_ json: String) -> String {
    var safe = ""
    safe.reserveCapacity(json.utf8.count)
    for character in json.unicodeScalars {
      switch character {
      case "<": safe += "\\u003c"
      case "\u{2028}": safe += "\\u2028"
      case "\u{2029}": safe += "\\u2029"
      default: safe.unicodeScalars.append(character)
      }
    }
    return safe
  }
}
