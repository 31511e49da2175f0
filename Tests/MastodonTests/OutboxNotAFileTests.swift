import ArchiveTestSupport
import FeedModel
import Foundation
import Mastodon
import Testing

@Suite("An outbox.json that is no file, or is empty, says so")
struct OutboxNotAFileTests {
  /// The message reading `path` fails with, the temporary folder's path left out.
  static func failure(_ path: String, in folder: TemporaryFolder) -> String? {
    loadError(path, name: path)?.description
      .replacingOccurrences(of: folder.path + "/", with: "")
  }

  @Test("A folder, a named pipe or a device called outbox.json, in an export's folder")
  func notAFileInFolder() throws {
    let folder = try TemporaryFolder()
    let export = folder.file("fold")
    try FileManager.default.createDirectory(
      atPath: export + "/outbox.json", withIntermediateDirectories: true)
    #expect(Self.failure(export, in: folder) == "fold/outbox.json: a folder, not a file")
    // A FIFO is never opened: opening one for reading would wait for a writer.
    let pipe = folder.file("pipe")
    try FileManager.default.createDirectory(atPath: pipe, withIntermediateDirectories: true)
    #expect(mkfifo(pipe + "/outbox.json", 0o600) == 0)
    #expect(Self.failure(pipe, in: folder) == "pipe/outbox.json: a named pipe, not a file")
    // One a folder down, as an archive extracted into a folder of its own is.
    let above = folder.file("Downloads")
    try FileManager.default.createDirectory(
      atPath: above + "/archive-1/outbox.json", withIntermediateDirectories: true)
    #expect(
      Self.failure(above, in: folder) == "Downloads/archive-1/outbox.json: a folder, not a file")
    let device = folder.file("dev")
    try FileManager.default.createDirectory(atPath: device, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: device + "/outbox.json", withDestinationPath: "/dev/null")
    #expect(Self.failure(device, in: folder) == "dev/outbox.json: a device, not a file")
  }

  @Test("A zip whose outbox.json is a folder")
  func folderInZip() throws {
    let folder = try TemporaryFolder()
    let zip = RawZip(members: [
      .stored("outbox.json/", []), .stored("outbox.json/x", Array("{}".utf8)),
    ])
    let path = try folder.write(zip.bytes, to: "dir_outbox.zip")
    #expect(Self.failure(path, in: folder) == "dir_outbox.zip: outbox.json: a folder, not a file")
    // An empty folder entry alone, and one an export's folder down.
    let lone = try folder.write(
      RawZip(members: [.stored("outbox.json/", [])]).bytes, to: "lone.zip")
    #expect(Self.failure(lone, in: folder) == "lone.zip: outbox.json: a folder, not a file")
    let down = try folder.write(
      RawZip(members: [.stored("archive/", []), .stored("archive/outbox.json/", [])]).bytes,
      to: "down.zip")
    #expect(Self.failure(down, in: folder) == "down.zip: archive/outbox.json: a folder, not a file")
  }

  @Test("An empty outbox.json, or one of blank space, in a zip and in a folder")
  func empty() throws {
    let folder = try TemporaryFolder()
    let empty = try folder.write(
      RawZip(members: [.deflated("outbox.json", [])]).bytes, to: "empty.zip")
    #expect(Self.failure(empty, in: folder) == "empty.zip: outbox.json: empty: no document to show")
    let blank = try folder.write(
      RawZip(members: [.deflated("outbox.json", Array("\u{FEFF} \n".utf8))]).bytes,
      to: "blank.zip")
    #expect(
      Self.failure(blank, in: folder)
        == "blank.zip: outbox.json: only blank space: no document to show")
    let export = folder.file("export")
    try FileManager.default.createDirectory(atPath: export, withIntermediateDirectories: true)
    _ = try folder.write([], to: "export/outbox.json")
    #expect(Self.failure(export, in: folder) == "export/outbox.json: empty: no document to show")
  }
}
