import ArchiveTestSupport
import ListKit
import ListKitTesting
import Testing

@Suite(
  "A boost of one's own post: its screen shows what the post's own screen does, or that it is gone")
struct OwnBoostSectionsTests {
  private static let article = "https://www.example.org/a/very/long/path/that/goes/on?query=1"

  /// Alice's archive: a post with a link Mastodon shortens, mentioning Bob; her boost of it;
  /// her boost of a post of hers she has deleted; her boost of Bob's post.
  private func archive(in folder: TemporaryFolder) throws -> String {
    var export = Exports.alice()
    let post = export.note(
      id: 1, published: "2024-01-01T00:01:00Z",
      html:
        "<p>\(Exports.mention("bob", at: "other.example")) read \(Exports.link(Self.article))</p>",
      mentions: [Exports.bob])
    export.boost(id: 10, published: "2024-01-01T00:10:00Z", of: post, by: export.actorURI)
    export.boost(
      id: 11, published: "2024-01-01T00:11:00Z", of: export.statusURI(99), by: export.actorURI)
    export.boost(
      id: 12, published: "2024-01-01T00:12:00Z",
      of: "https://other.example/users/bob/statuses/77", by: Exports.bob.uri)
    let path = folder.file("archive.zip")
    try export.writeZip(to: path)
    return path
  }

  @Test("The boost's screen shows the post's text, links and address, as the post's screen does")
  func sameSections() throws {
    let folder = try TemporaryFolder()
    let path = try archive(in: folder)
    let post = try ArchiveApp(path, size: Size(width: 72, height: 14))
    expectScreen(
      try post.press("<End><Enter>"),
      [
        "archive.zip › Feed › Entry by alice                               ? help",
        "> alice · Alice Liddell · @alice@example.social",
        "",
        "  @bob read example.org/a/very/long/path/t…",
        "",
        "  Links",
        "  https://www.example.org/a/very/long/path/that/goes/on?query=1",
        "",
        "  Posted 2024-01-01 00:01 UTC",
        "  https://example.social/@alice/1",
        "",
        "",
        "",
        " 1/4 author",
      ])
    let boost = try ArchiveApp(path, size: Size(width: 72, height: 14))
    expectScreen(
      try boost.press("/read<Enter><Enter>"),
      [
        "archive.zip › Feed › Entry by alice                               ? help",
        "> alice · Alice Liddell · @alice@example.social",
        "",
        "  ↻ Boosted a post by @alice@example.social · Enter opens it",
        "  https://example.social/users/alice/statuses/1",
        "",
        "  @bob read example.org/a/very/long/path/t…",
        "",
        "  Links",
        "  https://www.example.org/a/very/long/path/that/goes/on?query=1",
        "",
        "  Posted 2024-01-01 00:01 UTC · Boosted 2024-01-01 00:10 UTC",
        "  https://example.social/@alice/1",
        " 1/5 author",
      ])
  }

  @Test("A boost of one's own post that is gone says so, and Enter says where it was")
  func gonePost() throws {
    let folder = try TemporaryFolder()
    let app = try ArchiveApp(try archive(in: folder), size: Size(width: 80, height: 10))
    expectScreen(
      try app.press("/statuses/99<Enter><Enter>j<Enter>"),
      [
        "archive.zip › Feed › Entry by alice                                       ? help",
        "  alice · Alice Liddell · @alice@example.social",
        "",
        "> ↻ Boosted a post by @alice@example.social",
        "  https://example.social/users/alice/statuses/99 · not in this document",
        "",
        "  Boosted 2024-01-01 00:11 UTC",
        "",
        "",
        " Not in this document: https://example.social/users/alice/statuses/99  │  2/3",
      ])
    #expect(app.shell.stack.count == 2)
  }

  @Test("The feed row of a boost of one's own post that is gone says so too")
  func gonePostRow() throws {
    let folder = try TemporaryFolder()
    let app = try ArchiveApp(try archive(in: folder), size: Size(width: 80, height: 10))
    let lines = try app.press("/statuses/99<Enter>").lines
    #expect(
      lines.contains {
        $0.hasPrefix("  https://example.social/users/alice/statuses/99 · not in this document")
      }, "\(lines)")
    #expect(!lines.contains { $0.contains("text not in the archive") }, "\(lines)")
  }

  @Test("On a narrow screen the address keeps its line, and `not in this document` takes the next")
  func gonePostNarrow() throws {
    let folder = try TemporaryFolder()
    let app = try ArchiveApp(try archive(in: folder), size: Size(width: 50, height: 10))
    expectScreen(
      try app.press("/statuses/99<Enter><Enter>"),
      [
        "archive.zip › Feed › Entry by alice         ? help",
        "> alice · Alice Liddell · @alice@example.social",
        "",
        "  ↻ Boosted a post by @alice@example.social",
        "  https://example.social/users/alice/statuses/99",
        "  not in this document",
        "",
        "  Boosted 2024-01-01 00:11 UTC",
        "",
        " 1/3 author",
      ])
  }

  @Test("A boost of another's post the archive does not hold still opens their profile")
  func othersPost() throws {
    let folder = try TemporaryFolder()
    let app = try ArchiveApp(try archive(in: folder), size: Size(width: 80, height: 10))
    expectScreen(
      try app.press("/statuses/77<Enter><Enter>"),
      [
        "archive.zip › Feed › Entry by alice                                       ? help",
        "> alice · Alice Liddell · @alice@example.social",
        "",
        "  ↻ Boosted a post by @bob@other.example · Enter opens their profile",
        "  https://other.example/users/bob/statuses/77",
        "  The archive holds only the address of a boosted post, not its text.",
        "",
        "  Boosted 2024-01-01 00:12 UTC",
        "",
        " 1/3 author",
      ])
    try app.press("j<Enter>")
    #expect(app.title == "bob")
  }
}
