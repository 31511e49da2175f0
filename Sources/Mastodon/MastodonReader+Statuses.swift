import FeedModel

extension MastodonReader {
  /// Reads a statuses array: every account becomes a user, the owner (`me`) is the account
  /// that wrote most of the statuses, and the feed is newest first.
  static func readStatuses(
    _ bytes: [UInt8], file: String, into builder: DocumentBuilder
  ) throws(DocumentError) {
    builder.noteProgress(bytesRead: 0, totalBytes: bytes.count)
    let statuses = try StatusParser.parse(bytes, file: file)
    builder.noteProgress(bytesRead: bytes.count, totalBytes: bytes.count)
    builder.entryArrayName = "statuses"
    builder.dateFieldName = "created_at"
    builder.media = RemoteMedia()
    let owner = statuses.users.map(\.id).max {
      statuses.authored[$0, default: 0] < statuses.authored[$1, default: 0]
    }
    builder.me = owner
    for (index, user) in statuses.users.enumerated() {
      builder.addUser(user, place: "accounts[\(index)]")
    }
    let (posts, repeats) = FeedAssembler.unique(statuses.posts, arrayName: "statuses")
    for warning in statuses.warnings + repeats { builder.warn(warning.place, warning.message) }
    let order = FeedAssembler.newestFirst(posts)
    let known = Set(statuses.users.map(\.id))
    builder.history = FeedAssembler.history(posts, order: order, owner: owner, known: known)
    FeedAssembler.add(posts, order: order, owner: owner, ownerAddress: owner?.rawValue, to: builder)
  }
}
