import FeedApp
import FeedModel
import ListKit

/// `bench: poll-keys`: keys on the entry screen of a post with a poll of many options.
///
/// The entry is opened, its poll selected, and `j` and `k` pressed in turn (the poll scrolls
/// a line, or the selection moves), each press followed by a full 80x24 frame. A key should
/// cost what shows of the poll, not its number of options: compare `options=1000` with
/// `options=10`.
enum PollKeysBenchmark {
  static func run(options count: Int) {
    let size = Size(width: 80, height: 24)
    let shell = shell(options: count, size: size)
    _ = shell.render(size: size)
    shell.open(.entry("f0"))
    _ = shell.render(size: size)
    // The author, the text, then the poll.
    for _ in 0..<2 {
      _ = shell.handle(.key(.character("j")))
      _ = shell.render(size: size)
    }
    let us = KeyTiming.medianMicroseconds(shell, keys: ["j", "k"], presses: 200, size: size)
    print(
      "bench: poll-keys options=\(count) us_per_key=\(Measure.format(us, decimals: 1))")
  }

  /// An app on a feed of twenty entries, the first with a poll of `count` options of seeded
  /// lengths, some of which wrap at 80 columns, laid out at `size`.
  private static func shell(options count: Int, size: Size) -> AppShell {
    let users = [User(id: UserID("u0"), nickname: "pollster")]
    var random = LinearCongruential(seed: 7)
    let words = ["coffee", "tea", "cold soba", "udon", "日本語の", "🐈", "with dipping sauce"]
    let options = (0..<count).map { number -> Poll.Option in
      let title = (0...random.next(below: 12)).map { _ in words[random.next(below: words.count)] }
      return Poll.Option(
        title: "\(number): " + title.joined(separator: " "), votes: random.next(below: 50))
    }
    let poll = Poll(options: options, votersCount: nil)
    let entries = (0..<20).map {
      FeedEntry(
        id: "f\($0)", user: users[0].id, comment: "Entry \($0)", postedAt: "2016-12-19T12:44:03Z",
        poll: $0 == 0 ? poll : nil)
    }
    let document = Document(
      me: users[0].id, users: users, history: [], feed: Feed(entries), promos: [])
    let shell = AppShell(document: document, size: size)
    _ = shell.handle(.resize(width: size.width, height: size.height))
    return shell
  }
}
