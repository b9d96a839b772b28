/// What a ``SnapshotRecorder`` remembers of the cell images it recorded: which digests it wrote
/// (each is written once), their bytes against the budget, the image each item names in the
/// next apply, and, in a flight recorder, the image lines themselves until a dump.
///
/// ```swift
/// var ledger = CellImageLedger()
/// ledger.imageOfItem["a"] = digest   // the next apply's item "a" gets "image": digest
/// ```
struct CellImageLedger: Sendable {
  /// The digests written (or kept).
  var written: Set<CellImageDigest> = []
  /// Their PNG bytes together.
  var bytes = 0
  /// The image each item names from the next apply on.
  var imageOfItem: [RecordedID: CellImageDigest] = [:]
  /// Whether an image did not fit the budget: said once.
  var budgetExceeded = false
  /// A flight recorder's image lines, by digest: kept apart from its ring of lines, so that an
  /// image outlives the line that first named it while a kept line still names it.
  var keptLines: [CellImageDigest: String] = [:]

  /// Sets the image of each item of `apply` that has one.
  func name(in apply: inout ApplyEvent) {
    for section in apply.sections.indices {
      for index in apply.sections[section].items.indices {
        let id = apply.sections[section].items[index].id
        if let digest = imageOfItem[id] { apply.sections[section].items[index].image = digest }
      }
    }
  }

  /// The kept image lines that `lines` name, in the order of their digests (deterministic).
  func keptLines(namedIn lines: [String]) -> [String] {
    guard !keptLines.isEmpty else { return [] }
    let marker = "\"image\":\"" + CellImageDigest.prefix
    var named: Set<CellImageDigest> = []
    for line in lines where line.contains(marker) {
      var rest = Substring(line)
      while let found = rest.range(of: marker) {
        let digits = rest[found.upperBound...].prefix(64)
        if let digest = CellImageDigest(CellImageDigest.prefix + digits) { named.insert(digest) }
        rest = rest[found.upperBound...]
      }
    }
    return named.sorted().compactMap { keptLines[$0] }
  }
}
