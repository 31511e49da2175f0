import FeedApp
import FeedModel
import ListKit

/// Times a change of width over a feed of a million entries, a quarter with pictures: the
/// resize, which measures every row again at the new width, and the frame after it; and a
/// change of height alone, which measures nothing.
enum ResizeBenchmark {
  static func run() {
    let count = 1_000_000
    let users = (0..<100).map { User(id: UserID("u\($0)"), nickname: "user\($0)") }
    let feed = Feed(
      (0..<count).lazy.map {
        FeedEntry(
          id: "f\($0)", user: users[$0 % users.count].id,
          comment: "Entry number \($0) of the big feed",
          image: $0 % 4 == 0 ? "IMG_\($0).jpg" : nil, postedAt: "2016-12-19T12:44:03Z")
      })
    let document = Document(
      me: users[0].id, users: users, history: users.prefix(12).map(\.id), feed: feed, promos: [])
    let shell = AppShell(document: document, size: Size(width: 80, height: 24))
    _ = shell.handle(.resize(width: 80, height: 24))
    _ = shell.render(size: Size(width: 80, height: 24))
    var width = 80
    let widthMs = Measure.medianMilliseconds(runs: 9) {
      width = width == 80 ? 100 : 80
      _ = shell.handle(.resize(width: width, height: 24))
      _ = shell.render(size: Size(width: width, height: 24))
    }
    var height = 24
    let heightMs = Measure.medianMilliseconds(runs: 9) {
      height = height == 24 ? 30 : 24
      _ = shell.handle(.resize(width: width, height: height))
      _ = shell.render(size: Size(width: width, height: height))
    }
    print(
      "bench: resize n=\(count) ms=\(Measure.format(widthMs))"
        + " height_only_ms=\(Measure.format(heightMs))")
  }
}
