import Foundation
import RecordingFormat
import RecordingValidation
import ReplayPlayer
import ReplayTestSupport
import Testing

/// Small recordings written as text, and the report pieces made from them.
enum ReportFixtures {
  /// A list of four applies: insert, move, reload plus a stale label, and one UIKit rejects
  /// (a duplicate identifier) after a marker.
  static let pets = #"""
    {"format":"snapshot-replay","version":1,"title":"Pets <&>","render":{"layout":"list","viewport":"200x300","fps":10,"duration":0.3,"hold":0.2}}
    {"type":"apply","seq":1,"time":0.0,"sections":[{"id":"s","items":[{"id":"cat","label":"Cat"},{"id":"dog","label":"Dog"}]}]}
    {"type":"marker","time":0.5,"label":"add a bird </script><script>alert(1)</script>"}
    {"type":"apply","seq":2,"time":0.5,"sections":[{"id":"s","items":[{"id":"cat","label":"Cat"},{"id":"bird","label":"Bird\u2028"},{"id":"dog","label":"Dog"}]}]}
    {"type":"apply","seq":3,"time":1.0,"sections":[{"id":"s","items":[{"id":"dog","label":"Dog"},{"id":"cat","label":"Cat"},{"id":"bird","label":"Bird\u2028"}]}]}
    {"type":"apply","seq":4,"time":1.5,"reloaded":["cat"],"sections":[{"id":"s","items":[{"id":"dog","label":"Puppy"},{"id":"cat","label":"Kitten"},{"id":"bird","label":"Bird\u2028"}]}]}
    {"type":"apply","seq":5,"time":2.0,"sections":[{"id":"s","items":[{"id":"dog"},{"id":"dog"}]}]}

    """#

  /// Reads `text` as a recording file and makes its report.
  static func report(_ text: String = pets, name: String = "pets.jsonl") throws -> ReplayReport {
    let url = try ScratchDirectory.file(name, prefix: "report-fixture")
    defer { ScratchDirectory.remove(url.deletingLastPathComponent()) }
    try Data(text.utf8).write(to: url)
    let recording = try Recording(contentsOf: url, name: name)
    let check = RecordingCheck(contentsOf: url, name: name)
    return try ReplayReport(
      recording: recording, file: name, diagnostics: check.diagnostics, workerCount: 2)
  }

  /// The report's data as the page's script reads it: the JSON inside the page, decoded.
  static func pageData(_ html: String, id: String = "report-data") throws -> [String: Any] {
    let start = try #require(html.range(of: "<script type=\"application/json\" id=\"\(id)\">"))
    let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
    let json = Data(html[start.upperBound..<end.lowerBound].utf8)
    return try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
  }

  /// The frames' addresses inside a page.
  static func pageSources(_ html: String) throws -> [String] {
    let start = try #require(
      html.range(of: "<script type=\"application/json\" id=\"report-frames\">"))
    let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
    let json = Data(html[start.upperBound..<end.lowerBound].utf8)
    return try #require(try JSONSerialization.jsonObject(with: json) as? [String])
  }
}
