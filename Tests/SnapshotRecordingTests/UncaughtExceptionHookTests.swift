import Foundation
import RecordingFormat
import ReplayTestSupport
import Testing

@testable import SnapshotRecording

/// The install-and-chain logic of the uncaught-exception hook, through its injected handler slot
/// (on Apple platforms the slot is `NSGetUncaughtExceptionHandler`/`NSSetUncaughtExceptionHandler`;
/// handlers are named by strings here).
@Suite struct UncaughtExceptionHookTests {
  /// A process's handler slot, recording every install.
  private final class FakeSlot: @unchecked Sendable {
    var installed: String?
    var installs: [String?] = []

    init(installed: String?) { self.installed = installed }

    var slot: UncaughtExceptionHook<String>.Slot {
      .init(
        read: { self.installed },
        write: { handler in
          self.installed = handler
          self.installs.append(handler)
        })
    }
  }

  private static func flightRecorder() throws -> SnapshotRecorder {
    SnapshotRecorder(
      flightRecorderDumpingTo: try ScratchDirectory.file(prefix: "UncaughtExceptionHookTests"),
      capacity: 8, clock: { 0 }, queueLabel: { nil })
  }

  @Test func installsNothingBeforeARecorderIsRegistered() {
    let fake = FakeSlot(installed: "crash reporter")
    _ = UncaughtExceptionHook(slot: fake.slot, handler: "dump")
    #expect(fake.installed == "crash reporter")
    #expect(fake.installs.isEmpty)
  }

  @Test func theFirstRegistrationInstallsTheHandlerAndKeepsThePreviousOne() throws {
    let fake = FakeSlot(installed: "crash reporter")
    let hook = UncaughtExceptionHook(slot: fake.slot, handler: "dump")
    let recorder = try Self.flightRecorder()
    hook.register(recorder)
    #expect(fake.installed == "dump")
    #expect(hook.previousHandler == "crash reporter")
  }

  @Test func laterRegistrationsNeitherReinstallNorChainToThemselves() throws {
    let fake = FakeSlot(installed: "crash reporter")
    let hook = UncaughtExceptionHook(slot: fake.slot, handler: "dump")
    let first = try Self.flightRecorder()
    let second = try Self.flightRecorder()
    hook.register(first)
    hook.register(second)
    hook.register(first)
    #expect(fake.installs == ["dump"])
    #expect(hook.previousHandler == "crash reporter")
  }

  @Test func handlingDumpsEveryRecorderThenReturnsThePreviousHandler() throws {
    let fake = FakeSlot(installed: "crash reporter")
    let hook = UncaughtExceptionHook(slot: fake.slot, handler: "dump")
    let first = try Self.flightRecorder()
    let second = try Self.flightRecorder()
    first.recordApply(sections: [("s", [1])])
    second.mark("opened")
    hook.register(first)
    hook.register(second)
    let next = hook.handle(
      reason: "uncaught NSInternalInconsistencyException: Invalid batch updates")
    #expect(next == "crash reporter")
    for recorder in [first, second] {
      let recording = try Recording(contentsOf: recorder.url)
      #expect(
        recording.markers.last?.label
          == "dump: uncaught NSInternalInconsistencyException: Invalid batch updates")
    }
    #expect(try Recording(contentsOf: first.url).applies.map(\.seq) == [1])
  }

  @Test func withNoPreviousHandlerThereIsNothingToChainTo() throws {
    let fake = FakeSlot(installed: nil)
    let hook = UncaughtExceptionHook(slot: fake.slot, handler: "dump")
    let recorder = try Self.flightRecorder()
    hook.register(recorder)
    #expect(hook.handle(reason: "uncaught") == nil)
    #expect(FileManager.default.fileExists(atPath: recorder.url.path))
  }

  @Test func aRecorderReleasedByTheAppIsNotKeptAliveOrDumped() throws {
    let fake = FakeSlot(installed: "crash reporter")
    let hook = UncaughtExceptionHook(slot: fake.slot, handler: "dump")
    var recorder: SnapshotRecorder? = try Self.flightRecorder()
    let url = try #require(recorder?.url)
    weak let released = recorder
    if let recorder { hook.register(recorder) }
    recorder = nil
    #expect(released == nil)
    #expect(hook.handle(reason: "uncaught") == "crash reporter")
    #expect(!FileManager.default.fileExists(atPath: url.path))
  }
}
