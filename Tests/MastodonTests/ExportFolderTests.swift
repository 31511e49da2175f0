import ArchiveTestSupport
import FeedModel
import Foundation
import Mastodon
import Testing

@Suite("Finding the export in a folder: the folder itself or one folder directly inside it")
struct ExportFolderTests {
  /// A minimal export's files under `prefix` of `folder`.
  private func writeExport(_ prefix: String, in folder: TemporaryFolder) throws {
    var export = MastodonExport()
    export.note(id: 1, published: "2023-01-01T10:00:00Z", html: "<p>Hello from \(prefix)</p>")
    try export.writeFolder(prefix, in: folder)
  }

  @Test("A folder holding outbox.json is the export")
  func itself() throws {
    let folder = try TemporaryFolder()
    try writeExport("archive", in: folder)
    let path = folder.file("archive")
    #expect(try ExportFolder.locate(in: path, displayName: "archive") == path)
    #expect(MastodonReader.recognizes(path: path))
  }

  @Test("A folder an archive was extracted into, with the export one level down, is read")
  func oneLevelDown() throws {
    let folder = try TemporaryFolder()
    try writeExport("archive-20240102", in: folder)
    try folder.write("not an export", to: "notes/readme.txt")
    #expect(
      try ExportFolder.locate(in: folder.path, displayName: "Downloads")
        == folder.file("archive-20240102"))
    #expect(MastodonReader.recognizes(path: folder.path))
    let document = try load(folder.path, name: "Downloads").document
    #expect(document.feed.count == 1)
  }

  @Test("An outbox two levels down or deeper is not looked for: the folder has no export")
  func deeper() throws {
    let folder = try TemporaryFolder()
    try writeExport("a/b", in: folder)
    try writeExport("a/b/c/d", in: folder)
    #expect(!MastodonReader.recognizes(path: folder.path))
    let error = try #require(loadError(folder.path, name: "deep"))
    #expect(error.kind == .invalid && error.exitStatus == 65)
    #expect(
      error.description == "deep: no outbox.json in this folder, nor in a folder directly inside it"
    )
  }

  @Test("Several exports side by side are listed, to open one, rather than one read at random")
  func several() throws {
    let folder = try TemporaryFolder()
    for name in ["archive-2", "archive-1", "archive-3"] { try writeExport(name, in: folder) }
    let error = try #require(loadError(folder.path, name: "Downloads"))
    #expect(error.kind == .invalid && error.exitStatus == 65)
    #expect(
      error.description
        == "Downloads: 3 exports in this folder (archive-1, archive-2, archive-3); open one of them"
    )
    for index in 4...7 { try writeExport("archive-\(index)", in: folder) }
    let many = try #require(loadError(folder.path, name: "Downloads"))
    #expect(
      many.description == "Downloads: 7 exports in this folder "
        + "(archive-1, archive-2, archive-3, archive-4, archive-5, …); open one of them")
  }

  @Test("A folder with no export but an archive in it says to open the archive")
  func archiveBeside() throws {
    let folder = try TemporaryFolder()
    try folder.write("PK", to: "archive-2024 café.zip")
    try folder.write("notes", to: "readme.txt")
    let error = try #require(loadError(folder.path, name: "Downloads"))
    #expect(error.exitStatus == 65)
    #expect(
      error.description
        == "Downloads: no outbox.json in this folder, nor in a folder directly inside it; "
        + "the folder holds archive-2024 café.zip: if that is the export, open it")
  }
}
