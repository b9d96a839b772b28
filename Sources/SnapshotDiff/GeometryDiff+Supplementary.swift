public import SnapshotRecording

extension GeometryDiff {
  /// A supplementary view's place in a `layout` line: its kind, its section and its order
  /// among that section's views of that kind — what keys the same view in two lines, as the
  /// replay keys it (docs/Rendering.md, "Recorded geometry").
  ///
  /// ```swift
  /// let slot = GeometryDiff.SupplementarySlot(kind: .footer, section: "general", index: 0)
  /// print(slot.text)  // footer general
  /// ```
  public struct SupplementarySlot: Hashable, Sendable {
    /// The view's kind.
    public var kind: RecordedSupplementaryView.Kind
    /// Its section.
    public var section: RecordedID
    /// Its order among the section's views of its kind in the line, from 0.
    public var index: Int

    /// Creates a slot.
    ///
    /// - Parameters:
    ///   - kind: The view's kind.
    ///   - section: Its section.
    ///   - index: Its order among the section's views of its kind.
    public init(kind: RecordedSupplementaryView.Kind, section: RecordedID, index: Int) {
      self.kind = kind
      self.section = section
      self.index = index
    }

    /// `footer general`, and `#2` after it for the third footer of a section; escaped for
    /// the terminal.
    public var text: String {
      "\(TerminalText.escaped(kind.text)) \(TerminalText.escaped(section.description))"
        + (index > 0 ? " #\(index + 1)" : "")
    }
  }

  /// A supplementary view in both lines whose rect, text or pinning changed.
  public struct ChangedSupplementary: Hashable, Sendable {
    /// Which view.
    public var slot: SupplementarySlot
    /// It in the earlier line.
    public var from: RecordedSupplementaryView
    /// It in the later line.
    public var to: RecordedSupplementaryView
  }

  /// A supplementary view only one of the two lines has.
  public struct PlacedSupplementary: Hashable, Sendable {
    /// Which view.
    public var slot: SupplementarySlot
    /// The view as that line records it.
    public var view: RecordedSupplementaryView
  }

  /// The supplementary views of a line, each with its slot, in the line's order.
  static func slotted(_ views: [RecordedSupplementaryView]) -> [PlacedSupplementary] {
    struct Count: Hashable {
      var kind: RecordedSupplementaryView.Kind
      var section: RecordedID
    }
    var counts: [Count: Int] = [:]
    return views.map { view in
      let count = Count(kind: view.kind, section: view.section)
      let index = counts[count, default: 0]
      counts[count] = index + 1
      return PlacedSupplementary(
        slot: SupplementarySlot(kind: view.kind, section: view.section, index: index), view: view)
    }
  }

  /// Fills in the supplementary views that changed, appeared and disappeared between the two
  /// lines' `supplementary` lists.
  ///
  /// - Complexity: O(*s*) on average for *s* views in the two lines.
  mutating func compareSupplementary(
    _ from: [RecordedSupplementaryView], _ to: [RecordedSupplementaryView]
  ) {
    let earlier = Self.slotted(from)
    let later = Self.slotted(to)
    var earlierViews: [SupplementarySlot: RecordedSupplementaryView] = [:]
    for placed in earlier { earlierViews[placed.slot] = placed.view }
    var laterSlots: Set<SupplementarySlot> = []
    for placed in later {
      laterSlots.insert(placed.slot)
      if let old = earlierViews[placed.slot] {
        if old != placed.view {
          changedSupplementary.append(
            ChangedSupplementary(slot: placed.slot, from: old, to: placed.view))
        }
      } else {
        appearedSupplementary.append(placed)
      }
    }
    disappearedSupplementary = earlier.filter { !laterSlots.contains($0.slot) }
  }
}
