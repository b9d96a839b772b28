import Testing

/// A message quoted exactly from a public issue thread, with what `explain` must read from it.
struct CorpusMessage: Sendable, CustomTestStringConvertible {
  /// The thread it is quoted from.
  let source: String
  /// The message as the thread has it.
  let text: String
  /// The family the scanner must find first.
  let family: String
  /// For count messages: section (nil for sections), after, before, inserted, deleted.
  let counts: [Int?]

  var testDescription: String { source }
}

/// Messages users pasted into public issue threads: the facts `explain` is tested against.
/// Each is quoted exactly (whitespace included where the thread kept it).
let corpus: [CorpusMessage] = [
  // https://github.com/tonyarnold/Differ/issues/76
  CorpusMessage(
    source: "https://github.com/tonyarnold/Differ/issues/76",
    text: """
      Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (35) must be equal to the number of rows contained in that section before the update (36), plus or minus the number of rows inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).
      """, family: "count-mismatch", counts: [0, 35, 36, 0, 0]),
  // https://github.com/rondinellimorais/ExpandableTableView/issues/4
  CorpusMessage(
    source: "https://github.com/rondinellimorais/ExpandableTableView/issues/4",
    text: """
      Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Invalid update: invalid number of rows in section 1.  The number of rows contained in an existing section after the update (0) must be equal to the number of rows contained in that section before the update (297), plus or minus the number of rows inserted or deleted from that section (0 inserted, 295 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).
      """, family: "count-mismatch", counts: [1, 0, 297, 0, 295]),
  // https://github.com/woocommerce/woocommerce-ios/issues/2617
  CorpusMessage(
    source: "https://github.com/woocommerce/woocommerce-ios/issues/2617",
    text: """
      NSInternalInconsistencyException: Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (12) must be equal to the number of rows contained in that section before the update (11), plus or minus the number of rows inserted or deleted from that section (2 inserted, 2 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).
        ?, in <redacted>
      """, family: "count-mismatch", counts: [0, 12, 11, 2, 2]),
  // https://github.com/CodeWicky/DWLogger/issues/1
  CorpusMessage(
    source: "https://github.com/CodeWicky/DWLogger/issues/1",
    text: """
      Invalid update: invalid number of rows in section 0.  The number of rows contained in an existing section after the update (82) must be equal to the number of rows contained in that section before the update (80), plus or minus the number of rows inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)..
      """, family: "count-mismatch", counts: [0, 82, 80, 1, 0]),
  // https://github.com/element-hq/element-ios/issues/1033
  CorpusMessage(
    source: "https://github.com/element-hq/element-ios/issues/1033",
    text: """
      Invalid update: invalid number of rows in section 9.  The number of rows contained in an existing section after the update (5) must be equal to the number of rows contained in that section before the update (0), plus or minus the number of rows inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).
      Application: Vector (im.vector.app)
      """, family: "count-mismatch", counts: [9, 5, 0, 0, 0]),
  // https://github.com/forkingdog/UITableView-FDTemplateLayoutCell/issues/40
  CorpusMessage(
    source: "https://github.com/forkingdog/UITableView-FDTemplateLayoutCell/issues/40",
    text: """
      Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Invalid update: invalid number of sections.  The number of sections contained in the table view after the update (1) must be equal to the number of sections contained in the table view before the update (0), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted).'
      *** First throw call stack:
      """, family: "count-mismatch", counts: [nil, 1, 0, 0, 0]),
  // https://github.com/3lvis/DATASource/issues/123
  CorpusMessage(
    source: "https://github.com/3lvis/DATASource/issues/123",
    text: """
      `Invalid update: invalid number of rows in section 2. The number of rows contained in an existing section after the update (1) must be equal to the number of rows contained in that section before the update (1), plus or minus the number of rows inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).`
      """, family: "count-mismatch", counts: [2, 1, 1, 1, 0]),
  // https://github.com/Stan-Ost/ReloadableTableView/issues/1
  CorpusMessage(
    source: "https://github.com/Stan-Ost/ReloadableTableView/issues/1",
    text: """
      `*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Invalid update: invalid number of sections.  The number of sections contained in the table view after the update (6) must be equal to the number of sections contained in the table view before the update (0), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted).`
      """, family: "count-mismatch", counts: [nil, 6, 0, 0, 0]),
  // https://github.com/realm/realm-swift/issues/5329
  CorpusMessage(
    source: "https://github.com/realm/realm-swift/issues/5329",
    text: """
      `Invalid update: invalid number of items in section 0.  The number of items contained in an existing section after the update (8) must be equal to the number of items contained in that section before the update (8), plus or minus the number of items inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out).`
      """, family: "count-mismatch", counts: [0, 8, 8, 1, 0]),
  // https://github.com/onmyway133/DeepDiff/issues/56
  CorpusMessage(
    source: "https://github.com/onmyway133/DeepDiff/issues/56",
    text: """
      Invalid update: invalid number of sections.  The number of sections contained in the collection view after the update (2) must be equal to the number of sections contained in the collection view before the update (1), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted).
      """, family: "count-mismatch", counts: [nil, 2, 1, 0, 0]),
  // https://github.com/MessageKit/MessageKit/issues/1008
  CorpusMessage(
    source: "https://github.com/MessageKit/MessageKit/issues/1008",
    text: """
       *** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Invalid update: invalid number of sections.  The number of sections contained in the collection view after the update (0) must be equal to the number of sections contained in the collection view before the update (18), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted).'
      """, family: "count-mismatch", counts: [nil, 0, 18, 0, 0]),
  // https://github.com/layerhq/Atlas-iOS/issues/747
  CorpusMessage(
    source: "https://github.com/layerhq/Atlas-iOS/issues/747",
    text: """
      Invalid update: invalid number of sections.  The number of sections contained in the collection view after the update (19) must be equal to the number of sections contained in the collection view before the update (18), plus or minus the number of sections inserted or deleted (2 inserted, 0 deleted).
      """, family: "count-mismatch", counts: [nil, 19, 18, 2, 0]),
  // https://github.com/yapstudios/YapDatabase/issues/380
  CorpusMessage(
    source: "https://github.com/yapstudios/YapDatabase/issues/380",
    text: """
      **Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Invalid update: invalid number of sections.  The number of sections contained in the collection view after the update (6) must be equal to the number of sections contained in the collection view before the update (0), plus or minus the number of sections inserted or deleted (5 inserted, 0 deleted).'**
      """, family: "count-mismatch", counts: [nil, 6, 0, 5, 0]),
  // https://github.com/gsyhei/GXSegmentPageView/issues/2
  CorpusMessage(
    source: "https://github.com/gsyhei/GXSegmentPageView/issues/2",
    text: """
      Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Invalid update: invalid number of items in section 0.  The number of items contained in an existing section after the update (8) must be equal to the number of items contained in that section before the update (7), plus or minus the number of items inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out).'
      """, family: "count-mismatch", counts: [0, 8, 7, 0, 0]),
  // https://github.com/facebookarchive/AsyncDisplayKit/issues/654
  CorpusMessage(
    source: "https://github.com/facebookarchive/AsyncDisplayKit/issues/654",
    text: """
      2015-09-16 12:03:54.627 Channels[1375:677242] *** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Invalid update: invalid number of sections.  The number of sections contained in the collection view after the update (2) must be equal to the number of sections contained in the collection view before the update (2), plus or minus the number of sections inserted or deleted (2 inserted, 0 deleted).'
      *** First throw call stack:
      """, family: "count-mismatch", counts: [nil, 2, 2, 2, 0]),
  // https://github.com/mikaoj/BSImagePicker/issues/113
  CorpusMessage(
    source: "https://github.com/mikaoj/BSImagePicker/issues/113",
    text: """
      Detailed exception text: Invalid update: invalid number of items in section 1.  The number of items contained in an existing section after the update (1543) must be equal to the number of items contained in that section before the update (1543), plus or minus the number of items inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out).'
      """, family: "count-mismatch", counts: [1, 1543, 1543, 1, 0]),
  // https://github.com/wordpress-mobile/WordPress-iOS/issues/7992
  CorpusMessage(
    source: "https://github.com/wordpress-mobile/WordPress-iOS/issues/7992",
    text: """
      Invalid update: invalid number of sections. The number of sections contained in the collection view after the update (1) must be equal to the number of sections contained in the collection view before the update (0), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted).
      """, family: "count-mismatch", counts: [nil, 1, 0, 0, 0]),
  // https://github.com/PlenipotentSS/DragDropCollectionViewDemo/issues/2
  CorpusMessage(
    source: "https://github.com/PlenipotentSS/DragDropCollectionViewDemo/issues/2",
    text: """
      DragDropCollectionViewDemo[49622:10888202] **\\* Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Invalid update: invalid number of items in section 0.  The number of items contained in an existing section after the update (40) must be equal to the number of items contained in that section before the update (40), plus or minus the number of items inserted or deleted from that section (0 inserted, 1 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out).'
      """, family: "count-mismatch", counts: [0, 40, 40, 0, 1]),
  // https://github.com/Ramotion/folding-cell/issues/145 (the user cut it after the deletes)
  CorpusMessage(
    source: "https://github.com/Ramotion/folding-cell/issues/145",
    text: """
      'Invalid update: invalid number of rows in section 0.  The number of rows contained in an existing section after the update (11) must be equal to the number of rows contained in that section before the update (4), plus or minus the number of rows inserted or deleted from that section (0 inserted, 0 deleted) 

      The error is from 
      """, family: "count-mismatch", counts: [0, 11, 4, 0, 0]),
  // https://github.com/xmartlabs/XLPagerTabStrip/issues/859
  CorpusMessage(
    source: "https://github.com/xmartlabs/XLPagerTabStrip/issues/859",
    text: """
      Fatal Exception: NSInternalInconsistencyException
      Invalid batch updates detected: the number of sections and/or items returned by the data source before and after performing the batch updates are inconsistent with the updates. Data source before updates = { 1 section with item counts: [4] } Data source after updates = { 1 section with item counts: [1] } Updates = [ ] Collection view: <XLPagerTabStrip.ButtonBarView: 0x10585f000; baseClass = UICollectionView; frame = (0 168; 393 40); clipsToBounds = YES; autoresize = RM+BM; gestureRecognizers = <NSArray: 0x28147f690>; backgroundColor = <UIDynamicSystemColor: 0x280f4af00; name = systemBackgroundColor>; layer = <CALayer: 0x281a79800>; contentOffset: {0, 0}; contentSize: {518.66666666666663, 40}; adjustedContentInset: {0, 0, 0, 0}; layout: <UICollectionViewFlowLayout: 0x104230090>; dataSource: <CrelioHealth_for_Doctors.WaitingListView: 0x10602e200>>
      """, family: "batch-mismatch", counts: []),
  // https://github.com/hackiftekhar/IQListKit/issues/3 (the first of its three identifiers only)
  CorpusMessage(
    source: "https://github.com/hackiftekhar/IQListKit/issues/3",
    text: """
      *** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Identifiers in a section snapshot must be unique. Duplicate item identifiers: {(
          IQListKit.IQItem(type: ListKit.ReorderingListCell, supplementaryType: IQListKit.IQSupplementaryViewPlaceholder, model: ListKit.ReorderableListViewController.Item(id: E1B31B9D-D399-415A-832D-42C27CCFB9EA, title: "Nature", emoji: ListKit.Emoji(text: "🦊", title: "Fox", category: Nature, identifier: 208B8AEE-B44A-4C52-A3E8-CC155764E827)), supplementaryModel: nil),
      )}'
      *** First throw call stack:
      """, family: "duplicate-identifiers", counts: []),
]
