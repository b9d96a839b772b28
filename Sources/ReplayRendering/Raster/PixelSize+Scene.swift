public import ReplayRaster

extension PixelSize {
  /// The largest width or height an image surface may have (Cairo's limit).
  public static let maximumDimension = 32_767

  /// The pixel size of `scene`: its size in points × its scale, rounded to whole pixels.
  ///
  /// - Throws: ``RenderingError/invalidCanvas(width:height:scale:)`` when the size or scale is
  ///   not positive and finite, ``RenderingError/canvasTooLarge(pixelWidth:pixelHeight:limit:)``
  ///   when a side exceeds ``maximumDimension``; both before any Cairo call.
  public init(of scene: FrameScene) throws(RenderingError) {
    let size = scene.size
    let scale = scene.scale
    let pixelWidth = size.width * scale
    let pixelHeight = size.height * scale
    guard pixelWidth.isFinite, pixelHeight.isFinite, scale > 0, pixelWidth >= 0.5,
      pixelHeight >= 0.5
    else {
      throw .invalidCanvas(width: size.width, height: size.height, scale: scale)
    }
    let limit = Double(Self.maximumDimension)
    guard pixelWidth.rounded() <= limit, pixelHeight.rounded() <= limit else {
      throw .canvasTooLarge(
        pixelWidth: pixelWidth < 1e15 ? Int(pixelWidth.rounded()) : Int.max,
        pixelHeight: pixelHeight < 1e15 ? Int(pixelHeight.rounded()) : Int.max,
        limit: Self.maximumDimension)
    }
    self.init(width: Int(pixelWidth.rounded()), height: Int(pixelHeight.rounded()))
  }
}
