import SnapshotRecording

extension TransitionDiff {
  /// The transition as the `diff --json` contract's object, on one line, keys in the
  /// contract's order; identifiers as JSON (strings quoted, integers bare).
  ///
  /// Wrapped here; printed as one line:
  ///
  /// ```json
  /// {"from":3,"to":4,"sections":{"deleted":[],"inserted":[],"moved":[],"reloaded":[]},
  ///  "items":{"deleted":[{"id":"n-2","at":[1,1]}],"inserted":[{"id":"n-9","at":[1,0]}],
  ///  "moved":[{"id":"n-1","from":[1,0],"to":[1,1]}],"reloaded":[],"reconfigured":[]}}
  /// ```
  public var jsonLine: String {
    let sections = changeset.sections
    let items = changeset.items
    func list<T>(_ values: [T], _ write: (T) -> String) -> String {
      "[" + values.map(write).joined(separator: ",") + "]"
    }
    func path(_ path: ItemIndexPath) -> String { "[\(path.section),\(path.item)]" }
    let id = Self.json
    let sectionPart =
      "{\"deleted\":" + list(sections.deleted) { "{\"id\":\(id($0.id)),\"at\":\($0.index)}" }
      + ",\"inserted\":" + list(sections.inserted) { "{\"id\":\(id($0.id)),\"at\":\($0.index)}" }
      + ",\"moved\":"
      + list(sections.moved) { "{\"id\":\(id($0.id)),\"from\":\($0.from),\"to\":\($0.to)}" }
      + ",\"reloaded\":" + list(sections.reloaded, id) + "}"
    let itemPart =
      "{\"deleted\":" + list(items.deleted) { "{\"id\":\(id($0.id)),\"at\":\(path($0.indexPath))}" }
      + ",\"inserted\":"
      + list(items.inserted) { "{\"id\":\(id($0.id)),\"at\":\(path($0.indexPath))}" }
      + ",\"moved\":"
      + list(items.moved) {
        "{\"id\":\(id($0.id)),\"from\":\(path($0.from)),\"to\":\(path($0.to))}"
      }
      + ",\"reloaded\":" + list(items.reloaded, id)
      + ",\"reconfigured\":" + list(items.reconfigured, id) + "}"
    return "{\"from\":\(fromSeq),\"to\":\(toSeq),\"sections\":\(sectionPart),\"items\":\(itemPart)}"
  }

  /// An identifier as JSON: integers bare, strings quoted and escaped as recordings write them.
  static func json(_ id: RecordedID) -> String {
    id.jsonText
  }
}
