import Foundation
import ReplayRendering
import ReplayTestSupport
import Testing

/// `snapreplay --version` prints the one version: the first line of the repository's `VERSION`
/// file, which the build turns into `SnapreplayVersion.current`.
@Suite struct VersionTests {
  /// `VERSION`'s first line, as the build-tool plugin reads it.
  static func versionFile() throws -> String {
    let text = try String(
      contentsOf: PackageFiles.root.appendingPathComponent("VERSION"), encoding: .utf8)
    return String(text.prefix { !$0.isNewline }).trimmingCharacters(in: .whitespaces)
  }

  @Test func versionPrintsTheVersionFile() throws {
    let run = try CommandRun.snapreplay(["--version"])
    #expect(run.exitCode == 0)
    #expect(run.standardOutput == "\(try Self.versionFile())\n")
    #expect(run.standardError.isEmpty)
  }

  @Test func fingerprintsUseTheVersionFile() throws {
    #expect(SnapreplayVersion.current == (try Self.versionFile()))
  }
}
