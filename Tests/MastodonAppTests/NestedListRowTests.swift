import ArchiveTestSupport
import ListKit
import ListKitTesting
import Testing

@Suite("A post of nested list items reads as one line in the feed, without their indent")
struct NestedListRowTests {
  /// An export of one post: `deepest item` in `depth` nested lists, then a paragraph.
  static func app(depth: Int, width: Int) throws -> ArchiveApp {
    var export = Exports.alice()
    export.bio = "<p>Cats.</p>"
    export.note(
      id: 1, published: "2023-01-01T10:00:00Z",
      html: String(repeating: "<ul><li>", count: depth) + "deepest item"
        + String(repeating: "</li></ul>", count: depth) + "<p>after</p>")
    let folder = try TemporaryFolder()
    let path = folder.file("archive.zip")
    try export.writeZip(to: path)
    return try ArchiveApp(path, size: Size(width: width, height: 12))
  }

  @Test("3 levels, at 80 columns: the row starts with the item's marker")
  func threeLevelsWide() throws {
    expectScreen(
      try Self.app(depth: 3, width: 80).screen,
      [
        "archive.zip › Feed                                                        ? help",
        "> alice · Alice Liddell",
        "  1 post · 0 boosts · 0 likes · 0 bookmarks",
        "  Cats.",
        "",
        "  Alice Liddell @alice@example.social · 2023-01-01 10:00 UTC",
        "  • deepest item after",
        "",
        "",
        "",
        "",
        " 1/2 profile summary",
      ])
  }

  @Test("3 levels, at 40 columns")
  func threeLevelsNarrow() throws {
    expectScreen(
      try Self.app(depth: 3, width: 40).screen,
      [
        "archive.zip › Feed                ? help",
        "> alice · Alice Liddell",
        "  1 post · 0 boosts · 0 likes · 0 book…",
        "  Cats.",
        "",
        "  Alice Liddell · 2023-01-01 10:00 UTC",
        "  • deepest item after",
        "",
        "",
        "",
        "",
        " 1/2 profile summary",
      ])
  }

  @Test("60 levels, at 80 columns: no 118 columns of indent push the words out of the row")
  func sixtyLevelsWide() throws {
    expectScreen(
      try Self.app(depth: 60, width: 80).screen,
      [
        "archive.zip › Feed                                                        ? help",
        "> alice · Alice Liddell",
        "  1 post · 0 boosts · 0 likes · 0 bookmarks",
        "  Cats.",
        "",
        "  Alice Liddell @alice@example.social · 2023-01-01 10:00 UTC",
        "  • deepest item after",
        "",
        "",
        "",
        "",
        " 1/2 profile summary",
      ])
  }

  @Test("60 levels, at 40 columns")
  func sixtyLevelsNarrow() throws {
    expectScreen(
      try Self.app(depth: 60, width: 40).screen,
      [
        "archive.zip › Feed                ? help",
        "> alice · Alice Liddell",
        "  1 post · 0 boosts · 0 likes · 0 book…",
        "  Cats.",
        "",
        "  Alice Liddell · 2023-01-01 10:00 UTC",
        "  • deepest item after",
        "",
        "",
        "",
        "",
        " 1/2 profile summary",
      ])
  }
}
