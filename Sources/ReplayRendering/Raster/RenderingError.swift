/// Why a scene could not be turned into pixels.
public enum RenderingError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The scene's size or scale is not a positive finite number.
  case invalidCanvas(width: Double, height: Double, scale: Double)
  /// The canvas is wider or taller than Cairo's image surfaces allow.
  case canvasTooLarge(pixelWidth: Int, pixelHeight: Int, limit: Int)
  /// Cairo reported a failure; `status` is `cairo_status_to_string`'s text.
  case cairo(operation: String, status: String)
  /// One frame shows cell images that take more bytes decoded, together, than the whole
  /// decoded-image budget (``CellImageBudget/decodedBytes``): evicting others cannot make room.
  case cellImagesOverBudget(needed: Int, limit: Int)

  /// One readable sentence.
  public var description: String {
    switch self {
    case .invalidCanvas(let width, let height, let scale):
      "cannot draw a \(width)×\(height) pt canvas at scale \(scale): "
        + "size and scale must be positive finite numbers"
    case .canvasTooLarge(let pixelWidth, let pixelHeight, let limit):
      "the canvas is \(pixelWidth)×\(pixelHeight) px, but an image side may be at most "
        + "\(limit) px; use a smaller scale or fewer cells"
    case .cairo(let operation, let status):
      "Cairo failed while \(operation): \(status)"
    case .cellImagesOverBudget(let needed, let limit):
      "a frame shows cell images that take \(needed) bytes decoded, more than the \(limit)-byte "
        + "budget for decoded images; raise it with "
        + "\(CellImageBudget.decodedBytesVariable)=bytes"
    }
  }
}
