/// The table view's row animation for inserts, deletes and reloads (`UITableView.RowAnimation`).
///
/// The raw values are the names used in recordings.
public enum RowAnimation: String, CaseIterable, Hashable, Sendable {
  /// Rows fade in or out.
  case fade
  /// Inserted rows slide in from the right; deleted rows slide out to the right.
  case right
  /// Inserted rows slide in from the left; deleted rows slide out to the left.
  case left
  /// Inserted rows slide in from the top; deleted rows slide out toward the top.
  case top
  /// Inserted rows slide in from the bottom; deleted rows slide out toward the bottom.
  case bottom
  /// No animation of the rows themselves; surrounding rows still move.
  case none
  /// Old and new rows stay centred in the space they did or will occupy.
  case middle
  /// The table chooses: `bottom` when inserting at a section's start, `top` at its end.
  case automatic
}
