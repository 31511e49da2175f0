import ListKit
import ListKitTesting
import Render
import Testing

@Suite("Whole-screen rendering of a list")
struct RenderingTests {
  @Test("Headers, footers, rows of different heights and a rule that cannot be selected")
  func headersAndMixedHeights() throws {
    let harness = Harness([
      Group(
        id: "fruit", title: "Fruits", items: ["apple", "banana\n  yellow, curved"],
        footer: "end of fruits"),
      Divider(id: "rule"),
      Group(id: "veg", items: ["carrot", "daikon 大根"]),
    ])
    expectScreen(
      harness.screen(),
      [
        "  ▾ Fruits (2)",
        "> apple",
        "  banana",
        "    yellow, curved",
        "  end of fruits",
        "  " + String(repeating: "─", count: 38),
        "  carrot",
        "  daikon 大根",
        "",
        "",
      ])
    try harness.press("jj")
    expectScreen(
      harness.screen(),
      [
        "  ▾ Fruits (2)",
        "  apple",
        "  banana",
        "    yellow, curved",
        "  end of fruits",
        "  " + String(repeating: "─", count: 38),
        "> carrot",
        "  daikon 大根",
        "",
        "",
      ])
  }

  @Test("A collapsed section keeps its header, which holds the selection, and hides its items")
  func collapsedSection() throws {
    let harness = Harness([
      Group(
        id: "following", title: "Following", items: ["alice", "bob", "carol"], collapsible: true),
      Group(id: "followers", title: "Followers", items: ["dave"], collapsible: true),
    ])
    try harness.press("j<Space>")
    expectScreen(
      harness.screen(),
      [
        "> ▸ Following (3)",
        "  ▾ Followers (1)",
        "  dave",
        "", "", "", "", "", "", "",
      ])
    #expect(harness.adapter.selection?.part == .header)
    try harness.press("<Space>")
    expectScreen(
      harness.screen(),
      [
        "  ▾ Following (3)",
        "  alice",
        "> bob",
        "  carol",
        "  ▾ Followers (1)",
        "  dave",
        "", "", "", "",
      ])
  }

  @Test("A horizontal row scrolls by whole names to its last one, marking the hidden start with ‹")
  func horizontalRowAtItsEnd() throws {
    let harness = Harness(
      [Strip(id: "history", names: ["alice", "bob", "carol", "dave", "eve"])], width: 20, height: 3)
    expectScreen(harness.screen(), ["> [alice] bob      ›", "", ""])
    try harness.press("<Right><Right>")
    expectScreen(harness.screen(), ["> ‹ bob [carol]    ›", "", ""])
    try harness.press("<Right><Right><Right>")
    expectScreen(harness.screen(), ["> ‹ dave [eve]", "", ""])
    try harness.press("<Enter>")
    #expect(harness.source.log.events == ["open eve"])
  }

  @Test("An empty list shows the empty view, centred")
  func emptyView() {
    let harness = Harness([], width: 40, height: 5, emptyMessage: "Nothing here")
    expectScreen(harness.screen(), ["", "", "              Nothing here", "", ""])
    #expect(harness.adapter.selection == nil)
  }

  @Test("A list whose sections draw nothing shows the empty view; a header alone is something")
  func emptySectionsShowEmptyView() {
    let harness = Harness(
      [Group(id: "a", items: []), Group(id: "b", items: [])], width: 40, height: 5,
      emptyMessage: "Nothing here")
    expectScreen(harness.screen(), ["", "", "              Nothing here", "", ""])
    #expect(harness.adapter.selection == nil)
    harness.update([Group(id: "a", title: "A", items: []), Group(id: "b", items: [])])
    expectScreen(harness.screen(), ["  ▾ A (0)", "", "", "", ""])
    harness.update([Group(id: "a", items: []), Group(id: "b", items: ["one"])])
    expectScreen(harness.screen(), ["> one", "", "", "", ""])
  }

  @Test("Wide text is truncated by display width with an ellipsis, never split")
  func truncationOfWideText() {
    let harness = Harness(
      [Group(id: "g", items: ["日本語のテキストがとても長い行です", "abcdefghijklmnopqrstuvwxyz", "👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧"])],
      width: 20, height: 3)
    expectScreen(
      harness.screen(),
      [
        "> 日本語のテキスト…",
        "  abcdefghijklmnopq…",
        "  👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧…",
      ])
  }

  @Test(
    "Screens smaller than the gutter still draw without trapping",
    arguments: [(1, 1), (2, 1), (3, 2), (0, 0)])
  func tinyScreens(width: Int, height: Int) {
    let harness = Harness(
      [Group(id: "g", title: "T", items: ["abc", "def"])], width: width, height: height)
    let screen = harness.screen()
    #expect(screen.width == width && screen.height == height)
  }
}
