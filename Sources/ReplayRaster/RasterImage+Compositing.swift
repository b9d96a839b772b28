extension RasterImage {
  /// Draws `image` into `rect` (its size), as an animated PNG frame is drawn over the canvas:
  /// replacing the rectangle's pixels (`blending` false, `APNG_BLEND_OP_SOURCE`) or laying
  /// them over it by their alpha (`APNG_BLEND_OP_OVER`, straight alpha, rounded).
  ///
  /// - Parameters:
  ///   - image: The frame's pixels, `rect`'s size.
  ///   - rect: Where, inside this image.
  ///   - blending: Whether to blend by alpha rather than replace.
  /// - Precondition: `rect` lies inside this image and is `image`'s size.
  mutating func draw(_ image: RasterImage, at rect: PixelRect, blending: Bool) {
    precondition(image.width == rect.width && image.height == rect.height)
    // `rgba`'s setter is the type's own; the pixels are changed in a copy and put back.
    var rgba = self.rgba
    defer { self = RasterImage(width: width, height: height, rgba: rgba) }
    for row in 0..<rect.height {
      let source = row * image.width * 4
      let target = ((rect.y + row) * width + rect.x) * 4
      guard blending else {
        rgba.replaceSubrange(
          target..<target + rect.width * 4, with: image.rgba[source..<source + rect.width * 4])
        continue
      }
      for column in 0..<rect.width {
        let s = source + column * 4
        let t = target + column * 4
        let alpha = Int(image.rgba[s + 3])
        if alpha == 255 {
          for channel in 0..<4 { rgba[t + channel] = image.rgba[s + channel] }
          continue
        }
        guard alpha > 0 else { continue }
        // Straight alpha: out = src·a + dst·b·(1 − a), divided by the result's alpha.
        let under = Int(rgba[t + 3]) * (255 - alpha) / 255
        let outAlpha = alpha + under
        for channel in 0..<3 {
          let value = Int(image.rgba[s + channel]) * alpha + Int(rgba[t + channel]) * under
          rgba[t + channel] = UInt8((value + outAlpha / 2) / outAlpha)
        }
        rgba[t + 3] = UInt8(outAlpha)
      }
    }
  }

  /// Makes `rect` fully transparent black, as `APNG_DISPOSE_OP_BACKGROUND` does.
  ///
  /// - Parameter rect: A rectangle inside this image.
  mutating func clear(_ rect: PixelRect) {
    var rgba = self.rgba
    defer { self = RasterImage(width: width, height: height, rgba: rgba) }
    for row in rect.y..<rect.y + rect.height {
      let start = (row * width + rect.x) * 4
      rgba.replaceSubrange(
        start..<start + rect.width * 4, with: repeatElement(0, count: rect.width * 4))
    }
  }
}
