import ArchiveTestSupport
import ListKit
import ListKitTesting
import Testing

@Suite("Attachments: pictures found in the archive however their paths are written")
struct MediaScreenTests {
  private static let files = "media_attachments/files/109/500/"

  /// Alice's archive, zipped inside a folder as people re-zip what they extracted: a post with
  /// three pictures (their URLs with a bucket prefix, a full address, an upper-case extension),
  /// a video and a sound, a picture that is not in the archive and one that is empty.
  private func archive(in folder: TemporaryFolder) throws -> String {
    let path = folder.file("archive.zip")
    try export().writeZip(to: path, folder: "archive-20240102/")
    return path
  }

  /// The export of ``archive(in:)``.
  private func export() throws -> MastodonExport {
    let png = try Exports.png()
    var export = Exports.alice()
    export.media = [
      (Self.files + "001/original/3f2a.PNG", png),
      (Self.files + "002/original/77b0.png", png),
      (Self.files + "003/original/9c1d.jpeg", png),
      (Self.files + "004/original/clip.mp4", Array("not really a video".utf8)),
      (Self.files + "006/original/empty.png", []),
    ]
    export.note(
      id: 1, published: "2023-01-01T10:00:00Z", html: "<p>Three photos of the bay</p>",
      attachments: [
        .init(url: Self.files + "001/original/3f2a.png", alt: "Boats at dawn"),
        .init(url: "/mastodon-media/" + Self.files + "002/original/77b0.png"),
        .init(url: "https://cdn.example.social/" + Self.files + "003/original/9c1d.jpeg"),
      ])
    export.note(
      id: 2, published: "2023-01-02T10:00:00Z", html: "<p>Listen and watch</p>",
      attachments: [
        .init(url: Self.files + "004/original/clip.mp4", mediaType: "video/mp4", alt: "Waves"),
        .init(url: Self.files + "005/original/song.mp3", mediaType: "audio/mpeg"),
      ])
    export.note(
      id: 3, published: "2023-01-03T10:00:00Z", html: "<p>A lost picture</p>",
      attachments: [.init(url: Self.files + "007/original/gone.png")])
    export.note(
      id: 4, published: "2023-01-04T10:00:00Z", html: "<p>An empty picture</p>",
      attachments: [.init(url: Self.files + "006/original/empty.png", alt: "Nothing")])
    return export
  }

  @Test("The first picture drives the row: drawn from its member, its alt text, +N more")
  func pictureRow() throws {
    let folder = try TemporaryFolder()
    let app = try ArchiveApp(try archive(in: folder), size: Size(width: 60, height: 24))
    expectScreen(
      try app.press("<End>"),
      [
        "archive.zip › Feed                                    ? help",
        "  Alice Liddell · 2023-01-02 10:00 UTC",
        "  Listen and watch",
        "  ┌───────────────────────────────────────────────────────┐",
        "  │                                                       │",
        "  │                                                       │",
        "  │                   ▶ video clip.mp4                    │",
        "  │                                                       │",
        "  │                                                       │",
        "  └───────────────────────────────────────────────────────┘",
        "  “Waves” · +1 more",
        "",
        "> Alice Liddell · 2023-01-01 10:00 UTC",
        "  Three photos of the bay                                  ┃",
        "                              ██████████████               ┃",
        "                              ██████████████               ┃",
        "                              ██████████████               ┃",
        "                              ██████████████               ┃",
        "                              ██████████████               ┃",
        "                              ██████████████               ┃",
        "                              ██████████████               ┃",
        "  “Boats at dawn” · +2 more                                ┃",
        "                                                           ┃",
        " 5/5 entry",
      ])
  }

