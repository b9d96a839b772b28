// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation, NeverUseImplicitlyUnwrappedOptionals
// (A stub mirrors Apple's declarations, implicitly unwrapped optionals included; Apple's
// documentation is where each one is described.)
// STUB — NOT APPLE'S CODE. A module named UIKit that declares, signatures only, the part of
// Apple's UIKit that the project's `#if canImport(UIKit)` files and Examples/InsertionSort use,
// written from Apple's documentation (developer.apple.com/documentation/uikit). `make
// apple-surface` compiles those files against it on Linux, so that a misspelt name, a wrong
// argument label or type, a missing `override`, an override of a method that is not `open`, or
// a main-actor isolation mistake fails here instead of on a Mac. Every body traps: the module is
// compiled, never run.
//
// What it proves: the project's Apple-only code type-checks against these declarations under
// Swift 6 strict concurrency. What it does not prove: that these declarations match the SDK
// (they are a faithful reading of the documentation, checked by .github/workflows/apple.yml on a
// real Mac), any behaviour, or availability (no `@available` is modelled; the package's iOS 16
// minimum covers every API used).
//
// Modelled as in the SDK's Swift overlay: the data sources are `@MainActor @preconcurrency`
// classes; their whole-snapshot `apply` and `applySnapshotUsingReloadData` (and `async` forms)
// and `snapshot()` are `open`; the section-snapshot `apply(_:to:…)` and `snapshot(for:)` are
// `public` only (not overridable); `UITableView.RowAnimation` is a non-frozen C enum. The image
// renderers (`UIGraphicsImageRenderer` and its format and context) are not main-actor isolated;
// `UIImage` and `UITraitCollection` are `@unchecked Sendable`; `CGContext`'s bitmap accessors
// are the `CGBitmapContextGet…` functions as the Swift overlay imports them, properties.

@_exported import AppleFoundationSurface
@_exported import Foundation

// MARK: Diffable snapshots

/// A snapshot of a whole list (stub).
@preconcurrency
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
where
  SectionIdentifierType: Hashable, SectionIdentifierType: Sendable,
  ItemIdentifierType: Hashable, ItemIdentifierType: Sendable
{
  public init() { fatalError("stub") }
  public var numberOfItems: Int { fatalError("stub") }
  public var numberOfSections: Int { fatalError("stub") }
  public var sectionIdentifiers: [SectionIdentifierType] { fatalError("stub") }
  public var itemIdentifiers: [ItemIdentifierType] { fatalError("stub") }
  public var reloadedSectionIdentifiers: [SectionIdentifierType] { fatalError("stub") }
  public var reloadedItemIdentifiers: [ItemIdentifierType] { fatalError("stub") }
  public var reconfiguredItemIdentifiers: [ItemIdentifierType] { fatalError("stub") }
  public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
    fatalError("stub")
  }
  public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
    fatalError("stub")
  }
  public func sectionIdentifier(containingItem identifier: ItemIdentifierType)
    -> SectionIdentifierType?
  { fatalError("stub") }
  public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? { fatalError("stub") }
  public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { fatalError("stub") }
  public mutating func appendItems(
    _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
  ) { fatalError("stub") }
  public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) { fatalError("stub") }
  public mutating func deleteAllItems() { fatalError("stub") }
  public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
    fatalError("stub")
  }
  public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
    fatalError("stub")
  }
  public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) { fatalError("stub") }
  public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) { fatalError("stub") }
  public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
    fatalError("stub")
  }
}

