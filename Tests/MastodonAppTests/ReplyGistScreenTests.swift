import ArchiveTestSupport
import ListKit
import ListKitTesting
import Testing

@Suite("The post a reply answers is quoted under its `↩` line, dim, its warning marked as anywhere")
struct ReplyGistScreenTests {
  /// Kaori's status behind the content warning `food`, and Alice's reply to it: Alice's home
  /// timeline, opened as hers (`--user alice`), as one of two authors says no owner.
  private func timeline(in folder: TemporaryFolder) throws -> String {
    let kaori = APIStatuses.account("3", "kaori", "social.example", name: "Kaori")
    let statuses = [
      APIStatuses.status(
        201, "2023-01-02T11:00:00.000Z", "<p>Yes, miso</p>",
        extra: #","in_reply_to_id":"103","in_reply_to_account_id":"3""#),
      APIStatuses.status(
        103, "2023-01-01T10:00:00.000Z", "<p>Soup tonight?</p>",
        extra: #","spoiler_text":"food","account":\#(kaori)"#),
    ]
    return try folder.write("[\n" + statuses.joined(separator: ",\n") + "\n]", to: "statuses")
  }

  /// The styles of the monochrome theme the app is drawn in: `d` dim (less important text),
  /// `w` a content warning over it, `b` a content warning on its own (bold), `u` a name.
  private let legend: [Character: Style] = [
    "d": Theme.monochrome.secondary,
    "w": Theme.monochrome.secondary.patched(with: Style(attributes: .bold)),
    "b": Style(attributes: .bold),
    "u": Theme.monochrome.accent,
    "r": Theme.monochrome.status,
    "s": Theme.monochrome.selection,
  ]

  @Test("The reply's screen sets the parent's warning in under the `↩` line, dim and bold")
  func replyScreen() throws {
    let folder = try TemporaryFolder()
    let app = try ArchiveApp(
      try timeline(in: folder), size: Size(width: 64, height: 10), owner: "alice")
    let screen = try app.press("jj<Enter>")
    expectScreen(
      screen,
      [
        "statuses › Feed › Entry by alice                          ? help",
        "> alice · Alice Liddell · @alice@example.social                ┃",
        "                                                               ┃",
        "  ↩ in reply to @kaori@social.example · Enter opens it         ┃",
        "    ⚠ food                                                     ┃",
        "                                                               ┃",
        "  Yes, miso                                                    ┃",
        "                                                               ┃",
        "  Posted 2023-01-02 11:00 UTC",
        " 1/4 author",
      ])
    expectStyles(
      screen,
      [
        "bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb                          dddddd",
        "ss?????????????????????????????????????????????ssssssssssssssssd",
        "                                                               d",
        "  dddddddddddddddddddddddddddddddddddddddddddddddddddd         d",
        "    wwwwww                                                     d",
        "                                                               d",
        "                                                               d",
        "                                                               d",
        "",
        "rrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrr",
      ], legend: legend)
  }

  @Test("The parent's own row and screen mark the same warning bold, in the text's colour")
  func parentScreen() throws {
    let folder = try TemporaryFolder()
    let app = try ArchiveApp(
      try timeline(in: folder), size: Size(width: 64, height: 12), owner: "alice")
    let feed = try app.press("jjj")
    expectScreen(
      feed,
      [
        "statuses › Feed                                           ? help",
        "  History 1",
        "   kaori",
        "",
        "  Alice Liddell @alice@example.social · 2023-01-02 11:00 UTC   ┃",
        "  ↩ in reply to @kaori@social.example                          ┃",
        "  Yes, miso                                                    ┃",
        "                                                               ┃",
        "> Kaori @kaori@social.example · 2023-01-01 10:00 UTC           ┃",
        "  ⚠ food · Space shows the post                                ┃",
        "                                                               ┃",
        " 4/4 entry",
      ])
    expectStyles(
      feed,
      [
        "bbbbbbbbbbbbbbb                                           dddddd",
        "  ???????dd",
        "   uuuuu",
        "",
        "  ?????????????ddddddddddddddddddddddddddddddddddddddddddddd   d",
        "  ddddddddddddddddddddddddddddddddddd                          d",
        "                                                               d",
        "                                                               d",
        "ss??????????????????????????????????????????????????sssssssssssd",
        "s bbbbbbddddddddddddddddddddddd                                d",
        "                                                               d",
        "rrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrr",
      ], legend: legend)
    let screen = try app.press("<Enter>")
    expectScreen(
      screen,
      [
        "statuses › Feed › Entry by kaori                          ? help",
        "> kaori · Kaori · @kaori@social.example                        ┃",
        "                                                               ┃",
        "  ⚠ food                                                       ┃",
        "                                                               ┃",
        "  Soup tonight?                                                ┃",
        "                                                               ┃",
        "  Posted 2023-01-01 10:00 UTC                                  ┃",
        "  https://example.social/@alice/103                            ┃",
        "",
        "  ▾ Replies 1",
        " 1/6 author",
      ])
    expectStyles(
      screen,
      [
        "bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb                          dddddd",
        "ss?????????????????????????????????????ssssssssssssssssssssssssd",
        "                                                               d",
        "  bbbbbb                                                       d",
        "                                                               d",
        "                                                               d",
        "                                                               d",
        "                                                               d",
        "                                                               d",
        "",
        "  dd???????dd",
        "rrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrr",
      ], legend: legend)
  }

  @Test("In colour, a warning is bold in its text's colour: the feed row's and the parent's gist")
  func colours() throws {
    let folder = try TemporaryFolder()
    let path = try timeline(in: folder)
    let theme = Theme.color
    let legend: [Character: Style] = [
      "d": theme.secondary, "w": theme.secondary.patched(with: Style(attributes: .bold)),
      "b": Style(attributes: .bold), "r": theme.warning,
    ]
    let feed = try ArchiveApp(path, size: Size(width: 64, height: 12), theme: theme, owner: "alice")
    expectStyles(
      try feed.press("jjj"),
      [
        "bbbbbbbbbbbbbbb                                           dddddd",
        "  ???????dd",
        "   ?????",
        "",
        "  ?????????????ddddddddddddddddddddddddddddddddddddddddddddd   d",
        "  ddddddddddddddddddddddddddddddddddd                          d",
        "                                                               d",
        "                                                               d",
        "???????????????????????????????????????????????????????????????d",
        "? bbbbbbddddddddddddddddddddddd                                d",
        "                                                               d",
        "????????????????????????????????????????????????????????????????",
      ], legend: legend)
    let app = try ArchiveApp(path, size: Size(width: 64, height: 10), theme: theme, owner: "alice")
    expectStyles(
      try app.press("jj<Enter>"),
      [
        "bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb                          dddddd",
        "???????????????????????????????????????????????????????????????d",
        "                                                               d",
        "  dddddddddddddddddddddddddddddddddddddddddddddddddddd         d",
        "    wwwwww                                                     d",
        "                                                               d",
        "                                                               d",
        "                                                               d",
        "",
        "????????????????????????????????????????????????????????????????",
      ], legend: legend)
  }
}
