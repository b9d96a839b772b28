import ReplayTestSupport
import SnapshotDiff
import SnapshotModel

// Prints milliseconds per diff (median) for SnapshotChangeset and for the standard library's
// `difference(from:).inferringMoves()` on the same data flattened to arrays, with the number of
// moves each reports next to the minimum.

typealias Snapshot = DiffableSnapshot<Int, Int>

let clock = ContinuousClock()

/// Median milliseconds of `body` over `runs` runs, at most until `budget` is spent (≥ 1 run).
func medianMilliseconds(runs: Int, budget: Duration, _ body: () -> Void) -> (Double, Int) {
  var samples: [Double] = []
  let start = clock.now
  while samples.count < runs && (samples.isEmpty || clock.now - start < budget) {
    let elapsed = clock.measure(body)
    samples.append(
      Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15)
  }
  samples.sort()
  return (samples[samples.count / 2], samples.count)
}

func format(_ milliseconds: Double) -> String {
  let rounded = (milliseconds * 1000).rounded() / 1000
  return "\(rounded) ms"
}

var generator = SplitMix64(seed: 0x5EED)
let workloads = [
  Workload.mix(10_000, generator: &generator),
  Workload.mix(100_000, generator: &generator),
  Workload.reverse(10_000),
  Workload.insertionStep(rows: 30, columns: 40, generator: &generator),
  Workload.identical(20_000),
]

print("SnapshotChangeset vs stdlib difference(from:).inferringMoves(), median ms per diff")
for workload in workloads {
  let old = try Snapshot(validating: workload.old)
  let new = try Snapshot(validating: workload.new)
  var changeset = SnapshotChangeset(from: old, to: new)
  let (ours, ourRuns) = medianMilliseconds(runs: 11, budget: .seconds(5)) {
    changeset = SnapshotChangeset(from: old, to: new)
  }
  precondition((try? apply(changeset, to: old)) == new, "oracle failed for \(workload.name)")

  let oldItems = workload.old.flatMap(\.1)
  let newItems = workload.new.flatMap(\.1)
  var difference = newItems.difference(from: oldItems)
  // The standard library is quadratic in the worst case: cap it by a time budget.
  let (stdlib, stdlibRuns) = medianMilliseconds(runs: 5, budget: .seconds(20)) {
    difference = newItems.difference(from: oldItems).inferringMoves()
  }
  let stdlibMoves = difference.removals.filter {
    if case .remove(_, _, let associated) = $0 { return associated != nil }
    return false
  }.count

  print("")
  print("\(workload.name) (\(oldItems.count) → \(newItems.count) items)")
  print("  SnapshotChangeset: \(format(ours)) (median of \(ourRuns))")
  let capped = stdlibRuns < 5 ? ", capped by a 20 s budget" : ""
  print("  stdlib:            \(format(stdlib)) (median of \(stdlibRuns)\(capped))")
  print("  ratio:             \(Int((stdlib / max(ours, 0.0001)).rounded()))× faster")
  print(
    "  moves:             ours \(changeset.items.moved.count), stdlib \(stdlibMoves), "
      + "minimum \(workload.minimumMoves)")
  let perTenThousand = ours / Double(max(oldItems.count, 1)) * 10_000
  print("  per 10k items:     \(format(perTenThousand))")
}
