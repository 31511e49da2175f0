import Foundation
import Testing

@Suite("A post of megabytes in the real binary: its screen opens at once and keys never wait")
struct LongPostSessionTests {
  /// A document whose first entry is a post of about `megabytes` of numbered lines.
  static func document(megabytes: Int) throws -> String {
    var lines: [String] = []
    var size = 0
    while size < megabytes * 1_000_000 {
      let line = "line \(lines.count + 1) of a post that goes on and on, far past any screen"
      lines.append(line)
      size += line.utf8.count + 1
    }
    let comment = lines.joined(separator: "\\n")
    return try ListTUIProcess.temporaryFile(
      #"{"me":"u1","users":[{"id":"u1","nickname":"writer"}],"feed":["#
        + #"{"id":"long","user":"u1","comment":"\#(comment)","postedAt":"2016-12-19T12:44:03Z"},"#
        + #"{"id":"short","user":"u1","comment":"Short"}]}"#)
  }

  @Test("A 10 MB post's screen shows while the post is still being wrapped, and q then quits")
  func opensAndQuitsAtOnce() async throws {
    let path = try Self.document(megabytes: 10)
    // Reading 10 MB of JSON takes the debug build many seconds: wait for it here.
    let app = try await ListTUISession(arguments: [path], waitForLoading: false)
    defer { app.close() }
    let loaded = try await app.tmux.wait(timeout: .seconds(90)) {
      let status = try app.screen().last ?? ""
      return !status.isEmpty && !status.contains("loading…")
    }
    #expect(loaded)
    // Enter and End at once: the screen comes before the wrapping is done, so End shows how
    // far that has got, below the last line wrapped so far. A screen that waited for the
    // whole post, as it once did, would show the post's last line there. (End is sent with
    // Enter, not after the first lines show: on a quiet machine the wrap can end in between;
    // the three keys go in one write, so that a loaded machine does not part them either.)
    try app.tmux.sendKeys("j", "Enter", "G")
    var screen: [String] = []
    let following = try await app.tmux.wait(timeout: .seconds(10)) {
      screen = try app.screen()
      return screen.first?.contains("Entry by writer") == true
        && screen.contains { $0.contains("wrapping the text") }
    }
    #expect(following, "\(screen.joined(separator: "\n"))")
    #expect(screen.contains { $0.contains("of a post that goes on") }, "\(screen)")
    // The rest of the post is still being wrapped, a slice at a time between keys; q acts at
    // once (the bound leaves room for a loaded machine; the whole wrap takes far longer).
    let quitting = ContinuousClock.now
    try app.tmux.sendKeys("q")
    let status = try await app.exitStatus(timeout: .seconds(10))
    #expect(status == 0)
    #expect(ContinuousClock.now - quitting < .seconds(8))
  }

  @Test("--dump wraps the whole post before the next key: End prints its end")
  func dumpReachesEnd() throws {
    let path = try Self.document(megabytes: 1)
    let output = try ListTUIProcess.run([path, "--dump", "--size", "60x8", "--keys", "j<Enter>G"])
    #expect(output.status == 0)
    let lines = output.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.contains { $0.contains("line 16309 of a post") })
    #expect(!output.stdout.contains("wrapping"))
  }
}
