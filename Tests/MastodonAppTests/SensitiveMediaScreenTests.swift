import ArchiveTestSupport
import ListKit
import ListKitTesting
import Testing

@Suite("Sensitive media on the entry screen: a line says so above the pictures")
struct SensitiveMediaScreenTests {
  /// Alice's archive as a zip: a sensitive picture without a content warning.
  private func archive(in folder: TemporaryFolder) throws -> String {
    var export = Exports.alice()
    export.media = [("media_attachments/files/000/000/001/original/cake.png", try Exports.png())]
    export.note(
      id: 1, published: "2023-01-03T10:00:00Z", html: "<p>My cake, before and after</p>",
      sensitive: true,
      attachments: [
        .init(url: "media_attachments/files/000/000/001/original/cake.png", alt: "Crumbs")
      ])
    let path = folder.file("archive.zip")
    try export.writeZip(to: path)
    return path
  }

  @Test("The entry screen shows the text, then `▣ sensitive media`, then the picture")
  func entryScreen() throws {
    let folder = try TemporaryFolder()
    let app = try ArchiveApp(try archive(in: folder), size: Size(width: 60, height: 20))
    expectScreen(
      try app.press("j<Enter>"),
      [
        "archive.zip › Feed › Entry by alice                   ? help",
        "> alice · Alice Liddell · @alice@example.social            ┃",
        "                                                           ┃",
        "  My cake, before and after                                ┃",
        "                                                           ┃",
        "  ▣ sensitive media                                        ┃",
        "                                                           ┃",
        "                              ▐████████████████████████████┃",
        "                              ▐████████████████████████████┃",
        "                              ▐████████████████████████████┃",
        "                              ▐████████████████████████████┃",
        "                              ▐████████████████████████████┃",
        "                              ▐████████████████████████████┃",
        "                              ▐████████████████████████████┃",
        "                              ▐████████████████████████████",
        "                              ▐████████████████████████████",
        "                              ▐████████████████████████████",
        "                              ▐████████████████████████████",
        "                              ▐████████████████████████████",
        " 1/5 author",
      ])
    expectScreen(
      try app.press("jj"),
      [
        "archive.zip › Feed › Entry by alice                   ? help",
        "  alice · Alice Liddell · @alice@example.social            ┃",
        "                                                           ┃",
        "  My cake, before and after                                ┃",
        "                                                           ┃",
        "> ▣ sensitive media                                        ┃",
        "                                                           ┃",
        "                              ▐████████████████████████████┃",
        "                              ▐████████████████████████████┃",
        "                              ▐████████████████████████████┃",
        "                              ▐████████████████████████████┃",
        "                              ▐████████████████████████████┃",
        "                              ▐████████████████████████████┃",
        "                              ▐████████████████████████████┃",
        "                              ▐████████████████████████████",
        "                              ▐████████████████████████████",
        "                              ▐████████████████████████████",
        "                              ▐████████████████████████████",
        "                              ▐████████████████████████████",
        " 3/5 sensitive media",
      ])
  }
}
