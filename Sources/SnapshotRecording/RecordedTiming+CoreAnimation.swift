#if canImport(UIKit)
  import UIKit

  extension RecordedTiming {
    /// The timing of the first animation found on `layers` (in order, each layer's
    /// `animationKeys()` in order) that Core Animation describes with a curve: a
    /// `CASpringAnimation`'s parameters, or a `CABasicAnimation`'s `duration` and its timing
    /// function's control points (`getControlPoint(at:values:)`; linear when it has none).
    /// `nil` when no layer is animating, as after an apply without animation.
    ///
    /// ```swift
    /// let timing = RecordedTiming(sampling: collectionView.visibleCells.map(\.layer))
    /// // RecordedTiming(duration: 0.3, curve: .cubic(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1))
    /// ```
    ///
    /// The delay is recorded as 0: an animation's `beginTime` is in its layer's time space,
    /// and converting it needs the layer tree's current time; UIKit starts list animations
    /// at once. Not run on a device: compiled against the signature stubs only.
    ///
    /// - Parameter layers: The layers of the visible cells.
    public init?(sampling layers: [CALayer]) {
      for layer in layers {
        for key in layer.animationKeys() ?? [] {
          guard let animation = layer.animation(forKey: key),
            let timing = RecordedTiming(animation)
          else { continue }
          self = timing
          return
        }
      }
      return nil
    }

    /// The timing of one Core Animation animation, `nil` for kinds that have no single curve
    /// (groups, transitions, keyframes).
    private init?(_ animation: CAAnimation) {
      if let spring = animation as? CASpringAnimation {
        self.init(
          duration: Double(spring.duration),
          curve: .spring(
            Spring(
              mass: Double(spring.mass), stiffness: Double(spring.stiffness),
              damping: Double(spring.damping), initialVelocity: Double(spring.initialVelocity))))
      } else if let basic = animation as? CABasicAnimation {
        var first: [Float] = [0, 0]
        var second: [Float] = [1, 1]
        if let function = basic.timingFunction {
          function.getControlPoint(at: 1, values: &first)
          function.getControlPoint(at: 2, values: &second)
        }
        self.init(
          duration: Double(basic.duration),
          curve: .cubic(
            x1: Double(first[0]), y1: Double(first[1]), x2: Double(second[0]),
            y2: Double(second[1])))
      } else {
        return nil
      }
    }
  }
#endif
