import FeedApp
import FeedModel
import ListKit

/// A document whose first entry is one very long post of seeded words, in lines of about 40
/// words, and an app on it at 80x24: the long-post benchmarks' subject.
enum LongPostDocument {
  /// The post's text, of at least `bytes` bytes.
  static func post(bytes: Int) -> String {
    let words = ["the", "quick", "brown", "fox", "jumps", "日本語の", "テキスト", "🐈", "over"]
    var random = LinearCongruential(seed: 11)
    var comment = ""
    while comment.utf8.count < bytes {
      comment += words[random.next(below: words.count)]
      comment += random.next(below: 40) == 0 ? "\n" : " "
    }
    return comment
  }

  /// An app on a feed of twenty entries, the first of them `post`, laid out at `size`.
  static func shell(post: String, size: Size) -> AppShell {
    let users = [User(id: UserID("u0"), nickname: "writer")]
    let entries = (0..<20).map {
      FeedEntry(
        id: "f\($0)", user: users[0].id, comment: $0 == 0 ? post : "Entry \($0)",
        postedAt: "2016-12-19T12:44:03Z")
    }
    let document = Document(
      me: users[0].id, users: users, history: [], feed: Feed(entries), promos: [])
    let shell = AppShell(document: document, size: size)
    _ = shell.handle(.resize(width: size.width, height: size.height))
    return shell
  }
}
