import ArchiveTestSupport
import ListKit
import ListKitTesting
import Testing

@Suite("A quoted post's pictures and poll, on the quote's entry screen")
struct QuotedMediaScreenTests {
  /// A picture attachment as the API writes it.
  private static func picture(_ name: String, alt: String) -> String {
    #"{"id":"78","type":"image","url":"https://other.example/m/\#(name)","#
      + #""preview_url":"https://other.example/m/s\#(name)","#
      + #""meta":{"original":{"width":100,"height":100}},"description":"\#(alt)","blurhash":null}"#
  }

  /// Alice's statuses quoting Bob's: a post of only a picture, a poll, a post behind a content
  /// warning with a sensitive picture, and a sensitive picture with no warning.
  private func statuses(in folder: TemporaryFolder) throws -> String {
    let quoted = [
      APIStatuses.bobStatus(
        400, "2023-01-01T08:00:00.000Z", "",
        extra: #","media_attachments":[\#(Self.picture("3.jpg", alt: "Only a picture"))]"#),
      APIStatuses.bobStatus(
        401, "2023-01-01T09:00:00.000Z", "<p>Vote!</p>",
        extra: #","poll":{"id":"3","expires_at":null,"expired":true,"multiple":false,"#
          + #""votes_count":3,"voters_count":3,"options":[{"title":"Left","votes_count":2},"#
          + #"{"title":"Right","votes_count":1}],"emojis":[]}"#),
      APIStatuses.bobStatus(
        402, "2023-01-01T10:00:00.000Z", "<p>Spoilers here</p>",
        extra: #","spoiler_text":"Ending","sensitive":true,"#
          + #""media_attachments":[\#(Self.picture("4.jpg", alt: "The end"))]"#),
      APIStatuses.bobStatus(
        403, "2023-01-01T11:00:00.000Z", "<p>Careful</p>",
        extra: #","sensitive":true,"media_attachments":[\#(Self.picture("5.jpg", alt: "Gore"))]"#),
    ]
    let statuses = quoted.enumerated().reversed().map { offset, status in
      APIStatuses.status(
        10 + offset, "2023-01-0\(2 + offset)T10:00:00.000Z", "<p>Quote \(offset + 1)</p>",
        extra: #","quote":{"state":"accepted","quoted_status":\#(status)}"#)
    }
    return try folder.write("[\n" + statuses.joined(separator: ",\n") + "\n]", to: "statuses")
  }

  @Test("API statuses: a quoted post of only a picture lists it, with no `(no text)`")
  func statusesPicture() throws {
    let folder = try TemporaryFolder()
    let app = try ArchiveApp(
      try statuses(in: folder), size: Size(width: 80, height: 14), pictures: false)
    expectScreen(
      try app.press("<End><Enter>"),
      [
        "statuses › Feed › Entry by alice                                          ? help",
        "> alice · Alice Liddell · @alice@example.social",
        "",
        "  Quote 1",
        "",
        "  ❝ Quoting @bob@other.example · 2023-01-01 08:00 UTC · Enter opens their",
        "  profile",
        "  https://other.example/@bob/400",
        "",
        "  ▣ 3.jpg (other.example, not fetched) · “Only a picture”",
        "",
        "  Posted 2023-01-02 10:00 UTC",
        "  https://example.social/@alice/10",
        " 1/5 author",
      ])
  }

  @Test("API statuses: a quoted poll shows its options")
  func statusesPoll() throws {
    let folder = try TemporaryFolder()
    let app = try ArchiveApp(
      try statuses(in: folder), size: Size(width: 80, height: 16), pictures: false)
    expectScreen(
      try app.press("<End>k<Enter>"),
      [
        "statuses › Feed › Entry by alice                                          ? help",
        "> alice · Alice Liddell · @alice@example.social                                ┃",
        "                                                                               ┃",
        "  Quote 2                                                                      ┃",
        "                                                                               ┃",
        "  ❝ Quoting @bob@other.example · 2023-01-01 09:00 UTC · Enter opens their      ┃",
        "  profile                                                                      ┃",
        "  https://other.example/@bob/401                                               ┃",
        "                                                                               ┃",
        "  Vote!                                                                        ┃",
        "                                                                               ┃",
        "  ▕██████▋   ▏ 67% Left (2)                                                    ┃",
        "  ▕███▍      ▏ 33% Right (1)                                                   ┃",
        "  3 votes · closed",
        "",
        " 1/6 author",
      ])
  }

  @Test("API statuses: a quoted post's sensitive picture, behind its warning or after a line")
  func statusesSensitive() throws {
    let folder = try TemporaryFolder()
    let app = try ArchiveApp(
      try statuses(in: folder), size: Size(width: 80, height: 16), pictures: false)
    expectScreen(
      try app.press("jj<Enter>"),
      [
        "statuses › Feed › Entry by alice                                          ? help",
        "> alice · Alice Liddell · @alice@example.social                                ┃",
        "                                                                               ┃",
        "  Quote 3                                                                      ┃",
        "                                                                               ┃",
        "  ❝ Quoting @bob@other.example · 2023-01-01 10:00 UTC · Enter opens their      ┃",
        "  profile                                                                      ┃",
        "  https://other.example/@bob/402                                               ┃",
        "                                                                               ┃",
        "  ⚠ Ending                                                                     ┃",
        "  Spoilers here                                                                ┃",
        "                                                                               ┃",
        "  ▣ 4.jpg (other.example, not fetched) · “The end”                             ┃",
        "                                                                               ┃",
        "  Posted 2023-01-04 10:00 UTC",
        " 1/6 author",
      ])
    expectScreen(
      try app.press("<Esc>k<Enter>"),
      [
        "statuses › Feed › Entry by alice                                          ? help",
        "> alice · Alice Liddell · @alice@example.social                                ┃",
        "                                                                               ┃",
        "  Quote 4                                                                      ┃",
        "                                                                               ┃",
        "  ❝ Quoting @bob@other.example · 2023-01-01 11:00 UTC · Enter opens their      ┃",
        "  profile                                                                      ┃",
        "  https://other.example/@bob/403                                               ┃",
        "                                                                               ┃",
        "  Careful                                                                      ┃",
        "  ▣ sensitive media                                                            ┃",
        "                                                                               ┃",
        "  ▣ 5.jpg (other.example, not fetched) · “Gore”                                ┃",
        "                                                                               ┃",
        "  Posted 2023-01-05 10:00 UTC",
        " 1/6 author",
      ])
  }

  private static let files = "media_attachments/files/109/500/"

  /// Alice's archive: a post of only a picture and a poll, and her quotes of each.
  private func archive(in folder: TemporaryFolder) throws -> String {
    var export = Exports.alice()
    export.media = [(Self.files + "001/original/3f2a.png", try Exports.png())]
    let picture = export.note(
      id: 1, published: "2023-01-01T10:00:00Z", html: "",
      attachments: [.init(url: Self.files + "001/original/3f2a.png", alt: "Boats at dawn")])
    let poll = export.note(
      id: 2, published: "2023-01-02T10:00:00Z", html: "<p>Soup?</p>",
      poll: .init(options: [("Miso", 3), ("Tomato", 1)], closed: true))
    export.note(
      id: 3, published: "2023-01-03T10:00:00Z", html: "<p>My boats</p>", quote: picture)
    export.note(
      id: 4, published: "2023-01-04T10:00:00Z", html: "<p>My poll</p>", quote: poll)
    let path = folder.file("archive.zip")
    try export.writeZip(to: path)
    return path
  }

  @Test("An archive: a quote of one's own post of only a picture lists it, with no `(no text)`")
  func archivePicture() throws {
    let folder = try TemporaryFolder()
    let app = try ArchiveApp(
      try archive(in: folder), size: Size(width: 80, height: 14), pictures: false)
    expectScreen(
      try app.press("jj<Enter>"),
      [
        "archive.zip › Feed › Entry by alice                                       ? help",
        "> alice · Alice Liddell · @alice@example.social",
        "",
        "  My boats",
        "",
        "  ❝ Quoting @alice@example.social · 2023-01-01 10:00 UTC · Enter opens it",
        "  https://example.social/users/alice/statuses/1",
        "",
        "  ▣ 3f2a.png · “Boats at dawn”",
        "",
        "  Posted 2023-01-03 10:00 UTC",
        "  https://example.social/@alice/3",
        "",
        " 1/5 author",
      ])
  }

  @Test("An archive: with pictures on, the quoted post's picture is drawn")
  func archivePictureDrawn() throws {
    let folder = try TemporaryFolder()
    let app = try ArchiveApp(try archive(in: folder), size: Size(width: 60, height: 20))
    expectScreen(
      try app.press("jj<Enter>"),
      [
        "archive.zip › Feed › Entry by alice                   ? help",
        "> alice · Alice Liddell · @alice@example.social            ┃",
        "                                                           ┃",
        "  My boats                                                 ┃",
        "                                                           ┃",
        "  ❝ Quoting @alice@example.social · 2023-01-01 10:00 UTC · ┃",
        "  Enter opens it                                           ┃",
        "  https://example.social/users/alice/statuses/1            ┃",
        "                                                           ┃",
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
        " 1/5 author",
      ])
  }

  @Test("An archive: a quote of one's own poll shows its options")
  func archivePoll() throws {
    let folder = try TemporaryFolder()
    let app = try ArchiveApp(
      try archive(in: folder), size: Size(width: 80, height: 16), pictures: false)
    expectScreen(
      try app.press("j<Enter>"),
      [
        "archive.zip › Feed › Entry by alice                                       ? help",
        "> alice · Alice Liddell · @alice@example.social                                ┃",
        "                                                                               ┃",
        "  My poll                                                                      ┃",
        "                                                                               ┃",
        "  ❝ Quoting @alice@example.social · 2023-01-02 10:00 UTC · Enter opens it      ┃",
        "  https://example.social/users/alice/statuses/2                                ┃",
        "                                                                               ┃",
        "  Soup?                                                                        ┃",
        "                                                                               ┃",
        "  ▕███████▌  ▏ 75% Miso (3)                                                    ┃",
        "  ▕██▌       ▏ 25% Tomato (1)                                                  ┃",
        "  4 votes · ended 2023-01-09 10:00 UTC                                         ┃",
        "                                                                               ┃",
        "  Posted 2023-01-04 10:00 UTC",
        " 1/6 author",
      ])
  }
}
