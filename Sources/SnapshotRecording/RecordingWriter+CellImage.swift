import Foundation

extension RecordingWriter {
  /// A `cell-image` line: `type`, `digest`, `scale`, `size`, then the PNG's base64 last, so that
  /// a reader or a person sees what the line is before its bulk.
  ///
  /// ```swift
  /// RecordingWriter.line(
  ///   for: CellImageEvent(png: pngBytes, size: RecordedSize(width: 358, height: 44), scale: 3))
  /// // {"type":"cell-image","digest":"sha256:9f2c…","scale":3,"size":[358,44],"png":"iVBORw0KGgo…"}
  /// ```
  ///
  /// - Parameter image: The image.
  /// - Returns: The line, without its newline.
  public static func line(for image: CellImageEvent) -> String {
    typealias Key = RecordingKeys.CellImage
    var json = JSONWriter()
    json.beginObject()
    json.key(Key.type)
    json.string("cell-image")
    json.key(Key.digest)
    json.string(image.digest.description)
    json.key(Key.scale)
    json.number(image.scale)
    json.key(Key.size)
    json.beginArray()
    json.number(image.size.width)
    json.number(image.size.height)
    json.endArray()
    json.key(Key.png)
    // Base64 has no character JSON escapes: written as it is.
    json.string(Data(image.png).base64EncodedString())
    json.endObject()
    return json.text
  }
}