/// A snapshot of one section, possibly an outline (stub).
@preconcurrency
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
where ItemIdentifierType: Hashable, ItemIdentifierType: Sendable {
  public init() { fatalError("stub") }
  public init(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) {
    fatalError("stub")
  }
  public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
    fatalError("stub")
  }
  public mutating func delete(_ items: [ItemIdentifierType]) { fatalError("stub") }
  public mutating func deleteAll() { fatalError("stub") }
  public mutating func expand(_ items: [ItemIdentifierType]) { fatalError("stub") }
  public mutating func collapse(_ items: [ItemIdentifierType]) { fatalError("stub") }
  public func isExpanded(_ item: ItemIdentifierType) -> Bool { fatalError("stub") }
  public func isVisible(_ item: ItemIdentifierType) -> Bool { fatalError("stub") }
  public func contains(_ item: ItemIdentifierType) -> Bool { fatalError("stub") }
  public func level(of item: ItemIdentifierType) -> Int { fatalError("stub") }
  public func index(of item: ItemIdentifierType) -> Int? { fatalError("stub") }
  public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? { fatalError("stub") }
  public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false)
    -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
  { fatalError("stub") }
  public var items: [ItemIdentifierType] { fatalError("stub") }
  public var rootItems: [ItemIdentifierType] { fatalError("stub") }
  public var visibleItems: [ItemIdentifierType] { fatalError("stub") }
  public var expandedItems: [ItemIdentifierType] { fatalError("stub") }
}

// MARK: Index paths (UIKit's additions to Foundation's IndexPath)

extension IndexPath {
  public var section: Int {
    get { fatalError("stub") }
    set { fatalError("stub") }
  }
}

// MARK: Core Animation (QuartzCore, which UIKit re-exports)

/// `CAMediaTimingFunction` (stub).
open class CAMediaTimingFunction: NSObject {
  open func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
    fatalError("stub")
  }
}

/// `CAAnimation` (stub; `duration` comes from the `CAMediaTiming` protocol).
open class CAAnimation: NSObject {
  open var duration: CFTimeInterval {
    get { fatalError("stub") }
    set { fatalError("stub") }
  }
  open var timingFunction: CAMediaTimingFunction? {
    get { fatalError("stub") }
    set { fatalError("stub") }
  }
}

/// `CAPropertyAnimation` (stub).
open class CAPropertyAnimation: CAAnimation {}

/// `CABasicAnimation` (stub).
open class CABasicAnimation: CAPropertyAnimation {}

/// `CASpringAnimation` (stub).
open class CASpringAnimation: CABasicAnimation {
  open var mass: CGFloat {
    get { fatalError("stub") }
    set { fatalError("stub") }
  }
  open var stiffness: CGFloat {
    get { fatalError("stub") }
    set { fatalError("stub") }
  }
  open var damping: CGFloat {
    get { fatalError("stub") }
    set { fatalError("stub") }
  }
  open var initialVelocity: CGFloat {
    get { fatalError("stub") }
    set { fatalError("stub") }
  }
}

/// `CALayer` (stub).
open class CALayer: NSObject {
  open func animationKeys() -> [String]? { fatalError("stub") }
  open func animation(forKey key: String) -> CAAnimation? { fatalError("stub") }
}

// MARK: Core Graphics (which UIKit re-exports): the bitmap context a renderer draws into

/// `CGContext` (stub; the bitmap-context accessors the cell-image blur reads, each a
/// `CGBitmapContextGet…` function imported as a property:
/// developer.apple.com/documentation/coregraphics/cgcontext/data,
/// …/cgcontext/bytesperrow, …/cgcontext/width, …/height, …/bitspercomponent, …/bitsperpixel).
public class CGContext {
  public var data: UnsafeMutableRawPointer? { fatalError("stub") }
  public var width: Int { fatalError("stub") }
  public var height: Int { fatalError("stub") }
  public var bitsPerComponent: Int { fatalError("stub") }
  public var bitsPerPixel: Int { fatalError("stub") }
  public var bytesPerRow: Int { fatalError("stub") }
}

// MARK: Views

/// `UIEdgeInsets` (stub).
public struct UIEdgeInsets: Sendable {
  public var top: CGFloat
  public var left: CGFloat
  public var bottom: CGFloat
  public var right: CGFloat
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }
}

/// `UIResponder` (stub).
@MainActor open class UIResponder: NSObject {}

/// `UIColor` (stub).
open class UIColor: NSObject, @unchecked Sendable {
  public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    fatalError("stub")
  }
  open class var black: UIColor { fatalError("stub") }
}

/// `UIImage` (stub; immutable, and `@unchecked Sendable` in the SDK:
/// developer.apple.com/documentation/uikit/uiimage).
open class UIImage: NSObject, @unchecked Sendable {}

extension UIImage {
  /// developer.apple.com/documentation/uikit/uiimage/pngdata()
  public func pngData() -> Data? { fatalError("stub") }
}

