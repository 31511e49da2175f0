import JSON

/// What tells whether the status a thread's context was asked about is among the statuses read
/// with it.
///
/// `GET /api/v1/statuses/:id/context` answers `{ancestors, descendants}`: the statuses before
/// and after one, never that one. Saved alone, its replies answer a post the document does not
/// hold; saved after that status (`cat status.json context.json`), the thread is whole.
struct ContextFocus {
  /// The id of the status asked about, when the descendants name it: the parent of the
  /// descendants whose parent is not among them.
  let id: String?
  /// The last ancestor's id, which the status asked about replies to.
  let parentID: String?
  /// The indexes the context's statuses have among all the statuses read.
  let indexes: Range<Int>
  /// Where the context is in the input, for the warning: empty for the first value.
  let place: String

  /// The focus of a context `value` whose statuses are numbered from `firstIndex`.
  init(_ value: JSONValue, firstIndex: Int, place: String) {
    let ancestors = value["ancestors"]?.array ?? []
    let descendants = value["descendants"]?.array ?? []
    let ids = Set(descendants.compactMap { $0["id"].flatMap(StatusParser.restID) })
    id = descendants.lazy.compactMap { $0["in_reply_to_id"].flatMap(StatusParser.restID) }
      .first { !ids.contains($0) }
    parentID = ancestors.last?["id"].flatMap(StatusParser.restID)
    indexes = firstIndex..<(firstIndex + ancestors.count + descendants.count)
    self.place = place
  }

  /// Whether the status asked about is among `posts`, the statuses read (by their input
  /// index): by its id, else as a status outside the context replying to its last ancestor,
  /// else, for an empty context, as any status outside it.
  func isFound(in posts: [Post]) -> Bool {
    let outside = posts.lazy.filter { !indexes.contains($0.index) }
    if let id { return posts.contains { $0.id == id } }
    if let parentID { return outside.contains { $0.replyTo?.key == parentID } }
    return !outside.isEmpty
  }

  /// The warning's message when the status asked about is not found.
  static let missingMessage =
    "a thread's context (GET /api/v1/statuses/:id/context) without the status it was asked "
    + "about, which its replies answer: to show it, give it first "
    + "(cat status.json context.json | listtui -)"
}
