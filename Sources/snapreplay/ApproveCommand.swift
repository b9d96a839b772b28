import ArgumentParser
import Foundation
import ReplayRaster
import ReplayRendering
import ReplayVerification
import SnapshotRecording

/// `snapreplay approve approvals.json`: re-records exactly the goldens a verify report's
/// Accept button listed, after checking that each renders as the report showed it.
struct ApproveCommand: ReplayCommand {
  static let configuration = CommandConfiguration(
    commandName: "approve",
    abstract: "Re-record the goldens listed in an approvals.json from a verify report.",
    discussion: """
      Reads the approvals.json that a verify report's Accept button downloads, renders each \
      listed recording again with the options verify ran with, and checks every approved frame \
      against the hash of the frame the report showed. Only when all of them match does it \
      write the approved frames into their golden directories (with each directory's \
      manifest.json and golden.json of the new render), and remove approved goldens the render no longer produces; no other \
      golden is touched; golden.json keeps the structure of frames not approved. Relative \
      paths in the file are relative to the suite's root (the directory verify ran in, unless \
      its --root named another): run approve from there. Exits 0 when everything listed was approved, 1 when the file \
      is not an approvals file or an approved frame renders differently now (nothing is \
      written then), 2 when a golden cannot be written, 64 when the file does not exist.

      \(ExitStatus.helpText)
      """)

  @Argument(help: "The approvals.json a verify report downloaded.")
  var approvals: String

  @OptionGroup var canvasMemory: CanvasMemoryArguments

  var subject: String? { approvals }

  func run(printer: DiagnosticPrinter) throws -> Verdict {
    try InputFile.requireFile(approvals)
    let file = try Approvals(contentsOf: URL(fileURLWithPath: approvals))
    let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
      "snapreplay-approve-\(getpid())-\(UUID().uuidString)")
    // The scratch render is removed on the way out, and by the SIGINT/SIGTERM handler when
    // the run is interrupted (InterruptCleanup), so no render is left in the temporary folder.
    InterruptCleanup.tracking(temporaryDirectory: scratch.path)
    defer { InterruptCleanup.removing(temporaryDirectory: scratch.path) }
    var prepared: [GoldenApproval.Prepared] = []
    for (index, approval) in file.approvals.enumerated() {
      let golden = GoldenApproval(
        approval: approval, directory: current, memoryBudget: canvasMemory.budget)
      prepared.append(try golden.prepare(in: scratch.appendingPathComponent(String(index))))
    }
    let refusals = prepared.flatMap(\.refusals)
    guard refusals.isEmpty else { throw ApprovalError.refused(refusals) }
    for (approval, ready) in zip(file.approvals, prepared) {
      let (written, removed) = try ready.commit()
      printer.print(
        "approved \(TerminalText.escaped(approval.goldens)): wrote \(written) golden frame"
          + "\(written == 1 ? "" : "s"), removed \(removed)")
    }
    return .success
  }
}
