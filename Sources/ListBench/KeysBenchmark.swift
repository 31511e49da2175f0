import FeedApp
import FeedModel
import ListKit

/// Times the app in process: `j` presses over a feed of a million entries, each press
/// followed by a full 80x24 frame, as the terminal loop does; and opening the feed screen.
enum KeysBenchmark {
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
    let start = ContinuousClock.now
    let size = Size(width: 80, height: 24)
    let shell = AppShell(document: document, size: size)
    _ = shell.handle(.resize(width: size.width, height: size.height))
    _ = shell.render(size: size)
    let ready = ContinuousClock.now - start
    let presses = 1_000
    var perKey: [Double] = []
    for _ in 0..<9 {
      let ms = Measure.medianMilliseconds(runs: 1) {
        for _ in 0..<presses {
          _ = shell.handle(.key(.character("j")))
          _ = shell.render(size: size)
        }
      }
      perKey.append(ms * 1_000 / Double(presses))
    }
    let us = perKey.sorted()[perKey.count / 2]
    let position = shell.current.adapter.selection?.positionText ?? "-"
    print(
      "bench: keys n=\(count) us_per_key=\(Measure.format(us, decimals: 1)) position=\(position)"
        + " open_ms=\(Measure.format(Measure.milliseconds(ready), decimals: 1))")
  }
}
