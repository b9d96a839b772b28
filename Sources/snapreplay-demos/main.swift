import Foundation

// Regenerates the demo recordings byte-identically: `snapreplay-demos [DIRECTORY]`.
let directory = URL(
  fileURLWithPath: CommandLine.arguments.dropFirst().first ?? "Recordings", isDirectory: true)
do {
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  let demos: [(String, (URL) throws -> Void)] = [
    ("insertion-sort.jsonl", InsertionSortDemo.record(to:)),
    ("mountains-search.jsonl", { try MountainsSearchDemo.record(to: $0) }),
    ("wifi-settings.jsonl", { try WiFiSettingsDemo.record(to: $0) }),
    ("bug-duplicate-id.jsonl", DuplicateIDBugDemo.record(to:)),
    ("outline.jsonl", OutlineDemo.record(to:)),
    ("settings-scrolled.jsonl", ScrolledSettingsDemo.record(to:)),
    ("mountains-images.jsonl", { try MountainsSearchDemo.record(to: $0, cellImages: true) }),
    ("wifi-images.jsonl", { try WiFiSettingsDemo.record(to: $0, cellImages: true) }),
  ]
  for (name, record) in demos {
    let url = directory.appendingPathComponent(name)
    try record(url)
    print("wrote \(url.path)")
  }
} catch {
  FileHandle.standardError.write(Data("snapreplay-demos: error: \(error)\n".utf8))
  exit(1)
}
