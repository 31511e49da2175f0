import FeedModel

/// The document the screens show, which may still be loading, with what the reader did to it:
/// the content warnings revealed.
///
/// A loader delivers a document in parts; each larger version replaces the last, and every
/// open screen applies it as a diffed update, so rows appear without the selection or the view
/// jumping.
public final class DocumentState {
  /// The document's name: a path, `<stdin>`, or the bundled demo's.
  public let name: String
  /// The document as loaded so far, with its warnings and progress.
  public private(set) var snapshot: DocumentSnapshot
  /// Why loading stopped before the end, if it did.
  public private(set) var failure: DocumentError?
  /// The entries whose hidden content (behind a content warning, or sensitive media) the
  /// reader chose to see, by feed position.
  public private(set) var revealed: Set<Int> = []
  /// Finds matching entries for the filter, keeping recent results.
  let filter = FeedFilter()
  /// How many times the filter searched the feed rather than reused a result: the passes that
  /// cost time on a large feed, for tests and benchmarks.
  public var filterSearchCount: Int { filter.searchCount }
  /// The replies to each entry, indexed once per version of the document, when an entry's
  /// screen first asks.
  let replies = ReplyIndex()
  /// The posts of each user, indexed once per version of the document, when a profile first
  /// asks.
  let posts = AuthorIndex()
  /// The warnings grouped by what they say, for the Warnings screen and the status line's
  /// count: grouped as each version of the document comes, never while drawing.
  private(set) var warningGroups: WarningGroups
  /// The document's pictures, drawn in the background; nil until the app sets them up.
  public internal(set) var pictures: PictureStore?

  /// Whether pictures get boxes the size they would be drawn at: false with pictures off
  /// (`--no-images`), where an attachment is one line naming it, as a text browser shows one.
  var reservesPictureBoxes: Bool { pictures.map { $0.mode != nil } ?? true }

  /// Creates the state of a document, complete unless the snapshot says otherwise.
  public init(name: String, snapshot: DocumentSnapshot) {
    self.name = name
    self.snapshot = snapshot
    warningGroups = WarningGroups(snapshot.warnings)
  }

  /// The document so far.
  public var document: Document { snapshot.document }

  /// The problems found so far, at most ``FeedModel/DocumentBuilder/warningLimit``.
  public var warnings: [DocumentWarning] { snapshot.warnings }

  /// Whether more of the document is still to come.
  public var isLoading: Bool { !snapshot.isComplete && failure == nil }

  /// Replaces the document with a newer version of it.
  func apply(_ snapshot: DocumentSnapshot) {
    guard failure == nil else { return }
    if !snapshot.document.feed.extends(self.snapshot.document.feed) { revealed = [] }
    self.snapshot = snapshot
    warningGroups.update(to: snapshot.warnings)
  }

  /// Records that loading stopped with an error: what was loaded stays.
  func fail(_ error: DocumentError) {
    failure = error
  }

  /// Shows or hides the content behind an entry's warning; returns whether it is now shown.
  @discardableResult
  func toggleRevealed(_ position: Int) -> Bool {
    if revealed.remove(position) == nil {
      revealed.insert(position)
      return true
    }
    return false
  }
}