/// `UITraitCollection` (stub; `@unchecked Sendable` in the SDK:
/// developer.apple.com/documentation/uikit/uitraitcollection).
/// (`UIGraphicsImageRendererFormat(for:)` reads its `displayScale`; the project does not.)
open class UITraitCollection: NSObject, @unchecked Sendable {}

/// `UIView` (stub).
@MainActor open class UIView: UIResponder {
  public struct AutoresizingMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
  }
  public init(frame: CGRect) { fatalError("stub") }
  open var frame: CGRect {
    get { fatalError("stub") }
    set { fatalError("stub") }
  }
  open var bounds: CGRect {
    get { fatalError("stub") }
    set { fatalError("stub") }
  }
  open var backgroundColor: UIColor? {
    get { fatalError("stub") }
    set { fatalError("stub") }
  }
  open var autoresizingMask: AutoresizingMask {
    get { fatalError("stub") }
    set { fatalError("stub") }
  }
  open func addSubview(_ view: UIView) { fatalError("stub") }
  open var layer: CALayer { fatalError("stub") }
  open func layoutIfNeeded() { fatalError("stub") }
  /// From `UITraitEnvironment`: developer.apple.com/documentation/uikit/uitraitenvironment/traitcollection
  open var traitCollection: UITraitCollection { fatalError("stub") }
  /// developer.apple.com/documentation/uikit/uiview/drawhierarchy(in:afterscreenupdates:)
  open func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
    fatalError("stub")
  }
}

/// `UIScrollView` (stub).
@MainActor open class UIScrollView: UIView {
  open var contentOffset: CGPoint {
    get { fatalError("stub") }
    set { fatalError("stub") }
  }
  open var contentSize: CGSize {
    get { fatalError("stub") }
    set { fatalError("stub") }
  }
  open var adjustedContentInset: UIEdgeInsets { fatalError("stub") }
}

/// `UICollectionViewLayoutAttributes` (stub).
@MainActor open class UICollectionViewLayoutAttributes: NSObject {
  open var frame: CGRect {
    get { fatalError("stub") }
    set { fatalError("stub") }
  }
  open var indexPath: IndexPath {
    get { fatalError("stub") }
    set { fatalError("stub") }
  }
  open var representedElementCategory: UICollectionView.ElementCategory { fatalError("stub") }
  open var representedElementKind: String? { fatalError("stub") }
}

/// `UICollectionViewLayout` (stub).
@MainActor open class UICollectionViewLayout: NSObject {
  public override init() { fatalError("stub") }
  open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    fatalError("stub")
  }
}

/// `UICollectionViewFlowLayout` (stub).
@MainActor open class UICollectionViewFlowLayout: UICollectionViewLayout {
  open var itemSize: CGSize {
    get { fatalError("stub") }
    set { fatalError("stub") }
  }
  open var minimumLineSpacing: CGFloat {
    get { fatalError("stub") }
    set { fatalError("stub") }
  }
  open var minimumInteritemSpacing: CGFloat {
    get { fatalError("stub") }
    set { fatalError("stub") }
  }
}

/// `UICollectionReusableView` (stub).
@MainActor open class UICollectionReusableView: UIView {}

/// `UICollectionViewCell` (stub).
@MainActor open class UICollectionViewCell: UICollectionReusableView {}

/// `UICollectionView` (stub).
@MainActor open class UICollectionView: UIScrollView {
  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    fatalError("stub")
  }
  open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
    fatalError("stub")
  }
  open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    -> UICollectionViewCell
  { fatalError("stub") }
  /// What a layout attribute describes (a C enum: not frozen).
  public enum ElementCategory: UInt, @unchecked Sendable {
    case cell = 0
    case supplementaryView = 1
    case decorationView = 2
  }
  public static let elementKindSectionHeader: String = "UICollectionElementKindSectionHeader"
  public static let elementKindSectionFooter: String = "UICollectionElementKindSectionFooter"
  open var collectionViewLayout: UICollectionViewLayout {
    get { fatalError("stub") }
    set { fatalError("stub") }
  }
  open var visibleCells: [UICollectionViewCell] { fatalError("stub") }
  /// developer.apple.com/documentation/uikit/uicollectionview/indexpath(for:)
  open func indexPath(for cell: UICollectionViewCell) -> IndexPath? { fatalError("stub") }
}

