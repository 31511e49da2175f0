import Archive
import ArchiveTestSupport
import Foundation
import Testing

@Suite("Links in a folder read as an archive: followed inside it, left out with a warning else")
struct FolderLinkTests {
  @Test("A link to a file outside, to nothing, to a folder or round a loop says why it is left out")
  func leftOut() throws {
    let folder = try TemporaryFolder()
    try folder.write("secret", to: "outside.jpg")
    try folder.write("{}", to: "export/actor.json")
    try folder.write([1, 2, 3], to: "export/media/real.jpg")
    let manager = FileManager.default
    let links = [
      ("export/media/absolute.jpg", folder.file("outside.jpg")),
      ("export/media/climbing.jpg", "../../outside.jpg"),
      ("export/media/inside.jpg", "real.jpg"),
      ("export/media/gone.jpg", "nowhere.jpg"),
      ("export/media/loop-a", "loop-b"),
      ("export/media/loop-b", "loop-a"),
      ("export/up", ".."),
      ("export/here", "."),
    ]
    for (link, target) in links {
      try manager.createSymbolicLink(atPath: folder.file(link), withDestinationPath: target)
    }
    let path = folder.file("export")
    let bag = try ArchiveReader.open(path: path)
    #expect(bag.members.map(\.name) == ["actor.json", "media/inside.jpg", "media/real.jpg"])
    #expect(try bag.read(#require(bag.member(named: "media/inside.jpg"))) == [1, 2, 3])
    #expect(
      bag.warnings.map(\.description) == [
        "\(path): here: symbolic link to \".\", which leads to a folder: links to folders are "
          + "not followed; left out",
        "\(path): media/absolute.jpg: symbolic link to \"\(folder.file("outside.jpg"))\", "
          + "outside the archive; left out",
        "\(path): media/climbing.jpg: symbolic link to \"../../outside.jpg\", outside the "
          + "archive; left out",
        "\(path): media/gone.jpg: symbolic link to \"nowhere.jpg\", which is not in the "
          + "archive; left out",
        "\(path): media/loop-a: symbolic link to \"loop-b\", through more than 16 links (a "
          + "loop?); left out",
        "\(path): media/loop-b: symbolic link to \"loop-a\", through more than 16 links (a "
          + "loop?); left out",
        "\(path): up: symbolic link to \"..\", outside the archive; left out",
      ])
    #expect(
      bag.leftOut(endingWith: "media/climbing.jpg")?.reason == "link outside the archive")
  }

  @Test("A link to a fifo inside the folder is left out, and the fifo never opened")
  func fifo() throws {
    let folder = try TemporaryFolder()
    try folder.write("{}", to: "export/actor.json")
    #expect(mkfifo(folder.file("export/pipe"), 0o644) == 0)
    try FileManager.default.createSymbolicLink(
      atPath: folder.file("export/a.jpg"), withDestinationPath: "pipe")
    let path = folder.file("export")
    let bag = try ArchiveReader.open(path: path)
    #expect(bag.members.map(\.name) == ["actor.json"])
    #expect(
      bag.warnings.map(\.description) == [
        "\(path): a.jpg: symbolic link to \"pipe\", which leads to a fifo (named pipe), not a "
          + "regular file; left out"
      ])
  }
}
