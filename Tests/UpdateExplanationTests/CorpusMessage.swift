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
  // https://github.com/exyte/Chat/issues/56 (iOS 17, Crashlytics, pasted in backticks)
  CorpusMessage(
    source: "https://github.com/exyte/Chat/issues/56",
    text: """
      `Fatal Exception: NSInternalInconsistencyException
      Invalid batch updates detected: the number of sections and/or rows returned by the data source before and after performing the batch updates are inconsistent with the updates. Data source before updates = { 1 section with row counts: [3] } Data source after updates = { 1 section with row counts: [0] } Updates = [ Delete row (0 - 1), Delete row (0 - 0) ] `
      """, family: "batch-mismatch", counts: []),
  // https://github.com/Automattic/simplenote-ios/issues/730 (iOS 13.3.1, a .crash report)
  CorpusMessage(
    source: "https://github.com/Automattic/simplenote-ios/issues/730",
    text: """
      OS Version: iOS 13.3.1 (17D50)
      Report Version: 104

      Exception Type: EXC_CRASH (SIGABRT)
      Crashed Thread: 0

      Application Specific Information:
      Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (5) must be equal to the number of rows contained in that section before the update (5), plus or minus the number of rows inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).
      """, family: "count-mismatch", counts: [0, 5, 5, 1, 0]),
  // https://github.com/JoniVR/VerticalCardSwiper/issues/62 (iOS 13: logged, then reloadData)
  CorpusMessage(
    source: "https://github.com/JoniVR/VerticalCardSwiper/issues/62",
    text: """
      [28933:533995] [UICollectionView] Invalid update: invalid number of items in section 0.  The number of items contained in an existing section after the update (20) must be equal to the number of items contained in that section before the update (20), plus or minus the number of items inserted or deleted from that section (0 inserted, 1 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out). - will perform reloadData. UICollectionView instance: <VerticalCardSwiper.VerticalCardSwiperView: 0x7f966c912000; baseClass = UICollectionView; frame = (0 0; 414 482.333); clipsToBounds = YES; userInteractionEnabled = NO; gestureRecognizers = <NSArray: 0x6000016ca5b0>; layer = <CALayer: 0x600001888ac0>; contentOffset: {-20, 3921.3333333333335}; contentSize: {374, 4361.3793103448279}; adjustedContentInset: {40, 20, 90, 20}; layout: <VerticalCardSwiper.VerticalCardSwiperFlowLayout: 0x7f966c42d390>; dataSource: <VerticalCardSwiper.VerticalCardSwiper: 0x7f966c452760; frame = (0 0; 414 482.333); layer = <CALayer: 0x600001888900>>>; currentUpdate: [UICollectionViewUpdate - 0x7f966c48e5c0: old:<UICollectionViewData: 0x6000021a5880> new<UICollectionViewData: 0x6000021216c0> items:<(
               "D(0,18)"
           )>]
      """, family: "count-mismatch", counts: [0, 20, 20, 0, 1]),
  // https://github.com/mmick66/KDRearrangeableCollectionViewFlowLayout/issues/1 (a move)
  CorpusMessage(
    source: "https://github.com/mmick66/KDRearrangeableCollectionViewFlowLayout/issues/1",
    text: """
      KDRearrangeableCollectionViewFlowLayout[49431:10825225] **\\* Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Invalid update: invalid number of items in section 0.  The number of items contained in an existing section after the update (165) must be equal to the number of items contained in that section before the update (165), plus or minus the number of items inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (1 moved in, 0 moved out).'
      """, family: "count-mismatch", counts: [0, 165, 165, 0, 0]),
  // https://github.com/CatchChat/Yep/issues/687 (Buddybuild)
  CorpusMessage(
    source: "https://github.com/CatchChat/Yep/issues/687",
    text: """
      Invalid update: invalid number of items in section 0.  The number of items contained in an existing section after the update (3) must be equal to the number of items contained in that section before the update (2), plus or minus the number of items inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out).
      """, family: "count-mismatch", counts: [0, 3, 2, 0, 0]),
  // https://github.com/hyperoslo/ImagePicker/issues/29
  CorpusMessage(
    source: "https://github.com/hyperoslo/ImagePicker/issues/29",
    text: """
       *** Assertion failure in -[UICollectionView _endItemAnimations], /SourceCache/UIKit/UIKit-3318.16.21/UICollectionView.m:3917
       *** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Invalid update: invalid number of items in section 0.  The number of items contained in an existing section after the update (10) must be equal to the number of items contained in that section before the update (5), plus or minus the number of items inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out).'
      """, family: "count-mismatch", counts: [0, 10, 5, 0, 0]),
  // https://github.com/SwipeCellKit/SwipeCellKit/issues/76 (quoted with >)
  CorpusMessage(
    source: "https://github.com/SwipeCellKit/SwipeCellKit/issues/76",
    text: """
      > *** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Invalid update: invalid number of rows in section 0.  The number of rows contained in an existing section after the update (1) must be equal to the number of rows contained in that section before the update (1), plus or minus the number of rows inserted or deleted from that section (0 inserted, 1 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).'
      """, family: "count-mismatch", counts: [0, 1, 1, 0, 1]),
  // https://github.com/SwipeCellKit/SwipeCellKit/issues/53 (the closing quote lost)
  CorpusMessage(
    source: "https://github.com/SwipeCellKit/SwipeCellKit/issues/53",
    text: """
      > *** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Invalid update: invalid number of rows in section 0.  The number of rows contained in an existing section after the update (2) must be equal to the number of rows contained in that section before the update (2), plus or minus the number of rows inserted or deleted from that section (0 inserted, 1 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).
      """, family: "count-mismatch", counts: [0, 2, 2, 0, 1]),
  // https://github.com/alikaragoz/MCSwipeTableViewCell/issues/14
  CorpusMessage(
    source: "https://github.com/alikaragoz/MCSwipeTableViewCell/issues/14",
    text: """
      `Invalid update: invalid number of rows in section 0.  The number of rows contained in an existing section after the update (7) must be equal to the number of rows contained in that section before the update (7), plus or minus the number of rows inserted or deleted from that section (0 inserted, 1 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).`
      """, family: "count-mismatch", counts: [0, 7, 7, 0, 1]),
  // https://github.com/Augustyniak/RATreeView/issues/16
  CorpusMessage(
    source: "https://github.com/Augustyniak/RATreeView/issues/16",
    text: """
      *** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Invalid update: invalid number of rows in section 0.  The number of rows contained in an existing section after the update (9) must be equal to the number of rows contained in that section before the update (9), plus or minus the number of rows inserted or deleted from that section (0 inserted, 1 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).'
      """, family: "count-mismatch", counts: [0, 9, 9, 0, 1]),
  // https://github.com/nghialv/Hakuba/issues/27
  CorpusMessage(
    source: "https://github.com/nghialv/Hakuba/issues/27",
    text: """
      Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (1) must be equal to the number of rows contained in that section before the update (1), plus or minus the number of rows inserted or deleted from that section (0 inserted, 1 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).
      """, family: "count-mismatch", counts: [0, 1, 1, 0, 1]),
  // https://github.com/deltachat/deltachat-ios/issues/1142 (quoted with >)
  CorpusMessage(
    source: "https://github.com/deltachat/deltachat-ios/issues/1142",
    text: """
      > Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (1) must be equal to the number of rows contained in that section before the update (1), plus or minus the number of rows inserted or deleted from that section (0 inserted, 1 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).
      """, family: "count-mismatch", counts: [0, 1, 1, 0, 1]),
  // https://github.com/FlorianMielke/FMMoveTableView/issues/23 (a drag: 1 inserted, 1 deleted)
  CorpusMessage(
    source: "https://github.com/FlorianMielke/FMMoveTableView/issues/23",
    text: """
      2014-08-04 20:57:55.862 FMMoveTable[3267:60b] **\\* Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Invalid update: invalid number of rows in section 0.  The number of rows contained in an existing section after the update (1) must be equal to the number of rows contained in that section before the update (2), plus or minus the number of rows inserted or deleted from that section (1 inserted, 1 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).'
      """, family: "count-mismatch", counts: [0, 1, 2, 1, 1]),
  // https://github.com/wordpress-mobile/WordPress-iOS/issues/10073 (in Markdown backticks)
  CorpusMessage(
    source: "https://github.com/wordpress-mobile/WordPress-iOS/issues/10073",
    text: """
      ```Invalid update: invalid number of items in section 0.  The number of items contained in an existing section after the update (0) must be equal to the number of items contained in that section before the update (2941), plus or minus the number of items inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out).```
      """, family: "count-mismatch", counts: [0, 0, 2941, 0, 0]),
  // https://github.com/Netvent/storyly-sdk/issues/287 (iOS 15/16: the view is described after)
  CorpusMessage(
    source: "https://github.com/Netvent/storyly-sdk/issues/287",
    text: """
      Fatal Exception: NSInternalInconsistencyException
      Invalid update: invalid number of items in section 0. The number of items contained in an existing section after the update (16) must be equal to the number of items contained in that section before the update (8), plus or minus the number of items inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out). Collection view: <Storyly.StorylyGroupCollectionView: 0x12003c000; baseClass = UICollectionView; frame = (0 0; 390 844); clipsToBounds = YES; gestureRecognizers = <NSArray: 0x28139c960>; backgroundColor = UIExtendedGrayColorSpace 0 1; layer = <CALayer: 0x281963380>; contentOffset: {0, 0}; contentSize: {3120, 844}; adjustedContentInset: {0, 0, 0, 0}; layout: <Storyly.AnimatedCollectionViewLayout: 0x124e58780>; dataSource: <Storyly.StorylyGroupCollectionView: 0x12003c000; baseClass = UICollectionView; frame = (
      """, family: "count-mismatch", counts: [0, 16, 8, 0, 0]),
  // https://github.com/lionheart/openradar-mirror/issues/1632 (iOS 8.2 simulator)
  CorpusMessage(
    source: "https://github.com/lionheart/openradar-mirror/issues/1632",
    text: """
      **\\* Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Invalid update: invalid number of items in section 0.  The number of items contained in an existing section after the update (2) must be equal to the number of items contained in that section before the update (2), plus or minus the number of items inserted or deleted from that section (2 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out).'
      """, family: "count-mismatch", counts: [0, 2, 2, 2, 0]),
  // https://github.com/nghialv/Hakuba/pull/22 (the wording without its numbers)
  CorpusMessage(
    source: "https://github.com/nghialv/Hakuba/pull/22",
    text: """
      "Invalid update: invalid number of sections.  The number of sections contained in the table view after the update must be equal to the number of sections contained in the table view before the update, plus or minus the number of sections inserted or deleted."
      """, family: "count-mismatch", counts: [nil, nil, nil, nil, nil]),
  // https://github.com/ra1028/DifferenceKit/issues/155 (iOS 16.5: the heading alone, "and/or")
  CorpusMessage(
    source: "https://github.com/ra1028/DifferenceKit/issues/155",
    text: """
      Invalid batch updates detected: the number of sections and/or items returned by the data source before and/or after performing the batch updates are inconsistent with the updates
      """, family: "batch-mismatch", counts: []),
  // https://github.com/jessesquires/ReactiveCollectionsKit/pull/138 (quoted, cut off mid-word)
  CorpusMessage(
    source: "https://github.com/jessesquires/ReactiveCollectionsKit/pull/138",
    text: """
      > Diffable data source detected an attempt to insert or append 1 item identifier that already exists in the snapshot. The existing item identifier will be moved into place instead, but this operati
      """, family: "item-already-exists", counts: []),
  // https://github.com/anyproto/anytype-swift/pull/998 (the warning, cut off by the author)
  CorpusMessage(
    source: "https://github.com/anyproto/anytype-swift/pull/998",
    text: """
      `Warning: applying updates in a non-thread confined manner is dangerous and can lead to deadlocks. Please always submit updates either always on the main queue or always off the main queue - view=<Anytype.EditorCollectionView: 0x12c046400; baseClass = UICollectionView; frame = (0 0; 430 932); clipsToBounds = YES; gestureRecognizers = <NSArray: 0x600000caed90>; backgroundColor = UIExtendedGrayColorSpace 0 0; layer = <CALayer: 0x600000288ec0>; contentOffset: {0, 0}; contentSize: {430, 623}; adjustedContentInset: {0, 0, 184, 0}; layout: <Anytype.EditorCollectionFlowLayout: 0x12652e590>; dataSource: <TtGC5UIKit34UICollectionViewDiffableDataSourceO7Anytype13EditorSectionOS1_10EditorItem: 0x60000000f3c0>>`
      """, family: "mixed-queues", counts: []),
  // https://github.com/anyproto/anytype-swift/pull/998 (the crash that followed; the newer
  // "calling this method on the main queue" wording)
  CorpusMessage(
    source: "https://github.com/anyproto/anytype-swift/pull/998#deadlock",
    text: """
      `*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Deadlock detected: calling this method on the main queue with outstanding async updates is not permitted and will deadlock. Please always submit updates either always on the main queue or always off the main queue - view=<Anytype.EditorCollectionView: 0x12d0c6000; baseClass = UICollectionView; frame = (0 0; 430 932); clipsToBounds = YES; gestureRecognizers = <NSArray: 0x600000cea640>; backgroundColor = UIExtendedGrayColorSpace 0 0; layer = <CALayer: 0x60000031c1c0>; contentOffset: {0, 0}; contentSize: {430, 582}; ad
      """, family: "deadlock", counts: []),
]