/// `UITableViewCell` (stub).
@MainActor open class UITableViewCell: UIView {}

/// `UITableView` (stub).
@MainActor open class UITableView: UIScrollView {
  /// How a table animates inserted and deleted rows (a C enum: not frozen).
  public enum RowAnimation: Int, @unchecked Sendable {
    case fade = 0
    case right = 1
    case left = 2
    case top = 3
    case bottom = 4
    case none = 5
    case middle = 6
    case automatic = 100
  }
  open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    -> UITableViewCell
  { fatalError("stub") }
  open func indexPathsForRows(in rect: CGRect) -> [IndexPath]? { fatalError("stub") }
  open func rectForRow(at indexPath: IndexPath) -> CGRect { fatalError("stub") }
  open func rectForHeader(inSection section: Int) -> CGRect { fatalError("stub") }
  open func rectForFooter(inSection section: Int) -> CGRect { fatalError("stub") }
  open var visibleCells: [UITableViewCell] { fatalError("stub") }
  /// developer.apple.com/documentation/uikit/uitableview/indexpath(for:)
  open func indexPath(for cell: UITableViewCell) -> IndexPath? { fatalError("stub") }
}

// MARK: Image renderers (not main-actor isolated in the SDK)

/// `UIGraphicsRendererFormat` (stub): developer.apple.com/documentation/uikit/uigraphicsrendererformat
open class UIGraphicsRendererFormat: NSObject {}

/// `UIGraphicsImageRendererFormat` (stub):
/// developer.apple.com/documentation/uikit/uigraphicsimagerendererformat
open class UIGraphicsImageRendererFormat: UIGraphicsRendererFormat {
  /// developer.apple.com/documentation/uikit/uigraphicsimagerendererformat/init(for:)
  public convenience init(for traitCollection: UITraitCollection) { fatalError("stub") }
  /// developer.apple.com/documentation/uikit/uigraphicsimagerendererformat/scale
  open var scale: CGFloat {
    get { fatalError("stub") }
    set { fatalError("stub") }
  }
  /// developer.apple.com/documentation/uikit/uigraphicsimagerendererformat/preferredrange
  open var preferredRange: UIGraphicsImageRendererFormat.Range {
    get { fatalError("stub") }
    set { fatalError("stub") }
  }
  /// developer.apple.com/documentation/uikit/uigraphicsimagerendererformat/range-swift.enum
  /// (`UIGraphicsImageRendererFormatRange`, a C enum: not frozen).
  public enum Range: Int, @unchecked Sendable {
    case unspecified = -1
    case automatic = 0
    case extended = 1
    case standard = 2
  }
}

/// `UIGraphicsRendererContext` (stub): developer.apple.com/documentation/uikit/uigraphicsrenderercontext
open class UIGraphicsRendererContext: NSObject {
  /// developer.apple.com/documentation/uikit/uigraphicsrenderercontext/cgcontext
  open var cgContext: CGContext { fatalError("stub") }
}

/// `UIGraphicsImageRendererContext` (stub):
/// developer.apple.com/documentation/uikit/uigraphicsimagerenderercontext
open class UIGraphicsImageRendererContext: UIGraphicsRendererContext {}

/// `UIGraphicsRenderer` (stub): developer.apple.com/documentation/uikit/uigraphicsrenderer
open class UIGraphicsRenderer: NSObject {}

/// `UIGraphicsImageRenderer` (stub): developer.apple.com/documentation/uikit/uigraphicsimagerenderer
open class UIGraphicsImageRenderer: UIGraphicsRenderer {
  /// developer.apple.com/documentation/uikit/uigraphicsimagerenderer/drawingactions
  public typealias DrawingActions = (UIGraphicsImageRendererContext) -> Void
  /// developer.apple.com/documentation/uikit/uigraphicsimagerenderer/init(bounds:format:)
  public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) { fatalError("stub") }
  /// developer.apple.com/documentation/uikit/uigraphicsimagerenderer/image(actions:)
  open func image(actions: UIGraphicsImageRenderer.DrawingActions) -> UIImage {
    fatalError("stub")
  }
}

