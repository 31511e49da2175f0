import FeedApp
import ListKit
import ListKitTesting
import Testing

/// `y` on a profile's Email and on an attribute copies the address the row shows, not the
/// profile's.
@Suite("y on a profile's Email or an attribute copies that address")
struct CopyProfileFieldTests {
  /// A user with an address, an email, a website, a location and an account elsewhere.
  static let json =
    #"{"me":"u1","users":[{"id":"u1","nickname":"radioboo","#
    + #""address":"https://example.social/@radioboo","email":"radioboo@example.com","#
    + #""attributes":[{"key":"Website","value":"example.org/about","verified":true},"#
    + #"{"key":"Location","value":"Tokyo"},{"key":"Elsewhere","value":"@boo@other.example"}]}],"#
    + #""feed":[{"id":"e1","user":"u1","comment":"entry"}]}"#

  private func app() throws -> AppHarness {
    try AppHarness(
      json: Self.json, start: [.feed, .profile("u1")], size: Size(width: 60, height: 14))
  }

  /// Selects the row whose section is of `kind`, the `index`th of it, from the top.
  private func select(_ kind: SectionKind, item index: Int = 0, in app: AppHarness) throws {
    try app.press("gg")
    for _ in 0..<30 {
      if let selection = app.shell.current.adapter.selection, selection.kind == kind,
        selection.itemIdentity(as: Int.self) ?? 0 == index
      {
        return
      }
      try app.press("j")
    }
    Issue.record("no \(kind) row \(index)")
  }

  @Test("Email: a mailto: address, said in the status line")
  func email() throws {
    let app = try app()
    try select(.email, in: app)
    try app.press("y")
    #expect(app.shell.takeClipboardText() == "mailto:radioboo@example.com")
    #expect(app.screen(60, 14).lines.last == " Copied mailto:radioboo@example.com  │  2/5 email")
  }

  @Test("Website example.org/about ✓: the website, as https://; an account as it is")
  func website() throws {
    let app = try app()
    try select(.attributes, item: 0, in: app)
    try app.press("y")
    #expect(app.shell.takeClipboardText() == "https://example.org/about")
    try select(.attributes, item: 2, in: app)
    try app.press("y")
    #expect(app.shell.takeClipboardText() == "@boo@other.example")
  }

  @Test("Location Tokyo is no address: nothing is copied, and the line says why")
  func location() throws {
    let app = try app()
    try select(.attributes, item: 1, in: app)
    try app.press("y")
    #expect(app.shell.takeClipboardText() == nil)
    #expect(
      app.screen(60, 14).lines.last
        == " Nothing to copy: no address here  │  4/5")
  }
}