  @Test("The entry screen shows every attachment in turn; prefixed and full addresses find members")
  func pictureEntry() throws {
    let folder = try TemporaryFolder()
    let app = try ArchiveApp(try archive(in: folder), size: Size(width: 60, height: 20))
    expectScreen(
      try app.press("<End><Enter>"),
      [
        "archive.zip › Feed › Entry by alice                   ? help",
        "> alice · Alice Liddell · @alice@example.social            ┃",
        "                                                           ┃",
        "  Three photos of the bay                                  ┃",
        "                                                           ┃",
        "                              ▐████████████████████████████┃",
        "                              ▐████████████████████████████┃",
        "                              ▐████████████████████████████",
        "                              ▐████████████████████████████",
        "                              ▐████████████████████████████",
        "                              ▐████████████████████████████",
        "                              ▐████████████████████████████",
        "                              ▐████████████████████████████",
        "                              ▐████████████████████████████",
        "                              ▐████████████████████████████",
        "                              ▐████████████████████████████",
        "                              ▐████████████████████████████",
        "                              ▐████████████████████████████",
        "                              ▐████████████████████████████",
        " 1/6 author",
      ])
    expectScreen(
      try app.press("jj"),
      [
        "archive.zip › Feed › Entry by alice                   ? help",
        "  Three photos of the bay",
        "                                                           ┃",
        ">                             ▐████████████████████████████┃",
        "                              ▐████████████████████████████┃",
        "                              ▐████████████████████████████┃",
        "                              ▐████████████████████████████┃",
        "                              ▐████████████████████████████┃",
        "                              ▐████████████████████████████",
        "                              ▐████████████████████████████",
        "                              ▐████████████████████████████",
        "                              ▐████████████████████████████",
        "                              ▐████████████████████████████",
        "                              ▐████████████████████████████",
        "                              ▐████████████████████████████",
        "                              ▐████████████████████████████",
        "                              ▐████████████████████████████",
        "  ▣ 3f2a.png · “Boats at dawn”",
        "                              ▐████████████████████████████",
        " 3/6 picture",
      ])
    expectScreen(
      try app.press("G"),
      [
        "archive.zip › Feed › Entry by alice                   ? help",
        "                              ▐████████████████████████████",
        "                              ▐████████████████████████████",
        "                              ▐████████████████████████████",
        "                              ▐████████████████████████████",
        "                              ▐████████████████████████████",
        "                              ▐████████████████████████████",
        "                              ▐████████████████████████████",
        "                              ▐████████████████████████████",
        "                              ▐████████████████████████████",
        "                              ▐████████████████████████████",
        "                              ▐████████████████████████████",
        "                              ▐████████████████████████████",
        "                              ▐████████████████████████████┃",
        "                              ▐████████████████████████████┃",
        "  ▣ 9c1d.jpeg                                              ┃",
        "                                                           ┃",
        "> Posted 2023-01-01 10:00 UTC                              ┃",
        "  https://example.social/@alice/1                          ┃",
        " 6/6 details",
      ])
    for (location, member) in [
      ("/mastodon-media/" + Self.files + "002/original/77b0.png", "002/original/77b0.png"),
      (
        "https://cdn.example.social/" + Self.files + "003/original/9c1d.jpeg",
        "003/original/9c1d.jpeg"
      ),
      (Self.files + "001/original/3f2a.png", "001/original/3f2a.PNG"),
    ] {
      guard case .readable(let key, let read)? = app.snapshot.media?.resolve(location) else {
        Issue.record("\(location) does not resolve")
        continue
      }
      // The key is the archive and the member, separated by NUL.
      #expect(key.split(separator: "\u{0}").last == "archive-20240102/\(Self.files)\(member)")
      #expect(try read() == Exports.png())
    }
  }

