import FeedApp
import FeedModel
import ListKit
import ListKitTesting
import Testing

@Suite("Attribute keys are measured as drawn, control characters as their symbols")
struct AttributeKeyWidthTests {
  @Test("A key with a control character, the widest of its column, is drawn whole")
  func controlCharacterKey() throws {
    let json = #"""
      {"users":[{"id":"u","nickname":"n","attributes":[
        {"key":"k\u001b","value":"v1"},{"key":"ab\u001b\u001bc","value":"v\u0007 2"},
        {"key":"k","value":"v3"}]}],"feed":[]}
      """#
    let app = try AppHarness(json: json, start: [.feed, .profile("u")])
    expectScreen(
      app.screen(60, 10),
      [
        "t.json › Feed › n                                     ? help",
        "> ┌───┐ n",
        "  │ N │ no picture",
        "  └───┘",
        "",
        "  ▾ Attributes 3",
        "  k␛     v1",
        "  ab␛␛c  v␇ 2",
        "  k      v3",
        " 1/4 profile",
      ])
  }
}
