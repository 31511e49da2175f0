import ArchiveTestSupport
import ListKit
import ListKitTesting
import Testing

@Suite("A quote's row keeps whom it quotes whole; why the post is not shown gives way first")
struct QuoteRowFittingTests {
  /// Alice's archive with a quote of her own post 99, which the outbox does not hold.
  private func ownDeleted(in folder: TemporaryFolder) throws -> String {
    var export = Exports.alice()
    export.note(
      id: 1, published: "2023-01-01T10:00:00Z", html: "<p>Quote of my deleted post</p>",
      quote: export.statusURI(99))
    let path = folder.file("archive.zip")
    try export.writeZip(to: path)
    return path
  }

  /// Alice's timeline with quotes of Bob's statuses that are not shown: pending his approval,
  /// and deleted.
  private func timeline(in folder: TemporaryFolder) throws -> String {
    let bob = APIStatuses.account("2", "bob", "other.example", name: "Bob")
    let statuses = [
      APIStatuses.status(
        301, "2023-01-02T11:00:00.000Z", "<p>Quoting a pending one</p>",
        extra:
          #","quote":{"state":"pending","quoted_status":{"id":"9","account":\#(bob),"content":"","url":"https://other.example/@bob/9"}}"#
      ),
      APIStatuses.status(
        300, "2023-01-02T10:00:00.000Z", "<p>Quoting a deleted one</p>",
        extra: #","quote":{"state":"deleted","quoted_status":null}"#),
    ]
    return try folder.write("[\n" + statuses.joined(separator: ",\n") + "\n]", to: "statuses")
  }

  @Test("At 80 columns, whole; at 40, `gone`; at 20, the address alone")
  func ownDeletedWidths() throws {
    let folder = try TemporaryFolder()
    let path = try ownDeleted(in: folder)
    expectScreen(
      try ArchiveApp(path, size: Size(width: 80, height: 24)).screen,
      [
        "archive.zip › Feed                                                        ? help",
        "> alice · Alice Liddell",
        "  1 post · 0 boosts · 0 likes · 0 bookmarks",
        "  Swift & terminals. Cats.",
        "",
        "  Alice Liddell @alice@example.social · 2023-01-01 10:00 UTC",
        "  ❝ quoting @alice@example.social · not in this document",
        "  Quote of my deleted post",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        " 1/2 profile summary",
      ])
    expectScreen(
      try ArchiveApp(path, size: Size(width: 40, height: 12)).screen,
      [
        "archive.zip › Feed                ? help",
        "> alice · Alice Liddell",
        "  1 post · 0 boosts · 0 likes · 0 book…",
        "  Swift & terminals. Cats.",
        "",
        "  Alice Liddell · 2023-01-01 10:00 UTC",
        "  ❝ @alice@example.social · gone",
        "  Quote of my deleted post",
        "",
        "",
        "",
        " 1/2 profile summary",
      ])
    expectScreen(
      try ArchiveApp(path, size: Size(width: 20, height: 6)).press("jj"),
      [
        "… › Feed      ? help",
        "> Alice L… · 2023-…",
        "  ❝ @alice@example…",
        "  Quote of my dele…┃",
        "                   ┃",
        " 2/2 entry",
      ])
  }

  @Test("A timeline's quotes that are not shown say why in shorter words at 40 columns")
  func statesAt40() throws {
    let folder = try TemporaryFolder()
    let path = try timeline(in: folder)
    expectScreen(
      try ArchiveApp(path, size: Size(width: 80, height: 12)).screen,
      [
        "statuses › Feed                                                           ? help",
        "> alice · Alice Liddell                                                        ┃",
        "  3 posts · 2 following · 1 follower                                           ┃",
        "                                                                               ┃",
        "  Alice Liddell @alice@example.social · 2023-01-02 11:00 UTC                   ┃",
        "  ❝ quoting @bob@other.example · pending the author's approval                 ┃",
        "  Quoting a pending one                                                        ┃",
        "                                                                               ┃",
        "  Alice Liddell @alice@example.social · 2023-01-02 10:00 UTC                   ┃",
        "  ❝ quoting a post · the post was deleted                                      ┃",
        "  Quoting a deleted one",
        " 1/3 profile summary",
      ])
    expectScreen(
      try ArchiveApp(path, size: Size(width: 40, height: 12)).screen,
      [
        "statuses › Feed                   ? help",
        "> alice · Alice Liddell                ┃",
        "  3 posts · 2 following · 1 follower   ┃",
        "                                       ┃",
        "  Alice Liddell · 2023-01-02 11:00 UTC ┃",
        "  ❝ @bob@other.example · pending       ┃",
        "  Quoting a pending one                ┃",
        "                                       ┃",
        "  Alice Liddell · 2023-01-02 10:00 UTC ┃",
        "  ❝ quoting a post · deleted           ┃",
        "  Quoting a deleted one",
        " 1/3 profile summary",
      ])
    expectScreen(
      try ArchiveApp(path, size: Size(width: 20, height: 6)).press("j"),
      [
        "… › Feed      ? help",
        "> Alice L… · 2023-…",
        "  ❝ @bob@other.exa…┃",
        "  Quoting a pendin…",
        "",
        " 2/3 entry",
      ])
  }
}
