import ArchiveTestSupport
import Foundation
import ListKit
import ListKitTesting
import Testing

/// A hand-made outbox whose activity says another date than its post: the feed is ordered by
/// the date each row shows.
@Suite("An outbox's posts are sorted by the date they are labelled with")
struct ActivityDateOrderScreenTests {
  @Test("A post dated in February by its object, in January by its activity, comes first")
  func objectDate() throws {
    var export = Exports.alice()
    export.note(id: 1, published: "2024-01-07T10:00:00Z", html: "<p>seventh</p>")
    export.note(id: 2, published: "2024-02-01T10:00:00Z", html: "<p>February</p>")
    export.note(id: 3, published: "2024-01-08T10:00:00Z", html: "<p>eighth</p>")
    // The activity of the February post says the 8th: hand-made, not as Mastodon writes it.
    export.items[1] = export.items[1].replacingOccurrences(
      of: #""published":"2024-02-01T10:00:00Z","to""#,
      with: #""published":"2024-01-08T09:00:00Z","to""#)
    #expect(export.items[1].contains(#""published":"2024-01-08T09:00:00Z","to""#))
    let folder = try TemporaryFolder()
    let path = folder.file("archive.zip")
    try export.writeZip(to: path)
    let app = try ArchiveApp(path, size: Size(width: 64, height: 14), pictures: false)
    expectScreen(
      app.screen,
      [
        "archive.zip › Feed                                        ? help",
        "> alice · Alice Liddell                                        ┃",
        "  3 posts · 0 boosts · 0 likes · 0 bookmarks                   ┃",
        "  Swift & terminals. Cats.                                     ┃",
        "                                                               ┃",
        "  Alice Liddell @alice@example.social · 2024-02-01 10:00 UTC   ┃",
        "  February                                                     ┃",
        "                                                               ┃",
        "  Alice Liddell @alice@example.social · 2024-01-08 10:00 UTC   ┃",
        "  eighth                                                       ┃",
        "                                                               ┃",
        "  Alice Liddell @alice@example.social · 2024-01-07 10:00 UTC   ┃",
        "  seventh",
        " 1/4 profile summary",
      ])
  }
}
