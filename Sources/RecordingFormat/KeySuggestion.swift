/// Finds the known key an unknown one was probably meant to be: `lable` → `label`.
///
/// Unknown keys are legal in a recording (later versions add keys), so a near miss is only a
/// warning. A key is a near miss of a known one when their edit distance — insertions, deletions,
/// substitutions and swaps of two neighbouring characters, ignoring case — is at most 2 and less
/// than the shorter key's length, so that `ID` suggests `id` but `x` or `ab` suggest nothing.
///
/// ```swift
/// KeySuggestion.nearest(to: "lable", among: ["id", "label", "detail", "color"])   // "label"
/// KeySuggestion.nearest(to: "colour", among: ["id", "label", "detail", "color"])  // "color"
/// KeySuggestion.nearest(to: "mood", among: ["id", "label", "detail", "color"])    // nil
/// ```
package enum KeySuggestion {
  /// The largest edit distance that still counts as a near miss.
  package static let maximumDistance = 2

  /// The known key closest to `key` (the first listed on a tie), or `nil` when `key` is known or
  /// near none.
  ///
  /// - Parameters:
  ///   - key: A key the decoder does not know.
  ///   - known: The keys of that object, in the decoder's order.
  /// - Returns: The suggestion.
  /// - Complexity: O(*k* · *m*) for *k* known keys of at most *m* characters: a key far longer
  ///   than every known key is rejected on its length alone.
  package static func nearest(to key: String, among known: some Sequence<String>) -> String? {
    let known = Array(known)
    guard !known.contains(key) else { return nil }
    let longest = known.map(\.unicodeScalars.count).max() ?? 0
    // Checked on bytes first: a hostile key may be a megabyte long.
    guard key.utf8.count <= 4 * (longest + maximumDistance) else { return nil }
    let typed = folded(key)
    var best: (key: String, distance: Int)?
    for candidate in known {
      let target = folded(candidate)
      guard abs(typed.count - target.count) <= maximumDistance else { continue }
      let distance = self.distance(typed, target)
      guard distance <= maximumDistance, distance < min(typed.count, target.count) else {
        continue
      }
      if distance < best?.distance ?? .max { best = (candidate, distance) }
    }
    return best?.key
  }

  private static func folded(_ key: String) -> [Unicode.Scalar] {
    Array(key.lowercased().unicodeScalars)
  }

  /// The optimal-string-alignment distance: Levenshtein plus adjacent transpositions.
  private static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    let width = b.count + 1
    var rows = [[Int]](repeating: [Int](repeating: 0, count: width), count: a.count + 1)
    for j in 0...b.count { rows[0][j] = j }
    for i in 1...a.count {
      rows[i][0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var value = min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          value = min(value, rows[i - 2][j - 2] + 1)
        }
        rows[i][j] = value
      }
    }
    return rows[a.count][b.count]
  }
}
