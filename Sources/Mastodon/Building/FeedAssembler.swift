import FeedModel
import HTMLText

/// Puts posts into a document builder newest first, converting their HTML on the way, so the
/// builder hands out the first screenful after about a hundred conversions rather than after
/// all of them.
enum FeedAssembler {
  /// The order to show posts in: newest first by the moment their date names, and posts
  /// without a date, or with one that is no ISO 8601 date, last; `ties` orders equal moments.
  static func newestFirst(_ posts: [Post], ties: NewestFirst.Ties = .laterInputFirst) -> [Int] {
    NewestFirst.order(posts.map { $0.published.flatMap(DisplayDate.preciseMoment) }, ties: ties)
  }

  /// The posts without the later repeats of an id (an export that lists a post twice), and a
  /// warning for each repeat at its own place, such as `orderedItems[4].id`.
  static func unique(
    _ posts: [Post], arrayName: String
  ) -> (
    posts: [Post], warnings: [DocumentWarning]
  ) {
    var first: [String: Int] = [:]
    first.reserveCapacity(posts.count)
    var kept: [Post] = []
    kept.reserveCapacity(posts.count)
    var warnings: [DocumentWarning] = []
    for post in posts {
      if let earlier = first[post.id] {
        warnings.append(
          DocumentWarning(
            place: "\(arrayName)[\(post.index)].id",
            message:
              "duplicate entry id \(post.id.quotedForMessage) (first at \(arrayName)[\(earlier)]); entry skipped"
          ))
        continue
      }
      first[post.id] = post.index
      kept.append(post)
    }
    return (kept, warnings)
  }

  /// The accounts the owner most recently replied to or mentioned, newest first, each once.
  static func history(_ posts: [Post], order: [Int], owner: UserID?, known: Set<UserID>) -> [UserID]
  {
    var seen: Set<UserID> = []
    var history: [UserID] = []
    for index in order where posts[index].author == owner && posts[index].boost == nil {
      let post = posts[index]
      for id in [post.replyTo?.author].compactMap({ $0 }) + post.mentions
      where id != owner && known.contains(id) && seen.insert(id).inserted {
        history.append(id)
      }
    }
    return history
  }

  /// Posts converted at a time by all cores, after the first part.
  static let chunkSize = 1024

  /// Adds `posts` in `order` to `builder`, publishing parts as they are due.
  ///
  /// The first ``DocumentBuilder/firstPartEntries`` posts are converted on this thread, so
  /// the first part goes out after a screenful of conversions; the rest are converted a chunk
  /// at a time on every core, then added in order. A reply to one of the owner's own posts
  /// gets that post's entry id, so it can be opened.
  static func add(
    _ posts: [Post], order: [Int], owner: UserID?, ownerAddress: String?,
    to builder: DocumentBuilder
  ) {
    let own = ownPosts(posts, owner: owner)
    let head = min(order.count, max(0, builder.firstPartEntries))
    for index in order[..<head] {
      builder.addEntry(
        entry(
          posts[index], comment: text(of: posts[index].content), own: own, posts: posts,
          ownerAddress: ownerAddress), index: posts[index].index)
      builder.publishIfDue()
    }
    var start = head
    while start < order.count {
      let chunk = Array(order[start..<min(order.count, start + chunkSize)])
      let comments = ParallelConversion.texts(of: chunk.map { posts[$0].content })
      for (index, comment) in zip(chunk, comments) {
        builder.addEntry(
          entry(posts[index], comment: comment, own: own, posts: posts, ownerAddress: ownerAddress),
          index: posts[index].index)
        builder.publishIfDue()
      }
      start += chunk.count
    }
  }

  /// The plain text of a post's content.
  static func comment(of content: Post.Content) -> String { text(of: content).text }

  /// The plain text of a post's content, with the addresses it links to.
  static func text(of content: Post.Content) -> PostText {
    switch content {
    case .html(let html, let emoji, let hidesQuote):
      PostText(HTMLConverter(customEmoji: emoji, hidesQuoteFallback: hidesQuote).convert(html))
    case .text(let text): PostText(text)
    }
  }

  private static func entry(
    _ post: Post, comment: PostText, own: [String: Int], posts: [Post], ownerAddress: String?
  ) -> FeedEntry {
    entry(
      post, comment: comment,
      reply: reply(of: post, own: own, posts: posts, ownerAddress: ownerAddress))
  }

  /// What a post replies to: one of the owner's own posts (in `own`, by key) by its entry id,
  /// else the address and author it names.
  static func reply(
    of post: Post, own: [String: Int], posts: [Post], ownerAddress: String?
  ) -> Reply? {
    post.replyTo.map { target -> Reply in
      guard let parent = own[target.key] else {
        return Reply(address: target.address, author: target.authorAddress)
      }
      return Reply(
        address: posts[parent].address ?? target.address, author: ownerAddress,
        entryID: posts[parent].id)
    }
  }

  /// The owner's own posts (not boosts), by key; with no owner, everyone's.
  static func ownPosts(_ posts: [Post], owner: UserID?, everyones: Bool = false) -> [String: Int] {
    var own: [String: Int] = [:]
    for (index, post) in posts.enumerated()
    where (everyones || post.author == owner) && post.boost == nil {
      own[post.key] = index
    }
    return own
  }

  /// A post's card, its address spelled as the text links it when the two differ only in the
  /// case of the scheme or host (`https://Page.Example/y` in the text, `https://page.example/y`
  /// fetched): one page, listed once.
  static func card(of post: Post, links: [String]) -> PreviewCard? {
    guard var card = post.card else { return nil }
    let address = PostText.comparable(card.url)
    if let same = links.first(where: { PostText.comparable($0) == address }) { card.url = same }
    return card
  }

  /// The entry of a post whose reply is worked out.
  static func entry(_ post: Post, comment: PostText, reply: Reply?) -> FeedEntry {
    FeedEntry(
      id: post.id, user: post.author, comment: comment.text, media: post.media,
      postedAt: post.published, editedAt: post.edited, contentWarning: post.contentWarning,
      isSensitive: post.isSensitive, boost: post.boost, reply: reply, poll: post.poll,
      mentions: post.mentions, address: post.address, visibility: post.visibility,
      quote: post.quote, links: comment.links, card: card(of: post, links: comment.links),
      engagement: post.engagement)
  }
}
