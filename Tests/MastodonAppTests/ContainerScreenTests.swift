import ArchiveTestSupport
import Foundation
import ListKit
import ListKitTesting
import Testing

@Suite("One export in every container, recognised by content, shows the same screens")
struct ContainerScreenTests {
  /// Alice's export: a post with a picture, a reply to Bob, a boost, and a `Like` item that
  /// the outbox should not hold, at index 3; `totalItems` counts 99.
  private static func export() throws -> MastodonExport {
    var export = Exports.alice()
    export.media = [("media_attachments/files/110/000/001/original/f00d.png", try Exports.png())]
    export.totalItems = 99
    export.note(
      id: 1, published: "2023-01-01T10:00:00Z",
      html: "<p>Hello <b>fediverse</b> &amp; friends</p>",
      attachments: [.init(url: "media_attachments/files/110/000/001/original/f00d.png")])
    export.note(
      id: 2, published: "2023-01-02T10:00:00Z",
      html: "<p>\(Exports.mention("bob", at: "other.example")) see "
        + "\(Exports.link("https://www.swift.org/documentation/articles/getting-started.html"))</p>",
      inReplyTo: "https://other.example/users/bob/statuses/9", mentions: [Exports.bob])
    export.boost(
      id: 3, published: "2023-01-03T10:00:00Z",
      of: "https://other.example/users/bob/statuses/12", by: Exports.bob.uri)
    export.raw(
      #"{"id":"https://example.social/users/alice#likes/1","type":"Like","actor":"\#(export.actorURI)","object":"https://x.example/1"}"#
    )
    return export
  }

  /// The feed every container shows, under its own name.
  private static func feed(_ name: String) -> [String] {
    let title = "\(name) › Feed"
    return [
      title + String(repeating: " ", count: 64 - title.count - 6) + "? help",
      "> alice · Alice Liddell                                        ┃",
      "  2 posts · 1 boost · 0 likes · 0 bookmarks                    ┃",
      "  Swift & terminals. Cats.                                     ┃",
      "                                                               ┃",
      "  History 1                                                    ┃",
      "   bob                                                         ┃",
      "                                                               ┃",
      "  ↻ Alice Liddell boosted @bob@other.example · 2023-01-03 10:00┃",
      "  https://other.example/users/bob/statuses/12 · text not in th…┃",
      "                                                               ┃",
      "  Alice Liddell @alice@example.social · 2023-01-02 10:00 UTC   ┃",
      "  ↩ in reply to @bob@other.example",
      "  @bob see swift.org/documentation/articl…",
      "",
      "  Alice Liddell @alice@example.social · 2023-01-01 10:00 UTC",
      "  Hello fediverse & friends",
      "                                ██████████████",
      " 1/5 profile summary                                ⚠ 1 warning",
    ]
  }

  @Test(
    "A zip (its names with / or \\), old and 4.0 tar.gz, a tar, a folder, a bare outbox: one screen",
    arguments: [
      "zip", "zip of a folder", "zip with backslashes", "zip of a folder with backslashes",
      "tar.gz", "streamed tar.gz", "tar", "folder", "outbox",
    ])
  func containers(kind: String) throws {
    let folder = try TemporaryFolder()
    let export = try Self.export()
    let path: String
    switch kind {
    case "zip": path = try folder.write(export.zipBytes(), to: "archive")
    case "zip of a folder":
      path = try folder.write(export.zipBytes(folder: "archive-2023/"), to: "archive")
    case "zip with backslashes":
      path = try folder.write(export.zipBytes(backslashes: true), to: "archive")
    case "zip of a folder with backslashes":
      let bytes = export.zipBytes(folder: "Sicherung/", backslashes: true)
      path = try folder.write(bytes, to: "archive")
    case "tar.gz": path = try folder.write(export.tarGzipBytes(), to: "archive")
    case "streamed tar.gz": path = try folder.write(export.streamedTarGzipBytes(), to: "archive")
    case "tar": path = try folder.write(export.tarBytes(), to: "archive")
    case "folder": path = try export.writeFolder("archive", in: folder)
    default:
      try export.writeFolder("export", in: folder)
      path = try folder.write(export.outbox, to: "archive")
      try FileManager.default.removeItem(atPath: folder.file("export/outbox.json"))
      for name in try FileManager.default.contentsOfDirectory(atPath: folder.file("export")) {
        try FileManager.default.moveItem(
          atPath: folder.file("export/" + name), toPath: folder.file(name))
      }
    }
    let app = try ArchiveApp(path, size: Size(width: 64, height: 19))
    expectScreen(app.screen, Self.feed("archive"))
    // The outbox is named by its path in the archive, as its other files are; a bare one is
    // the input itself.
    let outbox =
      switch kind {
      case "zip of a folder": "archive-2023/outbox.json: "
      case "zip of a folder with backslashes": "Sicherung/outbox.json: "
      case "outbox": ""
      default: "outbox.json: "
      }
    #expect(
      app.warnings == [outbox + #"orderedItems[3].type: unsupported activity type "Like"; skipped"#]
    )
  }

  @Test("orderedItems written twice, empty first as Mastodon 4.3 does, and an activity twice")
  func repeatedItems() throws {
    let folder = try TemporaryFolder()
    var export = try Self.export()
    export.items.append(export.items[0].replacing("Hello", with: "Changed"))
    let path = folder.file("archive.zip")
    try export.writeZip(to: path)
    #expect(export.outbox.contains(#""orderedItems":[],"orderedItems":[{"#))
    let app = try ArchiveApp(path, size: Size(width: 64, height: 19))
    // The outbox is read from its end: the copy at 4 is read first and kept, as said.
    #expect(
      app.warnings == [
        #"outbox.json: orderedItems[0].id: duplicate entry id "https://example.social/users/alice/statuses/1" (kept at orderedItems[4]); entry skipped"#,
        #"outbox.json: orderedItems[3].type: unsupported activity type "Like"; skipped"#,
      ])
    #expect(app.shell.state.document.feed.count == 3)
    #expect(app.screen.lines.contains { $0.hasPrefix("  Changed fediverse & friends") })
  }

  @Test("The warnings screen names the item skipped")
  func warningsScreen() throws {
    let folder = try TemporaryFolder()
    let path = folder.file("archive.zip")
    try Self.export().writeZip(to: path)
    let app = try ArchiveApp(path, size: Size(width: 64, height: 6))
    expectScreen(
      try app.press("!"),
      [
        "archive.zip › Feed › Warnings                             ? help",
        "> ⚠ outbox.json: orderedItems[3].type",
        "    unsupported activity type \"Like\"; skipped",
        "",
        "",
        " 1/1 warning                                        ⚠ 1 warning",
      ])
  }
}
