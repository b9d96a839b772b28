// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation, NeverUseImplicitlyUnwrappedOptionals
// (A stub mirrors Apple's declarations, implicitly unwrapped optionals included; Apple's
// documentation is where each one is described.)
// STUB — NOT APPLE'S CODE. A module named AppKit that declares, signatures only, the part of
// Apple's AppKit that the project's `#if canImport(AppKit)` files use, written from Apple's
// documentation (developer.apple.com/documentation/appkit). See ../UIKit/UIKit.swift for what
// `make apple-surface` proves and what it does not. Every body traps: compiled, never run.
//
// As documented: `NSCollectionViewDiffableDataSource` is not main-actor isolated and requires
// only `Hashable` identifiers; its snapshot is AppKit's own `NSDiffableDataSourceSnapshot`.

@_exported import AppleFoundationSurface
@_exported import Foundation

/// AppKit's `NSDiffableDataSourceSnapshot` (stub).
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
where SectionIdentifierType: Hashable, ItemIdentifierType: Hashable {
  public init() { fatalError("stub") }
  public var sectionIdentifiers: [SectionIdentifierType] { fatalError("stub") }
  public var itemIdentifiers: [ItemIdentifierType] { fatalError("stub") }
  public var reloadedSectionIdentifiers: [SectionIdentifierType] { fatalError("stub") }
  public var reloadedItemIdentifiers: [ItemIdentifierType] { fatalError("stub") }
  public var reconfiguredItemIdentifiers: [ItemIdentifierType] { fatalError("stub") }
  public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
    fatalError("stub")
  }
  public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
    fatalError("stub")
  }
  public mutating func appendItems(
    _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
  ) { fatalError("stub") }
}

/// `NSResponder` (stub).
@MainActor open class NSResponder: NSObject {}

/// `NSView` (stub).
@MainActor open class NSView: NSResponder {}

/// `NSViewController` (stub).
@MainActor open class NSViewController: NSResponder {}

/// `NSCollectionView` (stub).
@MainActor open class NSCollectionView: NSView {}

/// `NSCollectionViewItem` (stub).
@MainActor open class NSCollectionViewItem: NSViewController {}

/// `NSCollectionViewDataSource` (stub).
@MainActor public protocol NSCollectionViewDataSource: NSObjectProtocol {}

/// `NSCollectionViewDiffableDataSource` (stub).
open class NSCollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>: NSObject,
  NSCollectionViewDataSource
where SectionIdentifierType: Hashable, ItemIdentifierType: Hashable {
  public typealias ItemProvider = (
    _ collectionView: NSCollectionView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType
  ) -> NSCollectionViewItem?

  public init(collectionView: NSCollectionView, itemProvider: @escaping ItemProvider) {
    fatalError("stub")
  }

  open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
    fatalError("stub")
  }

  open func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) { fatalError("stub") }
}
