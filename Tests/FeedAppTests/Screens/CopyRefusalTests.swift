import AppCore
import FeedApp
import ListKit
import ListKitTesting
import Testing

/// What `y` says when it copies nothing: nothing there to copy, an address that is no place to
/// visit or holds control characters, or no terminal to copy to.
@Suite("y copies nothing, and says why, where there is nothing safe to copy")
struct CopyRefusalTests {
  /// A feed of entries with the given addresses, by one user with no address.
  private func app(_ addresses: [String], width: Int = 60) throws -> AppHarness {
    let entries = addresses.enumerated().map { index, address in
      let field = address.isEmpty ? "" : #","address":"\#(address)""#
      return #"{"id":"e\#(index)","user":"u1","comment":"entry \#(index)"\#(field)}"#
    }
    let json =
      #"{"me":"u1","users":[{"id":"u1","nickname":"boo"}],"feed":["#
      + entries.joined(separator: ",") + "]}"
    return try AppHarness(json: json, size: Size(width: width, height: 8))
  }

  @Test("An entry with no address, and a user with none: Nothing to copy here")
  func nothing() throws {
    let app = try app([""])
    try app.press("y")
    expectScreen(
      app.screen(60, 8),
      [
        "t.json › Feed                                         ? help",
        "> boo",
        "",
        "",
        "  boo",
        "  entry 0",
        "",
        " Nothing to copy: no address here  │  1/2",
      ])
    #expect(app.shell.takeClipboardText() == nil)
    try app.press("jy")
    expectScreen(
      app.screen(60, 8),
      [
        "t.json › Feed                                         ? help",
        "  boo",
        "",
        "",
        "> boo",
        "  entry 0",
        "",
        " Nothing to copy: no address here  │  2/2",
      ])
    #expect(app.shell.takeClipboardText() == nil)
  }

  @Test("An address holding ESC, BEL or a line break is not copied, and the line says why")
  func controls() throws {
    let hostile = #"https://evil.example/\u001b]52;c;cm0gLXJmIH4=\u0007\nrm"#
    let app = try app([hostile])
    try app.press("jy")
    expectScreen(
      app.screen(60, 8),
      [
        "t.json › Feed                                         ? help",
        "  boo",
        "",
        "",
        "> boo",
        "  entry 0",
        "",
        " Not copied: the address holds control characters  │  2/2",
      ])
    #expect(app.shell.takeClipboardText() == nil)
  }

  @Test("A javascript: or data: address is no web address: not copied")
  func scheme() throws {
    let app = try app(["javascript:alert(1)", "data:text/html,x"])
    try app.press("jy")
    expectScreen(
      app.screen(60, 8),
      [
        "t.json › Feed                                         ? help",
        "",
        "                                                           ┃",
        "> boo                                                      ┃",
        "  entry 0                                                  ┃",
        "                                                           ┃",
        "  boo",
        " Not copied: javascript: is no web address  │  2/3 entry",
      ])
    try app.press("jy")
    #expect(app.shell.message == "Not copied: data: is no web address")
    #expect(app.shell.takeClipboardText() == nil)
  }

  @Test("Where there is no terminal (--dump), y says so and copies nothing")
  func noTerminal() throws {
    let app = try app(["https://example.org/1"])
    app.shell.clipboardProblem = StatusMessage("Not copied: --dump has no terminal to copy to")
    try app.press("jy")
    expectScreen(
      app.screen(60, 8),
      [
        "t.json › Feed                                         ? help",
        "  boo",
        "",
        "",
        "> boo",
        "  entry 0",
        "",
        " Not copied: --dump has no terminal to copy to  │  2/2 entry",
      ])
    #expect(app.shell.takeClipboardText() == nil)
  }

  @Test("An address over 100 KB is not copied")
  func tooLong() throws {
    let app = try app(["https://example.org/" + String(repeating: "a", count: 100_000)])
    try app.press("jy")
    #expect(app.shell.message == "Not copied: the address is over 100 KB")
    #expect(app.shell.takeClipboardText() == nil)
  }
}
