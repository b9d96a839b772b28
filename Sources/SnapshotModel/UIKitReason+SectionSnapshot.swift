/// `NSDiffableDataSourceSectionSnapshot`'s reason strings (reference §2.2, iOS 17–26 wording).
extension UIKitReason {
  static func parentNotInSectionSnapshot<ID>(_ item: ID) -> String {
    "Parent item identifier does not exist in section snapshot: \(item)"
  }

  static func insertBeforeNotInSectionSnapshot<ID>(_ item: ID) -> String {
    "Item identifier to insert before does not exist in section snapshot: \(item)"
  }

  static func insertAfterNotInSectionSnapshot<ID>(_ item: ID) -> String {
    "Item identifier to insert after does not exist in section snapshot: \(item)"
  }

  static func itemNotInSectionSnapshot<ID>(_ item: ID) -> String {
    "Item identifier does not exist in section snapshot: \(item)"
  }

  static func childNotInSectionSnapshot<ID>(_ item: ID) -> String {
    "Child item identifier does not exist in section snapshot: \(item)"
  }

  static func deletedItemNotInSectionSnapshot<ID>(_ item: ID) -> String {
    "Failed to find index of item \(item)"
  }

  /// Current UIKit reports repeated items through
  /// `BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__DUPLICATE_ITEM_IDENTIFIERS_IN_SECTION_SNAPSHOT`,
  /// whose text the reference does not record; this is the iOS 14 text (Legacy).
  static let sectionSnapshotItemsNotUnique = "Supplied identifiers are not unique."
}
