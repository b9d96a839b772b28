import Foundation
import Logging
import SnapshotModel
import Testing

/// A log handler that keeps every message, for tests.
struct CapturingLogHandler: LogHandler {
  /// Where the messages go: one shared, locked list.
  final class Sink: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [(level: Logger.Level, message: String)] = []

    var messages: [(level: Logger.Level, message: String)] { lock.withLock { stored } }

    func append(_ level: Logger.Level, _ message: String) {
      lock.withLock { stored.append((level, message)) }
    }
  }

  let sink: Sink
  var metadata: Logger.Metadata = [:]
  var logLevel: Logger.Level = .trace

  subscript(metadataKey key: String) -> Logger.Metadata.Value? {
    get { metadata[key] }
    set { metadata[key] = newValue }
  }

  func log(event: LogEvent) {
    sink.append(event.level, event.message.description)
  }
}

/// Every test of this process logs into one sink; each test looks for its own identifiers.
let consoleSink: CapturingLogHandler.Sink = {
  let sink = CapturingLogHandler.Sink()
  UIKitConsole.logger = Logger(label: "tests") { _ in CapturingLogHandler(sink: sink) }
  return sink
}()

/// Reference §6 (and §2.1): UIKit's non-fatal console messages, through swift-log.
@Suite struct UIKitConsoleTests {
  func logged(containing text: String) -> [(level: Logger.Level, message: String)] {
    consoleSink.messages.filter { $0.message.contains(text) }
  }

  @Test func appendingAnExistingItemMovesItAndLogsUIKitsSingularMessage() {
    _ = consoleSink
    var snapshot = makeSnapshot("A: single-1 single-2", "B:")
    snapshot.appendItems(["single-1"], toSection: "B")
    #expect(layout(snapshot) == ["A: single-2", "B: single-1"])
    let messages = logged(containing: "single-1")
    #expect(messages.map(\.level) == [.error])
    #expect(
      messages.map(\.message) == [
        "Diffable data source detected an attempt to insert or append 1 item identifier that "
          + "already exists in the snapshot. The existing item identifier will be moved into "
          + "place instead, but this operation will be more expensive. For best performance, "
          + "inserted item identifiers should always be unique. Set a symbolic breakpoint on "
          + "BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__IDENTIFIER_ALREADY_EXISTS to catch this in "
          + "the debugger. Item identifier that already exists: single-1"
      ])
  }

  @Test func insertingExistingItemsLogsUIKitsPluralMessage() {
    _ = consoleSink
    var snapshot = makeSnapshot("A: plural-1 plural-2 plural-3")
    snapshot.insertItems(["plural-3", "plural-2"], beforeItem: "plural-1")
    #expect(layout(snapshot) == ["A: plural-3 plural-2 plural-1"])
    let messages = logged(containing: "plural-2")
    #expect(
      messages.map(\.message) == [
        "Diffable data source detected an attempt to insert or append 2 item identifiers that "
          + "already exist in the snapshot. The existing item identifiers will be moved into "
          + "place instead, but this operation will be more expensive. For best performance, "
          + "inserted item identifiers should always be unique. Set a symbolic breakpoint on "
          + "BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__IDENTIFIER_ALREADY_EXISTS to catch this in "
          + "the debugger. Item identifiers that already exist: (\n    plural-3,\n    plural-2\n)"
      ])
  }

  @Test func appendingNewItemsLogsNothing() {
    _ = consoleSink
    var snapshot = makeSnapshot("A: quiet-1")
    snapshot.appendItems(["quiet-2"])
    snapshot.moveItem("quiet-2", beforeItem: "quiet-1")
    #expect(logged(containing: "quiet-").isEmpty)
  }

  @Test func applyingFromTheMainQueueAndFromAnotherQueueLogsUIKitsWarning() async {
    let result = await #expect(
      processExitsWith: .success, observing: [\.standardOutputContent]
    ) {
      let sink = CapturingLogHandler.Sink()
      UIKitConsole.logger = Logger(label: "tests") { _ in CapturingLogHandler(sink: sink) }
      let dataSource = DiffableDataSource<String, String>()
      let background = DispatchQueue(label: "background")
      background.sync { dataSource.apply(makeSnapshot("A:")) }
      background.sync { dataSource.apply(makeSnapshot("B:")) }
      print("after two background applies: \(sink.messages.count)")
      await MainActor.run { dataSource.apply(makeSnapshot("C:")) }
      for (level, message) in sink.messages { print("\(level): \(message)") }
    }
    let output = String(decoding: result?.standardOutputContent ?? [], as: UTF8.self)
    #expect(
      output
        == "after two background applies: 0\n"
        + "warning: Warning: applying updates in a non-thread confined manner is dangerous and "
        + "can lead to deadlocks. Please always submit updates either always on the main queue "
        + "or always off the main queue\n")
  }

  @Test func messagesAreSilentUntilTheAppSetsALogger() async {
    let result = await #expect(
      processExitsWith: .success, observing: [\.standardOutputContent, \.standardErrorContent]
    ) {
      var snapshot = makeSnapshot("A: a")
      snapshot.appendItems(["a"])
      let dataSource = DiffableDataSource<String, String>()
      DispatchQueue(label: "background").sync { dataSource.apply(snapshot) }
      await MainActor.run { dataSource.apply(snapshot) }
    }
    #expect(result?.standardOutputContent.isEmpty == true)
    #expect(result?.standardErrorContent.isEmpty == true)
  }
}
