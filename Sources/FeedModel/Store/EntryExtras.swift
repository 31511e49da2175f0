/// The fields of an entry that most entries do not have, kept apart so that a plain entry
/// costs only its record and its text.
///
/// The larger and rarer of them (a boost, a reply, a poll, a quote) are boxed: inline they made
/// every entry with extras some 400 bytes, one with only a content warning included; boxed, it
/// is about a hundred, and each boxed field costs only the entries that have it.
struct EntryExtras: Sendable {
  var media: [MediaAttachment]
  var contentWarning: String?
  var mentions: [UserID]
  var address: String?
  var editedAt: String?
  var links: [String]
  private let boxedBoost: Boxed<Boost>?
  private let boxedReply: Boxed<Reply>?
  private let boxedPoll: Boxed<Poll>?
  private let boxedQuote: Boxed<Quote>?
  private let boxedCard: Boxed<PreviewCard>?
  private let boxedEngagement: Boxed<Engagement>?

  var boost: Boost? { boxedBoost?.value }
  var reply: Reply? { boxedReply?.value }
  var poll: Poll? { boxedPoll?.value }
  var quote: Quote? { boxedQuote?.value }
  var card: PreviewCard? { boxedCard?.value }
  var engagement: Engagement? { boxedEngagement?.value }

  init(
    media: [MediaAttachment], contentWarning: String?, boost: Boost?, reply: Reply?, poll: Poll?,
    mentions: [UserID], address: String?, editedAt: String?, quote: Quote?, links: [String],
    card: PreviewCard? = nil, engagement: Engagement? = nil
  ) {
    self.media = media
    self.contentWarning = contentWarning
    self.mentions = mentions
    self.address = address
    self.editedAt = editedAt
    self.links = links
    boxedBoost = boost.map(Boxed.init)
    boxedReply = reply.map(Boxed.init)
    boxedPoll = poll.map(Boxed.init)
    boxedQuote = quote.map(Boxed.init)
    boxedCard = card.map(Boxed.init)
    boxedEngagement = engagement.map(Boxed.init)
  }
}

/// A value kept on the heap, so that an optional field of it costs a pointer when absent.
final class Boxed<Value: Sendable>: Sendable {
  let value: Value

  init(_ value: Value) { self.value = value }
}
