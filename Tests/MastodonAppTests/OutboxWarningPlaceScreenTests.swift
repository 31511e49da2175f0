import ArchiveTestSupport
import Foundation
import ListKit
import ListKitTesting
import Testing

/// The Warnings screen (`!`) names the file a warning about an archive's outbox is in, as it
/// names `likes.json` and `actor.json`; an `outbox.json` opened by itself is the file named.
@Suite("A warning about an archive's outbox names outbox.json, as the other files' do")
struct OutboxWarningPlaceScreenTests {
  /// Alice's export: a `Like` item the outbox should not hold (which the outbox's reader skips,
  /// with a warning), then a post edited `yesterday` (a date the document builder warns of,
  /// before the reader's warnings are in: they are put in the outbox's order).
  private static func export() -> MastodonExport {
    var export = Exports.alice()
    export.raw(
      #"{"id":"https://example.social/users/alice#likes/1","type":"Like","actor":"\#(export.actorURI)","object":"https://x.example/1"}"#
    )
    export.note(
      id: 1, published: "2024-01-01T10:00:00Z", html: "<p>Hello</p>", updated: "yesterday")
    return export
  }

  /// The export's files, with a `likes.json` that lists a number among its addresses.
  private static func files() -> [(name: String, bytes: [UInt8])] {
    let likes = #"{"type":"OrderedCollection","orderedItems":["https://x.example/a",7]}"#
    return export().files.map { file in
      file.name == "likes.json" ? (file.name, Array(likes.utf8)) : (file.name, file.bytes)
    }
  }

  @Test("A zip: the outbox's warnings, the reader's and the dates', say outbox.json first")
  func zip() throws {
    let folder = try TemporaryFolder()
    let zip = RawZip(members: Self.files().map { .deflated($0.name, $0.bytes) })
    let path = try folder.write(zip.bytes, to: "archive.zip")
    let app = try ArchiveApp(path, size: Size(width: 40, height: 12))
    expectScreen(
      try app.press("!"),
      [
        "archive.zip › Feed › Warnings     ? help",
        "> ⚠ likes.json: orderedItems[1]",
        "    expected a post's address, found a",
        "    number; not listed",
        "  ⚠ outbox.json: orderedItems[0].type",
        "    unsupported activity type \"Like\";",
        "    skipped",
        "  ⚠ outbox.json:",
        "    orderedItems[1].object.updated",
        "    \"yesterday\" is not an ISO 8601",
        "    date; shown as written",
        " 1/3 warning               ⚠ 3 warnings",
      ])
  }

  @Test("A zip of a folder: the outbox is named by its path in the zip, the folder first")
  func zipOfAFolder() throws {
    let folder = try TemporaryFolder()
    let zip = RawZip(members: Self.files().map { .deflated("export/" + $0.name, $0.bytes) })
    let path = try folder.write(zip.bytes, to: "archive.zip")
    let app = try ArchiveApp(path, size: Size(width: 40, height: 12))
    expectScreen(
      try app.press("!"),
      [
        "archive.zip › Feed › Warnings     ? help",
        "> ⚠ export/likes.json: orderedItems[1] ┃",
        "    expected a post's address, found a ┃",
        "    number; not listed                 ┃",
        "  ⚠ export/outbox.json:                ┃",
        "    orderedItems[0].type               ┃",
        "    unsupported activity type \"Like\";  ┃",
        "    skipped                            ┃",
        "  ⚠ export/outbox.json:                ┃",
        "    orderedItems[1].object.updated     ┃",
        "    \"yesterday\" is not an ISO 8601",
        " 1/3 warning               ⚠ 3 warnings",
      ])
  }

  /// The export is found in the one folder inside the one opened, which becomes the input
  /// (`Downloads/archive-2024` in messages): its files are named as in it, the outbox too.
  @Test("A folder holding the export in a folder: the outbox is named as likes.json is")
  func nestedFolder() throws {
    let folder = try TemporaryFolder()
    for (name, bytes) in Self.files() {
      try folder.write(bytes, to: "Downloads/archive-2024/" + name)
    }
    let app = try ArchiveApp(folder.file("Downloads"), size: Size(width: 40, height: 12))
    expectScreen(
      try app.press("!"),
      [
        "Downloads › Feed › Warnings       ? help",
        "> ⚠ likes.json: orderedItems[1]",
        "    expected a post's address, found a",
        "    number; not listed",
        "  ⚠ outbox.json: orderedItems[0].type",
        "    unsupported activity type \"Like\";",
        "    skipped",
        "  ⚠ outbox.json:",
        "    orderedItems[1].object.updated",
        "    \"yesterday\" is not an ISO 8601",
        "    date; shown as written",
        " 1/3 warning               ⚠ 3 warnings",
      ])
  }

  @Test("A bare outbox.json: the input is the outbox, and its places are in it alone")
  func bareOutbox() throws {
    let folder = try TemporaryFolder()
    for (name, bytes) in Self.files() { try folder.write(bytes, to: name) }
    let app = try ArchiveApp(folder.file("outbox.json"), size: Size(width: 40, height: 12))
    expectScreen(
      try app.press("!"),
      [
        "outbox.json › Feed › Warnings     ? help",
        "> ⚠ likes.json: orderedItems[1]",
        "    expected a post's address, found a",
        "    number; not listed",
        "  ⚠ orderedItems[0].type",
        "    unsupported activity type \"Like\";",
        "    skipped",
        "  ⚠ orderedItems[1].object.updated",
        "    \"yesterday\" is not an ISO 8601",
        "    date; shown as written",
        "",
        " 1/3 warning               ⚠ 3 warnings",
      ])
  }
}
