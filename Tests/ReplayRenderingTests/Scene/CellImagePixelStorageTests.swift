import Testing

@testable import ReplayRendering

/// The memory of decoded pictures and their copies (docs/Performance.md, "Measured again on a
/// quiet machine, and the heap"): zeroed when made, holding exactly what is copied in, and
/// telling the drawer whether every pixel is opaque (then painted as a copy, not a blend).
@Suite struct CellImagePixelStorageTests {
  @Test func newStorageHoldsTheCountOfZeroedPixels() {
    let storage = CellImagePixelStorage(count: 358 * 44)
    #expect(storage.pixels.count == 358 * 44)
    #expect(storage.pixels.allSatisfy { $0 == 0 })
  }

  @Test func storageCopyingAnArrayHoldsItsPixelsInOrder() {
    let argb: [UInt32] = [0xFF_FF_00_00, 0x80_00_40_00, 0x00_00_00_00, 0xFF_00_00_FF]
    let image = DecodedCellImage(width: 2, height: 2, argb: argb)
    #expect(image.argb == argb)
    #expect(image.byteCount == 16)
  }

  @Test func noPixelsAndNegativeCountsHoldNothing() {
    #expect(CellImagePixelStorage(count: 0).pixels.isEmpty)
    #expect(CellImagePixelStorage(count: -5).pixels.isEmpty)
  }

  @Test func aPictureIsOpaqueOnlyWhenEveryPixelIs() {
    let opaque = DecodedCellImage(width: 2, height: 1, argb: [0xFF_12_34_56, 0xFF_00_00_00])
    let oneTranslucent = DecodedCellImage(
      width: 2, height: 1, argb: [0xFF_12_34_56, 0xFE_00_00_00])
    let clear = DecodedCellImage(width: 1, height: 1, argb: [0])
    #expect(opaque.isOpaque)
    #expect(!oneTranslucent.isOpaque)
    #expect(!clear.isOpaque)
  }

  @Test func aDecodedPictureKeepsItsPixelsAfterOtherStorageIsReleased() {
    let kept = DecodedCellImage(width: 1, height: 1, argb: [0xFF_AB_CD_EF])
    for _ in 0..<100 {
      _ = DecodedCellImage(width: 64, height: 64, argb: .init(repeating: 1, count: 4096))
    }
    #expect(kept.argb == [0xFF_AB_CD_EF])
  }
}
