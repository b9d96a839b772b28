import RecordingFormat
import SnapshotRecording

extension ApplyLinter {
  /// Labels, details, subtitles and section titles longer than a render draws (``LabelLimit``), each
  /// reported once per recording, at the first apply that shows it.
  mutating func longLabels(in apply: ApplyEvent) -> [String] {
    var messages: [String] = []
    func note(_ text: String?, _ what: String, of owner: String, _ id: RecordedID) {
      guard let text, LabelLimit.exceeds(text) else { return }
      guard reportedLongLabels.insert("\(what) \(owner) \(id)").inserted else { return }
      let characters = text.count
      messages.append(
        "\(what) of \(owner) \(id) is \(characters) \(characters == 1 ? "character" : "characters") "
          + "(\(text.utf8.count) bytes of UTF-8); rendering truncates it to "
          + "\(LabelLimit.maximumCharacters) characters and \(LabelLimit.maximumBytes) bytes")
    }
    for section in apply.sections {
      note(section.title, "title", of: "section", section.id)
      // Through a buffer, and by length first: copying each item out of its array retains and
      // releases its strings, and most texts are far too short to measure further.
      section.items.withUnsafeBufferPointer { items in
        for offset in items.indices
        where LabelLimit.mayExceed(items[offset].label)
          || LabelLimit.mayExceed(items[offset].detail)
          || LabelLimit.mayExceed(items[offset].subtitle)
        {
          let item = items[offset]
          note(item.label, "label", of: "item", item.id)
          note(item.detail, "detail", of: "item", item.id)
          note(item.subtitle, "subtitle", of: "item", item.id)
        }
      }
    }
    return messages
  }
}
