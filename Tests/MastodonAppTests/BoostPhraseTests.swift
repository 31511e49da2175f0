import ArchiveTestSupport
import ListKit
import ListKitTesting
import Testing

/// A boost's byline keeps `boosted` and whom it boosted together: when whom it boosted gives
/// way, so does the verb, rather than leaving `↻ Alice boosted · date` dangling.
@Suite("A boost's byline drops `boosted` with whom it boosted, never dangling")
struct BoostPhraseTests {
  /// Alice's archive: her followers-only post and her boost of it, a quiet public boost of
  /// Bob's post, and a boost of a post whose author's address holds only an id.
  private func archive(in folder: TemporaryFolder) throws -> String {
    var export = Exports.alice()
    let own = export.note(
      id: 1, published: "2024-04-01T09:00:00Z", html: "<p>Only for my followers</p>",
      visibility: "private")
    export.boost(
      id: 2, published: "2024-04-02T10:00:00Z", of: own, by: export.actorURI,
      visibility: "private")
    export.boost(
      id: 3, published: "2024-04-03T10:00:00Z",
      of: "https://other.example/users/bob/statuses/555", by: Exports.bob.uri,
      visibility: "unlisted")
    export.boost(
      id: 4, published: "2024-04-04T10:00:00Z", of: "https://misskey.example/notes/9h7xabc",
      by: "https://misskey.example/users/9h7xabcdefghijkl")
    let path = folder.file("a.zip")
    try export.writeZip(to: path)
    return path
  }

  @Test("At 80x24 the boost of one's own followers-only post keeps its visibility, no verb")
  func wide() throws {
    let folder = try TemporaryFolder()
    let app = try ArchiveApp(try archive(in: folder), size: Size(width: 80, height: 24))
    expectScreen(
      app.screen,
      [
        "a.zip › Feed                                                              ? help",
        "> alice · Alice Liddell",
        "  1 post · 3 boosts · 0 likes · 0 bookmarks",
        "  Swift & terminals. Cats.",
        "",
        "  ↻ Alice Liddell boosted https://misskey.example/users/9h7xabcde… · 2024-04-04",
        "  https://misskey.example/notes/9h7xabc · text not in the archive",
        "",
        "  ↻ Alice Liddell boosted @bob@other.example · 2024-04-03 10:00 UTC",
        "  https://other.example/users/bob/statuses/555 · text not in the archive",
        "",
        "  ↻ Alice Liddell · 2024-04-02 10:00 UTC · followers only",
        "  Only for my followers",
        "",
        "  Alice Liddell @alice@example.social · 2024-04-01 09:00 UTC · followers only",
        "  Only for my followers",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        " 1/5 profile summary",
      ])
  }

  @Test("At 40x12 every boost reads whole or without its phrase")
  func narrow() throws {
    let folder = try TemporaryFolder()
    let app = try ArchiveApp(try archive(in: folder), size: Size(width: 40, height: 12))
    expectScreen(
      try app.press("jjj"),
      [
        "a.zip › Feed                      ? help",
        "  https://misskey.example/notes/9h7xab…",
        "",
        "  ↻ Alic… boosted @bob@ot… · 2024-04-03",
        "  https://other.example/users/bob/stat…┃",
        "                                       ┃",
        "> ↻ Alice Liddell · 2024-04-02 10:00   ┃",
        "  Only for my followers                ┃",
        "                                       ┃",
        "  Alice Liddell · 2024-04-01 09:00 UTC ┃",
        "  Only for my followers",
        " 4/5 entry",
      ])
  }

  /// Whether the end of a byline is whole: a date in one of its forms, a visibility, or
  /// something cut with `…`; a line clipped at the screen's edge ends otherwise.
  private static func endsWhole(_ byline: String) -> Bool {
    if byline.hasSuffix("…") { return true }
    let last = byline.components(separatedBy: " · ").last ?? byline
    if ["followers only", "quiet public", "private mention"].contains(last) { return true }
    return last.wholeMatch(of: /\d{4}-\d\d-\d\d( \d\d:\d\d( UTC)?)?/) != nil
  }

  @Test("At every width from 20 to 200: no dangling verb, no byline wider than the row")
  func everyWidth() throws {
    let folder = try TemporaryFolder()
    let app = try ArchiveApp(try archive(in: folder), size: Size(width: 80, height: 40))
    for width in 20...200 {
      let screen = app.driver.resize(to: Size(width: width, height: 40))
      var bylines = 0
      for line in screen.lines {
        // The selection's column and the scroll bar's are not the row's.
        let row = String(line.dropFirst(2)).replacingOccurrences(of: "┃", with: "")
        let byline = String(row.reversed().drop { $0 == " " }.reversed())
        guard byline.hasPrefix("↻ ") else { continue }
        bylines += 1
        #expect(byline.displayWidth <= width - 2, "\(width): \(byline)")
        #expect(!byline.contains("boosted ·"), "\(width): \(byline)")
        #expect(!byline.hasSuffix("boosted"), "\(width): \(byline)")
        #expect(!byline.contains("boosted…"), "\(width): \(byline)")
        #expect(Self.endsWhole(byline), "\(width): \(byline)")
      }
      #expect(bylines == 3, "\(width)")
    }
  }
}
