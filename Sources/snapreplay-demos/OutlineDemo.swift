import Foundation
import SnapshotModel
import SnapshotRecording

/// The WWDC20 outline sample: a sidebar list of the sample's demos, grouped in categories and
/// subcategories, shown through one section snapshot. It starts collapsed; each tap on a
/// disclosure chevron expands or collapses one item, which the collection view does by applying
/// the section snapshot again with that item expanded or collapsed, animated.
enum OutlineDemo {
  enum Section: String, Hashable, Sendable, RecordableIdentifier {
    case main
  }

  /// A menu entry; the sample's `OutlineItem` has a UUID identity, here a readable slug.
  struct Item: Hashable, Sendable, RecordableIdentifier {
    let id: String
    let title: String

    var recordedID: RecordedID { .string(id) }
    var recordedLabel: String? { title }
  }

  /// The menu as a section snapshot, built the way the sample's `initialSnapshot()` does: each
  /// item is appended to its parent, and nothing is expanded.
  static func initialSnapshot() -> DiffableSectionSnapshot<Item> {
    var outline = DiffableSectionSnapshot<Item>()
    var path: [Item] = []
    var usedIDs = Set<String>()
    for line in outlineMenu.split(separator: "\n") {
      let title = String(line.drop { $0 == " " })
      let level = (line.count - title.count) / 2
      path.removeLast(path.count - level)
      let item = Item(id: uniqueSlug(for: title, avoiding: &usedIDs), title: title)
      outline.append([item], to: path.last)
      path.append(item)
    }
    return outline
  }

  /// `title` in lower case with runs of other characters turned into one `-`, suffixed with
  /// `-2`, `-3`… when an earlier item took it ("Orthogonal Sections" is a category and a demo).
  static func uniqueSlug(for title: String, avoiding used: inout Set<String>) -> String {
    var slug = ""
    for character in title.lowercased() {
      if character.isLetter || character.isNumber {
        slug.append(character)
      } else if !slug.isEmpty, slug.last != "-" {
        slug.append("-")
      }
    }
    while slug.hasSuffix("-") { slug.removeLast() }
    var candidate = slug
    var suffix = 2
    while !used.insert(candidate).inserted {
      candidate = "\(slug)-\(suffix)"
      suffix += 1
    }
    return candidate
  }

  /// The user's taps, one every 1.2 s: open a category and a subcategory, close it again, open
  /// another branch, collapse the whole category (its children keep their state, so expanding
  /// it again restores them), then look at other categories. At most 15 rows show at once, so
  /// every step fits the phone-sized viewport.
  static let taps: [(expand: Bool, title: String)] = [
    (true, "Compositional Layout"),
    (true, "Getting Started"),
    (true, "Per-Section Layout"),
    (false, "Getting Started"),
    (true, "Advanced Layouts"),
    (true, "Supplementary Views"),
    (false, "Compositional Layout"),
    (true, "Lists"),
    (false, "Lists"),
    (true, "Compositional Layout"),
    (false, "Advanced Layouts"),
    (true, "Outlines"),
  ]

  static func record(to url: URL) throws {
    let clock = VirtualClock()
    let header = RecordingHeader(
      title: "Outline", source: "OutlineViewController",
      render: [
        "layout": .string("list"), "listStyle": .string("inset-grouped"),
        "viewport": .string("390x844"), "scale": .number(2),
      ])
    let recorder = try DemoRecorder.make(url: url, header: header, clock: clock)
    let dataSource = DiffableDataSource<Section, Item>(
      observer: recorder.observer(view: .collection))
    let initial = initialSnapshot()
    dataSource.apply(initial, to: .main, animatingDifferences: false)
    let itemsByTitle = Dictionary(
      initial.items.map { ($0.title, $0) }, uniquingKeysWith: { first, _ in first })

    for (expand, title) in taps {
      clock.advance(by: 1.2)
      guard let item = itemsByTitle[title] else { continue }
      recorder.mark("user \(expand ? "expanded" : "collapsed") \(title)")
      // What the collection view does for a tap on the outline disclosure accessory.
      var outline = dataSource.snapshot(for: .main)
      if expand { outline.expand([item]) } else { outline.collapse([item]) }
      dataSource.apply(outline, to: .main, animatingDifferences: true)
    }
    recorder.close()
  }
}
