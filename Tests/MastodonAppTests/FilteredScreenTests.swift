import ArchiveTestSupport
import ListKit
import ListKitTesting
import Testing

@Suite("Statuses the reader's own filters matched")
struct FilteredScreenTests {
  /// A `filtered` result of a filter with a title and an action.
  private static func filtered(_ title: String, _ action: String) -> String {
    #","filtered":[{"filter":{"id":"1","title":"\#(title)","context":["home"],"#
      + #""expires_at":null,"filter_action":"\#(action)"},"keyword_matches":["x"],"#
      + #""status_matches":null}]"#
  }

  @Test("A warn filter with a blank title is named as a filter, with no gap")
  func blankTitle() throws {
    let statuses = [
      APIStatuses.status(
        1, "2023-01-01T10:00:00.000Z", "<p>Election news</p>", extra: Self.filtered("  ", "warn"))
    ]
    let folder = try TemporaryFolder()
    let path = try folder.write("[\n" + statuses.joined(separator: ",\n") + "\n]", to: "statuses")
    let app = try ArchiveApp(path, size: Size(width: 64, height: 8))
    #expect(app.screen.lines.contains("  ⚠ Filtered: a filter · Space shows the post"))
  }

  @Test("A warn filter puts the post behind `Filtered: title`, Space shows it; hide leaves it out")
  func filtered() throws {
    let statuses = [
      APIStatuses.status(
        3, "2023-01-03T10:00:00.000Z", "<p>The ending!</p>",
        extra: Self.filtered("Spoilers", "hide")),
      APIStatuses.status(
        2, "2023-01-02T10:00:00.000Z", "<p>Election news</p>",
        extra: Self.filtered("Politics", "warn")),
      APIStatuses.status(1, "2023-01-01T10:00:00.000Z", "<p>Soup tonight</p>"),
    ]
    let folder = try TemporaryFolder()
    let path = try folder.write("[\n" + statuses.joined(separator: ",\n") + "\n]", to: "statuses")
    let app = try ArchiveApp(path, size: Size(width: 64, height: 14))
    #expect(
      app.warnings == [
        #"statuses[0].filtered: status "3" hidden by the filter "Spoilers"; skipped"#
      ])
    expectScreen(
      app.screen,
      [
        "statuses › Feed                                           ? help",
        "> alice · Alice Liddell",
        "  3 posts · 2 following · 1 follower",
        "",
        "  Alice Liddell @alice@example.social · 2023-01-02 10:00 UTC",
        "  ⚠ Filtered: Politics · Space shows the post",
        "",
        "  Alice Liddell @alice@example.social · 2023-01-01 10:00 UTC",
        "  Soup tonight",
        "",
        "",
        "",
        "",
        " 1/3 profile summary                                ⚠ 1 warning",
      ])
    expectScreen(
      try app.press("j<Space>"),
      [
        "statuses › Feed                                           ? help",
        "  alice · Alice Liddell",
        "  3 posts · 2 following · 1 follower",
        "",
        "> Alice Liddell @alice@example.social · 2023-01-02 10:00 UTC",
        "  ⚠ Filtered: Politics · Space hides the post",
        "  Election news",
        "",
        "  Alice Liddell @alice@example.social · 2023-01-01 10:00 UTC",
        "  Soup tonight",
        "",
        "",
        "",
        " 2/3 entry                                          ⚠ 1 warning",
      ])
  }
}
