import ListDiff

/// What ``ListAdapter/performUpdates()`` changed, by section.
public struct ListUpdate {
  /// Sections added.
  public var inserted: Int
  /// Sections removed.
  public var deleted: Int
  /// Sections kept whose object changed.
  public var updated: Int
  /// Sections kept that moved.
  public var moved: Int
  /// The diff of the old objects' identities against the new ones; nil for a first load,
  /// which skips the diff.
  public var diff: DiffResult<ObjectIdentity>?

  /// Creates an update summary.
  public init(
    inserted: Int, deleted: Int, updated: Int, moved: Int, diff: DiffResult<ObjectIdentity>?
  ) {
    self.inserted = inserted
    self.deleted = deleted
    self.updated = updated
    self.moved = moved
    self.diff = diff
  }
}