// MARK: Controllers and actions

/// `UIAction` (stub; the arguments the project passes, with the SDK's labels and defaults).
@MainActor open class UIAction: NSObject {
  public convenience init(title: String = "", handler: @escaping UIActionHandler) {
    fatalError("stub")
  }
}

/// `UIActionHandler` (stub).
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// `UIBarButtonItem` (stub).
@MainActor open class UIBarButtonItem: NSObject {
  public convenience init(primaryAction: UIAction?) { fatalError("stub") }
  open var title: String? {
    get { fatalError("stub") }
    set { fatalError("stub") }
  }
}

/// `UINavigationItem` (stub).
@MainActor open class UINavigationItem: NSObject {
  open var title: String? {
    get { fatalError("stub") }
    set { fatalError("stub") }
  }
  open var rightBarButtonItem: UIBarButtonItem? {
    get { fatalError("stub") }
    set { fatalError("stub") }
  }
}

/// `UIViewController` (stub).
@MainActor open class UIViewController: UIResponder {
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError("stub") }
  public required init?(coder: NSCoder) { fatalError("stub") }
  open var view: UIView! {
    get { fatalError("stub") }
    set { fatalError("stub") }
  }
  open var navigationItem: UINavigationItem { fatalError("stub") }
  open func viewDidLoad() { fatalError("stub") }
}

// MARK: Diffable data sources

/// `UICollectionViewDataSource` (stub).
@MainActor public protocol UICollectionViewDataSource: NSObjectProtocol {}

/// `UITableViewDataSource` (stub).
@MainActor public protocol UITableViewDataSource: NSObjectProtocol {}

/// `UICollectionViewDiffableDataSource` (stub).
@MainActor @preconcurrency
open class UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>: NSObject,
  UICollectionViewDataSource
where
  SectionIdentifierType: Hashable, SectionIdentifierType: Sendable,
  ItemIdentifierType: Hashable, ItemIdentifierType: Sendable
{
  public typealias CellProvider = (
    _ collectionView: UICollectionView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType
  ) -> UICollectionViewCell?

  public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
    fatalError("stub")
  }

  open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
    fatalError("stub")
  }

  open func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) { fatalError("stub") }

  open func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true
  ) async { fatalError("stub") }

  open func applySnapshotUsingReloadData(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    completion: (() -> Void)? = nil
  ) { fatalError("stub") }

  open func applySnapshotUsingReloadData(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  ) async { fatalError("stub") }

  public func apply(
    _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>,
    to section: SectionIdentifierType, animatingDifferences: Bool = true,
    completion: (() -> Void)? = nil
  ) { fatalError("stub") }

  public func apply(
    _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>,
    to section: SectionIdentifierType, animatingDifferences: Bool = true
  ) async { fatalError("stub") }

  public func snapshot(for section: SectionIdentifierType)
    -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
  { fatalError("stub") }

  open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { fatalError("stub") }
  open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { fatalError("stub") }
}

/// `UITableViewDiffableDataSource` (stub).
@MainActor @preconcurrency
open class UITableViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>: NSObject,
  UITableViewDataSource
where
  SectionIdentifierType: Hashable, SectionIdentifierType: Sendable,
  ItemIdentifierType: Hashable, ItemIdentifierType: Sendable
{
  public typealias CellProvider = (
    _ tableView: UITableView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType
  ) -> UITableViewCell?

  public init(tableView: UITableView, cellProvider: @escaping CellProvider) { fatalError("stub") }

  public var defaultRowAnimation: UITableView.RowAnimation {

    get { fatalError("stub") }

    set { fatalError("stub") }

  }
  open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
    fatalError("stub")
  }

  open func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) { fatalError("stub") }

  open func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true
  ) async { fatalError("stub") }

  open func applySnapshotUsingReloadData(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    completion: (() -> Void)? = nil
  ) { fatalError("stub") }

  open func applySnapshotUsingReloadData(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  ) async { fatalError("stub") }

  open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { fatalError("stub") }
  open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { fatalError("stub") }
}
