/// The fields of an entry that most entries do not have, kept apart so that a plain entry
/// costs only its record and its text.
struct EntryExtras: Sendable {
  var media: [MediaAttachment]
  var contentWarning: String?
  var boost: Boost?
  var reply: Reply?
  var poll: Poll?
  var mentions: [UserID]
  var address: String?
  var editedAt: String?
  var quote: Quote?
}
