import RecordingFormat
import ReplayRaster
import ReplayRendering
import SnapshotRecording
import Testing

@testable import ReplayVerification

/// A render's structure keeps the picture each cell is drawn as, so a changed picture is a
/// changed cell; a cell drawn from its label keeps none.
@Suite struct FrameStructureImageTests {
  static func structure(defining defined: Bool) throws -> (FrameStructure?, CellImageDigest) {
    let picture = try PNGCodec.encode(
      RasterImage(width: 4, height: 2, filledWith: .init(red: 9, green: 8, blue: 7)))
    let image = CellImageEvent(png: picture, size: RecordedSize(width: 2, height: 1), scale: 2)
    var item = RecordedItem(id: "n-1", label: "AirSpace1")
    item.image = image.digest
    let apply = ApplyEvent(seq: 1, time: 0, sections: [RecordedSection(id: "s", items: [item])])
    let events: [RecordingEvent] = (defined ? [.cellImage(image)] : []) + [.apply(apply)]
    let recording = Recording(
      header: RecordingHeader(title: "images"),
      events: events.enumerated().map { LocatedEvent(line: $0.offset + 2, event: $0.element) })
    let renderer = try RecordingRenderer(recording: recording)
    return (try FrameStructure.frames(of: renderer.frames)?.first, image.digest)
  }

  @Test func aCellDrawnFromItsPictureKeepsTheDigest() throws {
    let (frame, digest) = try Self.structure(defining: true)
    #expect(frame?.cells.first?.content?.image == digest.description)
  }

  @Test func aCellNamingAnUnknownPictureIsDrawnFromItsLabelAndKeepsNone() throws {
    let (frame, _) = try Self.structure(defining: false)
    #expect(frame?.cells.first?.content?.label == "AirSpace1")
    #expect(frame?.cells.first?.content?.image == nil)
  }
}
