import Foundation
import ReplayComparison
import ReplayRaster
public import ReplayRendering
import SnapshotRecording

/// A golden directory that keeps its frames as one lossless animated PNG (``fileName``) beside
/// `manifest.json` and `golden.json`, and the per-frame directory the rest of verification
/// reads: ``extract(into:)`` writes the animation's frames as `frame-000000.png`, … (a run of
/// equal frames is one APNG frame whose delay says how many render frames it covers, at the
/// manifest's frame rate); ``store(from:)`` encodes such a directory back, byte for byte the
/// same for the same frames, each file written atomically.
///
/// ```swift
/// let goldens = AnimatedGoldens(URL(fileURLWithPath: "Tests/Goldens/insertion-sort"))
/// let frames = try goldens.extract(into: stage)  // 436 frame-*.png files
/// try goldens.store(from: stage)                 // golden.apng, manifest.json, golden.json
/// ```
public struct AnimatedGoldens: Sendable {
  /// The animated PNG in the golden directory: `golden.apng`.
  public static let fileName = "golden.apng"

  /// The golden directory.
  public var directory: URL

  /// The golden directory `directory`.
  ///
  /// - Parameter directory: A golden directory, which may not exist yet.
  public init(_ directory: URL) {
    self.directory = directory
  }

  /// The animated PNG's place.
  public var fileURL: URL { directory.appendingPathComponent(Self.fileName) }

  /// How the golden directory keeps its frames now: `.apng` when it holds ``fileName``, `.png`
  /// when it holds frame PNGs, `nil` when it holds neither (no goldens yet).
  ///
  /// ```swift
  /// print(AnimatedGoldens(goldens).storedFormat ?? "none")  // apng
  /// ```
  public var storedFormat: GoldenFormat? {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    if names.contains(Self.fileName) { return .apng }
    if names.contains(where: { FrameDirectory.frameIndex(of: $0) != nil }) { return .png }
    return nil
  }

  /// Writes every frame of the animation into `stage` as a frame PNG, with the golden
  /// directory's `manifest.json` and `golden.json`, so that it reads as a golden directory of a
  /// PNG per frame.
  ///
  /// - Parameter stage: An existing directory.
  /// - Returns: How many frames were written.
  /// - Throws: ``VerificationError/comparison(_:)`` with an unreadable PNG naming the file when
  ///   the animation or its manifest cannot be read, or its delays do not fit the manifest's
  ///   frames; ``VerificationError/fileSystem(path:reason:)`` when a file cannot be written.
  @discardableResult
  public func extract(into stage: URL) throws(VerificationError) -> Int {
    let manifestURL = directory.appendingPathComponent(FrameDirectory.manifestName)
    guard let manifestData = try? Data(contentsOf: manifestURL),
      let manifest = FrameManifest(json: manifestData)
    else {
      throw unreadable(
        "it needs \(manifestURL.path), which says how many frames it holds at what rate, and "
          + "that file is missing or unreadable; re-record the goldens")
    }
    let data: Data
    do {
      data = try PNGCodec.readData(fileURL)
    } catch {
      throw .comparison(.unreadablePNG(path: fileURL.path, reason: error.reason))
    }
    let frameCount = manifest.frames.count
    let delays = AnimatedPNGDelays(frameRate: manifest.fps)
    var written = 0
    var units = 0
    do throws(PNGCodecError) {
      // Each stored frame covers at least one render frame, but for a continued hold.
      try AnimatedPNGDecoder.decode(data, maximumFrames: frameCount * 2 + 1) {
        (image, delay) throws(PNGCodecError) in
        guard delay.denominator == Int(delays.denominator) else {
          throw .cannotDecode(
            reason: "a frame's delay is in 1/\(delay.denominator) s, but the goldens' "
              + "\(manifest.fps) fps is in 1/\(delays.denominator) s")
        }
        units += delay.numerator
        var end = written
        while end < frameCount && delays.units(from: 0, to: end + 1) <= units { end += 1 }
        // A frame that reaches no new render frame continues a hold longer than one delay
        // can state; what it draws is checked by the frame count at the end.
        guard end > written else { return }
        let png = try PNGCodec.encode(image)
        for index in written..<end {
          let url = stage.appendingPathComponent(FrameDirectory.fileName(ofFrame: index))
          do throws(AtomicFileError) {
            try AtomicFile.write(png, to: url)
          } catch {
            throw .cannotWrite(path: url.path, reason: error.reason)
          }
        }
        written = end
      }
    } catch .cannotWrite(let path, let reason) {
      throw .fileSystem(path: path, reason: "cannot write the golden frame: \(reason)")
    } catch {
      throw .comparison(.unreadablePNG(path: fileURL.path, reason: error.reason))
    }
    guard written == frameCount else {
      throw unreadable(
        "it holds \(written) frames, but \(FrameDirectory.manifestName) lists \(frameCount)")
    }
    for name in [FrameDirectory.manifestName, GoldenRecipe.fileName] {
      try Self.copy(name, from: directory, to: stage)
    }
    return written
  }

