import FeedApp
import FeedModel
import ListKit
import ListKitTesting
import Testing

@testable import ListtuiFormat

/// The warnings a listtui document's values give as they are read (a negative count, a lone
/// UTF-16 surrogate escape) are about the entry or user holding them; about nothing when that
/// entry or user is a repeat, skipped, whose id names another.
@Suite("A listtui document's value warnings are about their entry or user; surrogates warn")
struct DecoderWarningSubjectTests {
  /// A user with a negative count and a repeat of them with another; an entry whose poll has
  /// negative counts, one with a lone surrogate escape in its text, and a repeat of the first
  /// id with a visibility that is no visibility.
  static let document = #"""
    {"me":"u1","users":[
      {"id":"u1","nickname":"boo","stats":[{"label":"posts","count":-3}]},
      {"id":"u1","nickname":"again","stats":[{"label":"posts","count":-1}]}],
    "feed":[
      {"id":"a1","user":"u1","comment":"poll post",
       "poll":{"options":[{"title":"yes","votes":-2},{"title":"no","votes":1}],"voters":-1}},
      {"id":"a2","user":"u1","comment":"odd \ud800 text","postedAt":"2016-12-20T10:00:00Z"},
      {"id":"a1","user":"u1","comment":"again","visibility":"weird"}]}
    """#

  @Test("Each value warning about a kept entry or user names it; a repeat's names nothing")
  func subjects() throws {
    let app = try AppHarness(json: Self.document)
    let warnings = app.shell.state.snapshot.warnings.map {
      "\($0.description) → \(Self.describe($0.subject))"
    }
    #expect(
      warnings == [
        "users[0].stats[0].count: expected a count, found -3; left out → user u1",
        "users[1].stats[0].count: expected a count, found -1; left out → nothing",
        "users[1].id: duplicate user id \"u1\" (first at users[0]); dropped → nothing",
        "feed[0].poll.options[0].votes: expected a count, found -2; the option's votes are unknown"
          + " → entry a1",
        "feed[0].poll.voters: expected a count, found -1; left out → entry a1",
        "feed[1].comment: lone UTF-16 surrogate '\\uD800' at 7:41; shown as U+FFFD → entry a2",
        "feed[2].id: duplicate feed entry id \"a1\" (first at feed[0]); entry skipped → nothing",
        "feed[2].visibility: unknown visibility \"weird\"; shown as public → nothing",
      ])
    let feed = app.shell.state.snapshot.document.feed
    #expect(feed.map(\.comment) == ["poll post", "odd \u{FFFD} text"])
  }

  @Test("A lone surrogate is placed in the innermost member, whatever the blocks it is read in")
  func surrogatePlaces() throws {
    let json = #"""
      {"users":[{"id":"u1","nickname":"b\udfffo","attributes":[{"key":"k","value":"\ud800"}]}],
      "me":"u\ud801",
      "feed":[{"id":"a1","user":"u1","comment":"x","poll":{"options":[{"title":"\udc00"}]}}]}
      """#
    // Read a few bytes at a time too: an escape's line and column are in the whole input.
    for blockSize in [1 << 20, 7, 16, 33] {
      let builder = DocumentBuilder()
      try ListtuiReader.read(
        ByteInput(bytes: Array(json.utf8), name: "t.json"), into: builder, blockSize: blockSize)
      let warnings = builder.finish().warnings.map {
        "\($0.description) → \(Self.describe($0.subject))"
      }
      #expect(
        warnings == [
          "users[0].nickname: lone UTF-16 surrogate '\\uDFFF' at 1:35; shown as U+FFFD → user u1",
          "users[0].attributes[0].value: lone UTF-16 surrogate '\\uD800' at 1:78; shown as U+FFFD"
            + " → user u1",
          "me: lone UTF-16 surrogate '\\uD801' at 2:8; shown as U+FFFD → nothing",
          "me: unknown user \"u\u{FFFD}\"; ignored → nothing",
          "feed[0].poll.options[0].title: lone UTF-16 surrogate '\\uDC00' at 3:75; shown as U+FFFD"
            + " → entry a1",
        ], "block size \(blockSize)")
    }
  }

  @Test("Enter on a poll's warning opens its entry; on a count's, the user's profile")
  func opens() throws {
    let app = try AppHarness(json: Self.document, size: Size(width: 50, height: 10))
    try app.press("!jjj<Enter>")
    expectScreen(
      app.screen(50, 10),
      [
        "t.json › Feed › Warnings › Entry by boo     ? help",
        "> boo",
        "",
        "  poll post",
        "",
        "  ▕          ▏ – yes",
        "  ▕          ▏ – no (1)",
        "  votes unknown",
        "",
        " 1/3 author                          ⚠ 8 warnings",
      ])
    #expect(app.shell.current.route == .entry("a1"))
    try app.press("<Esc>jj<Enter>")
    #expect(app.shell.current.route == .entry("a2"))
    try app.press("<Esc>gg<Enter>")
    #expect(app.shell.current.route == .profile("u1"))
    #expect(app.shell.current.title == "boo")
  }

  /// A subject, for comparing a list of them at a glance.
  static func describe(_ subject: WarningSubject?) -> String {
    switch subject {
    case .entry(let id)?: "entry \(id)"
    case .user(let id)?: "user \(id.rawValue)"
    case nil: "nothing"
    }
  }
}
