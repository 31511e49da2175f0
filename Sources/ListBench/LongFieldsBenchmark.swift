import FeedApp
import FeedModel
import ListKit

/// Times keys over entries whose every field from the document is a megabyte: the author's
/// nickname, display name and address, a content warning, an alt text and a poll option.
///
/// A row reads only what its line shows of each, so a key costs what a key over short fields
/// does: `short_us_per_key` is the same feed with short fields, the peer figure.
enum LongFieldsBenchmark {
  static func run() {
    let size = Size(width: 80, height: 24)
    // Twenty `j` down the feed, then twenty `k` back up.
    let keys = [Character](repeating: "j", count: 20) + [Character](repeating: "k", count: 20)
    let perKey = { (shell: AppShell) in
      KeyTiming.medianMicroseconds(shell, keys: keys, presses: keys.count, size: size)
    }
    let long = shell(fieldBytes: 1_000_000, size: size)
    let short = shell(fieldBytes: 8, size: size)
    let longUs = perKey(long)
    let shortUs = perKey(short)
    long.open(.profile(UserID("u0")))
    short.open(.profile(UserID("u0")))
    let profileUs = perKey(long)
    print(
      "bench: long-fields bytes=1000000 us_per_key=\(Measure.format(longUs, decimals: 1))"
        + " short_us_per_key=\(Measure.format(shortUs, decimals: 1))"
        + " profile_us_per_key=\(Measure.format(profileUs, decimals: 1))")
  }

  /// An app on twenty entries by one author, with fields of `fieldBytes` bytes each.
  static func shell(fieldBytes: Int, size: Size) -> AppShell {
    let text = { (word: String) in String(repeating: word + " ", count: max(1, fieldBytes / 6)) }
    let author = User(
      id: UserID("u0"), nickname: text("nick"), fullName: text("name"),
      address: "@" + text("addr") + "@example.social")
    let entries = (0..<20).map { index in
      var entry = FeedEntry(
        id: "f\(index)", user: author.id, comment: "Entry \(index)",
        postedAt: "2016-12-19T12:44:03Z")
      switch index % 4 {
      case 1: entry.contentWarning = text("warn")
      case 2: entry.media = [MediaAttachment(location: "p.png", description: text("alts"))]
      case 3: entry.poll = Poll(options: [.init(title: text("poll"), votes: 3)])
      default: break
      }
      return entry
    }
    let document = Document(
      me: UserID("me"), users: [author, User(id: UserID("me"), nickname: "me")], history: [],
      feed: Feed(entries), promos: [])
    let shell = AppShell(document: document, size: size)
    shell.showsPictures = false
    shell.start(colorCount: 256)
    _ = shell.handle(.resize(width: size.width, height: size.height))
    _ = shell.render(size: size)
    return shell
  }
}