  @Test(
    "A video or a sound is a labelled frame, never decoded; one not in the archive says (missing)")
  func videoFrame() throws {
    let folder = try TemporaryFolder()
    let app = try ArchiveApp(try archive(in: folder), size: Size(width: 60, height: 24))
    expectScreen(
      try app.press("jjj"),
      [
        "archive.zip › Feed                                    ? help",
        "  ┌───────────────────────────────────────────────────────┐",
        "  │                                                       │",
        "  │                                                       │",
        "  │                 ▣ gone.png (missing)                  │",
        "  │                                                       │",
        "  │                                                       │",
        "  └───────────────────────────────────────────────────────┘",
        "  gone.png",
        "                                                           ┃",
        "> Alice Liddell · 2023-01-02 10:00 UTC                     ┃",
        "  Listen and watch                                         ┃",
        "  ┌───────────────────────────────────────────────────────┐┃",
        "  │                                                       │┃",
        "  │                                                       │┃",
        "  │                   ▶ video clip.mp4                    │┃",
        "  │                                                       │┃",
        "  │                                                       │┃",
        "  └───────────────────────────────────────────────────────┘┃",
        "  “Waves” · +1 more",
        "",
        "  Alice Liddell · 2023-01-01 10:00 UTC",
        "  Three photos of the bay",
        " 4/5 entry",
      ])
    expectScreen(
      try app.press("<Enter>"),
      [
        "archive.zip › Feed › Entry by alice                   ? help",
        "> alice · Alice Liddell · @alice@example.social",
        "",
        "  Listen and watch",
        "",
        "  ┌───────────────────────────────────────────────────────┐",
        "  │                                                       │",
        "  │                   ▶ video clip.mp4                    │",
        "  │                                                       │",
        "  └───────────────────────────────────────────────────────┘",
        "  ▶ clip.mp4 · “Waves”",
        "  ♪ song.mp3 (missing)",
        "",
        "  Posted 2023-01-02 10:00 UTC",
        "  https://example.social/@alice/2",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        " 1/5 author",
      ])
  }

  @Test("A member not in the archive is a frame saying (missing), an empty one (empty file)")
  func missingMedia() throws {
    let folder = try TemporaryFolder()
    let app = try ArchiveApp(try archive(in: folder), size: Size(width: 60, height: 30))
    expectScreen(try app.press("j"), missingAndEmptyScreen(title: "archive.zip"))
  }

  @Test(
    "An empty picture says (empty file) in a tar.gz, a folder and beside a bare outbox too",
    arguments: ["archive.tar.gz", "archive", "outbox.json"])
  func emptyMedia(container: String) throws {
    let folder = try TemporaryFolder()
    let export = try export()
    let path: String
    switch container {
    case "archive.tar.gz":
      path = folder.file(container)
      try export.writeTarGzip(to: path)
    case "archive":
      path = try export.writeFolder(container, in: folder)
    default:
      path = try export.writeFolder("extracted", in: folder) + "/outbox.json"
    }
    let app = try ArchiveApp(path, size: Size(width: 60, height: 30))
    expectScreen(try app.press("j"), missingAndEmptyScreen(title: container))
  }

  /// The feed at 60x30 with the post of an empty picture selected, above the post of a picture
  /// the archive does not hold.
  private func missingAndEmptyScreen(title: String) -> [String] {
    [
      title + " › Feed" + String(repeating: " ", count: 47 - title.count) + "? help",
      "  alice · Alice Liddell                                    ┃",
      "  4 posts · 0 boosts · 0 likes · 0 bookmarks               ┃",
      "  Swift & terminals. Cats.                                 ┃",
      "                                                           ┃",
      "> Alice Liddell · 2023-01-04 10:00 UTC                     ┃",
      "  An empty picture                                         ┃",
      "  ┌───────────────────────────────────────────────────────┐┃",
      "  │                                                       │┃",
      "  │                                                       │┃",
      "  │               ▣ empty.png (empty file)                │┃",
      "  │                                                       │┃",
      "  │                                                       │┃",
      "  └───────────────────────────────────────────────────────┘┃",
      "  “Nothing”                                                ┃",
      "                                                           ┃",
      "  Alice Liddell · 2023-01-03 10:00 UTC                     ┃",
      "  A lost picture",
      "  ┌───────────────────────────────────────────────────────┐",
      "  │                                                       │",
      "  │                                                       │",
      "  │                 ▣ gone.png (missing)                  │",
      "  │                                                       │",
      "  │                                                       │",
      "  └───────────────────────────────────────────────────────┘",
      "  gone.png",
      "",
      "  Alice Liddell · 2023-01-02 10:00 UTC",
      "  Listen and watch",
      " 2/5 entry",
    ]
  }
}