  /// Encodes the frame PNGs of `stage` (`frame-000000.png` on, every one present) into the
  /// golden directory's ``fileName`` at the frame rate of `stage`'s `manifest.json`, then
  /// copies that manifest and `golden.json`, and removes the golden directory's frame PNGs
  /// (left when the format was switched). Each file is written to a temporary name and
  /// renamed; the same frames always give the same bytes.
  ///
  /// - Parameter stage: A directory of frame PNGs with their `manifest.json`.
  /// - Returns: How many frames the animation holds.
  /// - Throws: ``VerificationError/comparison(_:)`` when a frame cannot be read or the frames
  ///   are not numbered 0, 1, 2, …; ``VerificationError/fileSystem(path:reason:)`` when a file
  ///   cannot be written or removed.
  @discardableResult
  public func store(from stage: URL) throws(VerificationError) -> Int {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: stage.path)) ?? []
    let indices = names.compactMap(FrameDirectory.frameIndex(of:)).sorted()
    guard indices == Array(0..<indices.count), !indices.isEmpty else {
      throw .comparison(
        .unreadablePNG(
          path: stage.path,
          reason: "the frames to store as \(Self.fileName) are not numbered 0, 1, 2, … "
            + "without a gap"))
    }
    let manifestURL = stage.appendingPathComponent(FrameDirectory.manifestName)
    guard let manifestData = try? Data(contentsOf: manifestURL),
      let manifest = FrameManifest(json: manifestData)
    else {
      throw .comparison(
        .unreadablePNG(path: manifestURL.path, reason: "the frames' manifest cannot be read"))
    }
    var encoder = AnimatedPNGEncoder(frameRate: manifest.fps)
    let bytes: [UInt8]
    do throws(PNGCodecError) {
      for index in indices {
        let url = stage.appendingPathComponent(FrameDirectory.fileName(ofFrame: index))
        try encoder.append(PNGCodec.read(url), frameCount: 1)
      }
      bytes = try encoder.finish()
    } catch {
      throw .comparison(.unreadablePNG(path: stage.path, reason: error.reason))
    }
    do {
      try OutputPath.createDirectory(directory)
    } catch {
      throw .fileSystem(path: error.path, reason: error.description)
    }
    do {
      try AtomicFile.write(bytes, to: fileURL)
    } catch {
      throw .fileSystem(path: fileURL.path, reason: "cannot write the golden: \(error.reason)")
    }
    for name in [FrameDirectory.manifestName, GoldenRecipe.fileName] {
      try Self.copy(name, from: stage, to: directory)
    }
    try removeFramePNGs()
    return indices.count
  }

  /// Removes the golden directory's frame PNGs, as switching to one animated PNG does.
  func removeFramePNGs() throws(VerificationError) {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    for name in names.sorted() where FrameDirectory.frameIndex(of: name) != nil {
      let path = directory.appendingPathComponent(name).path
      guard unlink(path) == 0 || errno == ENOENT else {
        throw .fileSystem(
          path: path, reason: "cannot remove: \(FileSystemReason.text(errno: errno))")
      }
    }
  }

  /// Copies the file `name` from one directory to the other atomically, when it exists.
  static func copy(_ name: String, from source: URL, to target: URL) throws(VerificationError) {
    guard let bytes = try? Data(contentsOf: source.appendingPathComponent(name)) else { return }
    let url = target.appendingPathComponent(name)
    do {
      try AtomicFile.write([UInt8](bytes), to: url)
    } catch {
      throw .fileSystem(path: url.path, reason: "cannot write it: \(error.reason)")
    }
  }

  private func unreadable(_ reason: String) -> VerificationError {
    .comparison(.unreadablePNG(path: fileURL.path, reason: reason))
  }
}
