import ArchiveTestSupport
import ListKit
import ListKitTesting
import Testing

@Suite("Your profile lists the posts your archive says you liked and bookmarked")
struct LikesScreenTests {
  /// Alice's archive: two posts, two likes (one of her own post) and a bookmark.
  private func archive(in folder: TemporaryFolder) throws -> String {
    var export = Exports.alice()
    export.note(id: 1, published: "2023-01-01T10:00:00Z", html: "<p>Soup</p>")
    export.likes = [
      "https://other.example/users/bob/statuses/77",
      "https://example.social/users/alice/statuses/1",
    ]
    export.bookmarks = ["https://third.example/@carol/110000000000000001"]
    let path = folder.file("archive.zip")
    try export.writeZip(to: path)
    return path
  }

  @Test("Likes and Bookmarks: each address; Enter opens a post of the archive, else shows it")
  func listed() throws {
    let folder = try TemporaryFolder()
    let app = try ArchiveApp(try archive(in: folder), size: Size(width: 60, height: 20))
    expectScreen(
      try app.press("<Enter>G"),
      [
        "archive.zip › Feed › alice                            ? help",
        "  └────┘ 1 post · 0 boosts · 2 likes · 1 bookmark",
        "         joined 2017-04-01",
        "                                                           ┃",
        "  ▾ About                                                  ┃",
        "  Swift & terminals.                                       ┃",
        "                                                           ┃",
        "  Cats.                                                    ┃",
        "                                                           ┃",
        "  ▾ Attributes 2                                           ┃",
        "  Website   alice.example                                  ┃",
        "  Pronouns  she/her                                        ┃",
        "                                                           ┃",
        "  ▾ Likes 2                                                ┃",
        "  https://other.example/users/bob/statuses/77              ┃",
        "  https://example.social/users/alice/statuses/1            ┃",
        "                                                           ┃",
        "  ▾ Bookmarks 1                                            ┃",
        "> https://third.example/@carol/110000000000000001          ┃",
        " 7/7 bookmarks",
      ])
    try app.press("<Enter>")
    #expect(app.screen.lines.joined().contains("https://third.example/@carol/110000000000000001"))
    try app.press("<Esc>k<Enter>")
    #expect(app.shell.stack.count == 3)
    #expect(app.screen.lines.contains("  Soup"))
  }

  /// Alice's archive with `likes.json` replaced by `likes`.
  private func archive(likes: String, in folder: TemporaryFolder) throws -> String {
    let files = Exports.alice().files.map { file in
      file.name == "likes.json" ? (file.name, Array(likes.utf8)) : (file.name, file.bytes)
    }
    let zip = RawZip(members: files.map { .deflated($0.0, $0.1) })
    return try folder.write(zip.bytes, to: "archive.zip")
  }

  @Test("An element that names no address is counted, not listed, and said; a line break shows")
  func hostile() throws {
    let folder = try TemporaryFolder()
    let likes =
      #"{"type":"OrderedCollection","orderedItems":["https://x.example/a\nhttps://y.example/b","#
      + #"12,null,"",{"id":"https://x.example/c"},{"name":"no id"}]}"#
    let app = try ArchiveApp(
      try archive(likes: likes, in: folder), size: Size(width: 60, height: 14))
    let profile = try app.press("<Enter>G").lines
    #expect(profile.contains { $0.hasPrefix("  ▾ Likes 6") }, "\(profile)")
    #expect(
      profile.contains { $0.hasPrefix("  https://x.example/a␤https://y.example/b") }, "\(profile)")
    #expect(profile.contains { $0.hasPrefix("> https://x.example/c") }, "\(profile)")
    let warnings = try app.press("!").lines.joined(separator: "\n")
    #expect(warnings.contains("⚠ likes.json: orderedItems[1]"), "\(warnings)")
    #expect(
      warnings.contains("expected a post's address, found a number (and 3 more);"), "\(warnings)")
  }

  @Test("Of many likes, the first thousand are listed, the header counts all, a line says the rest")
  func many() throws {
    let folder = try TemporaryFolder()
    let addresses = (0..<1_500).map { #""https://x.example/\#($0)""# }
    let likes =
      #"{"type":"OrderedCollection","orderedItems":["# + addresses.joined(separator: ",") + "]}"
    let app = try ArchiveApp(
      try archive(likes: likes, in: folder), size: Size(width: 60, height: 14))
    let top = try app.press("<Enter>jjjj").lines
    // So long a list starts folded; Space on its header expands it.
    #expect(top.contains { $0.hasPrefix("> ▸ Likes 1500") }, "\(top)")
    let profile = try app.press("<Space>G").lines
    #expect(profile.contains { $0.hasPrefix("> https://x.example/999") }, "\(profile)")
    #expect(
      profile.contains { $0.hasPrefix("  … 500 more; the first 1000 are listed") }, "\(profile)")
  }
}
