import FeedApp
import Input
import ListKit
import ListKitTesting
import Testing

@Suite("A paste is text for the filter, never keys")
struct PasteTests {
  @Test("Into the prompt, a paste is typed: line breaks and tabs become spaces")
  func intoPrompt() throws {
    let app = try AppHarness(fixture: "polish.json", size: Size(width: 40, height: 12))
    try app.press("/")
    app.send(.paste("the ropeway\nwas\tclosed\r\n"))
    expectScreen(
      app.screen(40, 12),
      [
        "polish.json › Feed                ? help",
        "  radioboo · Radio Boo",
        "  2 following · 1 follower · 0 friends",
        "  A long about text that goes on and o…",
        "",
        "  History 5",
        "   ainame  bell␇␛[31mred              ›",
        "",
        "> ainame · 2016-12-19 12:44 UTC",
        "  The ropeway was closed, so we walked",
        "",
        "/the ropeway was closed▏   1 of 5 match",
      ])
    #expect(app.shell.isEditingFilter)
  }

  @Test("On the feed, a paste opens the prompt with it; nothing in it runs, q included")
  func onFeed() throws {
    let app = try AppHarness(fixture: "polish.json", size: Size(width: 40, height: 12))
    try app.press("x")
    app.send(.paste("jjjq"))
    #expect(!app.driver.hasQuit)
    expectScreen(
      app.screen(40, 12),
      [
        "polish.json › Feed                ? help",
        "> radioboo · Radio Boo",
        "  2 following · 1 follower · 0 friends",
        "  A long about text that goes on and o…",
        "",
        "  History 5",
        "   ainame  bell␇␛[31mred              ›",
        "",
        "  No entries match “jjjq”",
        "",
        "",
        "/jjjq▏                     0 of 5 match",
      ])
  }

  @Test("Where nothing filters, a paste does nothing but say where it would go")
  func elsewhere() throws {
    let app = try AppHarness(fixture: "polish.json", size: Size(width: 40, height: 12))
    try app.press("!")
    let before = app.screen(40, 12).lines.dropLast()
    app.send(.paste("q\n"))
    #expect(!app.driver.hasQuit)
    #expect(app.screen(40, 12).lines.dropLast() == before)
    #expect(app.shell.message == "Paste goes into the feed's filter")
    try app.press("?")
    app.send(.paste("q"))
    #expect(app.shell.help != nil, "a paste leaves the help open")
  }

  @Test("A paste of nothing but blanks opens nothing")
  func blank() throws {
    let app = try AppHarness(fixture: "polish.json")
    app.send(.paste("\n\t "))
    #expect(!app.shell.isEditingFilter)
  }

  @Test("A paste of 65,536 characters: the prompt shows its end, the notice quotes 200 columns")
  func megabyte() throws {
    let app = try AppHarness(fixture: "polish.json", size: Size(width: 40, height: 12))
    try app.press("/")
    app.send(.paste(String(repeating: "zelkova ", count: 8_192)))
    expectScreen(
      app.screen(40, 12),
      [
        "polish.json › Feed                ? help",
        "> radioboo · Radio Boo                 ┃",
        "  2 following · 1 follower · 0 friends ┃",
        "  A long about text that goes on and o…┃",
        "                                       ┃",
        "  History 5                            ┃",
        "   ainame  bell␇␛[31mred              ›┃",
        "                                       ┃",
        "  No entries match “zelkova zelkova",
        "  zelkova zelkova zelkova zelkova",
        "  zelkova zelkova zelkova zelkova",
        "…lkova zelkova zelkova zelkova ▏ 0 of 5",
      ])
    #expect(app.shell.isEditingFilter)
  }
}
