import ListKit

extension ProfileScreen {
  /// The most addresses a list of a profile shows expanded when the profile opens: a longer
  /// one (the owner's 300 `Likes`) starts folded, so that the lists after it are seen.
  static let foldedListLength = 20

  /// Folds each list of addresses longer than ``foldedListLength`` the first time the
  /// profile shows it.
  ///
  /// ```text
  /// ▸ Likes 300
  ///
  /// ▸ Bookmarks 30
  /// ```
  func foldLongLists() {
    for object in adapter.objects {
      guard let list = object as? LinksModel, list.isCollapsible,
        list.addresses.count > Self.foldedListLength
      else { continue }
      let identity = ObjectIdentity(of: list)
      guard foldedLists.insert(identity).inserted else { continue }
      adapter.setCollapsed(identity, true)
    }
  }
}
