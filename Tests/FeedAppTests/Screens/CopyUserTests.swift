import ListKit
import ListKitTesting
import Testing

/// `y` on a user copies their account's address, by who is selected, wherever they are listed.
@Suite("y on a user copies the account's address: in the history row, a profile's lists")
struct CopyUserTests {
  /// Boo, who follows Bob and is followed by Cat; Bob and Cat have addresses, and are in the
  /// history row.
  private let json = #"""
    {"me":"u1","history":["u2","u3"],"users":[
      {"id":"u1","nickname":"boo","following":["u2"],"followers":["u3"]},
      {"id":"u2","nickname":"bob","address":"@bob@other.example"},
      {"id":"u3","nickname":"cat","address":"@cat@cats.example"}],
     "feed":[{"id":"e1","user":"u2","comment":"hi"},{"id":"e2","user":"u3","comment":"meow"}]}
    """#

  @Test("In the history row, y copies the address of the user selected in it")
  func history() throws {
    let app = try AppHarness(json: json, size: Size(width: 60, height: 12))
    try app.press("jy")
    expectScreen(
      app.screen(60, 12),
      [
        "t.json › Feed                                         ? help",
        "  boo                                                      ┃",
        "  1 following · 1 follower · 0 friends                     ┃",
        "                                                           ┃",
        "  History 2                                                ┃",
        "> [bob] cat                                                ┃",
        "                                                           ┃",
        "  bob @bob@other.example                                   ┃",
        "  hi                                                       ┃",
        "",
        "  cat @cat@cats.example",
        " Copied @bob@other.example  │  2/4 history",
      ])
    #expect(app.shell.takeClipboardText() == "@bob@other.example")
    try app.press("ly")
    #expect(app.shell.takeClipboardText() == "@cat@cats.example")
  }

  @Test("On a profile's Following and Followers, y copies that user's address")
  func profileLists() throws {
    let app = try AppHarness(
      json: json, start: [.feed, .profile("u1")], size: Size(width: 60, height: 14))
    expectScreen(
      app.screen(60, 14),
      [
        "t.json › Feed › boo                                   ? help",
        "> ┌────┐ boo",
        "  │ BO │ no picture",
        "  └────┘",
        "",
        "  ▾ Following 1",
        "  bob · @bob@other.example",
        "",
        "  ▾ Followers 1",
        "  cat · @cat@cats.example",
        "",
        "",
        "",
        " 1/3 profile",
      ])
    try app.press("Gy")
    #expect(app.shell.takeClipboardText() == "@cat@cats.example")
    expectScreen(
      app.screen(60, 14),
      [
        "t.json › Feed › boo                                   ? help",
        "  ┌────┐ boo",
        "  │ BO │ no picture",
        "  └────┘",
        "",
        "  ▾ Following 1",
        "  bob · @bob@other.example",
        "",
        "  ▾ Followers 1",
        "> cat · @cat@cats.example",
        "",
        "",
        "",
        " Copied @cat@cats.example  │  3/3 followers",
      ])
  }
}
