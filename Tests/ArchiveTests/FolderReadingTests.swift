import Archive
import ArchiveTestSupport
import Foundation
import Testing

@Suite("Reading folders")
struct FolderReadingTests {
  @Test("Files below the folder are members in sorted order, named by their path")
  func walks() throws {
    let folder = try TemporaryFolder()
    try folder.write(Samples.outbox, to: "export/outbox.json")
    try folder.write([1, 2], to: "export/media_attachments/files/1/original/B.JPG")
    try folder.write("{}", to: "export/actor.json")
    try FileManager.default.createDirectory(
      atPath: folder.file("export/empty"), withIntermediateDirectories: true)
    let bag = try ArchiveReader.open(path: folder.file("export"))
    #expect(bag.format == .folder)
    #expect(
      bag.members.map(\.name) == [
        "actor.json", "media_attachments/files/1/original/B.JPG", "outbox.json",
      ])
    #expect(try bag.read(#require(bag.member(named: "outbox.json"))) == Samples.outbox)
  }

  @Test("Links to files inside count; links outside and links to folders are not followed")
  func symlinks() throws {
    let folder = try TemporaryFolder()
    try folder.write("secret", to: "outside.txt")
    try folder.write("{}", to: "export/actor.json")
    try folder.write("x", to: "export/sub/inner.txt")
    let manager = FileManager.default
    try manager.createSymbolicLink(
      atPath: folder.file("export/escape.txt"), withDestinationPath: "../outside.txt")
    try manager.createSymbolicLink(
      atPath: folder.file("export/inside.json"), withDestinationPath: "actor.json")
    try manager.createSymbolicLink(atPath: folder.file("export/loop"), withDestinationPath: ".")
    try manager.createSymbolicLink(atPath: folder.file("export/up"), withDestinationPath: "..")
    let bag = try ArchiveReader.open(path: folder.file("export"))
    #expect(bag.members.map(\.name) == ["actor.json", "inside.json", "sub/inner.txt"])
    #expect(try bag.read(#require(bag.member(named: "inside.json"))) == Array("{}".utf8))
  }

  @Test("A file removed after opening cannot be opened; one over the limit is too large")
  func readFailures() throws {
    let folder = try TemporaryFolder()
    try folder.write("{}", to: "export/actor.json")
    try folder.write(Samples.text(5000), to: "export/outbox.json")
    let path = folder.file("export")
    let bag = try ArchiveReader.open(path: path)
    try FileManager.default.removeItem(atPath: folder.file("export/actor.json"))
    let gone = try #require(bag.member(named: "actor.json"))
    let error = archiveError { () throws(ArchiveError) in try bag.read(gone) }
    #expect(error?.description == "\(path): actor.json: cannot open: No such file or directory")
    #expect(error?.exitStatus == 66)
    let outbox = try #require(bag.member(named: "outbox.json"))
    let large = archiveError { () throws(ArchiveError) in try bag.read(outbox, limit: 4096) }
    #expect(large?.description == "\(path): outbox.json: too large (5000 bytes; the limit is 4096)")
  }

  @Test("More files than the limit fail")
  func tooMany() throws {
    let folder = try TemporaryFolder()
    for index in 0..<3 { try folder.write("x", to: "export/\(index).txt") }
    let path = folder.file("export")
    let error = archiveError { () throws(ArchiveError) in
      try ArchiveReader.open(path: path, limits: ArchiveLimits(memberCount: 2))
    }
    #expect(error?.description == "\(path): too many members (more than 2)")
  }
}
