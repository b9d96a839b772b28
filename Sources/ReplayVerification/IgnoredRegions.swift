import Foundation
public import ReplayRaster
public import ReplayRendering

/// What `verify` does not compare: the cells of some items, wherever each cell is in each
/// frame, and fixed rectangles of the frame. For content that is legitimately dynamic — a
/// timestamp, an avatar, a clock in the status bar.
///
/// An item's cell is masked in the golden where the golden's `golden.json` places it and in
/// the actual frame where this render places it, and each mask applies to both sides, so an
/// ignored item may move and change while a change anywhere else still fails. Goldens without
/// a frame structure (recorded before `golden.json`, or with more cells than
/// ``FrameStructure/cellLimit``) are masked where this render places the item. Rectangles are
/// in pixels of the frame. `golden.json` records the regions, so goldens recorded with other
/// masks report an options difference.
///
/// ```swift
/// let ignored = IgnoredRegions(items: ["clock"], rects: [PixelRect(x: 0, y: 0, width: 390, height: 20)])
/// print(ignored.arguments)  // ["--ignore-item", "clock", "--ignore-rect", "0,0,390,20"]
/// ```
public struct IgnoredRegions: Hashable, Sendable {
  /// The items (identifiers as text, `dog`, `12`) whose cells are not compared.
  public var items: [String]
  /// Fixed rectangles, in pixels, that are not compared.
  public var rects: [PixelRect]

  /// Creates regions; duplicates are dropped and the order kept.
  ///
  /// - Parameters:
  ///   - items: The items whose cells are ignored.
  ///   - rects: The fixed rectangles ignored.
  public init(items: [String] = [], rects: [PixelRect] = []) {
    var seenItems = Set<String>()
    self.items = items.filter { seenItems.insert($0).inserted }
    var seenRects = Set<PixelRect>()
    self.rects = rects.filter { seenRects.insert($0).inserted }
  }

  /// Whether nothing is ignored.
  ///
  /// ```swift
  /// print(IgnoredRegions().isEmpty)  // true
  /// ```
  public var isEmpty: Bool { items.isEmpty && rects.isEmpty }

  /// The command-line arguments that ask for these regions.
  ///
  /// ```swift
  /// print(IgnoredRegions(items: ["a", "b"]).arguments)  // ["--ignore-item", "a", "--ignore-item", "b"]
  /// ```
  public var arguments: [String] {
    items.flatMap { ["--ignore-item", $0] }
      + rects.flatMap { ["--ignore-rect", Self.text(of: $0)] }
  }

  /// `x,y,width,height`, as `--ignore-rect` takes a rectangle.
  ///
  /// ```swift
  /// print(IgnoredRegions.text(of: PixelRect(x: 1, y: 2, width: 3, height: 4)))  // 1,2,3,4
  /// ```
  ///
  /// - Parameter rect: The rectangle.
  /// - Returns: Its four numbers separated by commas.
  public static func text(of rect: PixelRect) -> String {
    "\(rect.x),\(rect.y),\(rect.width),\(rect.height)"
  }

  /// Reads `x,y,width,height` (whole pixels; width and height at least 1).
  ///
  /// ```swift
  /// print(IgnoredRegions.rect("0,0,390,20")!)  // 390×20 at (0, 0)
  /// print(IgnoredRegions.rect("0,0,0,20") == nil)  // true
  /// ```
  ///
  /// - Parameter text: The rectangle's text.
  /// - Returns: The rectangle, or `nil` when the text is not four such numbers.
  public static func rect(_ text: String) -> PixelRect? {
    let numbers = text.split(separator: ",", omittingEmptySubsequences: false).map {
      Int($0.trimmingCharacters(in: .whitespaces))
    }
    guard numbers.count == 4, let x = numbers[0], let y = numbers[1], let width = numbers[2],
      let height = numbers[3], x >= 0, y >= 0, width >= 1, height >= 1,
      x <= maximumCoordinate, y <= maximumCoordinate, width <= maximumCoordinate,
      height <= maximumCoordinate
    else { return nil }
    return PixelRect(x: x, y: y, width: width, height: height)
  }

  /// The largest coordinate or size a rectangle may give: more than any canvas (32,767 px).
  public static let maximumCoordinate = 1 << 20

  /// The pixel rectangles ignored in one frame: the fixed ones, then each ignored item's cell
  /// where `actual` and `golden` place it (in points, times `scale` pixels per point), rounded
  /// outwards so that a cell's anti-aliased edge is covered.
  ///
  /// ```swift
  /// let rects = ignored.pixelRects(actual: actualCells, golden: goldenCells, scale: 2)
  /// ```
  ///
  /// - Parameters:
  ///   - actual: The cells of this render's frame.
  ///   - golden: The cells of the golden's frame, when its structure is known.
  ///   - scale: Pixels per point.
  /// - Returns: The rectangles; they may overlap and reach outside the frame.
  public func pixelRects(
    actual: [FrameStructure.Cell], golden: [FrameStructure.Cell]?, scale: Double
  ) -> [PixelRect] {
    guard !items.isEmpty else { return rects }
    let wanted = Set(items)
    var result = rects
    for cell in actual + (golden ?? []) where wanted.contains(cell.id) && cell.opacity > 0 {
      let left = (cell.x * scale).rounded(.down)
      let top = (cell.y * scale).rounded(.down)
      let right = ((cell.x + cell.width) * scale).rounded(.up)
      let bottom = ((cell.y + cell.height) * scale).rounded(.up)
      let limit = Double(Self.maximumCoordinate)
      guard left.isFinite, top.isFinite, right.isFinite, bottom.isFinite, right > left,
        bottom > top, abs(left) <= limit, abs(top) <= limit, abs(right) <= limit,
        abs(bottom) <= limit
      else { continue }
      result.append(
        PixelRect(
          x: Int(left), y: Int(top), width: Int(right - left), height: Int(bottom - top)))
    }
    return result
  }
}

extension IgnoredRegions: Codable {
  private enum CodingKeys: String, CodingKey { case items, rects }

  /// Reads `{"items": ["clock"], "rects": ["0,0,390,20"]}`; either key may be absent.
  ///
  /// - Parameter decoder: The decoder.
  /// - Throws: `DecodingError` for a rectangle that is not `x,y,width,height`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let items = try container.decodeIfPresent([String].self, forKey: .items) ?? []
    let texts = try container.decodeIfPresent([String].self, forKey: .rects) ?? []
    var rects: [PixelRect] = []
    for text in texts {
      guard let rect = Self.rect(text) else {
        throw DecodingError.dataCorruptedError(
          forKey: .rects, in: container,
          debugDescription: "\"\(text)\" is not x,y,width,height in whole pixels")
      }
      rects.append(rect)
    }
    self.init(items: items, rects: rects)
  }

  /// Writes the regions' JSON object, each key only when it has entries.
  ///
  /// - Parameter encoder: The encoder.
  /// - Throws: The encoder's errors.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    if !items.isEmpty { try container.encode(items, forKey: .items) }
    if !rects.isEmpty { try container.encode(rects.map(Self.text(of:)), forKey: .rects) }
  }
}
