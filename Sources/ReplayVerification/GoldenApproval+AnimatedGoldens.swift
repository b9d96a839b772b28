import Foundation
import ReplayRaster
import ReplayRendering
import SnapshotRecording

extension GoldenApproval.Prepared {
  /// Commits an approval into goldens kept as one animated PNG (``AnimatedGoldens``): the
  /// animation is unpacked into a scratch directory, the approved frames written and removed
  /// there with the manifest and `golden.json`, and the whole packed back — the same bytes
  /// `verify --golden-format apng --record failed` would write. Nothing of the golden
  /// directory changes when a step before the packing fails.
  ///
  /// - Returns: How many goldens were written and removed.
  /// - Throws: ``ApprovalError/fileSystem(path:reason:)``.
  func commitAnimated() throws(ApprovalError) -> (written: Int, removed: Int) {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
      "snapreplay-approve-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let goldens = AnimatedGoldens(self.goldens)
    var removed = 0
    do throws(VerificationError) {
      do {
        try OutputPath.createDirectory(scratch)
      } catch {
        throw .fileSystem(path: error.path, reason: error.description)
      }
      try goldens.extract(into: scratch)
      for name in removals {
        let path = scratch.appendingPathComponent(name).path
        if unlink(path) == 0 { removed += 1 }
      }
      var files = writes
      if !writes.isEmpty || removed > 0 {
        if let manifest { files.append((FrameDirectory.manifestName, manifest)) }
        if var recipe {
          recipe.goldenFormat = .apng
          files.append((GoldenRecipe.fileName, Array(recipe.json.utf8)))
        }
      }
      for (name, bytes) in files {
        let url = scratch.appendingPathComponent(name)
        do {
          try AtomicFile.write(bytes, to: url)
        } catch {
          throw .fileSystem(path: url.path, reason: "cannot write it: \(error.reason)")
        }
      }
      if !writes.isEmpty || removed > 0 { try goldens.store(from: scratch) }
    } catch .fileSystem(let path, let reason) {
      throw .fileSystem(path: path, reason: reason)
    } catch {
      // The error names the file it is about (the animation, a frame): said as it is.
      throw .refused([error.description])
    }
    return (writes.count, removed)
  }
}
