#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `bench: statuses`: a saved timeline of Mastodon API statuses by thousands of accounts, a
/// third of them replies, opened newest first (a timeline's order, shown as it streams in)
/// and, as the peer, oldest first (read whole, then put in order).
///
/// Newest first once cost O(accounts) for every piece of the input read, and every reply was
/// looked at again for each: 100,000 statuses took six minutes.
enum StatusesBenchmark {
  static func run() {
    let count = 50_000
    let newest = time(count: count, newestFirst: true)
    let oldest = time(count: count, newestFirst: false)
    print(
      "bench: statuses n=\(count) accounts=3000"
        + " newest_first_ms=\(Measure.format(Measure.milliseconds(newest)))"
        + " oldest_first_ms=\(Measure.format(Measure.milliseconds(oldest)))"
        + " peak_mb=\(Measure.format(Measure.peakMegabytes(), decimals: 0))")
  }

  private static func time(count: Int, newestFirst: Bool) -> Duration {
    let path = "/tmp/listbench-statuses-\(getpid()).json"
    write(count: count, newestFirst: newestFirst, to: path)
    defer { unlink(path) }
    let result = LoadTiming.open(path: path) { _ in true }
    precondition(result.shell.state.document.feed.count == count, "every status is an entry")
    return result.complete
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
