import FeedModel
import ListKit
import ListKitTesting
import Testing

@Suite("A listtui document's visibilities and a poll of several choices, on screen")
struct DocumentVisibilityScreenTests {
  @Test("The feed says who may see each post but a public one, and that a warning hides a poll")
  func feed() throws {
    let app = try AppHarness(fixture: "visibility.json", colorCount: 0)
    expectScreen(
      app.screen(64, 24),
      [
        "visibility.json › Feed                                    ? help",
        "> radioboo · Radio Boo",
        "",
        "",
        "  radioboo · 2024-01-05 12:00 UTC",
        "  ⚠ food · Space shows the post and a poll",
        "",
        "  radioboo · 2024-01-04 12:00 UTC · private mention",
        "  See you at 7",
        "",
        "  radioboo · 2024-01-03 12:00 UTC · followers only",
        "  Home early today",
        "",
        "  ainame · 2024-01-02 12:00 UTC · quiet public",
        "  A quiet note",
        "",
        "  ainame · 2024-01-01 12:00 UTC",
        "  Hello, everyone",
        "",
        "",
        "",
        "",
        "",
        " 1/6 profile summary                                ⚠ 1 warning",
      ])
  }

  @Test("Shares of the 8 voters; the entry screen counts voters and votes, and the visibility")
  func entry() throws {
    let app = try AppHarness(fixture: "visibility.json", colorCount: 0)
    try app.press("j<Space>")
    expectScreen(
      app.screen(64, 14),
      [
        "visibility.json › Feed                                    ? help",
        "  radioboo · Radio Boo                                         ┃",
        "                                                               ┃",
        "                                                               ┃",
        "> radioboo · 2024-01-05 12:00 UTC                              ┃",
        "  ⚠ food · Space hides the post                                ┃",
        "  Lunch?                                                       ┃",
        "  ▕███████▌  ▏ 75% soba (6)",
        "  ▕█████     ▏ 50% udon (4)",
        "  several choices · % of 8 voters · closed",
        "",
        "  radioboo · 2024-01-04 12:00 UTC · private mention",
        "  See you at 7",
        " 2/6 entry                                          ⚠ 1 warning",
      ])
    try app.press("<Enter>")
    expectScreen(
      app.screen(64, 14),
      [
        "visibility.json › Feed › Entry by radioboo                ? help",
        "> radioboo · Radio Boo",
        "",
        "  ⚠ food",
        "",
        "  Lunch?",
        "",
        "  ▕███████▌  ▏ 75% soba (6)",
        "  ▕█████     ▏ 50% udon (4)",
        "  8 voters · 10 votes · several choices · ended 2024-01-06",
        "  12:00 UTC",
        "",
        "  Posted 2024-01-05 12:00 UTC",
        " 1/5 author                                         ⚠ 1 warning",
      ])
    try app.press("<Esc>j<Enter>")
    expectScreen(
      app.screen(64, 14),
      [
        "visibility.json › Feed › Entry by radioboo                ? help",
        "> radioboo · Radio Boo",
        "",
        "  See you at 7",
        "",
        "  Posted 2024-01-04 12:00 UTC · private mention",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        " 1/3 author                                         ⚠ 1 warning",
      ])
  }

  @Test("An unknown visibility is a warning naming its path")
  func warning() throws {
    let app = try AppHarness(fixture: "visibility.json", colorCount: 0)
    try app.press("!")
    expectScreen(
      app.screen(64, 8),
      [
        "visibility.json › Feed › Warnings                         ? help",
        "> ⚠ feed[0].visibility",
        "    unknown visibility \"followers\"; shown as public",
        "",
        "",
        "",
        "",
        " 1/1 warning                                        ⚠ 1 warning",
      ])
  }
}
