import FeedApp
import FeedModel

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `bench: statuses`: a saved timeline of Mastodon API statuses by thousands of accounts, a
/// third of them replies, read whole as `--dump` reads it: newest first (a timeline's order,
/// added as it streams in) and, as the peer, oldest first (read whole, then put in order);
/// and newest first as the app opens it, to everything loaded.
///
/// Newest first once cost O(accounts) for every status added and looked at every reply again
/// for each (`--dump` adds them one at a time): 100,000 statuses took six minutes.
enum StatusesBenchmark {
  static func run() {
    let count = 50_000
    let path = "/tmp/listbench-statuses-\(getpid()).json"
    defer { unlink(path) }
    write(count: count, newestFirst: false, to: path)
    let oldest = dump(path, count: count)
    write(count: count, newestFirst: true, to: path)
    let newest = dump(path, count: count)
    let app = LoadTiming.open(path: path) { _ in true }
    precondition(app.shell.state.document.feed.count == count, "every status is an entry")
    print(
      "bench: statuses n=\(count) accounts=3000"
        + " dump_newest_first_ms=\(Measure.format(Measure.milliseconds(newest)))"
        + " dump_oldest_first_ms=\(Measure.format(Measure.milliseconds(oldest)))"
        + " app_newest_first_ms=\(Measure.format(Measure.milliseconds(app.complete)))"
        + " peak_mb=\(Measure.format(Measure.peakMegabytes(), decimals: 0))")
  }

  /// The time `--dump` takes to read the file whole.
  private static func dump(_ path: String, count: Int) -> Duration {
    let start = ContinuousClock.now
    guard let snapshot = try? DocumentLoader.load(.file(path: path)) else {
      preconditionFailure("the statuses load")
    }
    precondition(snapshot.document.feed.count == count, "every status is an entry")
    return ContinuousClock.now - start
  }

  /// Writes `count` statuses by 3,000 accounts, one in three a reply to another account.
  private static func write(count: Int, newestFirst: Bool, to path: String) {
    var text = "["
    for step in 0..<count {
      let index = newestFirst ? count - 1 - step : step
      let account = index * 7919 % 3000
      let seconds = index * 37
      let date =
        "2024-\(pad(1 + seconds / 2_592_000 % 12))-\(pad(1 + seconds / 86_400 % 28))"
        + "T\(pad(seconds / 3600 % 24)):\(pad(seconds / 60 % 60)):\(pad(seconds % 60))Z"
      let reply =
        index % 3 == 0
        ? #""in_reply_to_id":"\#(index / 2)","in_reply_to_account_id":"\#((account + 17) % 3000)","#
        : ""
      text +=
        (step == 0 ? "" : ",")
        + #"{"id":"\#(index + 1)","created_at":"\#(date)",\#(reply)"#
        + #""account":{"id":"\#(account)","username":"u\#(account)","acct":"u\#(account)@host\#(account % 40).example","display_name":"User \#(account)"},"#
        + #""content":"<p>Status \#(index) about the ropeway and the harbour</p>","visibility":"public","media_attachments":[],"mentions":[]}"#
    }
    text += "]"
    let file = fopen(path, "w")
    _ = text.withCString { fputs($0, file) }
    fclose(file)
  }

  private static func pad(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
}
