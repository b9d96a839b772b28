public import RecordingValidation

extension GoldenRecipe {
  /// The texts a replay can draw (section titles, item identifiers, labels and details of the
  /// applies it plays), gathered from the validated events as a renderer is built: what picks
  /// the text stack a golden set records.
  ///
  /// ```swift
  /// var texts = GoldenRecipe.ReplayTexts()
  /// let renderer = try RecordingRenderer(recording: recording, observing: { texts.observe($0) })
  /// print(texts.all.count)  // 12
  /// ```
  public struct ReplayTexts: Hashable, Sendable {
    /// Every distinct text.
    public private(set) var all: Set<String> = []
    /// Which applies the replay plays: those it draws.
    private var playback = ReplayPlayback()

    /// An empty collection.
    public init() {}

    /// Takes the texts of `event` when it is an apply the replay plays.
    ///
    /// - Parameter event: The next event of the recording, in order.
    public mutating func observe(_ event: ValidatedEvent) {
      guard let played = playback.plays(event) else { return }
      for section in played.apply.sections {
        if let title = section.title { all.insert(title) }
        for item in section.items {
          all.insert(item.id.description)
          if let label = item.label { all.insert(label) }
          if let detail = item.detail { all.insert(detail) }
        }
      }
    }
  }
}
