/// What kind of difference one failing frame shows, so that a reviewer can accept all frames
/// of a kind at once (every `pixels-only` frame, say) and leave the others failing.
///
/// A recording's ``VerificationClassification`` says what its first difference is; a frame's
/// kind says what that frame's is: a recording that is `changed` may have pixels-only frames
/// before the change.
///
/// ```swift
/// let kind = result.kind(of: result.report.frames[12])
/// print(kind?.label ?? "passed")  // pixels-only
/// ```
public enum FrameKind: String, CaseIterable, Sendable {
  /// The frame's structure (its cells, their content and places) differs from its golden's.
  case changed
  /// The frame's structure is its golden's; only pixels differ.
  case pixelsOnly
  /// The frame and its golden have different sizes.
  case sizeDiffers
  /// The render has this frame and the goldens do not.
  case noGolden
  /// The goldens have this frame and the render no longer does.
  case notRendered
  /// The pixels differ and the goldens keep no structure to say more.
  case different

  /// The words the report shows: `changed`, `pixels-only`, `no golden`.
  public var label: String {
    switch self {
    case .changed: "changed"
    case .pixelsOnly: "pixels-only"
    case .sizeDiffers: "size differs"
    case .noGolden: "no golden"
    case .notRendered: "no longer rendered"
    case .different: "different"
    }
  }
}
