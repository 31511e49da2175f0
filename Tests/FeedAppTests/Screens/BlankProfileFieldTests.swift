import FeedApp
import ListKit
import ListKitTesting
import Testing

@Suite("Blank profile fields leave no blank rows")
struct BlankProfileFieldTests {
  @Test(
    "An attribute with no key and no value is left out, with a warning; a blank full name is none")
  func blankAttributeAndName() throws {
    let json = #"""
      {"me": "u1",
       "users": [{"id": "u1", "nickname": "boo", "fullName": "  ",
                  "attributes": [{"key": "Web", "value": "boo.example"}, {"key": "", "value": " "},
                                 {"key": "", "value": "no key"}]}]}
      """#
    let app = try AppHarness(json: json, size: Size(width: 40, height: 12))
    try app.press("<Enter>")
    expectScreen(
      app.screen(40, 12),
      [
        "t.json › Feed › boo               ? help",
        "> ┌────┐ boo",
        "  │ BO │ no picture",
        "  └────┘",
        "",
        "  ▾ Attributes 2",
        "  Web  boo.example",
        "       no key",
        "",
        "",
        "",
        " 1/3 profile                ⚠ 1 warning",
      ])
    #expect(app.shell.state.snapshot.warnings.map(\.place) == ["users[0].attributes[1]"])
  }
}
