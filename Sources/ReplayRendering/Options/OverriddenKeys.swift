/// The options a caller set, kept in ``RenderOptions`` beside the values: equal to every other
/// and hashed as nothing, so that two options with the same values are equal however their
/// values were set (from a header hint or from the command line).
///
/// ```swift
/// OverriddenKeys(keys: [.fps]) == OverriddenKeys()  // true
/// ```
struct OverriddenKeys: Hashable, Sendable {
  /// The options set by the caller's overrides.
  var keys: Set<RenderOptionKey> = []

  static func == (lhs: OverriddenKeys, rhs: OverriddenKeys) -> Bool { true }

  func hash(into hasher: inout Hasher) {}
}
