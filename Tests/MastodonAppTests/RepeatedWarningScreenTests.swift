import ArchiveTestSupport
import ListKit
import ListKitTesting
import Testing

@Suite(
  "A mention on an internationalised domain is kept; a problem repeated in every post is one warning"
)
struct RepeatedWarningScreenTests {
  /// Emoji Fan, on a server whose domain is an emoji, as the tester's archive has them.
  private static let emojiFan = MastodonExport.Mention(
    uri: "https://🦄.example/users/emoji_fan", name: "@emoji_fan@🦄.example")

  /// Alice's archive of three posts mentioning `mention`, and, with `badDate`, one whose
  /// `published` is no date.
  private func archive(
    mentioning mention: MastodonExport.Mention, badDate: Bool = false, in folder: TemporaryFolder
  ) throws -> String {
    var export = Exports.alice()
    for id in 1...3 {
      export.note(
        id: id, published: "2023-01-0\(id)T10:00:00Z", html: "<p>Hi \(mention.name)</p>",
        mentions: [mention])
    }
    if badDate {
      export.raw(
        #"{"type":"Create","actor":"https://example.social/users/alice","published":"2023-01-05T10:00:00Z","to":["https://www.w3.org/ns/activitystreams#Public"],"object":{"type":"Note","id":"https://example.social/users/alice/statuses/9","attributedTo":"https://example.social/users/alice","published":"soon","content":"<p>Later</p>"}}"#
      )
    }
    let path = folder.file("archive.zip")
    try export.writeZip(to: path)
    return path
  }

  @Test("A mention of @emoji_fan@🦄.example warns of nothing, and names them on their profile")
  func emojiDomain() throws {
    let folder = try TemporaryFolder()
    let app = try ArchiveApp(
      try archive(mentioning: Self.emojiFan, in: folder), size: Size(width: 64, height: 12))
    // No warning: the status line has no count.
    expectScreen(
      app.screen,
      [
        "archive.zip › Feed                                        ? help",
        "> alice · Alice Liddell                                        ┃",
        "  3 posts · 0 boosts · 0 likes · 0 bookmarks                   ┃",
        "  Swift & terminals. Cats.                                     ┃",
        "                                                               ┃",
        "  History 1                                                    ┃",
        "   emoji_fan                                                   ┃",
        "",
        "  Alice Liddell @alice@example.social · 2023-01-03 10:00 UTC",
        "  Hi @emoji_fan@🦄.example",
        "",
        " 1/5 profile summary",
      ])
    // The History row opens them: their profile names them by their address.
    expectScreen(
      try app.press("j<Enter>"),
      [
        "archive.zip › Feed › emoji_fan                            ? help",
        "> ┌────┐ emoji_fan                                             ┃",
        "  │ EM │ @emoji_fan@🦄.example                                 ┃",
        "  └────┘ no picture                                            ┃",
        "                                                               ┃",
        "  ▾ Your posts that mention @emoji_fan@🦄.example 3            ┃",
        "  2023-01-03 10:00 UTC                                         ┃",
        "  Hi @emoji_fan@🦄.example                                     ┃",
        "  2023-01-02 10:00 UTC                                         ┃",
        "  Hi @emoji_fan@🦄.example                                     ┃",
        "  2023-01-01 10:00 UTC",
        " 1/4 profile",
      ])
  }

  @Test("A bad name in every post is one row of the Warnings screen, saying in how many posts")
  func groupedWarnings() throws {
    let folder = try TemporaryFolder()
    let bad = MastodonExport.Mention(uri: "https://other.example/users/bob", name: "@@@")
    let app = try ArchiveApp(
      try archive(mentioning: bad, badDate: true, in: folder), size: Size(width: 64, height: 16))
    expectScreen(
      try app.press("!"),
      [
        "archive.zip › Feed › Warnings                             ? help",
        "> ⚠ outbox.json: orderedItems[0].object.tag[0].name",
        "    not an account address: \"@@@\"; named from its href instead",
        "    in 3 posts; the first is shown",
        "  ⚠ outbox.json: orderedItems[3].object.published",
        "    \"soon\" is not an ISO 8601 date; shown as written",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        " 1/2 warning                            ⚠ 4 warnings of 2 kinds",
      ])
    // Enter opens the first post the repeated warning names.
    expectScreen(
      try app.press("<Enter>"),
      [
        "archive.zip › Feed › Warnings › Entry by alice            ? help",
        "> alice · Alice Liddell · @alice@example.social",
        "",
        "  Hi @@@",
        "",
        "  Posted 2023-01-01 10:00 UTC",
        "  https://example.social/@alice/1",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        " 1/3 author                             ⚠ 4 warnings of 2 kinds",
      ])
  }
}
