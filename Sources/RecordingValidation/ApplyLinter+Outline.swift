import SnapshotRecording

extension ApplyLinter {
  /// Outline sections whose `parent` / `expanded` keys disagree with each other (recording
  /// format v1, "Outline items"): the reader has already rejected parents that are not earlier
  /// items, so what is left is readable, and a replay draws it as recorded. One warning per
  /// kind of disagreement per apply, naming up to five items:
  /// - a collapsed parent (`"expanded":false`) whose children are listed: only visible items
  ///   are recorded;
  /// - an item with listed children but no `expanded` key: the replay shows it expanded;
  /// - `"expanded":true` on an item with no listed child: a leaf carries no `expanded` key, and
  ///   an expanded parent's children are visible;
  /// - a child listed apart from its parent's rows: a list shows a parent's visible children
  ///   right below it (UIKit's `visibleItems`, reference §1.3).
  func outlineInconsistencies(in apply: ApplyEvent) -> [String] {
    var collapsedWithChildren: [RecordedID] = []
    var parentsWithoutState: [RecordedID] = []
    var expandedLeaves: [RecordedID] = []
    var misplacedChildren: [RecordedID] = []
    for section in apply.sections where section.isOutline {
      let parents = Set(section.items.lazy.compactMap(\.parent))
      // The rows from the root to the previous item: a child's parent must be one of them.
      var path: [RecordedID] = []
      for item in section.items {
        switch (item.expanded, parents.contains(item.id)) {
        case (false?, true): collapsedWithChildren.append(item.id)
        case (nil, true): parentsWithoutState.append(item.id)
        case (true?, false): expandedLeaves.append(item.id)
        default: break
        }
        if let parent = item.parent {
          if let depth = path.lastIndex(of: parent) {
            path.removeSubrange((depth + 1)...)
          } else {
            misplacedChildren.append(item.id)
            path.removeAll()
          }
        } else {
          path.removeAll()
        }
        path.append(item.id)
      }
    }
    var messages: [String] = []
    if !collapsedWithChildren.isEmpty {
      messages.append(
        "\(Self.outlineList(collapsedWithChildren)) collapsed (\"expanded\":false) but "
          + "\(Self.verb(collapsedWithChildren, "has", "have")) children listed; a recording "
          + "lists only visible items, and a collapsed parent's children are hidden")
    }
    if !parentsWithoutState.isEmpty {
      messages.append(
        "\(Self.outlineList(parentsWithoutState, verb: "has", plural: "have")) children listed "
          + "but no \"expanded\" key; the replay shows "
          + (parentsWithoutState.count == 1 ? "it" : "them") + " expanded")
    }
    if !expandedLeaves.isEmpty {
      messages.append(
        "\(Self.outlineList(expandedLeaves)) marked \"expanded\":true but no child is listed; "
          + "an expanded parent's children are visible, and a leaf has no \"expanded\" key")
    }
    if !misplacedChildren.isEmpty {
      messages.append(
        "\(Self.outlineList(misplacedChildren)) listed apart from "
          + (misplacedChildren.count == 1 ? "its parent" : "their parents")
          + "; a list shows a parent's visible children right below it")
    }
    return messages
  }

  /// `item "a" is` or `items "a", "b" and 4 more are`.
  private static func outlineList(
    _ ids: [RecordedID], verb: String = "is", plural: String = "are"
  ) -> String {
    let shown = ids.prefix(5).map(\.jsonText).joined(separator: ", ")
    let more = ids.count > 5 ? " and \(ids.count - 5) more" : ""
    return ids.count == 1 ? "item \(shown) \(verb)" : "items \(shown)\(more) \(plural)"
  }

  private static func verb(_ ids: [RecordedID], _ singular: String, _ plural: String) -> String {
    ids.count == 1 ? singular : plural
  }
}
