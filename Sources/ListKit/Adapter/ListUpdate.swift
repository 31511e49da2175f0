import ListDiff

/// What ``ListAdapter/performUpdates()`` changed, by section.
public struct ListUpdate: Sendable {
  /// Sections added.
  public var inserted: Int
  /// Sections removed.
  public var deleted: Int
  /// Sections kept whose object changed.
  public var updated: Int
  /// Sections kept that moved.
  ///
  /// For an update from the adapter, counted from the diff's minimal moves the first time it
  /// is read, so an update that nobody asks about never looks for them.
  public var moved: Int {
    get { movedCount ?? diff?.moves.count ?? 0 }
    set { movedCount = newValue }
  }
  /// The count of moves given, rather than to be found in ``diff``.
  private var movedCount: Int?
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
    self.movedCount = moved
    self.diff = diff
  }

  /// An update summary whose moves are counted from the diff when first read.
  init(inserted: Int, deleted: Int, updated: Int, diff: DiffResult<ObjectIdentity>) {
    self.inserted = inserted
    self.deleted = deleted
    self.updated = updated
    self.diff = diff
  }
}
